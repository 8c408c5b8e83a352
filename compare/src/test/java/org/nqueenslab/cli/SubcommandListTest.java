package org.nqueenslab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;

/**
 * The command line built for one command ({@link Main#commandLineFor}) behaves as the whole one
 * does for that command, and the whole one still holds every command.
 */
class SubcommandListTest {

  @Test
  void theWholeCommandLineHoldsEveryCommandUnderTheNameItsClassDeclares() {
    List<String> names = new ArrayList<>();
    for (Main.Subcommand s : Main.Subcommand.values()) {
      names.add(s.commandName());
      assertEquals(
          s.commandName(),
          s.type.getAnnotation(CommandLine.Command.class).name(),
          "the constant's name is the command's");
    }
    assertEquals(names, List.copyOf(Main.commandLine().getSubcommands().keySet()));
  }

  @ParameterizedTest
  @EnumSource(
      value = Main.Subcommand.class,
      names = {"COMPLETION", "HELP"},
      mode = EnumSource.Mode.EXCLUDE)
  void aCommandAloneHasTheUsageItHasAmongAll(Main.Subcommand s) {
    String name = s.commandName();
    CommandLine alone = Main.commandLineFor(name, "--help");
    assertEquals(List.of(name), List.copyOf(alone.getSubcommands().keySet()));
    assertEquals(
        Main.commandLine().getSubcommands().get(name).getUsageMessage(),
        alone.getSubcommands().get(name).getUsageMessage());
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "--help", "-h count", "cont -n 8", "help count", "completion bash"})
  void helpSuggestionsAndCompletionSeeEveryCommand(String args) {
    String[] split = args.isEmpty() ? new String[0] : args.split(" ");
    assertEquals(
        Main.Subcommand.values().length, Main.commandLineFor(split).getSubcommands().size(), args);
  }

  @Test
  void theVersionNeedsNoCommand() {
    assertTrue(Main.commandLineFor("--version").getSubcommands().isEmpty());
    Cli r = Cli.run("--version");
    assertEquals(0, r.exitCode(), r.err());
    assertTrue(r.out().startsWith("nqueens-lab "), r.out());
  }

  @Test
  void aMisspeltCommandIsStillSuggestedTheCloseOnes() {
    Cli r = Cli.run("cont", "-n", "8");
    assertEquals(ExitCodes.BAD_INPUT, r.exitCode());
    assertTrue(r.err().contains("did you mean count"), r.err());
  }
}
