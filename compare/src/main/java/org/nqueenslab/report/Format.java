package org.nqueenslab.report;

/** How a report is written: an aligned table for people, CSV or JSON lines for programs. */
public enum Format {
  TABLE,
  CSV,
  JSON
}
