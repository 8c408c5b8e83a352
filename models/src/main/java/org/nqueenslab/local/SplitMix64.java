package org.nqueenslab.local;

/**
 * A small, fast, seeded random generator (Steele, Lea and Flood's SplitMix64, 2014) with unbiased
 * bounded draws (Lemire's multiply-and-reject, 2019). The local searches draw several random
 * numbers per queen, so the generator must be cheap, and it must give the same stream for the same
 * seed on every JVM: java.util.Random is slower and ThreadLocalRandom cannot be seeded.
 */
final class SplitMix64 {
  private long state;

  SplitMix64(long seed) {
    this.state = seed;
  }

  long nextLong() {
    long z = (state += 0x9E3779B97F4A7C15L);
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  /**
   * Uniform in [0, bound), bound >= 1: a 32x32-bit product, redrawn in the rare biased low zone.
   */
  int nextInt(int bound) {
    long m = (nextLong() >>> 32) * bound;
    long low = m & 0xFFFFFFFFL;
    if (low < bound) {
      long threshold = (0x100000000L - bound) % bound;
      while (low < threshold) {
        m = (nextLong() >>> 32) * bound;
        low = m & 0xFFFFFFFFL;
      }
    }
    return (int) (m >>> 32);
  }

  /** True with probability 1/2. */
  boolean nextBoolean() {
    return nextLong() < 0;
  }
}
