package org.nqueenslab.dlx;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Knuth's plain-text format for exact-cover problems, read by his DLX programs (DLX1, TAOCP 7.2.2.1): the first
 * line names the primary items, then {@code |}, then the secondary items (the {@code |} and the secondary items
 * may be absent); every later line is one option, its item names separated by blanks. Lines whose first
 * non-blank character is {@code |} are comments; blank lines are skipped. Item names are at most {@link
 * #MAX_NAME_LENGTH} characters (DLX1's limit) and contain neither {@code |} nor {@code :} (DLX2's colours, which
 * this solver does not read).
 */
public final class DlxFormat {
  /** DLX1's limit on the length of an item name. */
  public static final int MAX_NAME_LENGTH = 8;

  private DlxFormat() {}

  public static ExactCover read(String text) {
    return read(new StringReader(text));
  }

  /** Parses the problem; malformed input throws {@link DlxFormatException} naming the line and what to fix. */
  public static ExactCover read(Reader in) {
    ExactCover.Builder builder = ExactCover.builder();
    BufferedReader reader = new BufferedReader(in);
    boolean itemsRead = false;
    int lineNumber = 0;
    try {
      String line;
      while ((line = reader.readLine()) != null) {
        lineNumber++;
        String trimmed = line.strip();
        if (trimmed.isEmpty() || trimmed.charAt(0) == '|') {
          continue;
        }
        String[] names = trimmed.split("\\s+");
        if (!itemsRead) {
          readItems(builder, names, lineNumber);
          itemsRead = true;
        } else {
          checkNames(names, lineNumber);
          try {
            builder.option(names);
          } catch (IllegalArgumentException e) {
            throw new DlxFormatException(lineNumber, e.getMessage());
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    if (!itemsRead) {
      throw new DlxFormatException(0, "no item line: the first line that is not a comment must name the items, "
          + "e.g. 'a b c | x y'");
    }
    return builder.build();
  }

  private static void readItems(ExactCover.Builder builder, String[] names, int lineNumber) {
    List<String> primary = new ArrayList<>();
    List<String> secondary = new ArrayList<>();
    boolean afterBar = false;
    for (String name : names) {
      if (name.equals("|")) {
        if (afterBar) {
          throw new DlxFormatException(lineNumber, "the item line has a second '|': write the primary items, one "
              + "'|', then the secondary items");
        }
        afterBar = true;
        continue;
      }
      (afterBar ? secondary : primary).add(name);
    }
    // primary is not empty: a line whose first non-blank character is '|' is a comment, not an item line
    checkNames(names, lineNumber);
    try {
      builder.primary(primary).secondary(secondary);
    } catch (IllegalArgumentException e) {
      throw new DlxFormatException(lineNumber, e.getMessage());
    }
  }

  private static void checkNames(String[] names, int lineNumber) {
    for (String name : names) {
      if (name.equals("|")) {
        continue; // the item line's separator, checked by readItems
      }
      if (name.length() > MAX_NAME_LENGTH) {
        throw new DlxFormatException(lineNumber, "item name '" + name + "' has " + name.length()
            + " characters, over DLX1's limit of " + MAX_NAME_LENGTH + ": shorten it");
      }
      if (name.indexOf(':') >= 0) {
        throw new DlxFormatException(lineNumber, "item '" + name + "' has a colour (':'), which only DLX2 reads: "
            + "this solver handles DLX1's format, without colours");
      }
      if (name.indexOf('|') >= 0) {
        throw new DlxFormatException(lineNumber, "item name '" + name + "' contains '|': separate the '|' from "
            + "the names with blanks on the item line, and use it nowhere else");
      }
    }
  }

  /** The problem in Knuth's format, preceded by {@code comments} as comment lines (each prefixed "| "). */
  public static String write(ExactCover cover, String... comments) {
    StringBuilder sb = new StringBuilder();
    write(cover, sb, comments);
    return sb.toString();
  }

  /**
   * Writes the problem to {@code out}. Throws {@link IllegalArgumentException} when an item name is longer than
   * DLX1 accepts, since Knuth's programs could not read the file.
   */
  public static void write(ExactCover cover, Appendable out, String... comments) {
    for (int i = 0; i < cover.itemCount(); i++) {
      if (cover.itemName(i).length() > MAX_NAME_LENGTH) {
        throw new IllegalArgumentException("item name '" + cover.itemName(i) + "' is longer than DLX1's limit of "
            + MAX_NAME_LENGTH + " characters");
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
        items.append(i == 0 ? "" : " ").append(cover.itemName(i));
      }
      out.append(items).append('\n');
      for (int k = 0; k < cover.optionCount(); k++) {
        out.append(cover.optionText(k)).append('\n');
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
