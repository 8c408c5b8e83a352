package org.nqueenslab.engine;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.TreeSet;
import org.nqueenslab.problem.BadInputException;

/**
 * The registry of engines: {@code META-INF/services/org.nqueenslab.engine.Engine}, one line per
 * engine, in the order they are listed to users (engines running outside solvers last). A new
 * paradigm is one new package and one line there.
 */
public final class Engines {
  /** The package of the engines that run solvers outside the toolkit (MiniZinc), listed last. */
  private static final String EXTERNAL = "org.nqueenslab.external";

  /**
   * Makes each engine when first asked for (and keeps it): a command that runs one engine makes
   * only the engines listed before it, not all of them with the solver classes they load.
   */
  private static final ServiceLoader<Engine> LOADER =
      ServiceLoader.load(Engine.class, Engines.class.getClassLoader());

  private static List<Engine> all;

  private Engines() {}

  /** Every engine, in the order users see them. */
  public static synchronized List<Engine> all() {
    if (all == null) {
      // the registration files are read in class-path order, so compare's (outside solvers)
      // would come first: list the toolkit's own engines, the reference first, before those that
      // run another program (a loop, not a comparator: Comparator.comparing's lambda is
      // serializable, which the start-up archive cannot hold, and spinning it cost 2 ms)
      List<Engine> list = new ArrayList<>();
      List<Engine> external = new ArrayList<>();
      for (Engine e : LOADER) {
        (external(e) ? external : list).add(e);
      }
      list.addAll(external);
      all = Collections.unmodifiableList(list);
    }
    return all;
  }

  private static boolean external(Engine e) {
    return e.getClass().getPackageName().equals(EXTERNAL);
  }

  /** The engine called {@code name} (in any case), making no engine registered after it. */
  public static synchronized Optional<Engine> find(String name) {
    for (Engine e : LOADER) { // the loader's iterator yields those made so far, then makes more
      if (e.name().equalsIgnoreCase(name)) {
        return Optional.of(e);
      }
    }
    return Optional.empty();
  }

  /** The engine called {@code name}, or bad input listing the known names. */
  public static Engine require(String name) {
    return find(name)
        .orElseThrow(
            () ->
                new BadInputException(
                    "unknown engine '"
                        + name
                        + "': choose one of "
                        + String.join(", ", all().stream().map(Engine::name).toList())
                        + " (nqueens engines)"));
  }

  /**
   * Refuses an option that {@code engine} does not read ({@link Engine#optionNames()}), naming
   * those it does.
   *
   * @throws BadInputException for the first unknown key
   */
  public static void requireKnownOptions(Engine engine, Map<String, String> options) {
    for (String key : options.keySet()) {
      if (!engine.optionNames().contains(key)) {
        throw new BadInputException(
            "unknown " + engine.name() + " option '" + key + "': " + takes(engine));
      }
    }
  }

  /**
   * Refuses an option of {@code --option} that none of the {@code engines} of a run reads: it would
   * be silently ignored otherwise.
   *
   * @throws BadInputException for the first key no engine reads
   */
  public static void requireReadBySome(
      Map<String, String> options, java.util.Collection<Engine> engines) {
    for (String key : options.keySet()) {
      if (engines.stream().noneMatch(e -> e.optionNames().contains(key))) {
        String alternatives =
            engines.size() == 1
                ? takes(engines.iterator().next())
                : "see 'nqueens engines' for the options each engine takes";
        throw new BadInputException(
            "no engine of this run reads option '"
                + key
                + "' (--option "
                + key
                + "="
                + options.get(key)
                + "): "
                + alternatives);
      }
    }
  }

  /** "the X engine takes a, b" or "the X engine takes no options", for messages. */
  public static String takes(Engine engine) {
    return engine.optionNames().isEmpty()
        ? "the " + engine.name() + " engine takes no options"
        : "the "
            + engine.name()
            + " engine takes "
            + String.join(", ", new TreeSet<>(engine.optionNames()));
  }
}
