/**
 * What the tests of every module share that is not about queens: how a skipped test is reported.
 */
package org.nqueenslab.testing;
