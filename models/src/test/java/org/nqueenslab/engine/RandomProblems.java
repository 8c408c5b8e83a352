package org.nqueenslab.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;

/** Seeded random small problems for agreement tests: holes and fixed queens (pawns and tori where asked). */
public final class RandomProblems {
  private RandomProblems() {}

  public static List<Problem> generate(long seed, int count, boolean pawns, boolean torus) {
    Random random = new Random(seed);
    List<Problem> out = new ArrayList<>();
    while (out.size() < count) {
      int n = 4 + random.nextInt(4);
      Problem.Builder b = Problem.builder(n).torus(torus && random.nextBoolean());
      List<Square> holes = new ArrayList<>();
      List<Square> fixed = new ArrayList<>();
      List<Square> pawnList = new ArrayList<>();
      for (int k = random.nextInt(4); k > 0; k--) {
        holes.add(new Square(random.nextInt(n), random.nextInt(n)));
      }
      for (int k = random.nextInt(3); k > 0; k--) {
        fixed.add(new Square(random.nextInt(n), random.nextInt(n)));
      }
      int extraQueens = 0;
      if (pawns) {
        for (int k = random.nextInt(3); k > 0; k--) {
          pawnList.add(new Square(random.nextInt(n), random.nextInt(n)));
        }
        extraQueens = random.nextInt(pawnList.size() + 1);
      }
      try {
        out.add(b.holes(holes).fixed(fixed).pawns(pawnList).queens(n + extraQueens).build());
      } catch (BadInputException e) {
        // a random draw that is not a problem (fixed queens attacking, squares clashing): draw again
      }
    }
    return out;
  }
}
