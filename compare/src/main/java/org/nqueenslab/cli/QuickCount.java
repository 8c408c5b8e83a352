package org.nqueenslab.cli;

import java.io.PrintWriter;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

/**
 * The everyday count lines ({@code count -n 12}, with any of {@code --engine}, {@code --unique},
 * {@code --threads}, {@code --format}, {@code --time-limit}, {@code --torus} and {@code
 * --[no-]progress}), read here and run by {@link CountCommand} itself, without picocli: picocli's
 * first use in a JVM (its model of {@code count} built by reflection over the annotations of 13
 * classes) took about 60 ms of {@code count -n 8}'s 130 (performance.md). A line with anything
 * else, or a value this reader does not take as is, goes through picocli, which writes every parse
 * error; the values both paths take are checked by the same code ({@link CountCommand#count}).
 */
final class QuickCount {
  private QuickCount() {}

  /**
   * The count {@code args} asks for, its options set as picocli would set them, or null when the
   * line is not one of these (picocli then parses it).
   */
  static CountCommand parse(String... args) {
    if (args.length < 2 || !args[0].equals(Main.Subcommand.COUNT.commandName())) {
      return null;
    }
    CountCommand count = new CountCommand();
    Set<String> given = new HashSet<>();
    for (int i = 1; i < args.length; i++) {
      String option = args[i];
      // -n and --size are one option; --progress and --no-progress too
      String name =
          switch (option) {
            case "-n" -> "--size";
            case "--no-progress" -> "--progress";
            default -> option;
          };
      if (!given.add(name)) {
        return null; // picocli refuses an option given twice
      }
      switch (option) {
        case "--unique" -> count.unique = true;
        case "--torus" -> count.problemOptions.torus = true;
        case "--progress" -> count.runOptions.progress.progress = true;
        case "--no-progress" -> count.runOptions.progress.progress = false;
        case "-n", "--size", "--engine", "--threads", "--format", "--time-limit" -> {
          if (++i == args.length || !plainValue(args[i]) || !set(count, name, args[i])) {
            return null;
          }
        }
        default -> {
          return null;
        }
      }
    }
    return count;
  }

  /**
   * Runs a count {@link #parse} made, as picocli would have run it: its exit code, a failure one
   * line on {@code err} ({@link Main#failure}).
   */
  static int run(CountCommand count, PrintWriter out, PrintWriter err) {
    String command = "nqueens " + Main.Subcommand.COUNT.commandName();
    int code;
    try {
      code = count.count(out, err);
    } catch (OutOfMemoryError e) {
      return Main.outOfMemory(command, err);
    } catch (RuntimeException e) {
      return Main.failure(e, command, err);
    }
    return Main.writeChecked(out, err, code);
  }

  /**
   * A value picocli would take as it is: not an option's name, an {@code @file} to expand, empty,
   * or quoted (picocli strips the quotes when {@code picocli.trimQuotes} is set).
   */
  private static boolean plainValue(String value) {
    return !value.isEmpty()
        && !value.startsWith("-")
        && !value.startsWith("@")
        && value.indexOf('"') < 0;
  }

  /** Whether {@code value} is 1 to 9 decimal digits, an int picocli reads as this does. */
  private static boolean digits(String value) {
    if (value.length() > 9) {
      return false;
    }
    for (int i = 0; i < value.length(); i++) {
      if (value.charAt(i) < '0' || value.charAt(i) > '9') {
        return false;
      }
    }
    return true;
  }

  /** Sets option {@code name} to {@code value}; false when picocli should judge the value. */
  private static boolean set(CountCommand count, String name, String value) {
    switch (name) {
      case "--size" -> count.problemOptions.size = value; // a string: checked by ProblemOptions
      case "--engine" -> count.engine = value; // a string: checked by EngineSpec
      case "--threads" -> {
        if (!digits(value)) {
          return false;
        }
        count.runOptions.threads = Integer.valueOf(value);
      }
      case "--format" -> {
        for (FormatOption f : FormatOption.values()) {
          if (f.name().equals(value.toUpperCase(Locale.ROOT))) {
            count.format = f;
            return true;
          }
        }
        return false;
      }
      case "--time-limit" -> {
        try {
          count.runOptions.timeLimit = new Durations().convert(value);
        } catch (RuntimeException notADuration) {
          return false;
        }
      }
      default -> throw new IllegalArgumentException(name);
    }
    return true;
  }
}
