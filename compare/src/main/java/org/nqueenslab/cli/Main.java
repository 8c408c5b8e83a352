package org.nqueenslab.cli;

import java.io.BufferedWriter;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import org.nqueenslab.problem.BadInputException;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code nqueens} command: one problem definition, every paradigm, every answer cross-checked.
 */
@Command(
    name = "nqueens",
    mixinStandardHelpOptions = true,
    versionProvider = VersionProvider.class,
    description = "Counts, solves and cross-checks N-Queens problems with every solving paradigm.",
    synopsisSubcommandLabel = "COMMAND")
public final class Main implements Runnable {

  /**
   * The subcommands, in the order {@code nqueens --help} lists them, each named as users type it
   * (the constant's name in lower case): the one list of them. Picocli builds a command's model by
   * reflection over all its options, which for every command took most of a short run's start-up,
   * so a command line is given only the command it runs when that is enough ({@link
   * #commandLineFor}).
   */
  enum Subcommand {
    COUNT(CountCommand.class),
    WORKER(WorkerCommand.class),
    ESTIMATE(EstimateCommand.class),
    SOLVE(SolveCommand.class),
    ENGINES(EnginesCommand.class),
    COMPARE(CompareCommand.class),
    BENCH(BenchCommand.class),
    REPORT(ReportCommand.class),
    TRACE(TraceCommand.class),
    EXPORT(ExportCommand.class),
    XC(XcCommand.class),
    VERIFY(VerifyCommand.class),
    // these two read the whole command line: help lists every command, completion completes them
    COMPLETION(CompletionCommand.class),
    HELP(CommandLine.HelpCommand.class);

    final Class<?> type;

    Subcommand(Class<?> type) {
      this.type = type;
    }

    String commandName() {
      return name().toLowerCase(java.util.Locale.ROOT);
    }

    /** The subcommand called {@code name} exactly (picocli matches names case-sensitively). */
    static Subcommand named(String name) {
      for (Subcommand s : values()) {
        if (s.commandName().equals(name)) {
          return s;
        }
      }
      return null;
    }
  }

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    throw new CommandLine.ParameterException(
        spec.commandLine(), "missing command: try 'nqueens count -n 8'");
  }

  public static void main(String[] args) {
    System.exit(execute(args));
  }

  /** Runs a command line and returns its exit code (tests call this). */
  public static int execute(String... args) {
    // over the file descriptor rather than System.out, whose PrintStream swallows write errors
    PrintWriter out =
        new PrintWriter(
            new BufferedWriter(
                new OutputStreamWriter(new PipeWatch(FileDescriptor.out), streamCharset("stdout"))),
            true);
    return execute(out, null, args);
  }

  /** Set when standard output's reader closed the pipe (see {@link PipeWatch}). */
  private static volatile boolean pipeClosed;

  /**
   * Standard output, noting a write refused because its reader closed the pipe ({@code | head}),
   * which the PrintWriter over it only reports as an error of some kind.
   */
  private static final class PipeWatch extends FileOutputStream {
    PipeWatch(FileDescriptor fd) {
      super(fd);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
      try {
        super.write(b, off, len);
      } catch (IOException e) {
        // the system's words for EPIPE; in another language the closed pipe reads as a full disk
        pipeClosed |= String.valueOf(e.getMessage()).contains("Broken pipe");
        throw e;
      }
    }
  }

  /**
   * Runs a command line writing to {@code out} and {@code err} (null: picocli's standard error):
   * the {@link BareCommands} directly, any other through picocli.
   */
  static int execute(PrintWriter out, PrintWriter err, String... args) {
    if (BareCommands.handles(args)) {
      BareCommands.run(out, args);
      return writeChecked(out, err != null ? err : stderr(), ExitCodes.OK);
    }
    CountCommand quick = QuickCount.parse(args);
    if (quick != null) {
      return QuickCount.run(quick, out, err != null ? err : stderr());
    }
    CommandLine cl = commandLineFor(args);
    cl.setOut(out);
    if (err != null) {
      cl.setErr(err);
    }
    return execute(cl, args);
  }

  /** Standard error in the encoding picocli writes it in, for the commands that skip picocli. */
  private static PrintWriter stderr() {
    return new PrintWriter(new OutputStreamWriter(System.err, streamCharset("stderr")), true);
  }

  /**
   * The terminal's encoding for {@code stream} ("stdout" or "stderr"), as System.out and System.err
   * use it and picocli reads it (JDK 17 sets sun.stdout.encoding on a Windows console; Java 18+
   * names it stdout.encoding), else the default charset.
   */
  private static Charset streamCharset(String stream) {
    String name =
        System.getProperty(stream + ".encoding", System.getProperty("sun." + stream + ".encoding"));
    return name == null || !Charset.isSupported(name)
        ? Charset.defaultCharset()
        : Charset.forName(name);
  }

  /**
   * Runs a command line on {@code cl}'s streams; output that could not be written (a full disk)
   * turns a success into one line on stderr and exit code 2, not a silent loss; a pipe its reader
   * closed into exit code 141 ({@link #writeChecked}).
   */
  static int execute(CommandLine cl, String... args) {
    int code;
    try {
      code = cl.execute(args);
    } catch (OutOfMemoryError e) {
      return outOfMemory(running(cl).getCommandSpec().qualifiedName(), cl.getErr());
    }
    return writeChecked(cl.getOut(), cl.getErr(), code);
  }

  /**
   * {@code code}, unless {@code out} failed to write: then, when its reader closed the pipe, 141
   * and nothing said, as for a C program; else one line on {@code err}, and 2.
   */
  static int writeChecked(PrintWriter out, PrintWriter err, int code) {
    if (out.checkError() && pipeClosed) {
      // the listings that stop writing once their output is lost return BAD_INPUT themselves
      return code == ExitCodes.OK || code == ExitCodes.BAD_INPUT ? ExitCodes.PIPE_CLOSED : code;
    }
    if (out.checkError()) {
      err.println(
          "nqueens: could not write all of the output to standard output (a full disk or a closed"
              + " pipe?): what was written is incomplete");
      err.flush();
      return code == ExitCodes.OK ? ExitCodes.BAD_INPUT : code;
    }
    return code;
  }

  /** The whole command line, every subcommand in it: for help, completion and man pages. */
  static CommandLine commandLine() {
    return commandLine(Subcommand.values());
  }

  /**
   * The command line that {@code args} need: when the first argument names a command, that command
   * alone (its own options, help and errors need nothing else), for {@code --version} none, else
   * every command, for the top-level help, the suggestions for a misspelt command, the completion
   * script and help.
   */
  static CommandLine commandLineFor(String... args) {
    if (BareCommands.asksVersion(args)) {
      return commandLine(new Subcommand[0]); // (nqueens answers these as BareCommands; tests parse)
    }
    Subcommand named = args.length == 0 ? null : Subcommand.named(args[0]);
    return named == null || named == Subcommand.COMPLETION || named == Subcommand.HELP
        ? commandLine()
        : commandLine(named);
  }

  private static CommandLine commandLine(Subcommand... subcommands) {
    CommandLine cl = new CommandLine(new Main());
    for (Subcommand s : subcommands) {
      cl.addSubcommand(s.commandName(), s.type);
      // each command's help lists -V, --version (picocli's standard options): it prints what
      // nqueens --version prints, not nothing
      cl.getSubcommands().get(s.commandName()).getCommandSpec().versionProvider(VERSION);
    }
    AsciiNumbers.register(cl); // after the subcommands: picocli passes it down only to those it has
    cl.setParameterExceptionHandler(ERRORS);
    cl.setExecutionExceptionHandler(ERRORS);
    cl.setCaseInsensitiveEnumValuesAllowed(true);
    // help as wide as the tables (picocli's 80 broke examples mid-command); every example fits it
    cl.setUsageHelpWidth(TableColumnsOption.TERMINAL);
    return cl;
  }

  /**
   * How errors end a run, as a class rather than two method references: picocli's handler
   * interfaces are compiled for Java 5, a lambda implementing one cannot be archived for class data
   * sharing, and spinning one at run time cost a short command about 3 ms.
   */
  private static final class Errors
      implements CommandLine.IParameterExceptionHandler, CommandLine.IExecutionExceptionHandler {
    @Override
    public int handleParseException(CommandLine.ParameterException e, String[] args) {
      return badParameter(e);
    }

    @Override
    public int handleExecutionException(
        Exception e, CommandLine cl, CommandLine.ParseResult parsed) {
      return failure(e, cl);
    }
  }

  private static final Errors ERRORS = new Errors();

  private static final VersionProvider VERSION = new VersionProvider();

  /**
   * Bad options: one line saying what is wrong and where to look, exit code 2; for an unknown
   * option, the close ones picocli finds ({@code count --engines dlx}: did you mean --engine?).
   */
  private static int badParameter(CommandLine.ParameterException e) {
    PrintWriter err = e.getCommandLine().getErr();
    String command = e.getCommandLine().getCommandSpec().qualifiedName();
    String suggestion = "";
    if (e instanceof CommandLine.UnmatchedArgumentException unmatched
        && !unmatched.getSuggestions().isEmpty()) {
      suggestion = "; did you mean " + String.join(" or ", unmatched.getSuggestions()) + "?";
    }
    String what = firstLine(e.getMessage());
    if (e instanceof CommandLine.UnmatchedArgumentException unmatched
        && e.getCommandLine().getParent() == null
        && !e.getCommandLine().getSubcommands().isEmpty()
        && !unmatched.getUnmatched().isEmpty()
        && !unmatched.getUnmatched().get(0).startsWith("-")) {
      // the first word is not a command (picocli says "Unmatched argument at index 0")
      what =
          "unknown command '"
              + unmatched.getUnmatched().get(0)
              + "': the commands are "
              + String.join(", ", e.getCommandLine().getSubcommands().keySet());
    }
    if (e instanceof CommandLine.UnmatchedArgumentException unmatched
        && e.getCommandLine().getParent() == null
        && !e.getCommandLine().getSubcommands().isEmpty()
        && !unmatched.getUnmatched().isEmpty()
        && unmatched.getUnmatched().get(0).startsWith("-")
        && suggestion.isEmpty()) {
      // options before any command: 'nqueens -n 8'
      what =
          "no command before "
              + String.join(" ", unmatched.getUnmatched())
              + ": options follow a command, e.g. 'nqueens count -n 8'";
    }
    err.println(command + ": " + what + suggestion + " (see '" + command + " --help')");
    err.flush();
    return ExitCodes.BAD_INPUT;
  }

  private static int failure(Exception e, CommandLine cl) {
    return failure(e, cl.getCommandSpec().qualifiedName(), cl.getErr());
  }

  /**
   * A command that failed: bad input one line and exit code 2, anything else an internal error;
   * {@code command} as its messages name it ({@code nqueens count}).
   */
  static int failure(Exception e, String command, PrintWriter err) {
    if (e instanceof BadInputException) {
      err.println(command + ": " + firstLine(e.getMessage()));
      err.flush();
      return ExitCodes.BAD_INPUT;
    }
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof OutOfMemoryError) { // thrown in a worker thread, wrapped on the way here
        return outOfMemory(command, err);
      }
    }
    err.println(
        command
            + ": internal error: "
            + e
            + " (please report it; set NQUEENS_DEBUG=1 for the stack trace)");
    if (System.getenv("NQUEENS_DEBUG") != null) {
      e.printStackTrace(err);
    }
    err.flush();
    return ExitCodes.INTERNAL_ERROR;
  }

  /** The subcommand the command line ran, to name it in a message; {@code cl} before parsing. */
  private static CommandLine running(CommandLine cl) {
    CommandLine.ParseResult parsed = cl.getParseResult();
    while (parsed != null && parsed.subcommand() != null) {
      parsed = parsed.subcommand();
    }
    return parsed == null ? cl : parsed.commandSpec().commandLine();
  }

  /**
   * The heap ran out (or the threads it takes could not be made): one line saying how much this JVM
   * had and how to give it more, not a stack trace; bad input for this machine, exit code 2.
   */
  static int outOfMemory(String command, PrintWriter err) {
    long maxMb = Runtime.getRuntime().maxMemory() >> 20;
    err.println(
        command
            + ": out of memory: this problem needs more than the "
            + maxMb
            + " MB of heap the JVM was given; give it more (e.g. NQUEENS_JAVA_OPTS=-Xmx"
            + Math.max(1, 4 * maxMb / 1024)
            + "g) or make the problem smaller");
    err.flush();
    return ExitCodes.BAD_INPUT;
  }

  private static String firstLine(String message) {
    if (message == null) {
      return "unknown error";
    }
    int nl = message.indexOf('\n');
    return nl < 0 ? message : message.substring(0, nl);
  }
}
