package org.nqueenslab.problem;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A piece described by its moves, in Betza's funny notation ({@link Atom}): riders (a step repeated
 * along a line until the edge or a pawn, wrapping on a torus) and leapers (one jump, over pawns),
 * each in all eight orientations, so a piece attacks exactly the squares from which it is attacked.
 * Every engine derives its encoding from these moves: the line segments of the riders ({@link
 * LineSegments}) and the square pairs of the leapers ({@link LeapPairs}).
 *
 * <p>Named pieces: queen (Q = WWFF, the default), rook (R = WW), bishop (B = FF), king (K = WF),
 * knight (N), amazon (QN, the superqueen), chancellor (RN), archbishop (BN), nightrider (NN), and
 * each atom's own leaper by its name (wazir, ferz, ..., see {@link Atom}).
 */
public final class Piece {
  /** Named compound pieces by name; the single leapers are named in {@link Atom}. */
  private static final Map<String, String> NAMED = named();

  private static Map<String, String> named() {
    Map<String, String> m = new LinkedHashMap<>();
    m.put("queen", "Q");
    m.put("rook", "R");
    m.put("bishop", "B");
    m.put("king", "K");
    m.put("amazon", "QN");
    m.put("chancellor", "RN");
    m.put("archbishop", "BN");
    m.put("nightrider", "NN");
    return Collections.unmodifiableMap(m);
  }

  /** Every piece known by name, the compound ones first (for shell completion and messages). */
  public static List<String> names() {
    List<String> names = new ArrayList<>(NAMED.keySet());
    for (Atom a : Atom.values()) {
      if (!names.contains(a.pieceName())) {
        names.add(a.pieceName());
      }
    }
    return names;
  }

  /** The queen: the default piece, whose problem every engine has its fastest encoding of. */
  public static final Piece QUEEN = parse("queen");

  /**
   * One move: a step of {@code dRank} ranks and {@code dFile} files, either way (so stored once,
   * with dRank > 0, or dRank = 0 and dFile > 0), made by {@code atom}.
   */
  public record Step(int dRank, int dFile, Atom atom) {
    /**
     * The step the other way round is the same move: the normal form has dRank > 0 or dFile > 0.
     */
    static Step normal(int dRank, int dFile, Atom atom) {
      return dRank < 0 || (dRank == 0 && dFile < 0)
          ? new Step(-dRank, -dFile, atom)
          : new Step(dRank, dFile, atom);
    }
  }

  private final String name;
  private final String notation;
  private final List<Step> riders;
  private final List<Step> leapers;

  private Piece(String name, EnumSet<Atom> riderAtoms, EnumSet<Atom> leaperAtoms) {
    leaperAtoms.removeAll(riderAtoms); // a rider makes its single step too
    this.riders = steps(riderAtoms);
    this.leapers = steps(leaperAtoms);
    this.notation = notation(riderAtoms, leaperAtoms);
    this.name = name != null ? name : nameOf(notation);
  }

  /**
   * The piece of a name ({@code queen}, {@code knight}, any case) or of Betza's notation ({@code
   * QN}, {@code WF}, {@code NN}: letters of {@link Atom}, a doubled letter a rider, Q R B K the
   * usual shorthands).
   *
   * @throws BadInputException naming what is not understood and what is
   */
  public static Piece parse(String text) {
    String word = text.trim();
    String lower = word.toLowerCase(Locale.ROOT);
    if (NAMED.containsKey(lower)) {
      return fromNotation(NAMED.get(lower), lower);
    }
    for (Atom a : Atom.values()) {
      if (a.pieceName().equals(lower)) {
        return fromNotation(a.name(), lower);
      }
    }
    if (word.isEmpty() || !word.equals(word.toUpperCase(Locale.ROOT))) {
      throw unknown(text);
    }
    return fromNotation(word, null);
  }

  private static Piece fromNotation(String notation, String name) {
    EnumSet<Atom> riders = EnumSet.noneOf(Atom.class);
    EnumSet<Atom> leapers = EnumSet.noneOf(Atom.class);
    for (int i = 0; i < notation.length(); i++) {
      char c = notation.charAt(i);
      switch (c) {
        case 'Q' -> riders.addAll(EnumSet.of(Atom.W, Atom.F));
        case 'R' -> riders.add(Atom.W);
        case 'B' -> riders.add(Atom.F);
        case 'K' -> leapers.addAll(EnumSet.of(Atom.W, Atom.F));
        default -> {
          Atom atom = Atom.ofLetter(c);
          if (atom == null) {
            throw unknown(notation);
          }
          boolean rider = i + 1 < notation.length() && notation.charAt(i + 1) == c;
          if (rider) {
            i++;
            if (gcd(atom.shortLeg(), atom.longLeg()) != 1) {
              throw new BadInputException(
                  "'"
                      + c
                      + c
                      + "' rides a leap that is a multiple of a shorter one, which is not"
                      + " supported: use a rider of W, F, N or a leap of "
                      + primitiveAtoms());
            }
            riders.add(atom);
          } else {
            leapers.add(atom);
          }
        }
      }
    }
    return new Piece(name, riders, leapers);
  }

  private static BadInputException unknown(String text) {
    return new BadInputException(
        "unknown piece '"
            + text
            + "': give a name ("
            + String.join(", ", NAMED.keySet())
            + ", "
            + java.util.Arrays.stream(Atom.values())
                .map(Atom::pieceName)
                .collect(Collectors.joining(", "))
            + ") or Betza's notation (letters "
            + java.util.Arrays.stream(Atom.values()).map(Atom::name).collect(Collectors.joining())
            + " and Q R B K, a doubled letter a rider, e.g. QN or NN)");
  }

  private static String primitiveAtoms() {
    return java.util.Arrays.stream(Atom.values())
        .filter(a -> gcd(a.shortLeg(), a.longLeg()) == 1)
        .map(Atom::name)
        .collect(Collectors.joining(", "));
  }

  private static int gcd(int a, int b) {
    return b == 0 ? a : gcd(b, a % b);
  }

  /** The up to four distinct steps of an atom, each standing for itself and its opposite. */
  private static List<Step> steps(Set<Atom> atoms) {
    List<Step> steps = new ArrayList<>();
    for (Atom a : atoms) {
      int s = a.shortLeg();
      int l = a.longLeg();
      for (int[] v : new int[][] {{s, l}, {l, s}, {s, -l}, {l, -s}}) {
        Step step = Step.normal(v[0], v[1], a);
        if (!steps.contains(step)) {
          steps.add(step);
        }
      }
    }
    return List.copyOf(steps);
  }

  /** The shortest notation: Q, R, B and K where they apply, then the other atoms. */
  private static String notation(Set<Atom> riders, Set<Atom> leapers) {
    StringBuilder sb = new StringBuilder();
    EnumSet<Atom> r = riders.isEmpty() ? EnumSet.noneOf(Atom.class) : EnumSet.copyOf(riders);
    EnumSet<Atom> l = leapers.isEmpty() ? EnumSet.noneOf(Atom.class) : EnumSet.copyOf(leapers);
    if (r.contains(Atom.W) && r.contains(Atom.F)) {
      sb.append('Q');
      r.removeAll(EnumSet.of(Atom.W, Atom.F));
    } else if (r.remove(Atom.W)) {
      sb.append('R');
    } else if (r.remove(Atom.F)) {
      sb.append('B');
    }
    if (l.contains(Atom.W) && l.contains(Atom.F)) {
      sb.append('K');
      l.removeAll(EnumSet.of(Atom.W, Atom.F));
    }
    for (Atom a : Atom.values()) {
      if (l.contains(a)) {
        sb.append(a.name());
      }
      if (r.contains(a)) {
        sb.append(a.name()).append(a.name());
      }
    }
    return sb.toString();
  }

  private static String nameOf(String notation) {
    for (Map.Entry<String, String> e : NAMED.entrySet()) {
      if (e.getValue().equals(notation)) {
        return e.getKey();
      }
    }
    for (Atom a : Atom.values()) {
      if (a.name().equals(notation)) {
        return a.pieceName();
      }
    }
    return notation;
  }

  /** The piece's name: queen, knight, amazon, ..., or its notation when it has no name. */
  public String name() {
    return name;
  }

  /** Betza's notation, shortest form: Q, N, QN, K, ... */
  public String notation() {
    return notation;
  }

  /** The rider steps: each defines lines along which the piece attacks until a pawn. */
  public List<Step> riders() {
    return riders;
  }

  /** The leaper steps: each a jump over anything in between. */
  public List<Step> leapers() {
    return leapers;
  }

  public boolean isQueen() {
    return notation.equals("Q");
  }

  /**
   * True when the piece moves like a rook along ranks and files (rook, queen, amazon, chancellor):
   * a rank segment holds at most one, which the rank-by-rank searches and counters rely on.
   */
  public boolean hasRookLines() {
    return riders.stream().anyMatch(s -> s.atom() == Atom.W);
  }

  /** "queens", "knights", "amazons": the plural for messages and descriptions. */
  public String plural() {
    return name.equals(notation) ? name + " pieces" : name + "s";
  }

  /** "queen", or "knight": the singular for messages; the notation alone reads "QNN piece". */
  public String singular() {
    return name.equals(notation) ? name + " piece" : name;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Piece p && p.notation.equals(notation);
  }

  @Override
  public int hashCode() {
    return notation.hashCode();
  }

  @Override
  public String toString() {
    return name;
  }
}
