package org.nqueenslab.export;

import org.nqueenslab.problem.Problem;
import org.nqueenslab.sat.CnfEncoding;

/**
 * A problem as DIMACS CNF (the DIMACS challenge format: {@code p cnf V C}, clauses ending in 0):
 * the clauses of {@link CnfEncoding}, which the {@code sat} engine solves, so the export is what
 * that engine answers.
 */
public final class CnfWriter {
  private CnfWriter() {}

  /** The DIMACS text of the problem. */
  public static String write(Problem problem) {
    CnfEncoding cnf = CnfEncoding.of(problem);
    StringBuilder sb = new StringBuilder();
    cnf.comments().forEach(c -> sb.append("c ").append(c).append('\n'));
    sb.append("p cnf ")
        .append(cnf.variables())
        .append(' ')
        .append(cnf.clauses().size())
        .append('\n');
    for (int[] clause : cnf.clauses()) {
      for (int literal : clause) {
        sb.append(literal).append(' ');
      }
      sb.append("0\n");
    }
    return sb.toString();
  }
}
