package org.nqueenslab.engine;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.nqueenslab.oracle.SymmetryOracle;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;

/**
 * One engine on one problem of the differential campaign: every request the engine supports (count
 * on one and two threads, with and without symmetry breaking; enumerate, plain and unique; first)
 * against the oracles' answers.
 */
final class EngineCheck {
  private final Engine engine;
  private final Problem p;
  private final DifferentialCampaign.Expected expected;
  private final DifferentialCampaign campaign;
  private final int k;

  EngineCheck(
      Engine engine,
      Problem p,
      DifferentialCampaign.Expected expected,
      DifferentialCampaign campaign,
      int k) {
    this.engine = engine;
    this.p = p;
    this.expected = expected;
    this.campaign = campaign;
    this.k = k;
  }

  void run() {
    // an engine without threads runs a two-thread request on one: the same run again, so it is not
    // repeated
    int maxThreads = engine.capabilities().supports(Feature.THREADS) ? 2 : 1;
    for (int threads = 1; threads <= maxThreads; threads++) {
      for (SymmetryMode symmetry : SymmetryMode.values()) {
        count(Request.count().withThreads(threads).withSymmetry(symmetry));
      }
      first(threads); // cpsat searches a first solution with a worker per thread
    }
    for (SymmetryMode symmetry : SymmetryMode.values()) {
      enumerate(symmetry);
    }
  }

  private void count(Request request) {
    String what = "count, " + request.threads() + " thread(s), symmetry " + request.symmetry();
    Result r = solve(request, what);
    if (r == null) {
      return;
    }
    check(
        r.solutions() == expected.solutions().size(),
        what,
        "counted "
            + r.solutions()
            + " solutions, brute force finds "
            + expected.solutions().size());
    if (request.symmetry() == SymmetryMode.UNIQUE) {
      check(
          r.unique() != null && r.unique() == expected.fundamental(),
          what,
          "counted "
              + r.unique()
              + " fundamental solutions, the symmetry oracle finds "
              + expected.fundamental());
    }
  }

  private void enumerate(SymmetryMode symmetry) {
    String what = "enumerate, symmetry " + symmetry;
    List<Placement> got = new ArrayList<>();
    Result r = solve(Request.enumerate(got::add).withSymmetry(symmetry), what);
    if (r == null) {
      return;
    }
    String invalid = DifferentialCampaign.invalid(p, got);
    check(invalid == null, what, invalid);
    Set<Placement> distinct = new HashSet<>(got);
    check(
        distinct.size() == got.size(),
        what,
        "repeated " + (got.size() - distinct.size()) + " solution(s)");
    if (symmetry == SymmetryMode.NONE) {
      check(distinct.equals(expected.solutions()), what, difference(distinct));
      check(
          r.solutions() == got.size(),
          what,
          "reported " + r.solutions() + " but delivered " + got.size());
    } else {
      Set<Placement> covered = new HashSet<>();
      for (Placement s : got) {
        Set<Placement> orbit = SymmetryOracle.orbit(p, s);
        check(
            orbit.stream().noneMatch(covered::contains),
            what,
            "delivered two solutions of one class, one " + s);
        covered.addAll(orbit);
      }
      check(
          got.size() == expected.fundamental(),
          what,
          "delivered "
              + got.size()
              + " fundamental solutions, the symmetry oracle finds "
              + expected.fundamental());
    }
  }

  private void first(int threads) {
    String what = "first, " + threads + " thread(s)";
    List<Placement> got = new ArrayList<>();
    Result r = solve(Request.first().withOnSolution(got::add).withThreads(threads), what);
    if (r == null) {
      return;
    }
    if (expected.solutions().isEmpty()) {
      check(
          got.isEmpty() && r.solutions() == 0,
          what,
          "found " + got + " where brute force finds no solution");
    } else {
      check(
          got.size() == 1 && expected.solutions().contains(got.get(0)),
          what,
          "delivered "
              + got
              + " ("
              + DifferentialCampaign.invalid(p, got)
              + "), brute force finds "
              + expected.solutions().size()
              + " solutions");
      check(
          r.status() == Status.LIMIT_REACHED,
          what,
          "ended " + r.status() + " after its first solution");
    }
  }

  /**
   * Runs a supported request under the time limit; null when unsupported or failed (the failure
   * recorded).
   */
  private Result solve(Request request, String what) {
    Request limited = request.withTimeLimit(DifferentialCampaign.PER_RUN);
    if (engine.whyUnsupported(p, limited) != null) {
      return null;
    }
    campaign.compared(engine);
    Result r;
    try {
      r = engine.solve(p, limited);
    } catch (RuntimeException e) {
      campaign.fail(k, p, engine, what, "threw " + e);
      return null;
    }
    boolean complete =
        r.status() == Status.COMPLETE
            || request.mode() == Mode.FIRST && r.status() == Status.LIMIT_REACHED;
    if (!complete) {
      campaign.fail(
          k,
          p,
          engine,
          what,
          "ended " + r.status() + " (limit " + DifferentialCampaign.PER_RUN + ")");
      return null;
    }
    return r;
  }

  private void check(boolean ok, String what, String failure) {
    if (!ok) {
      campaign.fail(k, p, engine, what, failure);
    }
  }

  /** What an enumerated set lacks and has too many, by one example each. */
  private String difference(Set<Placement> got) {
    Set<Placement> missing = new HashSet<>(expected.solutions());
    missing.removeAll(got);
    Set<Placement> extra = new HashSet<>(got);
    extra.removeAll(expected.solutions());
    return "delivered "
        + got.size()
        + " solutions, brute force finds "
        + expected.solutions().size()
        + "; missing "
        + missing.size()
        + (missing.isEmpty() ? "" : " (e.g. " + missing.iterator().next() + ")")
        + ", extra "
        + extra.size()
        + (extra.isEmpty() ? "" : " (e.g. " + extra.iterator().next() + ")");
  }
}
