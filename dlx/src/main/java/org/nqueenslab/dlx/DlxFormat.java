package org.nqueenslab.dlx;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Knuth's plain-text format for exact-cover problems, read by his DLX programs (DLX1, TAOCP
 * 7.2.2.1): the first line names the primary items, then {@code |}, then the secondary items (the
 * {@code |} and the secondary items may be absent); every later line is one option, its item names
 * separated by blanks. Lines whose first non-blank character is {@code |} are comments; blank lines
 * are skipped. Item names are at most {@link #MAX_NAME_LENGTH} characters (DLX1's limit) and
 * contain neither {@code |} nor {@code :}.
 *
 * <p>In an option a secondary item may carry a colour, {@code name:colour}, as DLX2 writes it
 * (Algorithm C, TAOCP Vol. 4B, 7.2.2.1): DLX2 takes a one-character colour, this reader up to
 * {@link #MAX_NAME_LENGTH} characters. A colour on a primary item, a malformed colour and an item
 * twice in one option are refused, naming the line and the column.
 *
 * <p>A primary item may carry a multiplicity, written as DLX3 writes it (Algorithm M): {@code
 * lo:hi|name} on the item line, or {@code hi|name} when lo = hi; {@code 2:3|C} must be covered two
 * or three times, {@code 0:1|C} at most once. An item without a prefix is [1, 1], so a file without
 * multiplicities is DLX1's.
 */
public final class DlxFormat {
  /** DLX1's limit on the length of an item name. */
  public static final int MAX_NAME_LENGTH = 8;

  private DlxFormat() {}

  public static ExactCover read(String text) {
    return read(new StringReader(text));
  }

  /**
   * Parses the problem; malformed input throws {@link DlxFormatException} naming the line and what
   * to fix, and an option made only of secondary items is refused.
   */
  public static ExactCover read(Reader in) {
    return read(in, null);
  }

  /**
   * Parses the problem as DLX1 does: an option made only of secondary items, which no search could
   * choose, is left out and handed to {@code ignored} with its line number ("Option ignored (no
   * primary items)", DLX1 warns); any other malformed input throws {@link DlxFormatException}.
   *
   * @param ignored takes each option left out (its items) and its line; null refuses them instead
   */
  public static ExactCover read(Reader in, java.util.function.ObjIntConsumer<String> ignored) {
    ExactCover.Builder builder = ExactCover.builder();
    BufferedReader reader = new BufferedReader(new TextOnly(in));
    boolean itemsRead = false;
    int lineNumber = 0;
    try {
      String line;
      while ((line = reader.readLine()) != null) {
        lineNumber++;
        if (lineNumber == 1 && line.startsWith("\uFEFF")) { // a byte-order mark, not an item
          line = line.substring(1);
        }
        String trimmed = line.strip();
        if (trimmed.isEmpty() || trimmed.charAt(0) == '|') {
          continue;
        }
        if (!itemsRead) {
          readItems(builder, trimmed.split("\\s+"), lineNumber);
          itemsRead = true;
        } else {
          readOption(builder, line, lineNumber, ignored);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    if (!itemsRead) {
      throw new DlxFormatException(
          0,
          "no item line: the first line that is not a comment must name the items, "
              + "e.g. 'a b c | x y'");
    }
    try {
      return builder.build();
    } catch (IllegalArgumentException e) { // colours and multiplicities together
      throw new DlxFormatException(0, e.getMessage());
    }
  }

  /**
   * Reads one option line: its tokens (item names, {@code name:colour} for a coloured one), each
   * mistake reported at its token's column (1-based, counting characters of the line).
   */
  private static void readOption(
      ExactCover.Builder builder,
      String line,
      int lineNumber,
      java.util.function.ObjIntConsumer<String> ignored) {
    List<String> tokens = new ArrayList<>();
    List<Integer> columns = new ArrayList<>();
    for (int i = 0; i < line.length(); ) {
      if (Character.isWhitespace(line.charAt(i))) {
        i++;
        continue;
      }
      int start = i;
      while (i < line.length() && !Character.isWhitespace(line.charAt(i))) {
        i++;
      }
      tokens.add(line.substring(start, i));
      columns.add(start + 1);
    }
    for (int k = 0; k < tokens.size(); k++) {
      checkToken(tokens.get(k), lineNumber, columns.get(k));
    }
    String[] names = tokens.toArray(new String[0]);
    try {
      builder.option(names);
    } catch (ExactCover.Builder.NoPrimaryItemException e) {
      if (ignored == null) {
        throw new DlxFormatException(lineNumber, e.getMessage());
      }
      ignored.accept(String.join(" ", names), lineNumber);
    } catch (ExactCover.Builder.BadItemException e) {
      throw new DlxFormatException(lineNumber, columns.get(e.index()), e.getMessage());
    } catch (IllegalArgumentException e) {
      throw new DlxFormatException(lineNumber, e.getMessage());
    }
  }

  /** An option's token: an item name, or {@code name:colour} with a well-formed colour. */
  private static void checkToken(String token, int lineNumber, int column) {
    int colon = token.indexOf(':');
    String name = colon < 0 ? token : token.substring(0, colon);
    if (name.isEmpty()) {
      throw new DlxFormatException(
          lineNumber, column, "'" + token + "' names no item before its colour: write name:colour");
    }
    if (name.length() > MAX_NAME_LENGTH || name.indexOf('|') >= 0) {
      checkNames(new String[] {name}, lineNumber, column);
    }
    if (colon >= 0) {
      String colour = token.substring(colon + 1);
      if (colour.isEmpty()
          || colour.length() > MAX_NAME_LENGTH
          || colour.indexOf(':') >= 0
          || colour.indexOf('|') >= 0) {
        throw new DlxFormatException(
            lineNumber,
            column,
            "malformed colour in '"
                + token
                + "': write name:colour, the colour 1 to "
                + MAX_NAME_LENGTH
                + " characters other than ':' and '|' (DLX2 takes one character)");
      }
    }
  }

  private static void readItems(ExactCover.Builder builder, String[] tokens, int lineNumber) {
    List<String> names = new ArrayList<>();
    List<int[]> bounds = new ArrayList<>();
    List<String> secondary = new ArrayList<>();
    boolean afterBar = false;
    for (String token : tokens) {
      if (token.equals("|")) {
        if (afterBar) {
          throw new DlxFormatException(
              lineNumber,
              "the item line has a second '|': write the primary items, one "
                  + "'|', then the secondary items");
        }
        afterBar = true;
        continue;
      }
      int bar = token.indexOf('|');
      if (afterBar) {
        if (bar > 0) {
          throw new DlxFormatException(
              lineNumber,
              "secondary item '"
                  + token.substring(bar + 1)
                  + "' has a "
                  + "multiplicity '"
                  + token.substring(0, bar)
                  + "|': only primary items take one");
        }
        secondary.add(token);
      } else if (bar > 0) {
        names.add(token.substring(bar + 1));
        bounds.add(multiplicity(token, bar, lineNumber));
      } else {
        names.add(token);
        bounds.add(new int[] {1, 1});
      }
    }
    // names is not empty: a line whose first non-blank character is '|' is a comment, not an item
    // line
    checkNames(names.toArray(new String[0]), lineNumber);
    checkNames(secondary.toArray(new String[0]), lineNumber);
    try {
      for (int i = 0; i < names.size(); i++) {
        builder.primary(names.get(i), bounds.get(i)[0], bounds.get(i)[1]);
      }
      builder.secondary(secondary);
    } catch (IllegalArgumentException e) {
      throw new DlxFormatException(lineNumber, e.getMessage());
    }
  }

  /**
   * The [lo, hi] of an item token {@code lo:hi|name} or {@code hi|name}, whose '|' is at {@code
   * bar}.
   */
  private static int[] multiplicity(String token, int bar, int lineNumber) {
    String prefix = token.substring(0, bar);
    if (bar == token.length() - 1) {
      throw new DlxFormatException(
          lineNumber,
          "'"
              + token
              + "' names no item after its multiplicity: write e.g. "
              + "2:3|x, with no blank after the '|'");
    }
    int colon = prefix.indexOf(':');
    try {
      int hi = Integer.parseInt(prefix.substring(colon + 1));
      int lo = colon < 0 ? hi : Integer.parseInt(prefix.substring(0, colon));
      if (lo < 0 || hi < 1 || lo > hi || prefix.startsWith("+") || prefix.contains(":+")) {
        throw new NumberFormatException();
      }
      return new int[] {lo, hi};
    } catch (NumberFormatException e) {
      throw new DlxFormatException(
          lineNumber,
          "item '"
              + token.substring(bar + 1)
              + "' has multiplicity '"
              + prefix
              + "', not lo:hi or hi with 0 <= lo <= hi and hi >= 1: write e.g. 2:3|"
              + token.substring(bar + 1));
    }
  }

  private static void checkNames(String[] names, int lineNumber) {
    checkNames(names, lineNumber, 0);
  }

  /** As above; a column above 0 is the names' place in the line, reported with the line. */
  private static void checkNames(String[] names, int lineNumber, int column) {
    java.util.function.Function<String, DlxFormatException> error =
        message ->
            column > 0
                ? new DlxFormatException(lineNumber, column, message)
                : new DlxFormatException(lineNumber, message);
    for (String name : names) {
      if (name.equals("|")) {
        continue; // the item line's separator, checked by readItems
      }
      if (name.length() > MAX_NAME_LENGTH) {
        throw error.apply(
            "item name '"
                + name
                + "' has "
                + name.length()
                + " characters, over DLX1's limit of "
                + MAX_NAME_LENGTH
                + ": shorten it");
      }
      if (name.indexOf(':') >= 0) {
        throw error.apply(
            "item '"
                + name
                + "' has a colour (':') on the item line: colours go in the options (x:A, DLX2's"
                + " notation), the item line names the items");
      }
      if (name.indexOf('|') >= 0) {
        throw error.apply(
            "item name '"
                + name
                + "' contains '|': separate the '|' from "
                + "the names with blanks on the item line, and use it nowhere else");
      }
    }
  }

  /** "" for a plain item, {@code hi|} when lo = hi, else {@code lo:hi|} (DLX3's notation). */
  private static String multiplicityPrefix(ExactCover cover, int item) {
    int lo = cover.lowerBound(item);
    int hi = cover.upperBound(item);
    if (!cover.isPrimary(item) || lo == 1 && hi == 1) {
      return "";
    }
    return (lo == hi ? "" : lo + ":") + hi + "|";
  }

  /**
   * The problem in Knuth's format, preceded by {@code comments} as comment lines (each prefixed "|
   * ").
   */
  public static String write(ExactCover cover, String... comments) {
    StringBuilder sb = new StringBuilder();
    write(cover, sb, comments);
    return sb.toString();
  }

  /**
   * Writes the problem to {@code out}. Throws {@link IllegalArgumentException} when an item name is
   * longer than DLX1 accepts, since Knuth's programs could not read the file.
   */
  public static void write(ExactCover cover, Appendable out, String... comments) {
    for (int i = 0; i < cover.itemCount(); i++) {
      if (cover.itemName(i).length() > MAX_NAME_LENGTH) {
        throw new IllegalArgumentException(
            "item name '"
                + cover.itemName(i)
                + "' is longer than DLX1's limit of "
                + MAX_NAME_LENGTH
                + " characters");
      }
    }
    try {
      for (String comment : comments) {
        for (String line : comment.split("\n", -1)) {
          out.append("| ").append(line).append('\n');
        }
      }
      StringBuilder items = new StringBuilder();
      for (int i = 0; i < cover.itemCount(); i++) {
        if (i == cover.primaryCount()) {
          items.append(" |");
        }
        items
            .append(i == 0 ? "" : " ")
            .append(multiplicityPrefix(cover, i))
            .append(cover.itemName(i));
      }
      out.append(items).append('\n');
      for (int k = 0; k < cover.optionCount(); k++) {
        out.append(cover.optionText(k)).append('\n');
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The input, refused at its first NUL character: no DLX file holds one, and a stream of them
   * ({@code /dev/zero}, a binary file that decodes) is one endless line that fills the heap before
   * a line-based reader sees it.
   */
  private static final class TextOnly extends java.io.FilterReader {
    private int line = 1;

    TextOnly(Reader in) {
      super(in);
    }

    @Override
    public int read(char[] buffer, int offset, int length) throws java.io.IOException {
      int n = super.read(buffer, offset, length);
      for (int i = offset; i < offset + Math.max(n, 0); i++) {
        if (buffer[i] == '\n') {
          line++;
        } else if (buffer[i] == '\0') {
          throw new DlxFormatException(line, "a NUL character: this is not a text file");
        }
      }
      return n;
    }

    @Override
    public int read() throws java.io.IOException {
      char[] one = new char[1];
      return read(one, 0, 1) < 0 ? -1 : one[0];
    }
  }
}
