/**
 * Output for people and programs: results as rows of named cells, written as an aligned text table,
 * CSV or JSON lines (one object per row, stable keys), with no dependency beyond the JDK.
 */
package org.nqueenslab.report;
