package org.nqueenslab.cp;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.nqueenslab.problem.LeapPairs;
import org.nqueenslab.problem.LineSegments;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;

/**
 * The Boolean board's constraints for several kinds of pieces at once (the seed's queens and
 * knights problem), derived for both constraint engines from the model of each kind alone ({@link
 * Problem#kind}): a 0/1 variable per square and kind, and groups of squares (a rider's line
 * segment, a leap pair) each with the kinds that attack along it. A piece of an attacking kind on
 * one square of a group leaves the group's other squares empty; pieces of other kinds may share it
 * (two knights on a rank). When every kind attacks along a group, the group simply holds at most
 * one piece.
 *
 * @param groups every group of two or more squares that can hold a piece, segments first
 */
public record MixedConstraints(List<Group> groups) {

  /**
   * Squares along which the kinds in {@code attackers} (indices into {@link Problem#kinds}) attack:
   * one of them on a square forbids every piece on the others.
   */
  public record Group(List<Square> squares, BitSet attackers) {
    public Group {
      squares = List.copyOf(squares);
      attackers = (BitSet) attackers.clone();
    }

    /** True when every one of {@code kinds} kinds attacks along the group: at most one piece. */
    public boolean allAttack(int kinds) {
      return attackers.cardinality() == kinds;
    }
  }

  /** The groups of a mixed problem. */
  public static MixedConstraints of(Problem p) {
    int kinds = p.kinds().size();
    Map<List<Square>, BitSet> groups = new LinkedHashMap<>();
    for (int k = 0; k < kinds; k++) {
      Problem alone = p.kind(k);
      for (LineSegments.Segment segment : LineSegments.of(alone).all()) {
        if (segment.queenSquares().size() > 1) {
          groups.computeIfAbsent(segment.queenSquares(), s -> new BitSet()).set(k);
        }
      }
    }
    for (int k = 0; k < kinds; k++) {
      for (LeapPairs.Pair pair : LeapPairs.of(p.kind(k))) {
        groups.computeIfAbsent(List.of(pair.first(), pair.second()), s -> new BitSet()).set(k);
      }
    }
    List<Group> all = new ArrayList<>();
    groups.forEach((squares, attackers) -> all.add(new Group(squares, attackers)));
    return new MixedConstraints(List.copyOf(all));
  }
}
