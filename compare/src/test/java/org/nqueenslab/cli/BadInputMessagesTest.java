package org.nqueenslab.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each line the audit found misleading now says what is actually wrong, in plain words. */
class BadInputMessagesTest {
  private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};
  @TempDir Path dir;
  private Path junk;

  @BeforeEach
  void junkFile() throws IOException {
    byte[] bytes = new byte[300];
    new Random(22).nextBytes(bytes);
    bytes[0] = (byte) 0xFF; // never UTF-8
    junk = Files.write(dir.resolve("junk.bin"), bytes);
  }

  /** Exit 2, one line on stderr holding {@code expected}, no stack trace. */
  static void saysOneLine(Cli r, String expected) {
    assertEquals(ExitCodes.BAD_INPUT, r.exitCode(), r.err());
    assertEquals(1, r.err().lines().count(), r.err());
    assertTrue(r.err().contains(expected), expected + " in " + r.err());
    assertFalse(r.err().matches("(?s).*(Exception|java\\.|Input length).*"), r.err());
  }

  @Test
  void eachMisleadingLineSaysWhatIsWrong() throws IOException {
    String d = dir.toString();
    saysOneLine(
        Cli.run("solve", "-n", "1000000000", "--engine", "bitmask"), "handles boards up to 64");
    saysOneLine(Cli.run("count", "--board", ""), "the board file name is empty");
    saysOneLine(Cli.run("solve", "-n", "8", "--output", ""), "the output file name is empty");
    saysOneLine(Cli.run("verify", d), "is a directory");
    saysOneLine(Cli.run("count", "--board", d), "is a directory");
    saysOneLine(
        Cli.run("count", "-n", "8", "--time-limit", "999999999999999d"), "is not a duration");
    saysOneLine(Cli.run("count", "-n", "8", "--time-limit", "99999999999999h"), "100 years");
    saysOneLine(Cli.run("count", "-n", "8", "--engine", ":"), "names no engine");
    // the review of session 30: each now names the value and what to give
    saysOneLine(
        Cli.run("compare", "-n", "4..x"), "'4..x' is not a board size: give a whole number");
    saysOneLine(Cli.run("bench", "-n", "8", "--runs", "0"), "--runs 0: give at least 1");
    saysOneLine(Cli.run("-n", "8"), "no command before -n 8: options follow a command");
    saysOneLine(Cli.run("estimate", "-n", "100"), "give a board bitmask counts");
    // a square named twice was merged, so "--fixed d4,d4" (a typo for d4,e4?) counted quietly
    saysOneLine(Cli.run("count", "-n", "8", "--fixed", "d4,d4"), "d4 is named twice in --fixed");
    saysOneLine(
        Cli.run("count", "-n", "8", "--pawns", "a1", "--pawns", "a1", "--queens", "9"),
        "a1 is named twice in --pawns");
    saysOneLine(Cli.run("solve", "-n", "8", "--holes", "b2,c3,b2"), "b2 is named twice");
    // "states the problem 8 x 8, fixed a1 but the options give 8 x 8" read as 8 x 8 against 8 x 8
    Path placed = dir.resolve("placed.txt");
    assertEquals(
        0,
        Cli.run("solve", "-n", "8", "--fixed", "a1", "--all", "--output", placed.toString())
            .exitCode());
    saysOneLine(
        Cli.run("verify", placed.toString(), "-n", "8"),
        "but the options give 8 x 8 (a board named by the options has only the pawns, holes and"
            + " queens they give)");
    // the engine that refused its options was listed among the engines that can
    Cli workers = Cli.run("count", "-n", "8", "--engine", "cpsat:workers=2");
    saysOneLine(workers, "list or count with one worker");
    assertFalse(workers.err().matches("(?s).*engines that can:[^)]*cpsat.*"), workers.err());
    // an endless line of NULs filled the heap: "out of memory: give it more heap"
    if (Files.exists(Path.of("/dev/zero"))) {
      saysOneLine(Cli.run("xc", "/dev/zero"), "line 1: a NUL character: this is not a text file");
    }
    // no heap holds it: the advice to give more was wrong
    saysOneLine(
        Cli.run("export", "--to", "cnf", "-n", "100000"),
        "--to cnf on 100000 x 100000 would be about 4000.0 GB of text");
    // an option above what the board allows was refused with the unreachable default as example
    saysOneLine(
        Cli.run("solve", "-n", "20", "--engine", "qs3", "--option", "conflicted=50"),
        "qs3 option conflicted=50 is not a whole number from 0 to 20: give e.g. conflicted=20");
    // and a fraction given to a whole-number option was cut down without a word
    saysOneLine(
        Cli.run("solve", "-n", "20", "--engine", "minconflicts", "--option", "repairs=1.5"),
        "repairs=1.5 is not a whole number");
    // the counter of "exactly m queens" grows with squares x queens: 300 x 300 with 299 queens
    // passed a guard that counted squares only, and ran out of memory after 49 s
    saysOneLine(
        Cli.run("export", "--to", "cnf", "-n", "300", "--queens", "299"),
        "or fewer queens, or use --to dlx or --to minizinc or --to xcsp3");
    saysOneLine(Cli.run("export", "--to", "minizinc", "-n", "1000000"), "would be about 4000.0 GB");
    // XCSP3 states --unique as a lex constraint per symmetry over every square: 100 x 100 on a
    // torus (80,000 symmetries) passed the guard and ran out of memory after 9 s
    saysOneLine(
        Cli.run("export", "--to", "xcsp3", "--unique", "--torus", "-n", "100"),
        "or use --to minizinc");
    // and the count, wirth counts on one thread, a note that is not said before a refusal
    Cli refused = Cli.run("count", "-n", "40", "--threads", "2", "--engine", "wirth");
    saysOneLine(refused, "handles boards up to 32");
    // --rows alone said "no board given"
    saysOneLine(Cli.run("count", "--rows", "6"), "--rows 6 gives the ranks only: add -n N");
    saysOneLine(Cli.run("compare", "-n", "8", "--engines", ":"), "names no engine");
    saysOneLine(Cli.run("solve", "-n", "8", "--limit", "0"), "--limit must be at least 1");
    saysOneLine(
        Cli.run("count", "--free-pawns", "1", "--size", "6x8"), "drop the MxN of --size 6x8");
    // a directory no file can be made in (Linux's /proc, even for root): the system's reason in
    // words, and what to do, not FileOutputStream's "path (reason)"
    Cli proc = Cli.run("count", "-n", "6", "--checkpoint", "/proc/nqueens-test-checkpoint.txt");
    saysOneLine(proc, "; give a file --checkpoint can create or append to");
    assertFalse(proc.err().contains("(No such"), proc.err());
    // options that did nothing, or waited 5 s to say nobody answered (the cluster audit)
    saysOneLine(
        Cli.run("count", "-n", "8", "--list-parts", "--time-limit", "1s", "--format", "json"),
        "drop --time-limit, --format");
    saysOneLine(
        Cli.run("count", "-n", "8", "--cluster", "127.0.0.1:99999", "--cluster-name", "x"),
        "give HOST:PORT with a port from 1 to 65535");
    saysOneLine(
        Cli.run("worker", "--cluster-name", "x", "--join", "127.0.0.1:abc"),
        "--join 127.0.0.1:abc: give HOST:PORT");
    saysOneLine(
        Cli.run("worker", "--cluster-name", " "), "--cluster-name gives an empty cluster name");
    // the worker hardening (issue 41): the name kept out of argv, the member's own limits
    saysOneLine(
        Cli.run("worker", "--cluster-name-file", "/nonexistent/name"),
        "--cluster-name-file /nonexistent/name: cannot read it");
    saysOneLine(
        Cli.run("worker", "--cluster-name", "a", "--cluster-name-file", "/etc/hostname"),
        "--cluster-name and --cluster-name-file both give the name");
    saysOneLine(
        Cli.run("count", "-n", "8", "--cluster-name-file", "/etc/hostname"),
        "--cluster-name-file needs --cluster HOST:PORT");
    saysOneLine(Cli.run("worker", "--max-part-size", "0"), "--max-part-size 0: give a number");
    // the audit's rows: a file that never ends was read into the heap until it ran out (6 s, 20
    // s); a rank of 5,000,000 squares was built into 9.6 GB before the export was refused
    for (String read : new String[] {"--board", "--parts"}) {
      Cli endless =
          org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(
              java.time.Duration.ofSeconds(30), () -> Cli.run("count", read, "/dev/zero"));
      saysOneLine(endless, "/dev/zero holds a NUL character: it is not a text file");
    }
    Path wide = Files.writeString(dir.resolve("wide.txt"), ".".repeat(2_000) + "\n");
    saysOneLine(
        Cli.run("export", "--to", "dlx", "--board", wide.toString(), "-o", d + "/w.dlx"),
        "engine 'dlx' handles boards up to 1024 x 1024, got 1 x 2000, and the export is the matrix");
    assertFalse(Files.exists(dir.resolve("w.dlx")));
    // compare -n 1..999999 was accepted and ran for ever: refused on the estimate (the size it
    // names depends on this machine's speed), unless a time limit bounds each run
    Cli endlessRange =
        org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(
            java.time.Duration.ofSeconds(60), () -> Cli.run("compare", "-n", "1..999999"));
    saysOneLine(endlessRange, "compare would not finish: ");
    saysOneLine(Cli.run("compare", "-n", "33"), "no count of a board this large has ever finished");
    saysOneLine(Cli.run("worker", "--max-part-seconds", "0"), "--max-part-seconds 0: give 1 or");
    // with --unique the engine's own limit is not the user's: this was printed nothing, exit 0
    saysOneLine(
        Cli.run("solve", "-n", "8", "--unique", "--limit", "-1"), "--limit must be at least 1");
    // the engines that can were asked with cpsat's own option, which the first of them refused
    saysOneLine(
        Cli.run("solve", "-n", "8", "--engine", "cpsat:workers=2", "--all"),
        "cpsat option workers=2 is for a first solution only");
    byte[] before = Files.readAllBytes(junk);
    saysOneLine(
        Cli.run("count", "-n", "8", "--checkpoint", junk.toString()),
        "is not an nqueens checkpoint");
    assertArrayEquals(before, Files.readAllBytes(junk), "a file not a checkpoint is left alone");
    saysOneLine(Cli.run("count", "--parts", junk.toString()), "is not text");
    saysOneLine(Cli.run("count", "--parts", d), "is a directory");
    Path notParts = dir.resolve("not-parts.txt");
    Files.writeString(notParts, "# parts\ngarbage\n");
    saysOneLine(Cli.run("count", "--parts", notParts.toString()), notParts + " line 2: not a part");
    // the drawing options that an output ignores were accepted without a word
    saysOneLine(Cli.run("solve", "-n", "8", "--ascii", "--format", "json"), "leave --ascii out");
    saysOneLine(
        Cli.run("solve", "-n", "8", "--shade-attacks", "--format", "cols"),
        "leave --shade-attacks out");
    // an empty name between commas skipped a square the user meant to give
    saysOneLine(
        Cli.run("count", "-n", "8", "--pawns", "d4,,e5", "--queens", "9"),
        "--pawns d4,,e5 has an empty square name (a comma with no square after it): write the"
            + " squares as d4,e5");
    // at the end too, which picocli's split dropped, and a list of nothing but commas
    saysOneLine(Cli.run("count", "-n", "8", "--holes", "d4,"), "write the squares as d4");
    saysOneLine(Cli.run("count", "-n", "8", "--fixed", ",,"), "--fixed ,, has an empty square");
    // it printed "about Infinity nodes (standard error NaN)" after 47 s at n = 1000
    saysOneLine(Cli.run("estimate", "-n", "200"), "bitmask' handles boards up to 64 x 64");
    saysOneLine(
        Cli.run("solve", "-n", "8", "--threads", "0"), "solve lists solutions on one thread");
    Path json = dir.resolve("x.json");
    saysOneLine(
        Cli.run("solve", "-n", "8", "--all", "--format", "json", "--output", json.toString()),
        "--output writes a solution file");
    assertFalse(Files.exists(json), "nothing written");
    // a range is checked whole before any run: this one timed n = 8 and 9, then stopped
    Cli bench = Cli.run("bench", "-n", "8..10", "--engines", "bitmask,brute-force", "--runs", "1");
    saysOneLine(bench, "'brute-force' handles boards up to 9 x 9, got 10 x 10");
    assertTrue(bench.out().isEmpty(), bench.out());
    // options that did nothing were accepted without a word
    saysOneLine(
        Cli.run("count", "-n", "8", "--engine", "dlx:split-depth=2", "--option", "split-depth=3"),
        "split-depth is given twice");
    saysOneLine(
        Cli.run("count", "-n", "8", "--cluster-name", "x"), "--cluster-name needs --cluster");
    saysOneLine(
        Cli.run("count", "--board", "examples/completion.txt", "--rows", "6"),
        "give either --rows or --board");
    saysOneLine(Cli.run("count", "-n", "9", "--parts", junk.toString()), "drop -n/--size");
    saysOneLine(
        Cli.run("count", "--parts", junk.toString(), "--engine", "dlx", "--time-limit", "1s"),
        "drop --engine, --time-limit");
    for (String size : new String[] {"8..", "..8", "4..8..12", "4....8"}) {
      saysOneLine(Cli.run("count", "-n", size), "is not a board size");
    }
    saysOneLine(Cli.run("count", "-n", "99999999999"), "too large a board size");
  }

  /** What the review of the refusals above found they had broken, working again. */
  @Test
  void whatTheRefusalsMustNotRefuse() throws IOException {
    // a count with nothing to split lists no parts (it threw IndexOutOfBounds)
    Cli noParts = Cli.run("count", "-n", "2", "--list-parts");
    assertEquals(0, noParts.exitCode(), noParts.err());
    assertTrue(noParts.out().isEmpty(), noParts.out());
    // where several engines run, --option still sets those without their own value
    Cli both =
        Cli.run(
            "compare",
            "-n",
            "6",
            "--engines",
            "dlx:split-depth=2,dlx",
            "--option",
            "split-depth=3");
    assertEquals(0, both.exitCode(), both.err());
    assertTrue(both.out().contains("split-depth=3"), both.out());
    // the same value twice is no contradiction
    assertEquals(
        0,
        Cli.run("count", "-n", "6", "--engine", "dlx:split-depth=2", "--option", "split-depth=2")
            .exitCode());
    // board, the default format, spelt out with a solution file
    Path txt = dir.resolve("one.txt");
    assertEquals(
        0, Cli.run("solve", "-n", "6", "--format", "board", "--output", txt.toString()).exitCode());
    // a checkpoint written with Windows line ends still resumes
    Path unix = dir.resolve("c8.txt");
    assertEquals(0, Cli.run("count", "-n", "8", "--checkpoint", unix.toString()).exitCode());
    Path crlf = dir.resolve("c8crlf.txt");
    Files.writeString(crlf, Files.readString(unix).replace("\n", "\r\n"));
    Cli resumed = Cli.run("count", "-n", "8", "--checkpoint", crlf.toString(), "--format", "plain");
    assertEquals(0, resumed.exitCode(), resumed.err());
    assertEquals("92", resumed.out().strip());
  }

  @Test
  void aDirectoryThatCannotHoldFilesIsNotSaidToBeMissing() {
    Path proc = Path.of("/proc");
    if (Files.isDirectory(proc)) {
      saysOneLine(
          Cli.run("export", "--to", "dlx", "-n", "4", "--output", "/proc/x"), "cannot write");
      assertFalse(
          Cli.run("export", "--to", "dlx", "-n", "4", "--output", "/proc/x")
              .err()
              .contains("does not exist"));
    }
  }

  @Test
  void binaryJunkIsSaidToBeNotText() {
    saysOneLine(Cli.run("count", "--board", junk.toString()), "is not text");
    saysOneLine(Cli.run("xc", junk.toString()), "is not text");
    saysOneLine(Cli.run("xc", dir.toString()), "is a directory");
    saysOneLine(Cli.run("verify", junk.toString(), "-n", "8"), "is not plain text");
  }

  @Test
  void aByteOrderMarkIsSkipped() throws IOException {
    Path board = dir.resolve("board.txt");
    Files.write(board, concat(BOM, "; four\n....\n....\n....\n....\n".getBytes()));
    Cli counted = Cli.run("count", "--board", board.toString(), "--format", "plain");
    assertEquals("2\n", counted.out(), counted.err());
    Path solution = dir.resolve("solution.txt");
    Files.write(solution, concat(BOM, "nqueens 4x4\r\n2 4 1 3\r\n".getBytes()));
    assertEquals(0, Cli.run("verify", solution.toString()).exitCode());
    Path cover = dir.resolve("cover.dlx");
    Files.write(cover, concat(BOM, "a b\na\nb\n".getBytes()));
    Cli xc = Cli.run("xc", cover.toString(), "--format", "plain");
    assertEquals("1\n", xc.out(), xc.err());
  }

  private static byte[] concat(byte[] a, byte[] b) {
    byte[] all = java.util.Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, all, a.length, b.length);
    return all;
  }
}
