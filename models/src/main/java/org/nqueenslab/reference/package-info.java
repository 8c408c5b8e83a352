/**
 * Published reference counts shipped with the toolkit, transcribed from the OEIS and read from
 * {@code published-counts.csv}: for queens, A000170 and A002562 for the plain board, A260318-20 for
 * how its fundamental solutions split by symmetry, A051906/A053994 for the torus, A103330/A103331,
 * A129551-4 for n + k queens with k pawns, and A075458 with A002564 and A299029 with A002568 for
 * the fewest queens that dominate the board, plain and independent; for the other pieces, amazons
 * (A051223/A051224), rooks (n!, A000903), kings (A018807/A319096), knights at their maximum
 * (A289203) and bishops (2^n, A002465's comments). Tests and the cross-checker compare engines
 * against them; no engine reads them.
 */
package org.nqueenslab.reference;
