package org.nqueenslab.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Progress follows standard error, as the launcher reports it: {@code nqueens count -n 17 >
 * out.txt} at a terminal showed none, since Java 17's console needs standard output to be one too.
 */
class TerminalTest {
  @AfterEach
  void forget() {
    System.clearProperty(Terminal.PROPERTY);
  }

  @Test
  void progressIsShownWhereTheLauncherSaysStandardErrorIsATerminal() {
    ProgressOption byDefault = new ProgressOption();
    System.setProperty(Terminal.PROPERTY, "true");
    assertTrue(byDefault.show());
    System.setProperty(Terminal.PROPERTY, "false");
    assertFalse(byDefault.show());
    ProgressOption asked = new ProgressOption();
    asked.progress = true;
    assertTrue(asked.show(), "--progress, whatever standard error is");
  }
}
