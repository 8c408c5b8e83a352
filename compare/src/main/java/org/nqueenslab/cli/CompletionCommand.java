package org.nqueenslab.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code nqueens completion bash|zsh}: the shell completion script, generated from the command
 * line's own definition by picocli's {@link AutoComplete}, so it always knows every command and
 * option of this build. The script is written for bash; zsh runs it through its bash-completion
 * emulation (bashcompinit), which the script itself switches on.
 */
@Command(
    name = "completion",
    mixinStandardHelpOptions = true,
    description = "Prints the shell completion script for nqueens (commands, options, values).",
    footer = {
      "",
      "Examples:",
      "  source <(nqueens completion bash)              # this bash session",
      "  nqueens completion bash > ~/.local/share/bash-completion/completions/nqueens",
      "  source <(nqueens completion zsh)               # zsh: this session (or ~/.zshrc)",
      "",
      "Exit codes: 0 printed, 2 bad input."
    })
final class CompletionCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(
      paramLabel = "SHELL",
      description = "The shell: ${COMPLETION-CANDIDATES}.",
      completionCandidates = Shells.class)
  Shell shell;

  enum Shell {
    BASH,
    ZSH
  }

  /** The shells as users type them, lower case. */
  static final class Shells extends java.util.ArrayList<String> {
    private static final long serialVersionUID = 1L;

    Shells() {
      super(java.util.List.of("bash", "zsh"));
    }
  }

  /**
   * Offers an enum option's values as users type them and the help texts print them ({@code
   * --format json}): picocli offers the constants' names ({@code JSON}), and the options accept
   * either case.
   */
  private static void offerEnumValuesInLowerCase(CommandLine command) {
    CommandSpec commandSpec = command.getCommandSpec();
    for (OptionSpec option : List.copyOf(commandSpec.options())) {
      if (option.type().isEnum() && option.completionCandidates() != null) {
        List<String> values = new ArrayList<>();
        option.completionCandidates().forEach(v -> values.add(v.toLowerCase(Locale.ROOT)));
        commandSpec.remove(option);
        commandSpec.addOption(option.toBuilder().completionCandidates(values).build());
      }
    }
    command.getSubcommands().values().forEach(CompletionCommand::offerEnumValuesInLowerCase);
  }

  @Override
  public Integer call() {
    CommandLine root = spec.root().commandLine();
    offerEnumValuesInLowerCase(root);
    String script = AutoComplete.bash(root.getCommandName(), root);
    // the same script serves both shells: picocli's script turns on zsh's bash emulation itself
    spec.commandLine().getOut().print(script);
    spec.commandLine().getOut().flush();
    return ExitCodes.OK;
  }
}
