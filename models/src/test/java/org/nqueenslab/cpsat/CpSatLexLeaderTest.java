package org.nqueenslab.cpsat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.CpSolver;
import com.google.ortools.sat.CpSolverSolutionCallback;
import com.google.ortools.sat.IntVar;
import com.google.ortools.sat.LinearExpr;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The prefix-equal chain is a lexicographic "no greater than": CP-SAT enumerates exactly the pairs
 * (a, b) with a lexicographically no greater than b, each once (the chain's Booleans are forced, so
 * no pair is counted twice), checked against a count of all pairs in Java.
 */
class CpSatLexLeaderTest {

  @BeforeEach
  void needsTheNativeLibrary() {
    assumeTrue(OrToolsNative.unavailableReason() == null, OrToolsNative.unavailableReason());
  }

  @ParameterizedTest
  @CsvSource({"1, 3", "2, 3", "3, 3", "4, 2"})
  void enumeratesExactlyTheLexicographicallyOrderedPairs(int length, int values) {
    CpModel model = new CpModel();
    IntVar[] a = new IntVar[length];
    IntVar[] b = new IntVar[length];
    LinearExpr[] ea = new LinearExpr[length];
    LinearExpr[] eb = new LinearExpr[length];
    for (int i = 0; i < length; i++) {
      a[i] = model.newIntVar(0, values - 1, "a" + i);
      b[i] = model.newIntVar(0, values - 1, "b" + i);
      ea[i] = LinearExpr.affine(a[i], 1, 0);
      eb[i] = LinearExpr.affine(b[i], 1, 0);
    }
    CpSatLexLeader.addLexLessOrEqual(model, ea, eb, "lex");
    CpSolver solver = new CpSolver();
    solver
        .getParameters()
        .setNumWorkers(1)
        .setEnumerateAllSolutions(true)
        .setKeepAllFeasibleSolutionsInPresolve(true);
    Set<List<String>> pairs = new HashSet<>();
    List<String> wrong = new ArrayList<>();
    int[] callbacks = {0};
    solver.solve(
        model,
        new CpSolverSolutionCallback() {
          @Override
          public void onSolutionCallback() {
            callbacks[0]++;
            int[] va = new int[length];
            int[] vb = new int[length];
            for (int i = 0; i < length; i++) {
              va[i] = (int) value(a[i]);
              vb[i] = (int) value(b[i]);
            }
            if (Arrays.compare(va, vb) > 0) {
              wrong.add(
                  Arrays.toString(va)
                      + " > "
                      + Arrays.toString(vb)); // asserted below, not thrown through native code
            }
            pairs.add(List.of(Arrays.toString(va), Arrays.toString(vb)));
          }
        });
    long expected = 0;
    int vectors = (int) Math.pow(values, length);
    for (int x = 0; x < vectors; x++) {
      for (int y = 0; y < vectors; y++) {
        if (Arrays.compare(digits(x, length, values), digits(y, length, values)) <= 0) {
          expected++;
        }
      }
    }
    assertTrue(wrong.isEmpty(), "pairs out of order: " + wrong);
    assertEquals(expected, callbacks[0], "solutions enumerated");
    assertEquals(expected, pairs.size(), "distinct pairs");
  }

  private static int[] digits(int x, int length, int base) {
    int[] d = new int[length];
    for (int i = length - 1; i >= 0; i--) {
      d[i] = x % base;
      x /= base;
    }
    return d;
  }
}
