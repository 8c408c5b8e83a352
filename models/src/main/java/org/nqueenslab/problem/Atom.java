package org.nqueenslab.problem;

/**
 * The atoms of Betza's funny notation (R. Betza, "Funny notation", 1990s; the fairy-chess
 * convention): each letter is one leap, taken in all eight orientations; a doubled letter makes it
 * a rider (the leap repeated along a line until the board's edge or a pawn). Compound pieces are
 * strings of atoms ({@link Piece}). This enum is the one place a new leaper is declared: a line
 * here gives its letter, its leap and the name {@code --piece} takes (adding-a-rule.md walks
 * through one).
 */
public enum Atom {
  /** One step along a rank or file; its rider WW is the rook's move. */
  W(0, 1, "wazir"),
  /** One step along a diagonal; its rider FF is the bishop's move. */
  F(1, 1, "ferz"),
  /** Two steps along a rank or file, jumping. */
  D(0, 2, "dabbaba"),
  /** The knight's leap; its rider NN is the nightrider. */
  N(1, 2, "knight"),
  /** Two steps along a diagonal, jumping. */
  A(2, 2, "alfil"),
  /** Three steps along a rank or file, jumping. */
  H(0, 3, "threeleaper"),
  /** The (1, 3) leap. */
  C(1, 3, "camel"),
  /** The (2, 3) leap. */
  Z(2, 3, "zebra"),
  /** Three steps along a diagonal, jumping. */
  G(3, 3, "tripper");

  private final int shortLeg;
  private final int longLeg;
  private final String pieceName;

  Atom(int shortLeg, int longLeg, String pieceName) {
    this.shortLeg = shortLeg;
    this.longLeg = longLeg;
    this.pieceName = pieceName;
  }

  /** The shorter leg of the leap (0 for orthogonal leaps). */
  public int shortLeg() {
    return shortLeg;
  }

  /** The longer leg of the leap. */
  public int longLeg() {
    return longLeg;
  }

  /** The name of the piece that makes this leap alone, as {@code --piece} takes it. */
  public String pieceName() {
    return pieceName;
  }

  /** The atom of a letter, or null. */
  static Atom ofLetter(char letter) {
    for (Atom a : values()) {
      if (a.name().charAt(0) == letter) {
        return a;
      }
    }
    return null;
  }
}
