package org.nqueenslab.split;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.BooleanSupplier;
import org.nqueenslab.bitmask.ConstellationParts;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.PieceCount;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;

/**
 * Cuts a count into {@link Part}s whose counts sum to the whole, and rebuilds a part's problem from
 * its key. Two kinds of key:
 *
 * <ul>
 *   <li>{@code border=T,R,B,L}: the bitmask engine on the classic board, one canonical border
 *       constellation per orbit of the 8 symmetries ({@link ConstellationParts}); plain and unique
 *       counts alike.
 *   <li>{@code queens=SQUARES weight=W}, or {@code segments=K queens=SQUARES}: any other engine or
 *       problem, the queens that {@link Subproblems} (first free ranks, mirror halving for a plain
 *       count, weight 2 for a left-half queen) or {@link SegmentSubproblems} (first K ranks' line
 *       segments; the rest of those ranks become holes) placed. A unique count splits without
 *       halving: each part's solutions are kept when canonical under the whole problem's group.
 *   <li>{@code pawns=SQUARES weight=W}: one pawn placement of a free-pawn family (its board is the
 *       part's problem), the smallest of its orbit under the 8 symmetries, weighted by the orbit's
 *       size ({@link org.nqueenslab.variant.FreePawns}); its unique count is the board's own,
 *       unweighted.
 * </ul>
 */
public final class PartPlan {
  private static final String QUEENS = "queens=";
  private static final String SEGMENTS = "segments=";
  private static final String WEIGHT = "weight=";
  private static final String PAWNS = "pawns=";

  private PartPlan() {}

  /** The parts of a count of {@code problem} with {@code engine} and its options. */
  public static List<Part> of(
      String engine, Map<String, String> options, boolean unique, Problem problem) {
    return of(engine, options, unique, problem, () -> false);
  }

  /**
   * As {@link #of(String, Map, boolean, Problem)}, ending early once {@code stop} says so (a split
   * of a wide board with pawns takes seconds); the parts are then incomplete, and the caller, whose
   * limit ran out, counts none of them.
   */
  public static List<Part> of(
      String engine,
      Map<String, String> options,
      boolean unique,
      Problem problem,
      BooleanSupplier stop) {
    if (problem.isMixed()) {
      throw new BadInputException(
          "a count in parts places pieces in each part, which a mix of kinds ("
              + PieceCount.describe(problem.kinds())
              + ") cannot state yet: count it in one run, without --checkpoint, --cluster or"
              + " --list-parts");
    }
    List<Part> parts = new ArrayList<>();
    if (byConstellations(engine, options, problem)) {
      for (String key : ConstellationParts.keys(problem.n())) {
        parts.add(new Part(engine, options, unique, problem, key));
      }
      return parts;
    }
    if (engine.equals("bitmask") && options.containsKey("method")) {
      // the method chooses how the whole classic board is counted; a part, with queens placed, is
      // not the classic board, and the bitmask engine searches it rank by rank either way
      options = new java.util.HashMap<>(options);
      options.remove("method");
    }
    int depth =
        Subproblems.depthFor(problem, Math.max(problem.rows(), problem.cols()) >= 16 ? 3 : 2);
    if (!problem.hasOneQueenPerRank()) {
      int ranks = SegmentSubproblems.ranksSplit(problem, depth); // fewer for a knight, a king...
      for (Subproblem s : SegmentSubproblems.split(problem, depth, stop)) {
        parts.add(
            new Part(
                engine, options, unique, problem, SEGMENTS + ranks + " " + queensKey(problem, s)));
      }
      return parts;
    }
    for (Subproblem s : Subproblems.split(problem, depth, !unique, stop)) {
      parts.add(
          new Part(
              engine, options, unique, problem, queensKey(problem, s) + " " + WEIGHT + s.weight()));
    }
    return parts;
  }

  /** True when the bitmask engine's border constellations split the count. */
  public static boolean byConstellations(
      String engine, Map<String, String> options, Problem problem) {
    return engine.equals("bitmask")
        && !"halving".equals(options.get("method"))
        && problem.isClassic()
        && ConstellationParts.takes(problem.n());
  }

  private static String queensKey(Problem whole, Subproblem s) {
    Set<Square> placed = new TreeSet<>(s.problem().fixed());
    placed.removeAll(whole.fixed());
    return QUEENS + String.join(",", placed.stream().map(Square::name).toList());
  }

  /** The key of a free-pawn family's part: its pawns and the size of their orbit. */
  public static String pawnsKey(Subproblem s) {
    return PAWNS
        + String.join(",", new TreeSet<>(s.problem().pawns()).stream().map(Square::name).toList())
        + " "
        + WEIGHT
        + s.weight();
  }

  /** True when {@code key} names a free-pawn family's part. */
  static boolean isPawnsKey(String key) {
    return key.startsWith(PAWNS);
  }

  /**
   * The weight of a free-pawn family's part, checked against its board: the key's pawns must be the
   * board's.
   */
  static int pawnsWeight(Part part) {
    String[] words = part.key().split(" ");
    try {
      if (words.length == 2 && words[1].startsWith(WEIGHT)) {
        Set<Square> pawns = new HashSet<>(squares(PAWNS, words[0]));
        int weight = Integer.parseInt(words[1].substring(WEIGHT.length()));
        if (pawns.equals(part.problem().pawns()) && weight >= 1 && weight <= 8) {
          return weight;
        }
      }
    } catch (NumberFormatException e) {
      // falls through to the one line below
    }
    throw new BadInputException(
        "part '"
            + part.key()
            + "': expected 'pawns=SQUARES weight=W' naming the board's pawns, W from 1 to 8");
  }

  /** A queens part's problem and weight, rebuilt from its key. */
  record Placed(Problem problem, int weight) {}

  /**
   * The problem a part searches: the whole problem with the part's queens placed (a border
   * constellation's four, or the split's).
   */
  public static Problem searched(Part part) {
    if (isPawnsKey(part.key())) {
      return part.problem();
    }
    if (ConstellationParts.isKey(part.key())) {
      return part.problem().withFixed(ConstellationParts.queens(part.problem().n(), part.key()));
    }
    return placed(part).problem();
  }

  /** Rebuilds a {@code queens=} or {@code segments=} part; refuses a key of another kind. */
  static Placed placed(Part part) {
    String[] words = part.key().split(" ");
    Problem whole = part.problem();
    try {
      if (words.length == 2 && words[0].startsWith(SEGMENTS) && words[1].startsWith(QUEENS)) {
        int ranks = Integer.parseInt(words[0].substring(SEGMENTS.length()));
        Problem p = SegmentSubproblems.part(whole, ranks, squares(words[1]));
        if (p == null) {
          throw new BadInputException("part '" + part.key() + "' holds too many queens");
        }
        return new Placed(p, 1);
      }
      if (words.length == 2 && words[0].startsWith(QUEENS) && words[1].startsWith(WEIGHT)) {
        int weight = Integer.parseInt(words[1].substring(WEIGHT.length()));
        if (weight != 1 && weight != 2 || part.unique() && weight != 1) {
          throw new BadInputException(
              "part '" + part.key() + "': weight is 1 or 2 (2 for a mirror-halved plain count)");
        }
        return new Placed(whole.withFixed(squares(words[0])), weight);
      }
    } catch (NumberFormatException e) {
      // falls through to the one line below
    }
    throw new BadInputException(
        "unknown part key '"
            + part.key()
            + "': expected 'border=T,R,B,L', 'queens=SQUARES weight=W' or 'segments=K queens=SQUARES'");
  }

  private static List<Square> squares(String word) {
    return squares(QUEENS, word);
  }

  private static List<Square> squares(String prefix, String word) {
    String list = word.substring(prefix.length());
    List<Square> squares = new ArrayList<>();
    Set<Square> seen = new HashSet<>();
    for (String name : list.isEmpty() ? new String[0] : list.split(",")) {
      Square s = Square.parse(name);
      if (seen.add(s)) {
        squares.add(s);
      }
    }
    return squares;
  }
}
