package org.nqueenslab.report.page;

import java.util.List;
import org.nqueenslab.report.Row;

/**
 * The pictures on the report page, each an inline SVG (or HTML) fragment, apart from the page's
 * layout so that a test or another page can draw them differently; {@link PagePictures} draws them
 * with the toolkit's plot and board sheet.
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
