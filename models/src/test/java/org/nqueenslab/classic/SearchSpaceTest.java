package org.nqueenslab.classic;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;

/** The search-space sizes the encyclopedia and Rolfe quote for n = 8, as printed there. */
class SearchSpaceTest {

  @Test
  void eightByEightFiguresAsPublished() {
    assertEquals(new BigInteger("281474976710656"), SearchSpace.blindPlacements(8)); // 64^8 = 2^48
    assertEquals(BigInteger.TWO.pow(48), SearchSpace.blindPlacements(8));
    assertEquals(new BigInteger("178462987637760"), SearchSpace.orderedPlacements(8)); // 64!/56!
    assertEquals(new BigInteger("4426165368"), SearchSpace.squareSets(8)); // C(64, 8)
    assertEquals(new BigInteger("16777216"), SearchSpace.onePerRank(8)); // 8^8 = 2^24
    assertEquals(new BigInteger("40320"), SearchSpace.permutations(8)); // 8!
  }

  @Test
  void smallBoardsByHand() {
    // 2 x 2: 4^2 = 16 blind, 4 * 3 = 12 ordered, C(4, 2) = 6 sets, 2^2 = 4 per rank, 2! = 2
    // permutations.
    assertEquals(BigInteger.valueOf(16), SearchSpace.blindPlacements(2));
    assertEquals(BigInteger.valueOf(12), SearchSpace.orderedPlacements(2));
    assertEquals(BigInteger.valueOf(6), SearchSpace.squareSets(2));
    assertEquals(BigInteger.valueOf(4), SearchSpace.onePerRank(2));
    assertEquals(BigInteger.valueOf(2), SearchSpace.permutations(2));
  }
}
