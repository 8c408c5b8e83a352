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
    ExactCover c = DlxFormat.read("""
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
    assertTrue(text.startsWith("| Knuth's example\n| two comment lines\na b c d e f g\nc e\n"), text);
    ExactCover again = DlxFormat.read(text);
    assertEquals(DlxFormat.write(c), DlxFormat.write(again));
    ExactCover withSecondary = DlxFormat.read("p q | s\np s\nq\n");
    assertEquals("p q | s\np s\nq\n", DlxFormat.write(withSecondary));
  }

  @ParameterizedTest
  @CsvSource(delimiter = ';', value = {
      "a b\\na z;                line 2: unknown item 'z'",
      "a b\\n| c\\na b a;        line 3: item 'a' appears twice",
      "a | x\\nx;                line 2: option 'x' has no primary item",
      "a b\\na verylongname;     line 2: item name 'verylongname' has 12 characters, over DLX1's limit of 8",
      "abcdefghi b\\na;          line 1: item name 'abcdefghi' has 9 characters",
      "a b:c;                    line 1: item 'b:c' has a colour",
      "a | x | y;                line 1: the item line has a second '|'",
      "| x y;                    no item line",
      "a a;                      line 1: item 'a' is declared twice",
      "\\n\\n| only secondary\\n| x;  no item line"})
  void namesTheLineAndTheMistake(String input, String expectedStart) {
    DlxFormatException e = assertThrows(DlxFormatException.class, () -> DlxFormat.read(input.replace("\\n", "\n")));
    assertTrue(e.getMessage().startsWith(expectedStart.strip()), e.getMessage());
  }

  @Test
  void readsALineStartingWithABarAsAComment() {
    // Knuth's rule, so an item line cannot start with '|': " | x y" is a comment and "x" the item line
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
