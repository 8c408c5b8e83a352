package org.nqueenslab.compare;

import java.util.HashSet;
import java.util.Set;
import java.util.function.Consumer;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Verifier;

/**
 * Watches the solutions one engine produces: each passes through the {@link Verifier}; the set's
 * fingerprint is the sum of the solutions' 64-bit fingerprints (order-independent, so two engines
 * that find the same set in different orders agree, and two that each miss a different solution do
 * not); repeats are caught while the set itself is kept (up to {@code keepLimit} solutions), which
 * also provides witnesses when sets differ.
 */
public final class SolutionAudit implements Consumer<Placement> {
  private final Problem problem;
  private final int keepLimit;
  private final Set<Placement> kept = new HashSet<>();
  private boolean keptAll = true;
  private long seen;
  private long fingerprint;
  private long invalid;
  private Placement firstInvalid;
  private String firstInvalidReason;
  private long repeats;
  private Placement firstRepeat;

  public SolutionAudit(Problem problem, int keepLimit) {
    this.problem = problem;
    this.keepLimit = keepLimit;
  }

  @Override
  public synchronized void accept(Placement p) {
    seen++;
    fingerprint += p.fingerprint();
    Verifier.Verdict v = Verifier.verify(problem, p);
    if (!v.valid()) {
      if (invalid++ == 0) {
        firstInvalid = p;
        firstInvalidReason = v.reason();
      }
    }
    if (kept.size() < keepLimit) {
      if (!kept.add(p) && repeats++ == 0) {
        firstRepeat = p;
      }
    } else if (!kept.contains(p)) {
      keptAll = false;
    } else if (repeats++ == 0) {
      firstRepeat = p;
    }
  }

  public long seen() {
    return seen;
  }

  public long fingerprint() {
    return fingerprint;
  }

  public long invalid() {
    return invalid;
  }

  public Placement firstInvalid() {
    return firstInvalid;
  }

  public String firstInvalidReason() {
    return firstInvalidReason;
  }

  public long repeats() {
    return repeats;
  }

  public Placement firstRepeat() {
    return firstRepeat;
  }

  /**
   * The distinct solutions seen, when all of them were kept; null when there were too many to keep.
   */
  public Set<Placement> solutions() {
    return keptAll ? kept : null;
  }
}
