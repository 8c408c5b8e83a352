package org.nqueenslab.cli;

/**
 * Output formats of the reporting commands: an aligned table, CSV, JSON lines, or just the numbers.
 */
enum FormatOption {
  TABLE,
  CSV,
  JSON,
  PLAIN
}
