package org.nqueenslab.cli;

import java.io.IOException;
import java.io.Writer;

/**
 * Passes text on with every line longer than the width wrapped at spaces, the continuation lines
 * indented by two spaces, so that notes under a table fit the same terminal as the table.
 */
final class WrappingWriter extends Writer {
  private final Writer out;
  private final int width;
  private final StringBuilder line = new StringBuilder();

  WrappingWriter(Writer out, int width) {
    this.out = out;
    this.width = width;
  }

  @Override
  public void write(char[] buffer, int offset, int length) throws IOException {
    for (int i = offset; i < offset + length; i++) {
      if (buffer[i] == '\n') {
        emit();
      } else {
        line.append(buffer[i]);
      }
    }
  }

  private void emit() throws IOException {
    String rest = line.toString();
    line.setLength(0);
    String indent = "";
    while (indent.length() + rest.length() > width) {
      int room = width - indent.length();
      int cut = rest.lastIndexOf(' ', room);
      if (cut <= 0) {
        break; // one word longer than the line: left whole
      }
      out.write(indent + rest.substring(0, cut).stripTrailing() + "\n");
      rest = rest.substring(cut + 1).stripLeading();
      indent = "  ";
    }
    out.write(indent + rest + "\n");
  }

  @Override
  public void flush() throws IOException {
    out.flush();
  }

  /** Writes a last unfinished line as it is. */
  @Override
  public void close() throws IOException {
    if (line.length() > 0) {
      out.write(line.toString());
      line.setLength(0);
    }
    out.flush();
  }
}
