package org.nqueenslab.dlx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DlxFormatTest {
  @Test
  void readsItemsOptionsCommentsAndBlankLines() {
    ExactCover c =
        DlxFormat.read(
            """
        | a comment line
        a b   c | x y

          | an indented comment
        a x
        b  c y
        """);
    assertEquals(3, c.primaryCount());
    assertEquals(2, c.secondaryCount());
    assertEquals("x", c.itemName(3));
    assertEquals(2, c.optionCount());
    assertEquals("a x", c.optionText(0));
    assertEquals("b c y", c.optionText(1));
  }

  @Test
  void writesWhatItReads() {
    ExactCover c = DlxFormat.read(DancingLinksTest.KNUTH_TOY);
    String text = DlxFormat.write(c, "Knuth's example", "two comment lines");
    assertTrue(
        text.startsWith("| Knuth's example\n| two comment lines\na b c d e f g\nc e\n"), text);
    ExactCover again = DlxFormat.read(text);
    assertEquals(DlxFormat.write(c), DlxFormat.write(again));
    ExactCover withSecondary = DlxFormat.read("p q | s\np s\nq\n");
    assertEquals("p q | s\np s\nq\n", DlxFormat.write(withSecondary));
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = ';',
      value = {
        "a b\\na z;                line 2, column 3: unknown item 'z'",
        "a b\\n| c\\na b a;        line 3, column 5: item 'a' appears twice",
        "a | x\\nx;                line 2: option 'x' has no primary item",
        "a b\\na verylongname;     line 2, column 3: item name 'verylongname' has 12 characters, over DLX1's limit of 8",
        "abcdefghi b\\na;          line 1: item name 'abcdefghi' has 9 characters",
        "a b:c;                    line 1: item 'b:c' has a colour",
        "a | x | y;                line 1: the item line has a second '|'",
        "| x y;                    no item line",
        "a a;                      line 1: item 'a' is declared twice",
        "\\n\\n| only secondary\\n| x;  no item line",
        "3:2|a\\na;               line 1: item 'a' has multiplicity '3:2', not lo:hi or hi",
        "0|a\\na;                 line 1: item 'a' has multiplicity '0'",
        "x:2|a\\na;               line 1: item 'a' has multiplicity 'x:2'",
        "2|\\na;                  line 1: '2|' names no item after its multiplicity",
        "a | 2|x\\na x;           line 1: secondary item 'x' has a multiplicity '2|'",
        "a | x\\na  x:;            line 2, column 4: malformed colour in 'x:'",
        "a | x\\na x:A:B;          line 2, column 3: malformed colour in 'x:A:B'",
        "a | x\\na x:toolongcol;   line 2, column 3: malformed colour in 'x:toolongcol'",
        "a | x\\na :A;             line 2, column 3: ':A' names no item before its colour",
        "a | x\\na:A x;            line 2, column 1: primary item 'a' has a colour ('a:A')",
        "a | x\\n a x:A x:B;       line 2, column 8: item 'x' appears twice",
        "a | x\\na x:A x;          line 2, column 7: item 'x' appears twice",
        "2|a | x\\na x:A;          item 'a' has a multiplicity and the options have colours"
      })
  void namesTheLineAndTheMistake(String input, String expectedStart) {
    DlxFormatException e =
        assertThrows(DlxFormatException.class, () -> DlxFormat.read(input.replace("\\n", "\n")));
    assertTrue(e.getMessage().startsWith(expectedStart.strip()), e.getMessage());
  }

  /**
   * A NUL character ends the reading at once: /dev/zero is one endless line of them, which filled
   * the heap before a line could be parsed ("out of memory: give it more heap").
   */
  @Test
  void aNulCharacterIsRefusedAsItIsRead() {
    java.io.Reader endless =
        new java.io.Reader() {
          private boolean first = true;

          @Override
          public int read(char[] buffer, int offset, int length) {
            if (first) { // one good line, then NULs for ever
              first = false;
              "a b\n".getChars(0, 4, buffer, offset);
              return 4;
            }
            java.util.Arrays.fill(buffer, offset, offset + length, '\0');
            return length;
          }

          @Override
          public void close() {}
        };
    DlxFormatException e =
        assertThrows(DlxFormatException.class, () -> DlxFormat.read(endless, null));
    assertEquals(2, e.line());
    assertTrue(e.getMessage().contains("a NUL character: this is not a text file"), e.getMessage());
  }

  @Test
  void readsAndWritesMultiplicitiesAsDlx3Does() {
    ExactCover c = DlxFormat.read("2:3|a 2|b c 0:1|d | x\na b c x\nb d\na\n");
    assertEquals(4, c.primaryCount());
    assertEquals(2, c.lowerBound(0));
    assertEquals(3, c.upperBound(0));
    assertEquals(2, c.lowerBound(1));
    assertEquals(2, c.upperBound(1));
    assertEquals(1, c.lowerBound(2));
    assertEquals(0, c.lowerBound(3));
    assertEquals(1, c.upperBound(3));
    assertEquals(0, c.lowerBound(4), "a secondary item: at most once");
    assertEquals(1, c.upperBound(4));
    String text = DlxFormat.write(c);
    assertEquals("2:3|a 2|b c 0:1|d | x\na b c x\nb d\na\n", text);
    assertEquals(text, DlxFormat.write(DlxFormat.read(text)));
  }

  @Test
  void readsAndWritesColoursAsDlx2Does() {
    ExactCover c = DlxFormat.read("a b | x y\na x:red y\nb x:red\nb y:0\n");
    assertTrue(c.hasColours());
    assertEquals(2, c.colourCount());
    assertEquals("red", c.colourName(c.colour(0, 1)));
    assertEquals(0, c.colour(0, 2));
    assertEquals("a x:red y", c.optionText(0));
    String text = DlxFormat.write(c);
    assertEquals("a b | x y\na x:red y\nb x:red\nb y:0\n", text);
    assertEquals(text, DlxFormat.write(DlxFormat.read(text)));
    assertTrue(!DlxFormat.read("a | x\na x\n").hasColours());
  }

  @Test
  void readsALineStartingWithABarAsAComment() {
    // Knuth's rule, so an item line cannot start with '|': " | x y" is a comment and "x" the item
    // line
    ExactCover c = DlxFormat.read(" | x y\nx\nx\n");
    assertEquals(1, c.primaryCount());
    assertEquals(0, c.secondaryCount());
    assertEquals(1, c.optionCount());
  }

  @Test
  void refusesToWriteNamesKnuthsProgramsCannotRead() {
    ExactCover c = ExactCover.builder().primary("ninechars").option("ninechars").build();
    assertThrows(IllegalArgumentException.class, () -> DlxFormat.write(c));
  }
}
