package org.nqueenslab.split;

import static java.nio.charset.StandardCharsets.UTF_8;

import java.util.Locale;
import org.nqueenslab.engine.Status;
import org.nqueenslab.problem.BadInputException;

/**
 * What counting one part found, as one checkpoint line: the part's key, its solutions, its
 * fundamental solutions and their orbit sizes (for a unique count), the search nodes, the seconds
 * it took and the member that counted it, then a CRC-32 of all that, so that a line changed or
 * damaged since it was written (a checkpoint edited by hand, a disk error) is refused rather than
 * summed into a count that says it is complete. In a checkpoint the CRC also covers the file's plan
 * line ({@link #text(String)}): a part key names a part, not its count (the mirror images of two
 * boards can share keys), so a line copied from another count's checkpoint fails its check rather
 * than be summed into this one. Tab-separated:
 *
 * <pre>done	KEY	solutions=S	unique=U|-	classes=SIZE:COUNT,...|-	nodes=N	seconds=T	member=M	check=C
 * </pre>
 *
 * @param classes fundamental solutions by orbit size (index = size), or null for a plain count
 * @param status COMPLETE, or how the part was cut short (a partial part is never written down)
 */
public record PartCount(
    String key,
    long solutions,
    Long unique,
    long[] classes,
    long nodes,
    double seconds,
    String member,
    Status status) {
  private static final String TAG = "done";

  /** The line (no line break), its check covering the line alone: a part counted on its own. */
  public String text() {
    return text("");
  }

  /**
   * The checkpoint line (no line break) of a part of {@code count} (the checkpoint's plan line),
   * its check covering that too.
   */
  public String text(String count) {
    StringBuilder cls = new StringBuilder();
    if (classes != null) {
      for (int size = classes.length - 1; size > 0; size--) {
        if (classes[size] > 0) {
          cls.append(cls.length() == 0 ? "" : ",").append(size).append(':').append(classes[size]);
        }
      }
    }
    String fields =
        String.join(
            "\t",
            TAG,
            key,
            "solutions=" + solutions,
            "unique=" + (unique == null ? "-" : unique.toString()),
            "classes=" + (classes == null ? "-" : cls.toString()),
            "nodes=" + nodes,
            "seconds=" + String.format(Locale.ROOT, "%.3f", seconds),
            "member=" + member);
    return fields + "\t" + CHECK + check(count, fields);
  }

  private static final String CHECK = "check=";

  /** The CRC-32 of a line's fields (after its count's plan line, if any), as eight hex digits. */
  private static String check(String count, String fields) {
    java.util.zip.CRC32 crc = new java.util.zip.CRC32();
    crc.update((count.isEmpty() ? fields : count + "\n" + fields).getBytes(UTF_8));
    return String.format(Locale.ROOT, "%08x", crc.getValue());
  }

  /** The same count with another status (a checkpoint line carries none). */
  public PartCount withStatus(Status s) {
    return new PartCount(key, solutions, unique, classes, nodes, seconds, member, s);
  }

  /** The same count credited to {@code m} (two members: "A+B"). */
  public PartCount withMember(String m) {
    return new PartCount(key, solutions, unique, classes, nodes, seconds, m, status);
  }

  /**
   * How many different members counted the part to this same count ("A+B": two, with {@code
   * --redundancy 2}; one member, or a local count: one).
   */
  public int memberCount() {
    return (int) java.util.Arrays.stream(member.split("\\+")).distinct().count();
  }

  /** True when {@code line} looks like a checkpoint line of a finished part. */
  public static boolean isLine(String line) {
    return line.startsWith(TAG + "\t");
  }

  /**
   * Reads a line written by {@link #text()}.
   *
   * @throws BadInputException when it is not such a line, or was changed since it was written
   */
  public static PartCount parse(String line) {
    return parse(line, "");
  }

  /**
   * Reads a checkpoint line written by {@link #text(String)} for {@code count}.
   *
   * @throws BadInputException when it is not such a line, was changed since it was written, or
   *     belongs to another count
   */
  public static PartCount parse(String line, String count) {
    String[] f = line.split("\t");
    if (f.length != 9 || !f[0].equals(TAG) || !f[8].startsWith(CHECK)) {
      throw new BadInputException("not a finished-part line: '" + line + "'");
    }
    if (!f[8].substring(CHECK.length())
        .equals(check(count, line.substring(0, line.lastIndexOf('\t'))))) {
      throw new BadInputException(
          "the line of part '"
              + f[1]
              + "' was changed or damaged since it was written"
              + (count.isEmpty() ? "" : ", or comes from another count's checkpoint")
              + " (its check does not match)");
    }
    try {
      String u = value(f[3], "unique");
      String c = value(f[4], "classes");
      long[] classes = null;
      if (!c.equals("-")) {
        String[] pairs = c.isEmpty() ? new String[0] : c.split(",");
        int largest = 0;
        for (String pair : pairs) {
          largest = Math.max(largest, Integer.parseInt(pair.split(":")[0]));
        }
        classes = new long[largest + 1];
        for (String pair : pairs) {
          String[] sc = pair.split(":");
          classes[Integer.parseInt(sc[0])] = Long.parseLong(sc[1]);
        }
      }
      return new PartCount(
          f[1],
          Long.parseLong(value(f[2], "solutions")),
          u.equals("-") ? null : Long.valueOf(u),
          classes,
          Long.parseLong(value(f[5], "nodes")),
          Double.parseDouble(value(f[6], "seconds")),
          value(f[7], "member"),
          Status.COMPLETE);
    } catch (RuntimeException e) {
      throw new BadInputException("not a finished-part line: '" + line + "'");
    }
  }

  private static String value(String field, String name) {
    if (!field.startsWith(name + "=")) {
      throw new IllegalArgumentException(field);
    }
    return field.substring(name.length() + 1);
  }

  /** True when both counted the same: solutions, unique and orbit sizes. */
  public boolean sameCount(PartCount other) {
    return solutions == other.solutions
        && java.util.Objects.equals(unique, other.unique)
        && java.util.Arrays.equals(trim(classes), trim(other.classes));
  }

  private static long[] trim(long[] classes) {
    if (classes == null) {
      return null;
    }
    int end = classes.length;
    while (end > 0 && classes[end - 1] == 0) {
      end--;
    }
    return java.util.Arrays.copyOf(classes, end);
  }
}
