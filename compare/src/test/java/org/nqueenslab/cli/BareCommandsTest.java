package org.nqueenslab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The command lines answered without picocli print what picocli's parsed commands print. */
class BareCommandsTest {

  @ParameterizedTest
  @ValueSource(strings = {"--version", "-V", "engines"})
  void aBareCommandPrintsWhatItsParsedTwinPrints(String command) {
    assertTrue(BareCommands.handles(command));
    StringWriter bare = new StringWriter();
    BareCommands.run(new PrintWriter(bare), command);
    Cli parsed = Cli.run(command);
    assertEquals(0, parsed.exitCode(), parsed.err());
    assertFalse(bare.toString().isEmpty());
    assertEquals(parsed.out(), bare.toString());
  }

  @ParameterizedTest
  @ValueSource(strings = {"engines --format json", "engines --help", "--version count", "count"})
  void anythingMoreGoesThroughTheParser(String line) {
    assertFalse(BareCommands.handles(line.split(" ")));
  }
}
