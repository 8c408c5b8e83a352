package org.nqueenslab.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nqueenslab.oracle.BruteForceOracle;
import org.nqueenslab.problem.Piece;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.reference.ReferenceCounts;
import org.xcsp.common.Condition;
import org.xcsp.common.Types;
import org.xcsp.parser.callbacks.XCallbacks2;
import org.xcsp.parser.entries.XVariables.XVarInteger;

/**
 * Every XCSP3 file {@code export} writes is read by the XCSP3 competition's parser (org.xcsp
 * xcsp3-tools), which shares no code with ours, and counted by a small evaluator of this test's own
 * (backtracking over the variables, a sum dropped as soon as it cannot hold): the counts are the
 * oracle's, or the published ones with --unique.
 */
class XcspOutsideReaderTest {
  @TempDir Path dir;

  @Test
  void theParsersCountIsTheOraclesOnEveryVariant() throws Exception {
    for (Problem p :
        List.of(
            Problem.of(6),
            Problem.builder(5).torus(true).build(),
            Problem.builder(5).pawns("c3").queens(6).build(),
            Problem.builder(5).holes("b2").fixed("a1").build(),
            Problem.builder(4, 6).build(),
            Problem.builder(5).piece(Piece.parse("knight")).queens(9).build(),
            Problem.builder(5).piece(Piece.parse("amazon")).queens(3).build(),
            Problem.of(3))) {
      long count = count(XcspWriter.write(p, false));
      assertEquals(BruteForceOracle.solutions(p).size(), count, p.describe());
    }
  }

  @Test
  void withUniqueItCountsThePublishedFundamentalSolutions() throws Exception {
    for (int n = 4; n <= 6; n++) {
      long count = count(XcspWriter.write(Problem.of(n), true));
      assertEquals(
          (long) ReferenceCounts.standard(n).orElseThrow().fundamental(), count, "n = " + n);
    }
  }

  private long count(String xml) throws Exception {
    Path file = Files.createTempFile(dir, "instance", ".xml");
    Files.writeString(file, xml, StandardCharsets.UTF_8);
    Evaluator e = new Evaluator();
    e.loadInstance(file.toString());
    assertTrue(!e.variables.isEmpty(), "the parser met the variables");
    return e.count();
  }

  /** The parser's callbacks, kept as sums, fixed values and lex chains, then counted. */
  static final class Evaluator implements XCallbacks2 {
    private final Implem implem = new Implem(this);
    final List<XVarInteger> variables = new ArrayList<>();
    private final Map<XVarInteger, Integer> index = new HashMap<>();
    private final List<int[]> domains = new ArrayList<>();
    private final List<Sum> sums = new ArrayList<>();
    private final List<int[][]> lexChains = new ArrayList<>();
    private final List<List<Sum>> sumsOf = new ArrayList<>();

    record Sum(int[] vars, int[] coefficients, Types.TypeConditionOperatorRel op, long k) {}

    @Override
    public Implem implem() {
      return implem;
    }

    @Override
    public void buildVarInteger(XVarInteger x, int min, int max) {
      int[] values = new int[max - min + 1];
      for (int v = min; v <= max; v++) {
        values[v - min] = v;
      }
      buildVarInteger(x, values);
    }

    @Override
    public void buildVarInteger(XVarInteger x, int[] values) {
      index.put(x, variables.size());
      variables.add(x);
      domains.add(values);
      sumsOf.add(new ArrayList<>());
    }

    @Override
    public void buildCtrInstantiation(String id, XVarInteger[] list, int[] values) {
      for (int i = 0; i < list.length; i++) {
        domains.set(index.get(list[i]), new int[] {values[i]});
      }
    }

    @Override
    public void buildCtrSum(String id, XVarInteger[] list, Condition condition) {
      int[] ones = new int[list.length];
      java.util.Arrays.fill(ones, 1);
      buildCtrSum(id, list, ones, condition);
    }

    @Override
    public void buildCtrSum(String id, XVarInteger[] list, int[] coeffs, Condition condition) {
      Condition.ConditionVal c = (Condition.ConditionVal) condition;
      int[] vars = new int[list.length];
      for (int i = 0; i < list.length; i++) {
        vars[i] = index.get(list[i]);
      }
      Sum sum = new Sum(vars, coeffs, c.operator, c.k);
      sums.add(sum);
      for (int v : vars) {
        sumsOf.get(v).add(sum);
      }
    }

    @Override
    public void buildCtrLex(String id, XVarInteger[][] lists, Types.TypeOperatorRel op) {
      assertEquals(Types.TypeOperatorRel.LE, op, "the exports state lex-leaders as <=");
      for (int i = 0; i + 1 < lists.length; i++) {
        int[][] pair = new int[2][];
        for (int side = 0; side < 2; side++) {
          pair[side] = new int[lists[i + side].length];
          for (int j = 0; j < pair[side].length; j++) {
            pair[side][j] = index.get(lists[i + side][j]);
          }
        }
        lexChains.add(pair);
      }
    }

    private int[] value;
    private boolean[] assigned;

    long count() {
      value = new int[variables.size()];
      assigned = new boolean[variables.size()];
      return count(0);
    }

    private long count(int v) {
      if (v == variables.size()) {
        return lexHolds() ? 1 : 0;
      }
      long n = 0;
      for (int x : domains.get(v)) {
        value[v] = x;
        assigned[v] = true;
        boolean possible = true;
        for (Sum s : sumsOf.get(v)) {
          possible &= canHold(s);
        }
        if (possible) {
          n += count(v + 1);
        }
      }
      assigned[v] = false;
      return n;
    }

    /** Whether the sum can still meet its condition, given the values assigned so far. */
    private boolean canHold(Sum s) {
      long low = 0;
      long high = 0;
      for (int i = 0; i < s.vars().length; i++) {
        int var = s.vars()[i];
        long c = s.coefficients()[i];
        if (assigned[var]) {
          low += c * value[var];
          high += c * value[var];
        } else {
          long a = c * domains.get(var)[0];
          long b = c * domains.get(var)[domains.get(var).length - 1];
          low += Math.min(a, b);
          high += Math.max(a, b);
        }
      }
      long k = s.k();
      return switch (s.op()) {
        case LT -> low < k;
        case LE -> low <= k;
        case GE -> high >= k;
        case GT -> high > k;
        case EQ -> low <= k && k <= high;
        case NE -> low != high || low != k;
      };
    }

    private boolean lexHolds() {
      for (int[][] pair : lexChains) {
        for (int j = 0; j < pair[0].length; j++) {
          int a = value[pair[0][j]];
          int b = value[pair[1][j]];
          if (a != b) {
            if (a > b) {
              return false;
            }
            break;
          }
        }
      }
      return true;
    }
  }
}
