package org.nqueenslab.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The registry: the toolkit's engines in code, others by file, each listed once. */
class EnginesTest {

  /**
   * The test class path holds a registration file naming bitmask and dlx again (as an old build
   * tree's classes do): they are still listed once, where the built-in list puts them.
   */
  @Test
  void aBuiltInEngineRegisteredAgainByFileIsListedOnce() {
    List<String> names = Engines.all().stream().map(Engine::name).toList();
    assertEquals(names.size(), new HashSet<>(names).size(), "each name once: " + names);
    assertEquals(List.of("bitmask", "dlx"), names.subList(0, 2));
    assertSame(Engines.find("dlx").orElseThrow(), Engines.all().get(1));
  }
}
