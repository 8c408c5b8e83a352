package org.nqueenslab.dancinglinks;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.nqueenslab.problem.LineSegments;
import org.nqueenslab.problem.LineSegments.Direction;
import org.nqueenslab.problem.LineSegments.Segment;

/**
 * The item names of a board's line segments, after Knuth's 8-queens items (TAOCP 7.2.2.1): ranks
 * {@code r<i>}, files {@code c<j>}, {@code a<i+j>} and {@code b<i-j>} (0-based: {@link
 * Direction#ANTI_DIAGONAL} and {@link Direction#DIAGONAL}, numbered mod n on a torus), with {@code
 * .k} for the k-th segment along a line that has several: {@code r3.0 r3.1} for the rank cut by a
 * pawn on d4. Another rider's lines are named by their step, {@code l1p2_<index>} for the
 * nightrider's (1, 2).
 */
final class SegmentNames {
  /**
   * By identity: each segment is one instance of the LineSegments named; a record's hash would walk
   * its squares.
   */
  private final Map<Segment, String> names = new IdentityHashMap<>();

  SegmentNames(LineSegments segments) {
    for (Direction d : segments.directions()) {
      for (List<Segment> line : segments.lines(d)) {
        for (int k = 0; k < line.size(); k++) {
          names.put(line.get(k), line(line.get(k)) + (line.size() == 1 ? "" : "." + k));
        }
      }
    }
  }

  /** The name of a segment of the LineSegments these names were made from. */
  String of(Segment s) {
    return names.get(s);
  }

  /** The name of a segment's whole line: {@code r3} for both {@code r3.0} and {@code r3.1}. */
  static String line(Segment s) {
    Direction d = s.direction();
    String prefix =
        d.equals(Direction.RANK)
            ? "r"
            : d.equals(Direction.FILE)
                ? "c"
                : d.equals(Direction.ANTI_DIAGONAL)
                    ? "a"
                    : d.equals(Direction.DIAGONAL)
                        ? "b"
                        // another rider's step, one letter for it (l, then 0-9a-r), to stay
                        // within Knuth's 8-character names
                        : "l" + Integer.toString(d.dRank() * 7 + d.dFile() + 3, 36);
    return prefix + s.line();
  }
}
