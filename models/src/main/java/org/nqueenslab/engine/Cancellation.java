package org.nqueenslab.engine;

/**
 * A flag the user raises (Ctrl-C) to stop a running search; engines poll it through {@link Budget}.
 */
public final class Cancellation {
  private volatile boolean cancelled;

  public void cancel() {
    cancelled = true;
  }

  public boolean isCancelled() {
    return cancelled;
  }
}
