package org.nqueenslab.classic;

import org.nqueenslab.engine.Capabilities;
import org.nqueenslab.engine.Engine;

/**
 * The template every classic search fills in: a name, a one-line summary citing its source, and
 * what it supports (the plain n x n board up to a modest size); each subclass is then its search
 * and the counters its source counts.
 */
abstract class ClassicEngine implements Engine {
  private final String name;
  private final String summary;
  private final Capabilities capabilities;

  ClassicEngine(String name, String summary, Capabilities capabilities) {
    this.name = name;
    this.summary = summary;
    this.capabilities = capabilities;
  }

  @Override
  public final String name() {
    return name;
  }

  @Override
  public final String summary() {
    return summary;
  }

  @Override
  public final Capabilities capabilities() {
    return capabilities;
  }
}
