package org.nqueenslab.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** A part's solutions show in the whole run's progress as they are found, weighed by the part. */
class ProgressPartTest {
  @Test
  void aPartsSolutionsCountItsWeightInTheWholeAndItsNodesOnce() {
    Progress whole = new Progress();
    Progress mirrored = whole.part(2); // a part standing for its mirror image too
    Progress plain = whole.part(1);
    mirrored.addSolutions(3);
    plain.addSolutions(5);
    mirrored.addNodes(100);
    plain.addNodes(10);
    assertEquals(3, mirrored.solutions());
    assertEquals(5, plain.solutions());
    assertEquals(2 * 3 + 5, whole.solutions());
    assertEquals(110, whole.nodes());
    mirrored.setUnitsTotal(7); // a part's units are its own
    assertEquals(0, whole.unitsTotal());
  }
}
