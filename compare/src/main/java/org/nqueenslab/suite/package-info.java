/**
 * The exact-cover suite (issue 42): problems with published counts (pentominoes in boxes and
 * Scott's board, Langford pairs, Sudoku, Knuth's n queens), written in Knuth's DLX format by {@code
 * nqueens xc --generate}, so that {@code xc} and any outside DLX solver can be fed, and timed on,
 * the same file (Knuth, TAOCP Vol. 4B, 7.2.2.1).
 */
package org.nqueenslab.suite;
