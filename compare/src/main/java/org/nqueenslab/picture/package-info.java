/**
 * Pictures of boards for people: one drawing ({@link org.nqueenslab.picture.BoardSheet}, a numbered
 * sheet of boards with their pieces) written as SVG text or as a PNG through Java2D, so that both
 * show the same thing; reusable by any page that embeds boards.
 */
package org.nqueenslab.picture;
