package org.nqueenslab.testing;

import java.util.Optional;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.TestWatcher;

/**
 * Prints every skipped test and why on the build's console: surefire counts skips there and keeps
 * their reasons only in its XML reports, so "Skipped: 3" never said that Chromium or MiniZinc was
 * missing. Registered for every test of a module by its service file and JUnit's extension
 * auto-detection (the root pom turns it on).
 */
public final class SkipReasons implements TestWatcher {
  @Override
  public void testDisabled(ExtensionContext context, Optional<String> reason) {
    print(context, reason.orElse("disabled"));
  }

  @Override
  public void testAborted(ExtensionContext context, Throwable cause) {
    print(context, cause == null || cause.getMessage() == null ? "aborted" : cause.getMessage());
  }

  private static void print(ExtensionContext context, String why) {
    // JUnit's own assumption message starts "Assumption failed: "; the reason is what follows
    String reason = why.replaceFirst("^Assumption failed: (assumption is not true: )?", "");
    System.out.println(
        "[SKIPPED] "
            + context.getRequiredTestClass().getSimpleName()
            + "."
            + context.getRequiredTestMethod().getName()
            + ": "
            + reason.strip().replace('\n', ' '));
  }
}
