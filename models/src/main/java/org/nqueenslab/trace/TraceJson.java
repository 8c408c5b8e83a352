package org.nqueenslab.trace;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import org.nqueenslab.problem.Square;

/**
 * A trace as JSON Lines, for tools that animate a search: one object per line, no pretty printing.
 * The first line is the header ({@code "event":"header"}, step 0: problem, engine, options, what
 * the counters mean, the teaching note); then one line per step with {@code step}, {@code event}
 * ({@link TraceEvent.Kind#label}), {@code square}, {@code rank} and {@code file} (1-based, as on
 * the board; absent for steps about no square), {@code reason} (when there is one), {@code queens}
 * (every queen after the step, bottom rank first), {@code board} (the other marks by role, only the
 * roles present: forced, fixed, conflicted, pawn, hole, pruned, attacked), {@code attacks}
 * (structured: queen, square, line), {@code removed} (the squares this step's propagation pruned)
 * and {@code counters}; the last line ({@link #end}) says how the trace ended. The traces chapter
 * (src/site/markdown/traces.md) documents the format.
 *
 * <pre>{"step":3,"event":"reject","square":"b2","rank":2,"file":2,"reason":"diagonal taken by a1",
 * "queens":["a1"],"attacks":[{"queen":"a1","square":"b2","line":"diagonal"}],
 * "counters":{"position tests":3,"backtracks":0,"moves":3}}</pre>
 */
public final class TraceJson {

  private TraceJson() {}

  /** The header as one JSON object, without a line break. */
  public static String header(TraceHeader h) {
    StringBuilder sb = new StringBuilder("{\"step\":0,\"event\":\"header\"");
    sb.append(",\"problem\":").append(quote(h.board()));
    sb.append(",\"rows\":").append(h.problem().rows());
    sb.append(",\"cols\":").append(h.problem().cols());
    sb.append(",\"torus\":").append(h.problem().torus());
    sb.append(",\"queens\":").append(h.problem().queens());
    if (h.problem().rule() != org.nqueenslab.problem.Rule.INDEPENDENT) {
      // a search for the fewest pieces that dominate (bnb's), not for placements of "queens"
      sb.append(",\"rule\":").append(quote(h.problem().rule().label()));
    }
    sb.append(",\"engine\":{\"name\":").append(quote(h.engine()));
    sb.append(",\"options\":");
    object(sb, h.options());
    sb.append("},\"note\":").append(quote(h.note()));
    if (h.limits() != null) {
      sb.append(",\"limits\":").append(quote(h.limits()));
    }
    sb.append(",\"counters\":");
    object(sb, h.counters());
    return sb.append('}').toString();
  }

  /** The step as one JSON object, without a line break. */
  public static String render(TraceEvent e) {
    StringBuilder sb = new StringBuilder("{");
    sb.append("\"step\":").append(e.step());
    sb.append(",\"event\":").append(quote(e.kind().label()));
    if (e.square() != null) {
      sb.append(",\"square\":").append(quote(e.square().name()));
      sb.append(",\"rank\":").append(e.square().rank() + 1);
      sb.append(",\"file\":").append(e.square().file() + 1);
    }
    if (e.reason() != null) {
      sb.append(",\"reason\":").append(quote(e.reason()));
    }
    sb.append(",\"queens\":");
    squares(sb, e.queens());
    StringBuilder marks = new StringBuilder();
    for (Role role : Role.values()) {
      List<Square> list = role == Role.QUEEN ? List.of() : e.board().withRole(role);
      if (!list.isEmpty()) {
        marks.append(marks.length() == 0 ? "" : ",").append(quote(role.label())).append(':');
        squares(marks, list);
      }
    }
    if (marks.length() > 0) {
      sb.append(",\"board\":{").append(marks).append('}');
    }
    if (!e.attacks().isEmpty()) {
      sb.append(",\"attacks\":[");
      boolean first = true;
      for (Attack a : e.attacks()) {
        sb.append(first ? "" : ",");
        sb.append("{\"queen\":").append(quote(a.queen().name()));
        sb.append(",\"square\":").append(quote(a.target().name()));
        sb.append(",\"line\":").append(quote(a.line())).append('}');
        first = false;
      }
      sb.append(']');
    }
    if (!e.pruned().isEmpty()) {
      sb.append(",\"removed\":");
      squares(sb, e.pruned());
    }
    if (!e.options().isEmpty()) {
      sb.append(",\"options\":");
      squares(sb, e.options());
    }
    sb.append(",\"counters\":{");
    boolean first = true;
    for (Map.Entry<String, Long> c : e.counters().entrySet()) {
      sb.append(first ? "" : ",").append(quote(c.getKey())).append(':').append(c.getValue());
      first = false;
    }
    return sb.append("}}").toString();
  }

  /**
   * The last line, after step {@code steps}: how the trace ended ({@code status}: COMPLETE, FOUND,
   * STEP_LIMIT, INTERRUPTED, or STOPPED with no bound reached), the solutions it showed and, in
   * words, why it stopped, so that a saved trace says whether it holds the whole search.
   */
  public static String end(long steps, String status, long solutions, String reason) {
    return "{\"step\":"
        + steps
        + ",\"event\":\"end\",\"status\":"
        + quote(status)
        + ",\"solutions\":"
        + solutions
        + ",\"reason\":"
        + quote(reason)
        + "}";
  }

  private static void squares(StringBuilder sb, Collection<Square> list) {
    sb.append('[');
    boolean first = true;
    for (Square q : list) {
      sb.append(first ? "" : ",").append(quote(q.name()));
      first = false;
    }
    sb.append(']');
  }

  private static void object(StringBuilder sb, Map<String, String> map) {
    sb.append('{');
    boolean first = true;
    for (Map.Entry<String, String> o : map.entrySet()) {
      sb.append(first ? "" : ",").append(quote(o.getKey())).append(':').append(quote(o.getValue()));
      first = false;
    }
    sb.append('}');
  }

  /**
   * A JSON string literal: quotes, backslashes and control characters escaped (the report writer
   * uses it too).
   */
  public static String quote(String s) {
    StringBuilder sb = new StringBuilder("\"");
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> sb.append("\\\"");
        case '\\' -> sb.append("\\\\");
        case '\n' -> sb.append("\\n");
        case '\r' -> sb.append("\\r");
        case '\t' -> sb.append("\\t");
        default -> {
          if (c < 0x20) {
            sb.append(String.format("\\u%04x", (int) c));
          } else {
            sb.append(c);
          }
        }
      }
    }
    return sb.append('"').toString();
  }
}
