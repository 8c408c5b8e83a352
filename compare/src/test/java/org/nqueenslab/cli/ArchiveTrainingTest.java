package org.nqueenslab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class ArchiveTrainingTest {

  /** A failing command would leave the launcher without its archive: each one must succeed. */
  @Test
  void everyRecordedCommandSucceeds() {
    assertEquals(ExitCodes.OK, ArchiveTraining.run(true));
  }

  /** The commands issue 21 times are among those recorded. */
  @Test
  void theTimedCommandsAreRecorded() {
    List<List<String>> recorded = Arrays.stream(ArchiveTraining.COMMANDS).map(List::of).toList();
    for (List<String> timed :
        List.of(List.of("count", "-n", "8"), List.of("--version"), List.of("engines"))) {
      assertEquals(true, recorded.contains(timed), timed + " in " + recorded);
    }
  }
}
