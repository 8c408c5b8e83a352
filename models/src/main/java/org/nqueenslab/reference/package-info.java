/**
 * Published reference counts shipped with the toolkit (OEIS: A000170 and A002562 for the plain
 * board, A260318-20 for how its fundamental solutions split by symmetry, A051906/A053994 for the
 * torus, A103330/A103331, A129551-4 for n + k queens with k pawns), read from {@code
 * published-counts.csv}. Tests and the cross-checker compare engines against them; no engine reads
 * them.
 */
package org.nqueenslab.reference;
