package org.nqueenslab.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.nqueenslab.bitmask.BitmaskEngine;
import org.nqueenslab.engine.Request;
import org.nqueenslab.engine.SymmetryMode;
import org.nqueenslab.problem.Problem;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * The XCSP3 export read back with the JDK's XML parser (so it is well-formed XML) by a reader of
 * the test's own for the XCSP3-core elements it uses (array, instantiation, sum with a condition,
 * groups with {@code %...} and args, lex), and solved by a small backtracking search: 92 for n = 8,
 * 12 with the lex-leader constraints (issue 20). Choco's XCSP3 parser is not on Maven Central for
 * the Choco version the build uses (choco-parsers 5.0.0), nor is the XCSP3 team's xcsp3-tools
 * 2.5.1, so no third-party reader checks it here.
 */
class XcspWriterTest {

  @Test
  void eightQueensReadBackHave92SolutionsAnd12Classes() {
    assertEquals(92, new Instance(XcspWriter.write(Problem.of(8), false)).count());
    assertEquals(12, new Instance(XcspWriter.write(Problem.of(8), true)).count());
  }

  @Test
  void variantsReadBackCountAsTheReferenceEngine() {
    for (Problem p :
        List.of(
            Problem.builder(8).pawns("d4").queens(9).build(),
            Problem.builder(7).torus(true).build(),
            Problem.builder(6).holes("c3").fixed("a2").build(),
            Problem.builder(5, 7).build(),
            Problem.builder(6).queens(4).pawns("c3").build())) {
      BitmaskEngine reference = new BitmaskEngine();
      assertEquals(
          reference.solve(p, Request.count()).solutions(),
          new Instance(XcspWriter.write(p, false)).count(),
          p.describe());
      if (!p.torus()) {
        assertEquals(
            reference.solve(p, Request.count().withSymmetry(SymmetryMode.UNIQUE)).unique(),
            new Instance(XcspWriter.write(p, true)).count(),
            "unique, " + p.describe());
      }
    }
  }

  @Test
  void commentsStateTheEncodingWithoutBreakingXml() {
    String xml = XcspWriter.write(Problem.builder(8).torus(true).build(), true);
    assertTrue(xml.startsWith("<instance format=\"XCSP3\" type=\"CSP\">"), xml);
    assertTrue(xml.contains("each segment holds at most one queen"), xml);
    assertTrue(xml.contains("under the 512 symmetries of the problem"), xml);
  }

  /** An XCSP3 instance of 0/1 variables x[r][f] as the writer states it, read back and counted. */
  static final class Instance {
    private int rows;
    private int cols;
    private int[] forced;
    private final List<int[]> atMostOne = new ArrayList<>();
    private final List<int[][]> lex = new ArrayList<>();
    private int queens = -1;

    Instance(String xml) {
      try {
        Element root =
            DocumentBuilderFactory.newInstance()
                .newDocumentBuilder()
                .parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)))
                .getDocumentElement();
        assertEquals("XCSP3", root.getAttribute("format"));
        Element array = child(child(root, "variables"), "array");
        assertEquals("x", array.getAttribute("id"));
        assertEquals("0 1", array.getTextContent().trim());
        int[] size =
            Arrays.stream(
                    array.getAttribute("size").replaceAll("[\\[\\]]", " ").trim().split("\\s+"))
                .mapToInt(Integer::parseInt)
                .toArray();
        rows = size[0];
        cols = size[1];
        forced = new int[rows * cols];
        Arrays.fill(forced, -1);
        for (Node n = child(root, "constraints").getFirstChild();
            n != null;
            n = n.getNextSibling()) {
          if (n instanceof Element e) {
            read(e);
          }
        }
      } catch (Exception e) {
        throw new AssertionError("not readable XCSP3: " + e.getMessage() + "\n" + xml, e);
      }
    }

    private void read(Element e) {
      switch (e.getTagName()) {
        case "instantiation" -> {
          int[] vars = squares(text(e, "list"));
          String[] values = text(e, "values").split("\\s+");
          for (int i = 0; i < vars.length; i++) {
            forced[vars[i]] = Integer.parseInt(values[i]);
          }
        }
        case "sum" -> {
          assertEquals("x[][]", text(e, "list"));
          queens = Integer.parseInt(text(e, "condition").replaceAll("[^0-9]", ""));
          assertTrue(text(e, "condition").startsWith("(eq,"));
        }
        case "group" -> {
          Element template = (Element) firstElement(e);
          List<Element> args = new ArrayList<>();
          for (Node n = e.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element a && a.getTagName().equals("args")) {
              args.add(a);
            }
          }
          for (Element a : args) {
            int[] vars = squares(a.getTextContent());
            if (template.getTagName().equals("sum")) {
              assertEquals("%...", text(template, "list"));
              assertEquals("(le,1)", text(template, "condition"));
              atMostOne.add(vars);
            } else {
              assertEquals("lex", template.getTagName());
              assertEquals("le", text(template, "operator"));
              List<Element> lists = new ArrayList<>();
              for (Node n = template.getFirstChild(); n != null; n = n.getNextSibling()) {
                if (n instanceof Element l) {
                  lists.add(l);
                }
              }
              assertEquals("%...", lists.get(0).getTextContent().trim());
              lex.add(new int[][] {vars, squares(lists.get(1).getTextContent())});
            }
          }
        }
        default -> throw new AssertionError("unexpected constraint " + e.getTagName());
      }
    }

    /**
     * Backtracking over the squares rank by rank; the lex constraints are checked at the leaves.
     */
    long count() {
      assertTrue(queens > 0, "no sum over x[][]");
      return search(0, new int[rows * cols], 0);
    }

    private long search(int square, int[] x, int placed) {
      if (placed > queens || placed + (x.length - square) < queens) {
        return 0;
      }
      if (square == x.length) {
        return lex.stream().allMatch(l -> notGreater(l[0], l[1], x)) ? 1 : 0;
      }
      long total = 0;
      for (int v = 1; v >= 0; v--) {
        if (forced[square] >= 0 && forced[square] != v) {
          continue;
        }
        x[square] = v;
        if (v == 0 || atMostOne.stream().allMatch(s -> ones(s, x, square) <= 1)) {
          total += search(square + 1, x, placed + v);
        }
        x[square] = 0;
      }
      return total;
    }

    private static int ones(int[] segment, int[] x, int upTo) {
      int ones = 0;
      for (int s : segment) {
        ones += s <= upTo ? x[s] : 0;
      }
      return ones;
    }

    private static boolean notGreater(int[] a, int[] b, int[] x) {
      for (int i = 0; i < a.length; i++) {
        if (x[a[i]] != x[b[i]]) {
          return x[a[i]] < x[b[i]];
        }
      }
      return true;
    }

    private int[] squares(String list) {
      return Arrays.stream(list.trim().split("\\s+"))
          .mapToInt(
              name -> {
                String[] idx = name.substring(2, name.length() - 1).split("\\]\\[");
                assertTrue(name.startsWith("x["), name);
                return Integer.parseInt(idx[0]) * cols + Integer.parseInt(idx[1]);
              })
          .toArray();
    }

    private static Element child(Element e, String tag) {
      return (Element) e.getElementsByTagName(tag).item(0);
    }

    private static Node firstElement(Element e) {
      Node n = e.getFirstChild();
      while (!(n instanceof Element)) {
        n = n.getNextSibling();
      }
      return n;
    }

    private static String text(Element e, String tag) {
      return child(e, tag).getTextContent().trim();
    }
  }
}
