package org.nqueenslab.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;

/**
 * Writes a picture (a board sheet, a plot) to a file whole, through {@link OutputFile}: opened
 * before the run so that a bad path is refused first, and put in place only when complete.
 */
final class PictureFile implements AutoCloseable {
  /** Draws the picture onto the file's bytes. */
  interface Drawing {
    void writeTo(OutputStream out) throws IOException;
  }

  private final Path target;
  private final OutputFile file;

  private PictureFile(Path target, OutputFile file) {
    this.target = target;
    this.file = file;
  }

  /** Opens the target now; a path that cannot be written is one line (exit 2). */
  static PictureFile open(Path target) {
    return new PictureFile(target, OutputFile.open(target));
  }

  /** Writes the picture and puts the file in place. */
  void write(Drawing drawing) {
    try {
      drawing.writeTo(file.bytes());
      file.commit();
    } catch (IOException e) {
      throw OutputFile.cannotWrite(target, e);
    }
  }

  @Override
  public void close() {
    try {
      file.close();
    } catch (IOException e) {
      throw OutputFile.cannotWrite(target, e);
    }
  }
}
