package org.nqueenslab.cli;

import java.util.Iterator;
import org.nqueenslab.engine.Engine;
import org.nqueenslab.engine.Engines;

/**
 * The engines' names, for the completion script of {@code --engine} and {@code --engines}: read
 * from the registry when the script is written, not when a command line is built.
 */
public final class EngineNames implements Iterable<String> {
  @Override
  public Iterator<String> iterator() {
    return Engines.all().stream().map(Engine::name).iterator();
  }
}
