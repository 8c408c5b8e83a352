package org.nqueenslab.report.page;

import java.util.List;
import org.nqueenslab.report.Row;

/**
 * The pictures on the report page, each an inline SVG (or HTML) fragment. This is the seam where
 * the toolkit's chart and board drawing plug in; {@link SimplePictures} is the page's own, plain
 * rendering until then.
 */
public interface Pictures {

  /**
   * Time and search effort across the board sizes, one series per engine.
   *
   * @param rows the comparison's rows, as {@code nqueens compare} reports them
   */
  String effortAcrossN(List<Row> rows);

  /** The fundamental solutions of one board, each labelled with its class size. */
  String fundamentalSheet(int n, List<FundamentalSolutions.Fundamental> fundamentals);
}
