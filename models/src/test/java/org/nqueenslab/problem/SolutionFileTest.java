package org.nqueenslab.problem;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SolutionFileTest {
  private static int[] read(String text, int expected) throws IOException {
    return SolutionFile.read(new ByteArrayInputStream(text.getBytes(StandardCharsets.US_ASCII)), "test", expected);
  }

  @Test
  void writesTheDocumentedFormat() throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    SolutionFile.write(Placement.ofFilesByRank(1, 3, 0, 2), out);
    assertEquals("# nqueens solution: n = 4; line k is the file (1..n) of the queen on rank k\n2\n4\n1\n3\n",
        out.toString(StandardCharsets.US_ASCII));
  }

  @Test
  void readsCommentsBlankLinesSpacesCrLfAndAMissingLastNewline() throws IOException {
    assertArrayEquals(new int[] {1, 3, 0, 2}, read("# four\n\n 2 \r\n4\n# again\n1\n3", 0));
    assertArrayEquals(new int[] {1, 3, 0, 2}, read("2\n4\n1\n3\n", 4));
  }

  @Test
  void roundTripsALargeSolution(@TempDir Path dir) throws IOException {
    int n = 1_000_003;
    int[] files = new int[n];
    for (int i = 0; i < n; i++) {
      files[i] = (int) ((2L * i) % n); // Polya's torus solution (n is prime), also a plain one
    }
    Path file = dir.resolve("big.txt");
    SolutionFile.write(Placement.wrapFilesByRank(files), file);
    try (var in = Files.newInputStream(file)) {
      assertArrayEquals(files, SolutionFile.read(in, file.toString(), n));
    }
    assertTrue(SolutionFile.check(file, Problem.builder(n).torus(true).build()).valid());
    assertTrue(SolutionFile.check(file, Problem.of(n)).valid());
    files[n - 1] = files[n - 2] + 1; // rank n's queen now stands diagonally next to rank n - 1's, on a used file
    SolutionFile.write(Placement.wrapFilesByRank(files), file);
    Verifier.Verdict broken = SolutionFile.check(file, Problem.of(n));
    assertFalse(broken.valid());
    assertTrue(broken.reason().contains("attack each other"), broken.reason());
  }

  @Test
  void checkReportsTheWrongNumberOfQueens(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("four.txt");
    Files.writeString(file, "2\n4\n1\n3\n");
    assertTrue(SolutionFile.check(file, Problem.of(4)).valid());
    Verifier.Verdict tooFew = SolutionFile.check(file, Problem.of(5));
    assertFalse(tooFew.valid());
    assertTrue(tooFew.reason().contains("expected 5 queens"), tooFew.reason());
    BadInputException tooMany = assertThrows(BadInputException.class, () -> SolutionFile.check(file, Problem.of(3)));
    assertTrue(tooMany.getMessage().contains("more than 3 queens"), tooMany.getMessage());
    Files.writeString(file, "2\n4\n1\n5\n");
    Verifier.Verdict off = SolutionFile.check(file, Problem.of(4));
    assertTrue(off.reason().contains("off the 4 x 4 board"), off.reason());
  }

  @Test
  void malformedLinesAreBadInputNamingTheLine() {
    BadInputException word = assertThrows(BadInputException.class, () -> read("2\nfour\n", 0));
    assertTrue(word.getMessage().contains("test line 2"), word.getMessage());
    assertThrows(BadInputException.class, () -> read("2 4\n", 0));
    assertThrows(BadInputException.class, () -> read("-1\n", 0));
    assertThrows(BadInputException.class, () -> read("99999999999\n", 0));
    BadInputException zero = assertThrows(BadInputException.class, () -> read("0\n2\n", 0));
    assertTrue(zero.getMessage().contains("numbered from 1"), zero.getMessage());
  }
}
