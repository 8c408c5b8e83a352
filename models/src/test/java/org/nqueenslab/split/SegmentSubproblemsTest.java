package org.nqueenslab.split;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.nqueenslab.oracle.BruteForceOracle;
import org.nqueenslab.oracle.RandomProblems;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;

/**
 * The parts partition the solutions: checked by brute force on every part and on the whole problem.
 */
class SegmentSubproblemsTest {

  @Test
  void thePartsSolutionsPartitionTheProblemsOnRandomBoardsWithPawns() {
    List<Problem> problems = new ArrayList<>(RandomProblems.generate(19L, 25, true, true));
    problems.add(Problem.builder(6).queens(4).holes("b2").build()); // fewer queens than ranks
    problems.add(Problem.builder(7, 5).build()); // more ranks than files
    int split = 0;
    for (Problem p : problems) {
      List<Subproblem> parts = SegmentSubproblems.split(p, 2);
      Set<Placement> union = new HashSet<>();
      long sum = 0;
      for (Subproblem part : parts) {
        assertEquals(1, part.weight());
        List<Placement> solutions = BruteForceOracle.solutions(part.problem());
        sum += solutions.size();
        union.addAll(solutions);
      }
      List<Placement> whole = BruteForceOracle.solutions(p);
      assertEquals(
          whole.size(),
          sum,
          "the parts of " + p.describe() + " count a solution twice or miss one");
      assertEquals(new HashSet<>(whole), union, p.describe());
      split += parts.size() > 1 ? 1 : 0;
    }
    assertTrue(split > 20, "most problems split: " + split);
  }
}
