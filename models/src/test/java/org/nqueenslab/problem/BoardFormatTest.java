package org.nqueenslab.problem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class BoardFormatTest {

  @Test
  void printsAndParsesBackIdentically() {
    String[] boards = {
      "........\n........\n........\n........\n...P....\n........\n........\n........\n",
      "nqueens queens=9\n....\n.P..\nQ..#\n....\n",
      "nqueens torus\n.....\n.....\n..Q..\n.....\n.....\n",
      "nqueens torus queens=3\n#....\n.....\n.....\n.....\n....P\n",
      "......\n......\n......\n......\n",
    };
    for (String text : boards) {
      Problem p = BoardFormat.parse(text, "board");
      assertEquals(text, BoardFormat.print(p));
      assertEquals(p, BoardFormat.parse(BoardFormat.print(p), "again"));
    }
  }

  @Test
  void topLineIsTheHighestRank() {
    Problem p = BoardFormat.parse("Q...\n....\n....\n...P\n", "board");
    assertEquals(Square.parse("a4"), p.fixed().first());
    assertEquals(Square.parse("d1"), p.pawns().first());
  }

  @Test
  void acceptsCommentsSpacesAndLowerCase() {
    Problem p =
        BoardFormat.parse(
            "; nine queens and one pawn\nnqueens queens=9\n. . p .\n. . . .\nq . . .\n. . . .\n",
            "board");
    assertEquals(9, p.queens());
    assertEquals("nqueens queens=9\n..P.\n....\nQ...\n....\n", BoardFormat.print(p));
  }

  @Test
  void malformedBoardsGetLineNumbers() {
    assertEquals(
        "b.txt:2: this rank has 3 squares but the first has 4: every rank must have the same length",
        assertThrows(BadInputException.class, () -> BoardFormat.parse("....\n...\n", "b.txt"))
            .getMessage());
    assertEquals(
        "b.txt:3: unexpected 'x' at square b1: use . (empty), Q (queen), P (pawn) or # (hole)",
        assertThrows(BadInputException.class, () -> BoardFormat.parse("...\n...\n.x.\n", "b.txt"))
            .getMessage());
    assertEquals(
        "b.txt:2: the 'nqueens' header must come before the first rank",
        assertThrows(
                BadInputException.class, () -> BoardFormat.parse("..\nnqueens torus\n", "b.txt"))
            .getMessage());
    assertTrue(
        assertThrows(BadInputException.class, () -> BoardFormat.parse("", "b.txt"))
            .getMessage()
            .startsWith("b.txt: no board"));
    assertEquals(
        "b.txt: fixed queens a1 and b2 attack each other along a diagonal: move or remove one of them",
        assertThrows(BadInputException.class, () -> BoardFormat.parse("...\n.Q.\nQ..\n", "b.txt"))
            .getMessage());
  }

  @Test
  void headerMistakesAreNamedAsHeaderMistakes() {
    String[][] cases = {
      {"nqueens queens=9 queens=3\n........\n", "b.txt:1: the header gives 'queens=3' twice"},
      {"nqueen torus\n....\n", "b.txt:1: 'nqueen' is neither a rank (. Q P #) nor the header"},
      {"nqueens queens=99999999999\n....\n", "b.txt:1: queens=99999999999 is more queens than"},
      {"nqueens queens=-1\n....\n", "b.txt:1: queens=-1 is not a number of queens"},
      // the torus came from the header: the message named --torus, which nobody had given
      {
        "nqueens torus\n....\n....\n....\n",
        "b.txt: its header says torus, but a toroidal board must be square and this one is 3 x 4:"
            + " drop 'torus' from the header"
      }
    };
    for (String[] c : cases) {
      BadInputException e =
          assertThrows(BadInputException.class, () -> BoardFormat.parse(c[0], "b.txt"), c[0]);
      assertTrue(e.getMessage().startsWith(c[1]), c[0] + " -> " + e.getMessage());
    }
  }
}
