package org.nqueenslab.cluster;

import java.time.Duration;
import java.util.List;
import java.util.function.Consumer;
import org.nqueenslab.engine.Cancellation;
import org.nqueenslab.split.Part;
import org.nqueenslab.split.PartCount;

/** Where a count's parts are counted: this process's threads, or the members of a cluster. */
public interface PartRunner extends AutoCloseable {

  /**
   * Counts {@code parts}, handing each answer to {@code onDone} (one call at a time) as it arrives,
   * and returns once every part is answered, the time limit has passed or {@code cancellation} is
   * set. An answer may be partial (its status says so); a part may be left unanswered when the run
   * stops.
   *
   * @throws Abandoned when the runner can count no more parts
   * @param sizes each part's estimated size (any unit), for batching parts of similar work
   */
  void run(
      List<Part> parts,
      double[] sizes,
      Duration timeLimit,
      Cancellation cancellation,
      Consumer<PartCount> onDone);

  /** How many times each part is counted (2 with redundancy, on two different members). */
  default int copies() {
    return 1;
  }

  /** Where the parts run, for the result's note: "4 threads", "cluster 'lab': 3 members". */
  String describe();

  /** The parts counted at once: this process's threads, or all the members' (0: none left). */
  default int threads() {
    return 1;
  }

  @Override
  default void close() {}

  /**
   * Thrown by {@link #run} when no part can be counted any more (a cluster whose members left): the
   * answers handed over so far stand, and the message says why and what to do.
   */
  final class Abandoned extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public Abandoned(String why) {
      super(why);
    }
  }
}
