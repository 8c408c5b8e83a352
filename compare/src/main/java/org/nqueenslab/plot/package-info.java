/**
 * Plots of runs for people: time and search effort against n, one line per engine on log scales, or
 * bars per engine for one n ({@link org.nqueenslab.plot.EnginePlot}), drawn with XChart and written
 * as SVG (VectorGraphics2D) or PNG (Java2D, 1920 pixels wide, for a projector).
 */
package org.nqueenslab.plot;
