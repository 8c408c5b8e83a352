package org.nqueenslab.trace;

import java.util.Map;
import org.nqueenslab.problem.Square;

/**
 * A step as one line of JSON, for tools that animate a search (JSON Lines: one object per line, no
 * pretty printing). Fields: {@code step}, {@code event} (place, reject, backtrack, solution),
 * {@code square}, {@code rank} and {@code file} (1-based, as on the board), {@code reason} (rejects
 * only), {@code queens} (the board after the step, bottom rank first) and {@code counters}.
 *
 * <pre>{"step":3,"event":"reject","square":"b2","rank":2,"file":2,"reason":"diagonal taken by a1",
 * "queens":["a1"],"counters":{"position tests":3,"backtracks":0,"moves":3}}</pre>
 */
public final class TraceJson {

  private TraceJson() {}

  /** The step as one JSON object, without a line break. */
  public static String render(TraceEvent e) {
    StringBuilder sb = new StringBuilder("{");
    sb.append("\"step\":").append(e.step());
    sb.append(",\"event\":").append(quote(e.kind().label()));
    sb.append(",\"square\":").append(quote(e.square().name()));
    sb.append(",\"rank\":").append(e.square().rank() + 1);
    sb.append(",\"file\":").append(e.square().file() + 1);
    if (e.reason() != null) {
      sb.append(",\"reason\":").append(quote(e.reason()));
    }
    sb.append(",\"queens\":[");
    boolean first = true;
    for (Square q : e.queens()) {
      sb.append(first ? "" : ",").append(quote(q.name()));
      first = false;
    }
    sb.append("],\"counters\":{");
    first = true;
    for (Map.Entry<String, Long> c : e.counters().entrySet()) {
      sb.append(first ? "" : ",").append(quote(c.getKey())).append(':').append(c.getValue());
      first = false;
    }
    return sb.append("}}").toString();
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
