package org.nqueenslab.problem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class SquareTest {

  @Test
  void namesFollowChessNotation() {
    assertEquals("a1", new Square(0, 0).name());
    assertEquals("h8", new Square(7, 7).name());
    assertEquals("z3", new Square(2, 25).name());
    assertEquals("aa27", new Square(26, 26).name());
    assertEquals("az1", new Square(0, 51).name());
    assertEquals("ba1", new Square(0, 52).name());
  }

  @Test
  void parsingInvertsNaming() {
    for (int file = 0; file < 800; file += 7) {
      Square s = new Square(file % 50, file);
      assertEquals(s, Square.parse(s.name()));
    }
    assertEquals(new Square(2, 2), Square.parse("C3"));
  }

  @Test
  void rejectsWhatIsNotASquare() {
    for (String bad : new String[] {"", "3c", "c", "c0", "c-1", "é4", "c3x"}) {
      BadInputException e = assertThrows(BadInputException.class, () -> Square.parse(bad), bad);
      assertEquals(
          true,
          e.getMessage().contains("square name") || e.getMessage().contains("ranks"),
          e.getMessage());
    }
  }

  /** Equality is written out (not the record's): same rank and file, nothing else. */
  @Test
  void equalWhenRankAndFileAreAndOnlyThen() {
    for (int rank = 0; rank < 30; rank++) {
      for (int file = 0; file < 30; file++) {
        Square s = new Square(rank, file);
        assertEquals(s, new Square(rank, file));
        assertEquals(s.hashCode(), new Square(rank, file).hashCode());
        assertNotEquals(s, new Square(rank + 1, file));
        assertNotEquals(s, new Square(rank, file + 1));
        if (rank != file) {
          assertNotEquals(s, new Square(file, rank));
        }
      }
    }
    assertNotEquals(new Square(0, 0), "a1");
    assertNotEquals(new Square(0, 0), null);
  }
}
