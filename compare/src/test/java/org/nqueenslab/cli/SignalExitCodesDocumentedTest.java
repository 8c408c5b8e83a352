package org.nqueenslab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import org.junit.jupiter.api.Test;

/**
 * The exit codes a signal gives are documented where a user or a supervisor looks: README's table
 * and {@code worker --help} (exit 143 on SIGTERM was undocumented, the audit of 2026-11-29).
 */
class SignalExitCodesDocumentedTest {
  @Test
  void readmeAndWorkerHelpNameTheSignalsExitCodes() throws Exception {
    String readme = Files.readString(DocumentationLinksTest.ROOT.resolve("README.md"));
    assertTrue(readme.contains("| `130`, `143` |"), "README's exit codes name 130 and 143");
    Cli help = Cli.run("worker", "--help");
    assertEquals(0, help.exitCode(), help.err());
    assertTrue(
        help.out()
            .replaceAll("\\s+", " ")
            .contains("130 stopped by Ctrl-C, 143 stopped by SIGTERM"),
        help.out());
  }
}
