package org.nqueenslab.symmetry;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.nqueenslab.oracle.BruteForceOracle;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;

/**
 * The image vectors the lex-leader constraints compare q against are the images {@link
 * SymmetryGroup#apply} gives, on real solutions (found by brute force), for every symmetry: the
 * conventions of the two must agree.
 */
class FilesByRankImageTest {

  @Test
  void imagesOfSolutionsOnSquareBoardsAgreeWithTheGroup() {
    int checked = 0;
    for (int n = 1; n <= 7; n++) {
      Problem p = Problem.of(n);
      SymmetryGroup group = SymmetryGroup.of(p);
      assertEquals(8, group.order());
      for (Placement s : BruteForceOracle.solutions(p)) {
        for (BoardSymmetry g : group.elements()) {
          int[] expected = group.apply(g, s).filesByRank();
          assertArrayEquals(
              expected, FilesByRankImage.of(g).apply(s.filesByRank(), n), g + " on " + s);
          checked++;
        }
      }
    }
    assertTrue(checked > 8 * 40, "too few images checked: " + checked);
  }

  @Test
  void imagesOnRectangularBoardsAgreeWithTheGroup() {
    for (int[] size : List.of(new int[] {4, 5}, new int[] {4, 6}, new int[] {5, 7})) {
      Problem p = Problem.builder(size[0], size[1]).build();
      SymmetryGroup group = SymmetryGroup.of(p);
      assertEquals(4, group.order(), "identity, half turn, two mirrors on " + p.describe());
      List<Placement> solutions = BruteForceOracle.solutions(p);
      assertTrue(!solutions.isEmpty());
      for (Placement s : solutions) {
        for (BoardSymmetry g : group.elements()) {
          assertArrayEquals(
              group.apply(g, s).filesByRank(),
              FilesByRankImage.of(g).apply(s.filesByRank(), p.cols()),
              g + " on " + s);
        }
      }
    }
  }

  @Test
  void theEightSymmetriesHaveEightDistinctForms() {
    Set<FilesByRankImage> forms = new HashSet<>();
    for (BoardSymmetry.Kind kind : BoardSymmetry.Kind.values()) {
      FilesByRankImage image = FilesByRankImage.of(new BoardSymmetry(kind, 0, 0));
      forms.add(image);
      assertEquals(kind == BoardSymmetry.Kind.IDENTITY, image.isIdentity(), kind.name());
      assertEquals(!kind.keepsRectangles(), image.inverse(), kind + ": exchanges ranks and files");
    }
    assertEquals(8, forms.size());
  }

  /** The lex-leader rests on this: placements compare as their files-by-rank vectors do. */
  @Test
  void placementOrderIsTheLexicographicOrderOfTheVectors() {
    List<Placement> seven = BruteForceOracle.solutions(Problem.of(7));
    for (Placement a : seven) {
      for (Placement b : seven) {
        assertEquals(
            Integer.signum(Arrays.compare(a.filesByRank(), b.filesByRank())),
            Integer.signum(SymmetryGroup.compare(a, b)),
            a + " vs " + b);
      }
    }
  }

  @Test
  void translationsOfTheTorusAreRefused() {
    assertThrows(
        IllegalArgumentException.class,
        () -> FilesByRankImage.of(new BoardSymmetry(BoardSymmetry.Kind.IDENTITY, 1, 0)));
  }
}
