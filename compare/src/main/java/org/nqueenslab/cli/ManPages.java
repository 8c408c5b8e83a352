package org.nqueenslab.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.codegen.docgen.manpage.ManPageGenerator;

/**
 * A build step, not a command: writes a man page per command, as AsciiDoc, from the command line's
 * own definition with picocli's {@link ManPageGenerator} (the build turns them into roff with
 * Asciidoctor). The build runs it with picocli-codegen on the class path, which the jar does not
 * carry.
 */
public final class ManPages {
  private ManPages() {}

  /** {@code ManPages DIRECTORY}: writes nqueens.adoc, nqueens-count.adoc, ... there. */
  public static void main(String[] args) throws IOException {
    Path dir = Files.createDirectories(Path.of(args[0]));
    // one synopsis line: picocli wraps it at the usage width, and a wrap inside a markup span
    // breaks the page
    CommandLine root = Main.commandLine().setUsageHelpWidth(2000);
    write(root, dir);
  }

  private static void write(CommandLine command, Path dir) throws IOException {
    CommandSpec spec = command.getCommandSpec();
    StringWriter page = new StringWriter();
    try (PrintWriter out = new PrintWriter(page)) {
      ManPageGenerator.writeSingleManPage(out, spec);
    }
    String name = spec.qualifiedName("-");
    Files.writeString(dir.resolve(name + ".adoc"), readable(page.toString()));
    for (CommandLine sub : command.getSubcommands().values()) {
      if (!sub.getCommandSpec().usageMessage().hidden()) {
        write(sub, dir);
      }
    }
  }

  /**
   * A label ending in ']' written in italics ({@code _NAME[:KEY=VALUE...]_}) reads to Asciidoctor
   * as an attribute list for the italics that follow it, swallowing part of the synopsis: an empty
   * attribute reference between the two keeps them apart and renders as nothing.
   */
  static String readable(String asciidoc) {
    return asciidoc.replace("]_", "]{empty}_");
  }
}
