package org.nqueenslab.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.nqueenslab.problem.BadInputException;

class RequestChecksTest {

  @Test
  void smallHeapsAreNamedInMegabytesSoNeedAndAvailableDiffer() {
    // the audit's qs3 at -Xmx96m read "needs about 0.1 GB ... only 0.1 GB is available"
    assertEquals("96 MB", RequestChecks.size(96.0 * (1 << 20)));
    assertEquals("120 MB", RequestChecks.size(120.0 * (1 << 20)));
    assertEquals("2.5 GB", RequestChecks.size(2.5 * (1 << 30)));
  }

  @Test
  void aHeapNeedAboveWhatIsAvailableSaysHowMuchAndHowToGiveIt() {
    BadInputException e =
        assertThrows(
            BadInputException.class, () -> RequestChecks.heap("this", 1e15, "choose a smaller n"));
    assertTrue(e.getMessage().startsWith("this needs about "), e.getMessage());
    assertTrue(e.getMessage().contains("NQUEENS_JAVA_OPTS=-Xmx"), e.getMessage());
    RequestChecks.heap("a little", 1000, "nothing"); // passes
  }

  @Test
  void threadCountsAreBounded() {
    assertEquals(2, RequestChecks.threads(2));
    assertThrows(BadInputException.class, () -> RequestChecks.threads(0));
    assertThrows(
        BadInputException.class, () -> RequestChecks.threads(RequestChecks.MAX_THREADS + 1));
  }
}
