package org.nqueenslab.cpsat;

/**
 * OR-Tools' native library, loaded once per process through OR-Tools' own loader ({@code
 * Loader.loadNativeLibraries()}, which unpacks the platform's library from its jar into
 * java.io.tmpdir), on the cpsat engine's first use only: the other engines never pay for it. A
 * failure is remembered as one line, so the loader (which unpacks again on every try) runs once
 * whatever happens. When a library will not load, the loader prints "System.load(...) failed!" on
 * standard output (OR-Tools 9.15); stdout carries the command line's data, so while the loader runs
 * System.out points at standard error.
 */
public final class OrToolsNative {

  private OrToolsNative() {}

  /**
   * Null when OR-Tools is ready, else one line: why the cpsat engine cannot run here and what to
   * do.
   */
  public static String unavailableReason() {
    return Holder.REASON;
  }

  /** The same, for another engine on OR-Tools (the mip engine): its name in the line. */
  public static String unavailableReason(String engine) {
    return Holder.REASON == null
        ? null
        : Holder.REASON.replace("engine 'cpsat'", "engine '" + engine + "'");
  }

  /** The lazy holder idiom: the JVM runs the load once, thread-safely, on first access. */
  private static final class Holder {
    static final String REASON = load();
  }

  private static String load() {
    java.io.PrintStream out = System.out;
    System.setOut(System.err);
    try {
      com.google.ortools.Loader.loadNativeLibraries();
      // The loader does not always say when it fails (it swallows an IOException on unpacking, for
      // one): one native call tells for sure.
      com.google.ortools.util.Domain.allValues().delete();
      return null;
    } catch (RuntimeException | LinkageError e) {
      return describeFailure(e);
    } finally {
      System.setOut(out);
    }
  }

  /** One line naming the platform and the cause, and what to try. */
  static String describeFailure(Throwable cause) {
    if (cause instanceof NoClassDefFoundError) {
      return "engine 'cpsat' cannot run: OR-Tools (com.google.ortools:ortools-java) is not on the class path ("
          + cause.getMessage()
          + "): rebuild with Maven, or choose another engine (nqueens engines)";
    }
    String why = cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage();
    if (cause instanceof UnsatisfiedLinkError && why.contains("JNI")) {
      why = "OR-Tools' loader returned without loading it"; // the message names a JNI method, which
      // says nothing
    }
    why = why.replaceAll("\\s+", " ").trim();
    if (why.length() > 160) {
      why = why.substring(0, 157) + "...";
    }
    return "engine 'cpsat' cannot load OR-Tools' native library on "
        + System.getProperty("os.name")
        + " "
        + System.getProperty("os.arch")
        + " ("
        + why
        + "): OR-Tools ships it for Linux, macOS and Windows on x86-64"
        + " and for Linux and macOS on arm64, unpacked into java.io.tmpdir ("
        + System.getProperty("java.io.tmpdir")
        + "), which must exist and allow executing files (else set -Djava.io.tmpdir); the other engines work";
  }
}
