package org.nqueenslab.cpsat;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class OrToolsNativeTest {

  @Test
  void aLoadFailureIsOneLineNamingThePlatformAndTheCause() {
    String line =
        OrToolsNative.describeFailure(
            new UnsatisfiedLinkError(
                "/tmp/ortools-java123/libjniortools.so: failed to map segment\nfrom shared object"));
    assertFalse(line.contains("\n"), line);
    assertTrue(line.contains(System.getProperty("os.arch")), line);
    assertTrue(line.contains("failed to map segment from shared object"), line);
    assertTrue(line.contains("other engines work"), line);
  }

  @Test
  void aMissingJarIsOneLine() {
    String line =
        OrToolsNative.describeFailure(new NoClassDefFoundError("com/google/ortools/Loader"));
    assertFalse(line.contains("\n"), line);
    assertTrue(line.contains("not on the class path"), line);
  }
}
