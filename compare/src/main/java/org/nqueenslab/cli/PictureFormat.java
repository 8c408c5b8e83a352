package org.nqueenslab.cli;

import java.nio.file.Path;
import java.util.Locale;
import org.nqueenslab.problem.BadInputException;

/** The picture formats a command writes (board sheets, plots), chosen by the file's extension. */
enum PictureFormat {
  SVG,
  PNG;

  /** The format {@code file}'s extension names, or one line saying which extensions work. */
  static PictureFormat of(Path file, String option) {
    String name = file.getFileName() == null ? "" : file.getFileName().toString();
    String lower = name.toLowerCase(Locale.ROOT);
    if (lower.endsWith(".svg")) {
      return SVG;
    }
    if (lower.endsWith(".png")) {
      return PNG;
    }
    throw new BadInputException(
        option
            + " "
            + file
            + ": the file name must end in .svg or .png (the picture's format), e.g. "
            + option
            + " plot.svg");
  }
}
