package org.nqueenslab.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nqueenslab.bitmask.BitmaskEngine;
import org.nqueenslab.oracle.BruteForceOracle;
import org.nqueenslab.problem.BoardFormat;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Verifier;
import org.nqueenslab.reference.ReferenceCounts;

/**
 * The shipped examples ({@code examples/} at the repository root): each parses, states its answer
 * in a comment line {@code ; answer: N (source)}, and bitmask counts exactly N; the answer is
 * checked against a second opinion that shares no code with bitmask: the brute-force counter on
 * boards of up to 64 squares, the published figure where the comment cites one (the torus, OEIS
 * A051906). Every solution bitmask lists passes the verifier.
 */
class ExamplesTest {
  private static final Pattern ANSWER =
      Pattern.compile("^;\\s*answer:\\s*(\\d+)", Pattern.MULTILINE);

  static Path examples() {
    for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
      if (Files.isDirectory(dir.resolve("examples")) && Files.exists(dir.resolve("pom.xml"))) {
        return dir.resolve("examples");
      }
    }
    throw new IllegalStateException("no examples/ folder above " + Path.of("").toAbsolutePath());
  }

  static Stream<Path> files() throws IOException {
    try (Stream<Path> list = Files.list(examples())) {
      return list.filter(p -> p.toString().endsWith(".txt")).sorted().toList().stream();
    }
  }

  @Test
  void theFourExamplesTheIssueAsksForAreThere() throws IOException {
    List<String> names = files().map(p -> p.getFileName().toString()).toList();
    assertTrue(
        names.containsAll(
            List.of("nine-queens-one-pawn.txt", "completion.txt", "torus-13.txt", "holes.txt")),
        names.toString());
  }

  @ParameterizedTest
  @MethodSource("files")
  void eachExampleHasTheAnswerItStates(Path file) throws IOException {
    String text = Files.readString(file, StandardCharsets.UTF_8);
    Problem p = BoardFormat.parse(text, file.getFileName().toString());
    Matcher m = ANSWER.matcher(text);
    assertTrue(m.find(), file + " states no '; answer: N' line");
    long stated = Long.parseLong(m.group(1));

    List<Placement> listed = new ArrayList<>();
    Result r = new BitmaskEngine().solve(p, Request.enumerate(listed::add));
    assertEquals(Status.COMPLETE, r.status());
    listed.forEach(s -> Verifier.requireValid(p, s));
    assertEquals(listed.size(), new HashSet<>(listed).size(), "repeats in " + file);
    assertEquals(
        stated, listed.size(), file + ": bitmask lists a different number than the file states");
    assertEquals(
        stated,
        new BitmaskEngine().solve(p, Request.count()).solutions(),
        file + ": bitmask's count");

    boolean checked = false;
    if (text.contains("A051906")) {
      assertEquals(
          ReferenceCounts.find(ReferenceCounts.TOROIDAL, p.n(), null).orElseThrow().count(),
          stated,
          file + " vs OEIS A051906");
      checked = true;
    }
    if ((long) p.rows() * p.cols() <= 64) {
      assertEquals(
          new HashSet<>(BruteForceOracle.solutions(p)),
          new HashSet<>(listed),
          file + " vs brute force");
      checked = true;
    }
    assertTrue(
        checked, file + ": no second opinion for its answer (brute force or a published figure)");
  }
}
