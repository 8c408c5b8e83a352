package org.nqueenslab.cli;

import java.util.Iterator;
import org.nqueenslab.problem.Piece;

/** The named pieces, for shell completion of {@code --piece} and {@code --animate-piece}. */
public final class PieceNames implements Iterable<String> {
  @Override
  public Iterator<String> iterator() {
    return Piece.names().iterator();
  }
}
