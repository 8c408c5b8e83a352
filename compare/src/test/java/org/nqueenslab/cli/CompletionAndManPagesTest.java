package org.nqueenslab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** The command line's own conventions: shell completion and a man page per command. */
class CompletionAndManPagesTest {
  @TempDir Path dir;

  @Test
  void bashCompletesCommandsOptionsAndValues() throws Exception {
    Cli r = Cli.run("completion", "bash");
    assertEquals(0, r.exitCode(), r.err());
    Assumptions.assumeTrue(Files.isExecutable(Path.of("/bin/bash")), "skipped: no /bin/bash");
    Path script = dir.resolve("nqueens.bash");
    Files.writeString(script, r.out());
    assertEquals("report", complete(script, "nqueens", "rep"));
    assertEquals(
        "--animate --animate-piece --animate-n", complete(script, "nqueens", "report", "--ani"));
    assertEquals("bash zsh", complete(script, "nqueens", "completion", ""));
    assertEquals("--engines", complete(script, "nqueens", "compare", "--engi"));
    assertEquals("dlx", complete(script, "nqueens", "count", "--engine", "dl"));
    assertEquals(
        "choco cpsat construct clasp", complete(script, "nqueens", "bench", "--engines", "c"));
    // enum values as they are typed and documented, not as the constants are named
    assertEquals("csv", complete(script, "nqueens", "count", "--format", "c"));
    assertEquals("count first enumerate", complete(script, "nqueens", "bench", "--mode", ""));
    assertEquals("--mode", complete(script, "nqueens", "bench", "--mod"), "options stay offered");
    // the pieces by name, and the engines a report animates
    assertEquals("knight", complete(script, "nqueens", "count", "--piece", "kn"));
    assertEquals("chancellor camel", complete(script, "nqueens", "solve", "--piece", "c"));
    assertEquals("wirth", complete(script, "nqueens", "report", "--animate", "wi"));
  }

  @Test
  void zshGetsTheScriptThatSwitchesOnItsBashEmulation() {
    Cli r = Cli.run("completion", "zsh");
    assertEquals(0, r.exitCode(), r.err());
    assertTrue(r.out().contains("bashcompinit"), "zsh runs the bash script through bashcompinit");
    assertEquals(Cli.run("completion", "bash").out(), r.out());
  }

  @Test
  void anUnknownShellIsOneLine() {
    Cli r = Cli.run("completion", "fish");
    assertEquals(ExitCodes.BAD_INPUT, r.exitCode());
    assertEquals(1, r.err().lines().count(), r.err());
  }

  @Test
  void aManPagePerCommandWithAWholeSynopsis() throws IOException {
    ManPages.main(new String[] {dir.toString()});
    CommandLine root = Main.commandLine();
    assertTrue(Files.exists(dir.resolve("nqueens.adoc")));
    int pages = 0;
    for (String name : root.getSubcommands().keySet()) {
      Path page = dir.resolve("nqueens-" + name + ".adoc");
      assertTrue(Files.exists(page), "no man page for " + name);
      String text = Files.readString(page);
      assertTrue(text.contains("= nqueens-" + name + "(1)"), text);
      String synopsis =
          text.substring(
              text.indexOf("== Synopsis"), text.indexOf("// end::", text.indexOf("== Synopsis")));
      assertEquals(1, synopsis.strip().lines().filter(l -> l.startsWith("*nqueens")).count());
      assertFalse(synopsis.contains("]_"), "a label Asciidoctor would misread: " + synopsis);
      pages++;
    }
    assertTrue(pages >= 12, pages + " pages");
  }

  /** What the completion script offers for the words typed, the last one being completed. */
  private static String complete(Path script, String... words) throws Exception {
    StringBuilder array = new StringBuilder();
    for (String w : words) {
      array.append(" '").append(w).append('\'');
    }
    String line = String.join(" ", words);
    String program =
        "source '"
            + script
            + "' 2>/dev/null; COMP_WORDS=("
            + array
            + "); COMP_CWORD="
            + (words.length - 1)
            + "; COMP_LINE='"
            + line
            + "'; COMP_POINT=${#COMP_LINE}; _complete_nqueens 2>/dev/null; echo \"${COMPREPLY[*]}\"";
    Process p = new ProcessBuilder("/bin/bash", "-c", program).redirectErrorStream(true).start();
    assertTrue(p.waitFor(30, TimeUnit.SECONDS), "bash did not finish");
    return new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
  }
}
