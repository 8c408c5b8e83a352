/**
 * The cross-checker's judgement: {@link org.nqueenslab.compare.SolutionAudit} watches every
 * solution an engine produces (verifier, repeats, an order-independent fingerprint of the set, the
 * set itself while small), and {@link org.nqueenslab.compare.CrossCheck} compares engines' runs
 * with each other and with the published counts, producing findings with witnesses. It runs nothing
 * itself: the command line runs the engines.
 */
package org.nqueenslab.compare;
