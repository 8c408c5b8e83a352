/**
 * The report page for a lecture ({@code nqueens report}): one self-contained HTML file with the
 * comparison table and its verdict, the fundamental solutions drawn, and several searches animated
 * side by side from their trace events. Everything is inline (styles, script, pictures, data), so
 * the file opens offline. {@link org.nqueenslab.report.page.Pictures} is the seam where the
 * toolkit's board and plot drawings plug in.
 */
package org.nqueenslab.report.page;
