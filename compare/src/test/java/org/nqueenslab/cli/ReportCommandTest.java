package org.nqueenslab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.nqueenslab.reference.ReferenceCounts;

class ReportCommandTest {
  @TempDir Path dir;

  @Test
  void writesOneSelfContainedPage() throws IOException {
    Path page = dir.resolve("lecture.html");
    Cli r =
        Cli.run(
            "report", "-n", "4..8", "--engines", "bitmask,dlx,wirth", "--output", page.toString());
    assertEquals(0, r.exitCode(), r.err());
    assertTrue(r.err().contains("wrote " + page + ": verdict: all engines agree"), r.err());
    assertEquals("", r.out(), "the page is the output: nothing on stdout");
    String html = Files.readString(page);
    // the comparison: a row per engine and board, with the published count beside it
    for (int n = 4; n <= 8; n++) {
      long published = ReferenceCounts.standard(n).orElseThrow().count();
      for (String engine : List.of("bitmask", "dlx", "wirth")) {
        assertTrue(
            Pattern.compile(
                    "<tr><td>"
                        + engine
                        // the options' column, "-" in every row, is left out, and so are
                        // ranks and files, n on every square board
                        + "</td><td class=\"num\">"
                        + n
                        + "</td>.*<td>"
                        + n
                        + " x "
                        + n
                        + "</td>.*<td class=\"num\">"
                        + published
                        + "</td><td>agrees</td>")
                .matcher(html)
                .find(),
            engine + " on " + n);
      }
    }
    assertTrue(html.contains("verdict: all engines agree on 5 problems"));
    assertTrue(!html.contains("<th>options</th>"), "a column empty in every row is left out");
    assertTrue(html.contains("every solution it listed was checked by the independent verifier"));
    // the fundamental solutions of the largest board compared (8 x 8: A002562(8) = 12)
    assertEquals(
        ReferenceCounts.standard(8).orElseThrow().fundamental(), count(html, "<g class=\"board\""));
    // the four searches on each board recorded (4 to 6 by default), each whole: every solution
    // of A000170(n) among its events
    String data =
        between(html, "<script type=\"application/json\" id=\"trace-data\">", "</script>");
    long solutions = 0;
    for (int n = 4; n <= 6; n++) {
      for (String engine : ReportCommand.DEFAULT_ANIMATED) {
        assertTrue(
            data.contains("{\"engine\":\"" + engine + "\",\"n\":" + n + ",\"complete\":true"),
            engine + " on " + n);
      }
      solutions +=
          ReportCommand.DEFAULT_ANIMATED.size() * ReferenceCounts.standard(n).orElseThrow().count();
    }
    assertEquals(solutions, count(data, "\"event\":\"solution\""));
    assertEquals(
        3 * ReportCommand.DEFAULT_ANIMATED.size(),
        count(data, "\"reach\":{"),
        "what queens attack");
    // the summary under the searches: a line per engine, a column per board
    String summary = between(html, "<table class=\"summary\">", "</table>");
    assertEquals(3, count(summary, "</th><td"), summary);
    assertEquals(5, count(summary, "<th>n = "), summary);
    assertEquals(15, count(summary, " ms"), summary);
    // nothing fetched: no script, stylesheet, image or font from anywhere else (the plot is a
    // data: address, inside the page)
    assertFalse(
        Pattern.compile("(src|href)\\s*=\\s*\"(?!#|data:image/png;base64,)").matcher(html).find(),
        "a link out");
    assertFalse(
        Pattern.compile("url\\((?!#)").matcher(html).find(),
        "a reference out (the plot's clip paths point inside the page: url(#...))");
    assertFalse(html.contains("@import"));
  }

  @Test
  void aPageWhoseVerdictLeftSomethingOutDoesNotSayEverythingWasChecked() throws IOException {
    // the brute-force engine stops at 9 x 9: its paths on 10 x 10 are not run
    Path page = dir.resolve("partial.html");
    Cli r =
        Cli.run(
            "report", "-n", "10", "--engines", "bitmask,brute-force", "--output", page.toString());
    assertEquals(ExitCodes.INCOMPLETE, r.exitCode(), r.err());
    String html = Files.readString(page);
    assertTrue(html.contains("Not everything was checked</strong>: the verdict below"), html);
    assertFalse(html.contains("Every engine ran every path"), "the opening claims every check");
    assertTrue(html.contains("verdict: INCOMPLETE"), "the verdict is on the page");
  }

  @Test
  void theAnimationFollowsTheOptions() throws IOException {
    Path page = dir.resolve("small.html");
    Cli r =
        Cli.run(
            "report",
            "-n",
            "5",
            "--engines",
            "bitmask",
            "--animate",
            "dlx",
            "--animate-n",
            "8",
            "--steps",
            "50",
            "--fundamental-n",
            "6",
            "--output",
            page.toString());
    assertEquals(0, r.exitCode(), r.err());
    String data = between(Files.readString(page), "id=\"trace-data\">", "</script>");
    // cut short by --steps, and the page says so rather than calling it complete
    assertTrue(data.contains("{\"engine\":\"dlx\",\"n\":8,\"complete\":false"), data);
    assertEquals(1, count(data, "{\"step\":0,\"event\":\"header\""), "the trace's header first");
    assertEquals(50 + 1, count(data, "{\"step\":"), "50 steps after the header");
    assertEquals(1, count(Files.readString(page), "<g class=\"board\""));
    // several boards, in the order given, each once: the page offers them in that order
    Path several = dir.resolve("several.html");
    Cli sr =
        Cli.run(
            "report",
            "-n",
            "5",
            "--engines",
            "bitmask",
            "--animate",
            "wirth,dlx",
            "--animate-n",
            "7,4..5",
            "--output",
            several.toString());
    assertEquals(0, sr.exitCode(), sr.err());
    String severalHtml = Files.readString(several);
    assertTrue(
        severalHtml.contains(
            "<select id=\"board-size\"><option value=\"7\">7 x 7</option><option value=\"4\">4"
                + " x 4</option><option value=\"5\">5 x 5</option></select>"),
        severalHtml.substring(0, 2000));
    String severalData = between(severalHtml, "id=\"trace-data\">", "</script>");
    for (String n : List.of("7", "4", "5")) {
      for (String e : List.of("wirth", "dlx")) {
        assertTrue(severalData.contains("{\"engine\":\"" + e + "\",\"n\":" + n + ","), e + n);
      }
    }
    // a local search ends on its first solution: the page must not call that "search complete"
    Path local = dir.resolve("local.html");
    Cli l =
        Cli.run(
            "report",
            "-n",
            "5",
            "--engines",
            "bitmask",
            "--animate",
            "minconflicts",
            "--animate-n",
            "4",
            "--output",
            local.toString());
    assertEquals(0, l.exitCode(), l.err());
    String localData = between(Files.readString(local), "id=\"trace-data\">", "</script>");
    assertTrue(
        localData.contains("{\"engine\":\"minconflicts\",\"n\":4,\"complete\":true,\"first\":true"),
        localData.substring(0, Math.min(300, localData.length())));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "--output=lecture.txt",
        "--output=missing/lecture.html",
        "--animate-n=11",
        "--animate-n=0",
        "--animate-n=5,9..11",
        "--animate-n=4..6,5",
        "--animate-n=x",
        "--animate-piece=nosuch",
        "--animate=cpsat",
        "--animate=wirth,wirth",
        "--animate=nosuch",
        "--steps=0",
        "--fundamental-n=11",
        "--engines=bitmask,bitmask",
        "-n=0..4",
      })
  void badInputIsOneLineAndWritesNothing(String bad) throws IOException {
    List<String> args =
        new java.util.ArrayList<>(List.of("report", "-n", "4..5", "--engines", "bitmask"));
    String[] kv = bad.split("=", 2);
    int at = args.indexOf(kv[0]);
    if (at >= 0) {
      args.set(at + 1, kv[1]);
    } else {
      args.addAll(List.of(kv[0], kv[1]));
    }
    if (!args.contains("--output")) {
      args.addAll(List.of("--output", "lecture.html"));
    }
    int out = args.indexOf("--output");
    args.set(out + 1, dir.resolve(args.get(out + 1)).toString());
    Cli r = Cli.run(args.toArray(new String[0]));
    assertEquals(ExitCodes.BAD_INPUT, r.exitCode(), bad + ": " + r.err());
    assertEquals(1, r.err().lines().count(), r.err());
    assertTrue(r.err().startsWith("nqueens report: "), r.err());
    try (Stream<Path> left = Files.list(dir)) {
      assertEquals(List.of(), left.toList(), "written on " + bad);
    }
  }

  @Test
  void anUnwritableDirectoryIsOneLine() throws IOException {
    Path locked = Files.createDirectory(dir.resolve("locked"));
    assertTrue(locked.toFile().setWritable(false));
    try {
      org.junit.jupiter.api.Assumptions.assumeFalse(
          Files.isWritable(locked), "running as a user who may write anywhere");
      Cli r = Cli.run("report", "-n", "4", "--output", locked.resolve("lecture.html").toString());
      assertEquals(ExitCodes.BAD_INPUT, r.exitCode(), r.err());
      assertTrue(r.err().contains("permission denied"), r.err());
    } finally {
      locked.toFile().setWritable(true);
    }
  }

  private static long count(String text, String part) {
    Matcher m = Pattern.compile(Pattern.quote(part)).matcher(text);
    long k = 0;
    while (m.find()) {
      k++;
    }
    return k;
  }

  private static String between(String text, String from, String to) {
    int start = text.indexOf(from) + from.length();
    return text.substring(start, text.indexOf(to, start));
  }
}
