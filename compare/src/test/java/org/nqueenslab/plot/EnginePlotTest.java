package org.nqueenslab.plot;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import org.junit.jupiter.api.Test;

/**
 * A log axis spans whole decades, so it has two labels at least (XChart labels powers of ten only)
 * and never crowds labels between them (800, 900 and 1,000 were written over each other).
 */
class EnginePlotTest {
  @Test
  void theAxisSpansTheDecadesAroundTheValues() {
    assertArrayEquals(new double[] {1, 10}, EnginePlot.enclosingDecades(1.6, 8.6), 1e-12);
    assertArrayEquals(new double[] {100, 10_000}, EnginePlot.enclosingDecades(180, 2050), 1e-9);
    assertArrayEquals(new double[] {0.01, 1}, EnginePlot.enclosingDecades(0.015, 0.9), 1e-12);
    // a value on a power of ten is its own bound; a single value still gets a decade
    assertArrayEquals(new double[] {100, 1000}, EnginePlot.enclosingDecades(100, 1000), 1e-9);
    assertArrayEquals(new double[] {100, 1000}, EnginePlot.enclosingDecades(100, 100), 1e-9);
  }
}
