package org.nqueenslab.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nqueenslab.oracle.BruteForceOracle;
import org.nqueenslab.problem.Piece;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.sat.CnfEncoding;

/**
 * The CNF export counted by two model counters that share no code with ours, Debian's picosat
 * ({@code --all}) and clasp (which reads DIMACS): each count is the oracle's. Every auxiliary
 * variable of the encoding is defined by an equivalence, so a placement extends to exactly one
 * model: the models projected on the square variables are as many as the models, which is checked
 * on picosat's listing.
 */
class CnfOutsideCountersTest {
  private static final List<Problem> PROBLEMS =
      List.of(
          Problem.of(6),
          Problem.builder(5).torus(true).build(),
          Problem.builder(6).pawns("c3").queens(5).build(),
          Problem.builder(5).holes("b2").fixed("a1").build(),
          Problem.builder(5).piece(Piece.parse("knight")).queens(9).build(),
          Problem.builder(5).piece(Piece.parse("king")).queens(4).build(),
          Problem.of(3));

  private static final Pattern MODELS = Pattern.compile("Models\\s*:\\s*(\\d+)\\s");

  @TempDir Path dir;

  @Test
  void picosatCountsTheOraclesPlacementsOneModelEach() throws Exception {
    assumeTrue(
        runs("picosat", "--version"),
        "picosat is not installed (apt-get install picosat): skipping its count of the CNF export");
    for (Problem p : PROBLEMS) {
      CnfEncoding cnf = CnfEncoding.of(p);
      String out = run("picosat", "--all", file(p).toString());
      Matcher m = Pattern.compile("s SOLUTIONS (\\d+)").matcher(out);
      assertTrue(m.find(), out);
      long models = Long.parseLong(m.group(1));
      assertEquals(BruteForceOracle.solutions(p).size(), models, p.describe());
      assertEquals(models, projectedOnSquares(out, cnf.squares()).size(), p.describe());
    }
  }

  @Test
  void claspCountsTheOraclesPlacements() throws Exception {
    assumeTrue(
        runs("clasp", "--version"),
        "clasp is not installed (apt-get install clasp): skipping its count of the CNF export");
    for (Problem p : PROBLEMS) {
      String out = run("clasp", "--models=0", "--quiet=2", file(p).toString());
      Matcher m = MODELS.matcher(out);
      assertTrue(m.find(), out);
      assertEquals(BruteForceOracle.solutions(p).size(), Long.parseLong(m.group(1)), p.describe());
    }
  }

  /** Each model's true square variables, as a set of sets: distinct placements. */
  private static Set<List<Integer>> projectedOnSquares(String picosat, int squares) {
    Set<List<Integer>> placements = new HashSet<>();
    List<Integer> current = new ArrayList<>();
    for (String line : picosat.lines().toList()) {
      if (!line.startsWith("v ")) {
        continue;
      }
      for (String literal : line.substring(2).trim().split("\\s+")) {
        int l = Integer.parseInt(literal);
        if (l == 0) {
          placements.add(List.copyOf(current));
          current.clear();
        } else if (l > 0 && l <= squares) {
          current.add(l);
        }
      }
    }
    return placements;
  }

  private Path file(Problem p) throws IOException {
    Path f = Files.createTempFile(dir, "problem", ".cnf");
    Files.writeString(f, CnfWriter.write(p), StandardCharsets.UTF_8);
    return f;
  }

  private static boolean runs(String... command) {
    try {
      Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
      p.getInputStream().readAllBytes();
      return p.waitFor(20, TimeUnit.SECONDS);
    } catch (IOException e) {
      return false;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }

  private static String run(String... command) throws IOException, InterruptedException {
    Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(60, TimeUnit.SECONDS), String.join(" ", command));
    return out;
  }
}
