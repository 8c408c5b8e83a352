package org.nqueenslab.engine;

import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Collectors;
import org.nqueenslab.problem.Problem;

/**
 * What an engine supports: modes, problem features and the largest board side it accepts. {@link
 * #whyUnsupported} turns a mismatch into one clear line naming the engine and the feature.
 */
public record Capabilities(Set<Mode> modes, Set<Feature> features, int maxSize) {

  public Capabilities {
    modes = Set.copyOf(modes);
    features = Set.copyOf(features);
  }

  public static Capabilities of(Set<Mode> modes, int maxSize, Feature... features) {
    EnumSet<Feature> set = EnumSet.noneOf(Feature.class);
    set.addAll(Set.of(features));
    return new Capabilities(modes, set, maxSize);
  }

  /**
   * Every mode and every problem of one kind of piece on boards up to {@code maxSize}, threads and
   * fundamental counts included; only listing fundamental solutions left out: what the general
   * engines take.
   */
  public static Capabilities everyProblem(int maxSize) {
    return new Capabilities(
        EnumSet.allOf(Mode.class),
        EnumSet.complementOf(
            EnumSet.of(Feature.UNIQUE_LISTING, Feature.MIXED_PIECES, Feature.DOMINATION)),
        maxSize);
  }

  /**
   * Every mode and every problem of one kind of piece on boards up to {@code maxSize}, on one
   * thread and without fundamental counts: what the engines that call a whole solver per solution
   * take (sat, mip, zdd, clasp), adding what they state beyond with {@link #with}.
   */
  public static Capabilities oneThreadEveryProblem(int maxSize) {
    return new Capabilities(
        EnumSet.allOf(Mode.class),
        EnumSet.complementOf(
            EnumSet.of(
                Feature.UNIQUE,
                Feature.UNIQUE_LISTING,
                Feature.MIXED_PIECES,
                Feature.THREADS,
                Feature.DOMINATION)),
        maxSize);
  }

  /**
   * One line refusing a count or a listing beyond the largest side an engine lists solutions on
   * ({@code how}: what it pays per solution).
   */
  public static String listingLimit(String engine, String how, int largest, Problem problem) {
    return "engine '"
        + engine
        + "' counts and lists by "
        + how
        + ", on boards up to "
        + largest
        + " x "
        + largest
        + (problem.hasOneQueenPerRank() ? "" : " where ranks may hold no piece or several")
        + ", got "
        + problem.describe()
        + ": ask it for a first solution (solve), or count with another engine";
  }

  /** These capabilities and {@code more}. */
  public Capabilities with(Feature more) {
    EnumSet<Feature> all = EnumSet.of(more);
    all.addAll(features);
    return new Capabilities(modes, all, maxSize);
  }

  public boolean supports(Feature feature) {
    return features.contains(feature);
  }

  /** The features a problem and request need. */
  public static Set<Feature> required(Problem p, Request r) {
    EnumSet<Feature> need = EnumSet.noneOf(Feature.class);
    if (p.torus()) {
      need.add(Feature.TORUS);
    }
    if (!p.pawns().isEmpty()) {
      need.add(Feature.PAWNS);
    }
    if (!p.holes().isEmpty()) {
      need.add(Feature.HOLES);
    }
    if (!p.fixed().isEmpty()) {
      need.add(Feature.FIXED_QUEENS);
    }
    if (!p.isSquare()) {
      need.add(Feature.RECTANGULAR);
    }
    if (p.isMixed()) {
      need.add(Feature.MIXED_PIECES);
    } else if (!p.piece().isQueen()) {
      need.add(Feature.PIECES);
    }
    if (p.queens() != Math.min(p.rows(), p.cols())) {
      need.add(Feature.OTHER_QUEEN_COUNTS);
    }
    if (p.rule() != org.nqueenslab.problem.Rule.INDEPENDENT) {
      need.add(Feature.DOMINATION);
    }
    if (r.symmetry() == SymmetryMode.UNIQUE) {
      need.add(Feature.UNIQUE);
      if (r.mode() != Mode.COUNT) {
        need.add(Feature.UNIQUE_LISTING);
      }
    }
    return need;
  }

  /**
   * Null when supported, else one line naming the engine and what it cannot do (the command line
   * adds which engines can).
   */
  public String whyUnsupported(String engine, Problem p, Request r) {
    if (!modes.contains(r.mode())) {
      return "engine '"
          + engine
          + "' cannot "
          + r.mode().action()
          + " (it can: "
          + modes.stream().sorted().map(Mode::action).collect(Collectors.joining(", "))
          + ")";
    }
    int side = Math.max(p.rows(), p.cols());
    if (side > maxSize) {
      return "engine '"
          + engine
          + "' handles boards up to "
          + maxSize
          + " x "
          + maxSize
          + ", got "
          + p.rows()
          + " x "
          + p.cols();
    }
    for (Feature f : required(p, r)) {
      if (!features.contains(f)) {
        return "engine '" + engine + "' does not support " + f.description();
      }
    }
    return null;
  }
}
