package org.nqueenslab.bitmask;

/**
 * The 8 symmetries of the square on a classic solution held as files by rank, and Rolfe's lexicographic comparison
 * of a solution with its images ("Optimal Queens", Listing Five). Symmetry t: 0 identity, 1 mirror files, 2 mirror
 * ranks, 3 half turn, 4 transpose, 5 anti-transpose, 6 quarter turn, 7 three-quarter turn.
 */
final class SolutionImages {
  private SolutionImages() {}

  /** The image {rank, file} of square (rank, file) under symmetry {@code t} of the n x n board. */
  static int[] map(int t, int n, int rank, int file) {
    int last = n - 1;
    return switch (t) {
      case 0 -> new int[] {rank, file};
      case 1 -> new int[] {rank, last - file};
      case 2 -> new int[] {last - rank, file};
      case 3 -> new int[] {last - rank, last - file};
      case 4 -> new int[] {file, rank};
      case 5 -> new int[] {last - file, last - rank};
      case 6 -> new int[] {file, last - rank};
      default -> new int[] {last - file, rank};
    };
  }

  /**
   * Sign of (image t of the solution) minus the solution, lexicographically by rank; {@code inverse} holds the rank
   * of each file's queen. Stops at the first difference.
   */
  static int compare(int t, int[] files, int[] inverse) {
    int last = files.length - 1;
    for (int k = 0; k <= last; k++) {
      // the image's queen on rank k: where the symmetry sends the queen that lands on rank k
      int image = switch (t) {
        case 1 -> last - files[k];
        case 2 -> files[last - k];
        case 3 -> last - files[last - k];
        case 4 -> inverse[k];
        case 5 -> last - inverse[last - k];
        case 6 -> last - inverse[k];
        default -> inverse[last - k];
      };
      if (image != files[k]) {
        return image < files[k] ? -1 : 1;
      }
    }
    return 0;
  }
}
