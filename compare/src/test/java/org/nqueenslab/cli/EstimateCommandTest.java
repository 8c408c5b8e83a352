package org.nqueenslab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * {@code nqueens estimate}, and the warning before a count that would outlast an hour (shown with
 * the progress, to a person watching).
 */
class EstimateCommandTest {

  @Test
  void estimatePrintsNodesWithTheirSpreadAndATime() {
    Cli c = Cli.run("estimate", "-n", "12", "--probes", "2000");
    assertEquals(ExitCodes.OK, c.exitCode(), c.err());
    assertTrue(c.out().contains("nodes (standard error"), c.out());
    assertTrue(c.out().contains("nodes/s per thread"), c.out());
    assertTrue(
        c.out().contains("the default count (bitmask, border constellations) on"),
        "a classic board also gets the default count's time: " + c.out());
    Cli torus = Cli.run("estimate", "-n", "12", "--torus", "--probes", "200");
    assertEquals(ExitCodes.OK, torus.exitCode(), torus.err());
    assertTrue(!torus.out().contains("border constellations"), "not for a torus: " + torus.out());
    assertTrue(c.out().contains("(bitmask:method=halving)"), c.out());
    // mirror halving refuses a torus: its time is the engine's rank search's
    assertTrue(torus.out().contains("(bitmask, its rank search)"), torus.out());
    // one probe has no spread: it said "standard error 0.0, 1 probes", as if exact
    Cli one = Cli.run("estimate", "-n", "12", "--probes", "1");
    assertEquals(ExitCodes.OK, one.exitCode(), one.err());
    assertTrue(
        one.out().contains("nodes (1 probe, no standard error without a second one)"), one.out());
  }

  @Test
  void aProblemTheEstimatorDoesNotWalkIsOneLineExit2() {
    Cli c = Cli.run("estimate", "-n", "8", "--pawns", "c3", "--queens", "9");
    assertEquals(ExitCodes.BAD_INPUT, c.exitCode(), c.out() + c.err());
    assertEquals(1, c.err().strip().lines().count(), c.err());
  }

  @Test
  void aCountOfHoursIsWarnedAboutBeforeItStarts() {
    Cli c = Cli.run("count", "-n", "30", "--time-limit", "200ms", "--progress");
    assertEquals(ExitCodes.INCOMPLETE, c.exitCode());
    assertTrue(c.err().startsWith("warning: 30 x 30 has about"), c.err());
    // the default count's own search, not the rank-by-rank tree it does not walk
    assertTrue(c.err().contains("nodes of search by border constellations"), c.err());
    Cli halving =
        Cli.run(
            "count",
            "-n",
            "30",
            "--engine",
            "bitmask:method=halving",
            "--time-limit",
            "200ms",
            "--progress");
    assertTrue(halving.err().contains("nodes of rank-by-rank search"), halving.err());
    // compare refuses such a board, sized by the search its engines run: the constellations' for
    // the bitmask engine alone (its total and fundamental counts), else the rank-by-rank tree
    Cli compareBitmask = Cli.run("compare", "-n", "30", "--engines", "bitmask");
    assertEquals(ExitCodes.BAD_INPUT, compareBitmask.exitCode(), compareBitmask.err());
    assertTrue(
        compareBitmask.err().contains("nodes of search by border constellations")
            && compareBitmask.err().contains(" for 2 counts on "),
        compareBitmask.err());
    // an engine named that takes no board this large (mip counts up to 10 x 10) changes nothing
    Cli withMip = Cli.run("compare", "-n", "30", "--engines", "bitmask,mip");
    assertTrue(withMip.err().contains("nodes of search by border constellations"), withMip.err());
    Cli compareAll = Cli.run("compare", "-n", "30", "--engines", "bitmask,dlx");
    assertEquals(ExitCodes.BAD_INPUT, compareAll.exitCode(), compareAll.err());
    assertTrue(compareAll.err().contains("nodes of rank-by-rank search"), compareAll.err());
    Cli huge = Cli.run("count", "-n", "50", "--time-limit", "200ms", "--progress");
    assertTrue(huge.err().startsWith("warning: no count of a board this large"), huge.err());
    Cli small = Cli.run("count", "-n", "10", "--progress");
    assertTrue(!small.err().contains("warning"), small.err());
  }
}
