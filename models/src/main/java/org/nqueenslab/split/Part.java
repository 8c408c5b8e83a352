package org.nqueenslab.split;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.BoardFormat;
import org.nqueenslab.problem.Problem;

/**
 * One part of a count, stated completely as one line of text so that it can be stored, sent to
 * another machine and recounted by hand: the problem (the board format, its lines joined by {@code
 * /}), the engine with its options ({@code NAME[:key=value...]}), the request ({@code count} or
 * {@code unique}) and the engine's own key for the part (see {@link PartPlan}). Fields are
 * separated by tabs:
 *
 * <pre>part	ENGINE	count|unique	BOARD	KEY</pre>
 */
public record Part(
    String engine, Map<String, String> options, boolean unique, Problem problem, String key) {
  private static final String TAG = "part";

  public Part {
    options = Map.copyOf(options);
  }

  /** The engine with its options, as {@code --engine} takes it: {@code dlx:split-depth=2}. */
  public String engineSpec() {
    StringBuilder sb = new StringBuilder(engine);
    new java.util.TreeMap<>(options)
        .forEach((k, v) -> sb.append(':').append(k).append('=').append(v));
    return sb.toString();
  }

  /** The problem as one line: the board format's lines joined by {@code /}. */
  public static String boardLine(Problem problem) {
    return BoardFormat.print(problem).strip().replace("\n", "/");
  }

  /** The line of this part (no line break). */
  public String text() {
    return String.join(
        "\t", TAG, engineSpec(), unique ? "unique" : "count", boardLine(problem), key);
  }

  /** Reads a part line as {@link #text} writes it. */
  public static Part parse(String line) {
    String[] f = line.strip().split("\t");
    if (f.length != 5 || !f[0].equals(TAG) || !List.of("count", "unique").contains(f[2])) {
      throw new BadInputException(
          "not a part line: expected 'part<TAB>ENGINE<TAB>count|unique<TAB>BOARD<TAB>KEY' as"
              + " 'nqueens count --list-parts' prints it");
    }
    String[] spec = f[1].split(":");
    Map<String, String> options = new LinkedHashMap<>();
    for (int i = 1; i < spec.length; i++) {
      int eq = spec[i].indexOf('=');
      if (eq <= 0) {
        throw new BadInputException(
            "engine option '" + spec[i] + "' in a part line is not key=value");
      }
      options.put(spec[i].substring(0, eq), spec[i].substring(eq + 1));
    }
    Problem problem = BoardFormat.parse(f[3].replace('/', '\n'), "part line");
    return new Part(spec[0], options, f[2].equals("unique"), problem, f[4]);
  }
}
