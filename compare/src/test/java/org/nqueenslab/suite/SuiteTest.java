package org.nqueenslab.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.nqueenslab.dlx.DancingLinks;
import org.nqueenslab.dlx.DlxFormat;
import org.nqueenslab.dlx.ExactCover;
import org.nqueenslab.dlx.ParallelCount;
import org.nqueenslab.dlx.SearchLimits;
import org.nqueenslab.dlx.SearchResult;
import org.nqueenslab.dlx.StopReason;

/**
 * The suite's counts, each a published one, checked (not timed) on the file the generator writes,
 * read back as xc reads it. Pentominoes: Knuth, "Dancing Links" (2000) and TAOCP Vol. 4B, 7.2.2.1:
 * 2, 368, 1,010 and 2,339 packings of the 3 x 20, 4 x 15, 5 x 12 and 6 x 10 boxes up to their 4
 * symmetries; Scott's 8 x 8 less its centre, 65 up to its 8 symmetries (520 in all). Langford
 * pairs: OEIS A014552 (26 for n = 7, 150 for n = 8), twice that with mirror images. Queens: OEIS
 * A000170. Sudoku: a proper puzzle has one solution.
 */
class SuiteTest {

  private static SearchResult count(Suite.Generated g) {
    ExactCover read = DlxFormat.read(DlxFormat.write(g.cover(), g.comments()));
    SearchResult r =
        ParallelCount.count(
            new DancingLinks(read), new int[0], 2, ParallelCount.DEFAULT_DEPTH, SearchLimits.NONE);
    assertEquals(StopReason.COMPLETE, r.reason());
    return r;
  }

  @ParameterizedTest
  @CsvSource({"3x20, 2", "4x15, 368", "5x12, 1010", "6x10, 2339"})
  void pentominoBoxesUpToSymmetry(String box, long published) {
    assertEquals(published, count(Suite.generate("pentominoes", box, true, null)).solutions());
  }

  @Test
  void scottsPentominoProblemUpToSymmetry() {
    assertEquals(65, count(Suite.generate("pentominoes", "scott", true, null)).solutions());
  }

  @Tag("slow")
  @ParameterizedTest
  @CsvSource({"3x20, 8", "5x12, 4040", "6x10, 9356", "scott, 520"})
  void pentominoesWithEverySymmetryCounted(String board, long published) {
    assertEquals(published, count(Suite.generate("pentominoes", board, false, null)).solutions());
  }

  @Test
  void theSmallestBoxWithEverySymmetryCounted() {
    assertEquals(8, count(Suite.generate("pentominoes", "3x20", false, null)).solutions());
  }

  @ParameterizedTest
  @CsvSource({"3, 2", "4, 2", "5, 0", "6, 0", "7, 52", "8, 300"})
  void langfordPairsWithTheirMirrorImages(String n, long twiceA014552) {
    assertEquals(twiceA014552, count(Suite.generate("langford", n, false, null)).solutions());
  }

  @ParameterizedTest
  @CsvSource({"1, 1", "4, 2", "6, 4", "8, 92", "10, 724"})
  void queensInKnuthsFormulation(String n, long a000170) {
    assertEquals(a000170, count(Suite.generate("queens", n, false, null)).solutions());
  }

  /** Wikipedia's example puzzle (its "Sudoku" article), which has one solution. */
  static final String PUZZLE =
      """
      53..7....
      6..195...
      .98....6.
      8...6...3
      4..8.3..1
      7...2...6
      .6....28.
      ...419..5
      ....8..79
      """;

  @Test
  void aSudokuWithOneSolution() {
    assertEquals(1, count(Suite.generate("sudoku", "grid", false, PUZZLE)).solutions());
  }

  @Test
  void knuthsQueensAreExportsMatrixWithDlx1sFigures() {
    // DLX1 on this matrix: 1,049 nodes and 16,680 updates (ExactCoverCommandsTest)
    SearchResult r =
        new DancingLinks(Suite.generate("queens", "8", false, null).cover())
            .count(SearchLimits.NONE);
    assertEquals(92, r.solutions());
    assertEquals(1049, r.nodes());
    assertEquals(16680, r.updates());
  }

  @Test
  void mistakesAreSaid() {
    assertThrows(
        IllegalArgumentException.class, () -> Suite.generate("pentominoes", "8x8", false, null));
    assertThrows(
        IllegalArgumentException.class, () -> Suite.generate("pentominoes", "6by10", false, null));
    assertThrows(IllegalArgumentException.class, () -> Suite.generate("langford", "7", true, null));
    assertThrows(
        IllegalArgumentException.class, () -> Suite.generate("hexominoes", "1", false, ""));
    assertThrows(IllegalArgumentException.class, () -> Suite.generate("sudoku", "g", false, "12x"));
    assertThrows(
        IllegalArgumentException.class,
        () -> Suite.generate("sudoku", "g", false, "11" + ".".repeat(79)));
  }
}
