package org.nqueenslab.dlx;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A generalized exact-cover problem (TAOCP 7.2.2.1): primary items must be covered exactly once,
 * secondary items at most once, by a set of options. Items are numbered 0..{@link #itemCount()}-1,
 * primary items first, in the order given (the order matters: {@link DancingLinks} breaks ties
 * between items leftmost first, as DLX1 does). Options are numbered in the order added. Immutable.
 *
 * <p>A primary item may carry a multiplicity [lo, hi] instead of [1, 1] (Knuth's "exact covering
 * with multiplicities", TAOCP 7.2.2.1, Algorithm M; his program DLX3): it must then be covered at
 * least lo and at most hi times, 0 &lt;= lo &lt;= hi and hi &gt;= 1. Solutions are still sets of
 * options, so an item of multiplicity 2 takes two different options. {@link DancingLinks} solves
 * such a problem with Algorithm M, and a problem without multiplicities with DLX1's Algorithm X.
 *
 * <p>A secondary item may carry a colour in an option (Knuth's "exact covering with colors", TAOCP
 * Vol. 4B, 7.2.2.1, Algorithm C; his program DLX2), written {@code name:colour}: options that give
 * the item the same colour may share it, while an option naming it without a colour still takes it
 * alone. Colours are numbered 1.. in order of first appearance; 0 means no colour. {@link
 * DancingLinks} solves a problem with colours with Algorithm C, and colours and multiplicities
 * together (DLX3 allows both) are refused.
 *
 * <p>Every option must hold at least one primary item: Algorithm X only reaches an option through a
 * primary item, so an option without one would silently never be chosen (DLX1 drops such options
 * with a warning; we refuse them).
 */
public final class ExactCover {
  private final List<String> names;
  private final int primaryCount;

  /** lower[i], upper[i]: the multiplicity of primary item i (secondary items: 0 and 1). */
  private final int[] lower;

  private final int[] upper;
  private final int[][] options;

  /** colours[k][j]: the colour of option k's j-th item (0: none); null when no option has one. */
  private final int[][] colours;

  /** The colours' names; colour c is colourNames.get(c - 1). */
  private final List<String> colourNames;

  private final Map<String, Integer> indexOfName;

  private ExactCover(
      List<String> names,
      int primaryCount,
      int[] lower,
      int[] upper,
      int[][] options,
      int[][] colours,
      List<String> colourNames,
      Map<String, Integer> indexOfName) {
    this.names = names;
    this.primaryCount = primaryCount;
    this.lower = lower;
    this.upper = upper;
    this.options = options;
    this.colours = colours;
    this.colourNames = colourNames;
    this.indexOfName = indexOfName;
  }

  public static Builder builder() {
    return new Builder();
  }

  public int primaryCount() {
    return primaryCount;
  }

  public int secondaryCount() {
    return names.size() - primaryCount;
  }

  public int itemCount() {
    return names.size();
  }

  public boolean isPrimary(int item) {
    return item < primaryCount;
  }

  public String itemName(int item) {
    return names.get(item);
  }

  /**
   * How many times item {@code item} must at least be covered: 1 for a plain primary item, 0 for a
   * secondary one.
   */
  public int lowerBound(int item) {
    return lower[item];
  }

  /**
   * How many times item {@code item} may at most be covered: 1 for a plain primary item and a
   * secondary one.
   */
  public int upperBound(int item) {
    return upper[item];
  }

  /**
   * True when some primary item has a multiplicity other than [1, 1]: the problem needs Algorithm
   * M.
   */
  public boolean hasMultiplicities() {
    for (int i = 0; i < primaryCount; i++) {
      if (lower[i] != 1 || upper[i] != 1) {
        return true;
      }
    }
    return false;
  }

  /** True when some option gives an item a colour: the problem needs Algorithm C. */
  public boolean hasColours() {
    return colours != null;
  }

  /** The colour of the {@code j}-th item of option {@code option}: 0 for none, else 1.. */
  public int colour(int option, int j) {
    return colours == null ? 0 : colours[option][j];
  }

  /** How many distinct colours the options use. */
  public int colourCount() {
    return colourNames.size();
  }

  /** The name of colour {@code colour} (1..{@link #colourCount()}). */
  public String colourName(int colour) {
    return colourNames.get(colour - 1);
  }

  /** The item called {@code name}, or -1. */
  public int indexOf(String name) {
    return indexOfName.getOrDefault(name, -1);
  }

  public int optionCount() {
    return options.length;
  }

  public int optionSize(int option) {
    return options[option].length;
  }

  /** The {@code j}-th item of option {@code option}, in the order it was given. */
  public int optionItem(int option, int j) {
    return options[option][j];
  }

  /** The items of an option (a copy). */
  public int[] option(int option) {
    return options[option].clone();
  }

  /**
   * The option's item names separated by spaces, as in Knuth's format, a coloured item as {@code
   * name:colour} (DLX2's notation).
   */
  public String optionText(int option) {
    StringBuilder sb = new StringBuilder();
    int[] items = options[option];
    for (int j = 0; j < items.length; j++) {
      sb.append(j == 0 ? "" : " ").append(names.get(items[j]));
      int c = colour(option, j);
      if (c != 0) {
        sb.append(':').append(colourNames.get(c - 1));
      }
    }
    return sb.toString();
  }

  /**
   * Total number of item occurrences in all options: the number of non-spacer nodes of the matrix.
   */
  public long nodeCount() {
    long sum = 0;
    for (int[] o : options) {
      sum += o.length;
    }
    return sum;
  }

  /**
   * Collects items and options. Items are declared first (primary, then secondary: all primary
   * items come before all secondary ones whatever the call order); options name declared items.
   * Mistakes throw {@link IllegalArgumentException} naming the item and the option.
   */
  public static final class Builder {
    /** Every declared name, in declaration order; options refer to names by their place here. */
    private final List<String> declaredNames = new ArrayList<>();

    private final List<Boolean> declaredPrimary = new ArrayList<>();
    private final List<int[]> declaredBounds = new ArrayList<>();
    private final Map<String, Integer> declarationOf = new HashMap<>();
    private final List<int[]> options = new ArrayList<>();

    /** Per option, the colour of each item (0: none), or null when it gives none. */
    private final List<int[]> optionColours = new ArrayList<>();

    private final Map<String, Integer> colourOf = new HashMap<>();
    private final List<String> colourNames = new ArrayList<>();

    private Builder() {}

    public Builder primary(String... items) {
      for (String name : items) {
        declare(name, true);
      }
      return this;
    }

    public Builder primary(List<String> items) {
      return primary(items.toArray(new String[0]));
    }

    /**
     * Declares a primary item that must be covered at least {@code lo} and at most {@code hi} times
     * (Knuth's multiplicities, Algorithm M). {@code primary(name, 1, 1)} is {@code primary(name)}.
     */
    public Builder primary(String name, int lo, int hi) {
      if (lo < 0 || hi < 1 || lo > hi) {
        throw new IllegalArgumentException(
            "item '"
                + name
                + "' has multiplicity ["
                + lo
                + ", "
                + hi
                + "]: give 0 <= lo"
                + " <= hi and hi >= 1 (an item no option may cover would forbid all its options)");
      }
      declare(name, true);
      declaredBounds.set(declaredBounds.size() - 1, new int[] {lo, hi});
      return this;
    }

    public Builder secondary(String... items) {
      for (String name : items) {
        declare(name, false);
      }
      return this;
    }

    public Builder secondary(List<String> items) {
      return secondary(items.toArray(new String[0]));
    }

    /**
     * Adds an option given by its item names; a secondary item may be written {@code name:colour}
     * (DLX2). Checks them at once: unknown, repeated, a colour on a primary item or an empty one
     * ({@link BadItemException}, naming the item's place), no primary item ({@link
     * NoPrimaryItemException}).
     */
    public Builder option(String... items) {
      if (items.length == 0) {
        throw new IllegalArgumentException("an option must hold at least one item");
      }
      int[] option = new int[items.length];
      int[] colour = null;
      boolean hasPrimary = false;
      for (int i = 0; i < items.length; i++) {
        int colon = items[i].indexOf(':');
        String name = colon < 0 ? items[i] : items[i].substring(0, colon);
        Integer id = declarationOf.get(name);
        if (id == null) {
          throw new BadItemException(
              i,
              "unknown item '"
                  + name
                  + "' in option '"
                  + String.join(" ", items)
                  + "': declare it first");
        }
        for (int j = 0; j < i; j++) {
          if (option[j] == id) {
            throw new BadItemException(
                i,
                "item '"
                    + name
                    + "' appears twice in option '"
                    + String.join(" ", items)
                    + "': an option is a set of items, and an item has at most one colour in it");
          }
        }
        option[i] = id;
        hasPrimary |= declaredPrimary.get(id);
        if (colon >= 0) {
          if (colour == null) {
            colour = new int[items.length];
          }
          colour[i] = colourNumber(items, i, name, items[i].substring(colon + 1));
        }
      }
      if (!hasPrimary) {
        throw new NoPrimaryItemException(
            "option '"
                + String.join(" ", items)
                + "' has no primary item, so "
                + "Algorithm X could never choose it: add a primary item or drop the option");
      }
      options.add(option);
      optionColours.add(colour);
      return this;
    }

    /** The number of colour {@code colour} given to item {@code name}, the i-th of the option. */
    private int colourNumber(String[] items, int i, String name, String colour) {
      if (declaredPrimary.get(declarationOf.get(name))) {
        throw new BadItemException(
            i,
            "primary item '"
                + name
                + "' has a colour ('"
                + items[i]
                + "'): only secondary items take colours (write it after the '|' of the item line)");
      }
      boolean malformed = colour.isEmpty();
      for (int k = 0; k < colour.length(); k++) {
        char c = colour.charAt(k);
        malformed |= Character.isWhitespace(c) || c == '|' || c == ':';
      }
      if (malformed) {
        throw new BadItemException(
            i,
            "malformed colour in '"
                + items[i]
                + "': write name:colour, the colour one or more characters other than ':' and '|'");
      }
      Integer number = colourOf.get(colour);
      if (number == null) {
        colourNames.add(colour);
        number = colourNames.size();
        colourOf.put(colour, number);
      }
      return number;
    }

    /** A mistake in one item of an option: {@link #index} is its place in the option (0-based). */
    public static final class BadItemException extends IllegalArgumentException {
      private static final long serialVersionUID = 1L;
      private final int index;

      BadItemException(int index, String message) {
        super(message);
        this.index = index;
      }

      /** The place of the faulty item in the option, counted from 0. */
      public int index() {
        return index;
      }
    }

    /** An option made only of secondary items: no search could ever choose it. */
    public static final class NoPrimaryItemException extends IllegalArgumentException {
      private static final long serialVersionUID = 1L;

      NoPrimaryItemException(String message) {
        super(message);
      }
    }

    public Builder option(List<String> items) {
      return option(items.toArray(new String[0]));
    }

    public ExactCover build() {
      // final numbering: primary items first, then secondary, each in declaration order
      int[] indexOfDeclaration = new int[declaredNames.size()];
      List<String> names = new ArrayList<>(declaredNames.size());
      for (boolean primaryPass : new boolean[] {true, false}) {
        for (int id = 0; id < declaredNames.size(); id++) {
          if (declaredPrimary.get(id) == primaryPass) {
            indexOfDeclaration[id] = names.size();
            names.add(declaredNames.get(id));
          }
        }
      }
      int primaryCount = (int) declaredPrimary.stream().filter(b -> b).count();
      Map<String, Integer> index = new HashMap<>();
      int[] lower = new int[names.size()];
      int[] upper = new int[names.size()];
      for (int id = 0; id < declaredNames.size(); id++) {
        lower[indexOfDeclaration[id]] = declaredBounds.get(id)[0];
        upper[indexOfDeclaration[id]] = declaredBounds.get(id)[1];
      }
      for (int i = 0; i < names.size(); i++) {
        index.put(names.get(i), i);
      }
      int[][] built = new int[options.size()][];
      boolean coloured = false;
      for (int k = 0; k < built.length; k++) {
        int[] option = options.get(k).clone();
        for (int j = 0; j < option.length; j++) {
          option[j] = indexOfDeclaration[option[j]];
        }
        built[k] = option;
        coloured |= optionColours.get(k) != null;
      }
      int[][] colours = null;
      if (coloured) {
        for (int i = 0; i < primaryCount; i++) {
          if (lower[i] != 1 || upper[i] != 1) {
            throw new IllegalArgumentException(
                "item '"
                    + names.get(i)
                    + "' has a multiplicity and the options have colours: this solver handles"
                    + " either (Algorithm M or C), not both (Knuth's DLX3 does)");
          }
        }
        colours = new int[built.length][];
        for (int k = 0; k < built.length; k++) {
          int[] c = optionColours.get(k);
          colours[k] = c == null ? new int[built[k].length] : c.clone();
        }
      }
      return new ExactCover(
          Collections.unmodifiableList(names),
          primaryCount,
          lower,
          upper,
          built,
          colours,
          List.copyOf(colourNames),
          index);
    }

    private void declare(String name, boolean isPrimary) {
      if (name == null || name.isEmpty()) {
        throw new IllegalArgumentException("an item name must not be empty");
      }
      for (int i = 0; i < name.length(); i++) {
        char c = name.charAt(i);
        if (Character.isWhitespace(c) || c == '|' || c == ':') {
          throw new IllegalArgumentException(
              "item name '"
                  + name
                  + "' contains '"
                  + c
                  + "': names are made of printable characters other than '|' and ':'");
        }
      }
      if (declarationOf.putIfAbsent(name, declaredNames.size()) != null) {
        throw new IllegalArgumentException(
            "item '" + name + "' is declared twice: item names must be distinct");
      }
      declaredNames.add(name);
      declaredPrimary.add(isPrimary);
      declaredBounds.add(new int[] {isPrimary ? 1 : 0, 1});
    }
  }
}
