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
 * The registry of engines: the toolkit's own, listed in code ({@link #builtIn}), then those that
 * run outside solvers or come from another jar, registered by a {@code
 * META-INF/services/org.nqueenslab.engine.Engine} file (compare's names MiniZinc and clasp). A new
 * paradigm is one new package and one line in {@link #builtIn}.
 */
public final class Engines {
  /**
   * The toolkit's own engines made so far, by their place in {@link #builtIn}'s list. That list is
   * code, not a registration file, because a file is read from the jar, and opening the toolkit's
   * 18,000-entry jar for it took about 10 ms of a short count, whose classes all come from the
   * start-up archive (performance.md).
   */
  private static final List<Engine> made = new ArrayList<>();

  /**
   * The engines registered by file, each made when first asked for (and kept); read only when a
   * name is not a built-in engine's or every engine is listed.
   */
  private static final ServiceLoader<Engine> REGISTERED =
      ServiceLoader.load(Engine.class, Engines.class.getClassLoader());

  private static List<Engine> all;

  private Engines() {}

  /**
   * The toolkit's {@code i}-th engine, in the order users see them (the reference first), null past
   * the last: a switch rather than a list of constructor references, each of which would link a
   * lambda at start-up.
   */
  private static Engine builtIn(int i) {
    return switch (i) {
      case 0 -> new org.nqueenslab.bitmask.BitmaskEngine();
      case 1 -> new org.nqueenslab.dancinglinks.DlxEngine();
      case 2 -> new org.nqueenslab.choco.ChocoEngine();
      case 3 -> new org.nqueenslab.cpsat.CpSatEngine();
      case 4 -> new org.nqueenslab.sat.SatEngine();
      case 5 -> new org.nqueenslab.mip.MipEngine();
      case 6 -> new org.nqueenslab.zdd.ZddEngine();
      case 7 -> new org.nqueenslab.bitmask.SomersEngine();
      case 8 -> new org.nqueenslab.local.ConstructEngine();
      case 9 -> new org.nqueenslab.local.Qs2Engine();
      case 10 -> new org.nqueenslab.local.Qs3Engine();
      case 11 -> new org.nqueenslab.local.MinConflictsEngine();
      case 12 -> new org.nqueenslab.classic.BruteForceEngine();
      case 13 -> new org.nqueenslab.classic.GenerateAndTestEngine();
      case 14 -> new org.nqueenslab.classic.HorowitzSahniEngine();
      case 15 -> new org.nqueenslab.classic.WirthEngine();
      case 16 -> new org.nqueenslab.classic.PermutationSwapEngine();
      case 17 -> new org.nqueenslab.branchbound.BranchAndBoundEngine();
      default -> null;
    };
  }

  /**
   * The toolkit's {@code i}-th engine, made on first use with those before it (engines make no
   * solver objects); null past the last.
   */
  private static Engine madeBuiltIn(int i) {
    while (made.size() <= i) {
      Engine next = builtIn(made.size());
      if (next == null) {
        return null;
      }
      made.add(next);
    }
    return made.get(i);
  }

  /**
   * Every engine, in the order users see them: the toolkit's own, then those registered by file.
   */
  public static synchronized List<Engine> all() {
    if (all == null) {
      List<Engine> list = new ArrayList<>();
      for (int i = 0; madeBuiltIn(i) != null; i++) {
        list.add(made.get(i));
      }
      for (Engine e : REGISTERED) {
        // a built-in name registered again (a build tree from before the list, whose classes
        // still hold the old file) is the engine already listed
        if (find(list, e.name()) == null) {
          list.add(e);
        }
      }
      all = Collections.unmodifiableList(list);
    }
    return all;
  }

  private static Engine find(List<Engine> engines, String name) {
    for (Engine e : engines) {
      if (e.name().equalsIgnoreCase(name)) {
        return e;
      }
    }
    return null;
  }

  /** The engine called {@code name} (in any case), making no engine listed after it. */
  public static synchronized Optional<Engine> find(String name) {
    for (int i = 0; madeBuiltIn(i) != null; i++) {
      if (made.get(i).name().equalsIgnoreCase(name)) {
        return Optional.of(made.get(i));
      }
    }
    for (Engine e : REGISTERED) { // the loader's iterator yields those made so far, then more
      if (e.name().equalsIgnoreCase(name)) {
        return Optional.of(e);
      }
    }
    return Optional.empty();
  }

  /** The engine called {@code name}, or bad input listing the known names. */
  public static Engine require(String name) {
    Optional<Engine> engine = find(name);
    if (engine.isPresent()) {
      return engine.get();
    }
    throw new BadInputException(
        "unknown engine '"
            + name
            + "': choose one of "
            + String.join(", ", all().stream().map(Engine::name).toList())
            + " (nqueens engines)");
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

  private static boolean readBySome(java.util.Collection<Engine> engines, String key) {
    for (Engine e : engines) {
      if (e.optionNames().contains(key)) {
        return true;
      }
    }
    return false;
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
      if (!readBySome(engines, key)) {
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
