package org.nqueenslab.local;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.nqueenslab.engine.Engine;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.Result;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;
import org.nqueenslab.problem.Verifier;
import org.nqueenslab.trace.Attack;
import org.nqueenslab.trace.Role;
import org.nqueenslab.trace.TraceEvent;
import org.nqueenslab.trace.TraceEvent.Kind;
import org.nqueenslab.trace.Traceable;
import org.nqueenslab.trace.Tracer;

class LocalSearchTraceTest {

  private static List<TraceEvent> trace(Engine engine, Problem p, long seed) {
    List<TraceEvent> events = new ArrayList<>();
    assertTrue(
        ((Traceable) engine)
            .trace(p, Request.first().withSeed(seed), new Tracer(1_000_000, events::add)));
    return events;
  }

  /**
   * Ends on a verified solution; the last counters are those of the untraced run with the seed; a
   * queen is marked under attack exactly when an attack (computed from the board) involves her.
   */
  private static List<TraceEvent> checkedTrace(Engine engine, int n, long seed) {
    Problem p = Problem.of(n);
    List<TraceEvent> events = trace(engine, p, seed);
    TraceEvent last = events.get(events.size() - 1);
    assertEquals(Kind.SOLUTION, last.kind());
    Verifier.requireValid(p, Placement.of(last.queens()));
    assertEquals(1, events.stream().filter(e -> e.kind() == Kind.SOLUTION).count());
    Result untraced = engine.solve(p, Request.first().withSeed(seed));
    last.counters()
        .forEach((name, value) -> assertEquals(untraced.statistics().get(name), value, name));
    for (TraceEvent e : events) {
      Set<Square> attacked = new HashSet<>();
      for (Attack a : e.attacks()) {
        attacked.add(a.queen());
        attacked.add(a.target());
        assertEquals(
            a.line(),
            Verifier.attackLine(n, n, false, Set.of(), a.queen(), a.target()).split(" ")[1]);
      }
      assertEquals(attacked, new HashSet<>(e.board().withRole(Role.CONFLICTED)), "step " + e);
      Set<Square> underAttack = new HashSet<>();
      for (Square q : e.queens()) {
        for (Square other : e.queens()) {
          if (!q.equals(other) && Verifier.attackLine(n, n, false, Set.of(), q, other) != null) {
            underAttack.add(q);
          }
        }
      }
      assertEquals(underAttack, attacked, "the verifier's rule marks the same queens, " + e);
      assertEquals(n, e.queens().size());
    }
    return events;
  }

  @Test
  void minConflictsWithSeed3ShowsEachRepairAndItsConflicts() {
    List<TraceEvent> events = checkedTrace(new MinConflictsEngine(), 8, 3);
    assertEquals(Kind.START, events.get(0).kind());
    long moves = events.stream().filter(e -> e.kind() == Kind.MOVE).count();
    assertEquals(events.get(events.size() - 1).counters().get(MinConflictsEngine.REPAIRS), moves);
    for (int i = 1; i < events.size(); i++) {
      TraceEvent e = events.get(i);
      if (e.kind() == Kind.MOVE) {
        // the search's count of attacking pairs after the move is the number of pairs on the board
        String after = e.reason().substring(e.reason().lastIndexOf("-> ") + 3);
        assertEquals(Long.parseLong(after), e.attacks().size(), e.reason());
        assertTrue(e.queens().contains(e.square()));
        assertTrue(changedRanks(events.get(i - 1), e) <= 1, "one queen moves");
      }
    }
  }

  @ParameterizedTest
  @CsvSource({"8, 1", "8, 3", "12, 7", "30, 2"})
  void bothSearchesMatchTheirUntracedRuns(int n, long seed) {
    checkedTrace(new MinConflictsEngine(), n, seed);
    List<TraceEvent> qs2 = checkedTrace(new Qs2Engine(), n, seed);
    for (int i = 1; i < qs2.size(); i++) {
      if (qs2.get(i).kind() == Kind.SWAP) {
        assertEquals(2, changedRanks(qs2.get(i - 1), qs2.get(i)), "a swap moves two queens");
      }
    }
    assertEquals(
        qs2.get(qs2.size() - 1).counters().get(Qs2Engine.SWAPS),
        qs2.stream().filter(e -> e.kind() == Kind.SWAP).count());
    assertEquals(
        qs2.get(qs2.size() - 1).counters().get(Qs2Engine.PERMUTATIONS),
        qs2.stream().filter(e -> e.kind() == Kind.START || e.kind() == Kind.RESTART).count());
  }

  private static int changedRanks(TraceEvent before, TraceEvent after) {
    Set<Square> a = new HashSet<>(before.queens());
    a.removeAll(after.queens());
    return a.size();
  }

  @Test
  void aStepBoundStopsTheSearchAndBoardsWithoutSolutionOrPlainBoardAreRefused() {
    List<TraceEvent> events = new ArrayList<>();
    assertFalse(new Qs2Engine().trace(Problem.of(30), Request.first(), new Tracer(2, events::add)));
    assertEquals(2, events.size());
    MinConflictsEngine mc = new MinConflictsEngine();
    assertNotNull(mc.whyNotTraceable("minconflicts", Problem.of(3)));
    assertThrows(BadInputException.class, () -> mc.trace(Problem.of(3), new Tracer(9, e -> {})));
    Problem holed = Problem.builder(8).holes("a1").build();
    assertThrows(BadInputException.class, () -> mc.trace(holed, new Tracer(9, e -> {})));
  }
}
