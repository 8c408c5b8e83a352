package org.nqueenslab.report;

import java.util.Map;
import org.nqueenslab.trace.TraceJson;

/**
 * A minimal JSON writer for report rows: objects with ordered keys, strings escaped, numbers as
 * they are.
 */
public final class Json {
  private Json() {}

  public static String write(Row row) {
    return write(row.cells());
  }

  public static String write(Map<String, ?> object) {
    StringBuilder sb = new StringBuilder("{");
    boolean first = true;
    for (Map.Entry<String, ?> e : object.entrySet()) {
      sb.append(first ? "" : ", ");
      first = false;
      string(sb, e.getKey());
      sb.append(": ");
      value(sb, e.getValue());
    }
    return sb.append('}').toString();
  }

  private static void value(StringBuilder sb, Object v) {
    if (v == null) {
      sb.append("null");
    } else if (v instanceof Row r) {
      sb.append(write(r));
    } else if (v instanceof Map<?, ?> m) {
      @SuppressWarnings("unchecked")
      Map<String, ?> object = (Map<String, ?>) m;
      sb.append(write(object));
    } else if (v instanceof Iterable<?> list) {
      sb.append('[');
      boolean first = true;
      for (Object item : list) {
        sb.append(first ? "" : ", ");
        first = false;
        value(sb, item);
      }
      sb.append(']');
    } else if (v instanceof Double d && (d.isNaN() || d.isInfinite())) {
      sb.append("null");
    } else if (v instanceof Bound bound) {
      sb.append(bound.longValue());
    } else if (v instanceof Number || v instanceof Boolean) {
      sb.append(v);
    } else {
      string(sb, v.toString());
    }
  }

  private static void string(StringBuilder sb, String s) {
    sb.append(TraceJson.quote(s));
  }
}
