package org.nqueenslab.bitmask;

/**
 * The 8 symmetries of the square on a classic solution held as files by rank, and Rolfe's lexicographic comparison
 * of a solution with its images ("Optimal Queens", Listing Five). Symmetry t: 0 identity, 1 mirror files, 2 mirror
 * ranks, 3 half turn, 4 transpose, 5 anti-transpose, 6 quarter turn, 7 three-quarter turn.
 */
final class SolutionImages {
  private SolutionImages() {}

  /** The rank of the image of square (rank, file) under symmetry {@code t}. */
  static int rank(int t, int n, int rank, int file) {
    int last = n - 1;
    return switch (t) {
      case 0, 1 -> rank;
      case 2, 3 -> last - rank;
      case 4, 6 -> file;
      default -> last - file; // 5, 7
    };
  }

  /** The file of the image of square (rank, file) under symmetry {@code t}. */
  static int file(int t, int n, int rank, int file) {
    int last = n - 1;
    return switch (t) {
      case 0, 2 -> file;
      case 1, 3 -> last - file;
      case 4, 7 -> rank;
      default -> last - rank; // 5, 6
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
