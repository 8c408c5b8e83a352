package org.nqueenslab.cluster;

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.nqueenslab.problem.BadInputException;
import org.nqueenslab.split.PartCount;

/**
 * A count's checkpoint file: a header naming the count (tool version, engine, request, board, how
 * many parts), then one line per finished part ({@link PartCount#text(String)}, its check covering
 * the header too, so a line copied from another count's checkpoint is refused), each written to the
 * file as it arrives (a kill -9 loses none) and forced to the disk at most a second later (a reboot
 * loses at most the last second's parts, which the rerun counts again: forcing every line would
 * cost a disk flush per part, thousands in a count of seconds). A line cut short by the kill has no
 * line break and is dropped on reopening. A checkpoint of another count is refused, never mixed in.
 */
public final class Checkpoint implements AutoCloseable {
  static final String MAGIC = "# nqueens-lab checkpoint v3";

  /** What to do about a finished-part line that cannot be trusted. */
  private static final String RECOUNT = "delete that line to count its part again";

  private final Path path;
  private final String header;
  private final Map<String, PartCount> done;
  private final FileOutputStream stream;
  private final Writer writer;
  private long lastSyncNanos = System.nanoTime();

  private Checkpoint(
      Path path, String header, Map<String, PartCount> done, FileOutputStream stream) {
    this.path = path;
    this.header = header;
    this.done = done;
    this.stream = stream;
    this.writer = new OutputStreamWriter(stream, StandardCharsets.UTF_8);
  }

  /**
   * Opens {@code path} for the count described by {@code header} (one line, no tabs at the ends)
   * whose parts have {@code keys}: a new file gets the header; an existing one must have the same
   * header, and its finished parts are read back, each checked (its line unchanged since it was
   * written, a part of this count, with fundamental solutions in a {@code unique} count, and not
   * counted twice with two answers).
   *
   * @throws BadInputException when the file belongs to another count, is not a checkpoint, or has a
   *     line that cannot be trusted
   */
  public static Checkpoint open(Path path, String header, Set<String> keys, boolean unique) {
    Map<String, PartCount> done = new LinkedHashMap<>();
    try {
      if (Files.isDirectory(path)) {
        throw new BadInputException(
            "cannot use checkpoint " + path + ": it is a directory; give a file name");
      }
      boolean exists = Files.exists(path) && Files.size(path) > 0;
      if (exists) {
        requireCheckpoint(path); // before dropCutLine changes it: it may be someone's other file
        dropCutLine(path);
        List<String> lines = Files.readAllLines(path, StandardCharsets.UTF_8);
        if (lines.equals(List.of(MAGIC))) {
          // a kill cut the plan line that follows: nothing was counted, so the file starts again
          try (FileChannel ch = FileChannel.open(path, StandardOpenOption.WRITE)) {
            ch.truncate(0);
          }
          exists = false;
        } else if (lines.size() < 2 || !lines.get(0).equals(MAGIC)) {
          throw new BadInputException(
              path + " is not an nqueens checkpoint: give a new file to --checkpoint");
        }
        if (exists && !lines.get(1).equals(header)) {
          throw new BadInputException(
              path
                  + " is the checkpoint of another count ("
                  + difference(lines.get(1), header)
                  + "): give another --checkpoint file, or rerun that count");
        }
        for (int i = 2; i < lines.size(); i++) {
          if (PartCount.isLine(lines.get(i))) {
            String where = path + " line " + (i + 1);
            PartCount c;
            try {
              c = PartCount.parse(lines.get(i), header);
            } catch (BadInputException e) {
              throw new BadInputException(where + ": " + e.getMessage() + ": " + RECOUNT);
            }
            if (c.classes() != null && !classesAddUp(c)) {
              // the check sum catches damage, not a line whose numbers were changed together
              throw new BadInputException(
                  where
                      + " does not add up: its orbits by size give "
                      + orbitSum(c, true)
                      + " solutions and "
                      + orbitSum(c, false)
                      + " fundamental ones, it says "
                      + c.solutions()
                      + " and "
                      + c.unique()
                      + ": "
                      + RECOUNT);
            }
            if (!keys.contains(c.key())) {
              throw new BadInputException(
                  where + " has a part this count does not have: '" + c.key() + "'");
            }
            if ((c.unique() != null) != unique) {
              throw new BadInputException(
                  where
                      + (unique ? " has no fundamental count" : " has a fundamental count")
                      + " for part '"
                      + c.key()
                      + "', which this count "
                      + (unique ? "needs" : "does not make")
                      + ": "
                      + RECOUNT);
            }
            PartCount before = done.putIfAbsent(c.key(), c);
            if (before != null && before.sameCount(c) && c.memberCount() > before.memberCount()) {
              done.put(c.key(), c); // a count confirmed by more members (a --redundancy rerun)
            }
            if (before != null && !before.sameCount(c)) {
              throw new BadInputException(
                  where
                      + " counts part '"
                      + c.key()
                      + "' again, differently ("
                      + c.solutions()
                      + " solutions against "
                      + before.solutions()
                      + "): delete both lines to count it again");
            }
          }
        }
      } else if (path.toAbsolutePath().getParent() != null
          && !Files.isDirectory(path.toAbsolutePath().getParent())) {
        throw new BadInputException(
            "cannot use checkpoint "
                + path
                + ": there is no directory "
                + path.toAbsolutePath().getParent()
                + "; create it first");
      }
      FileOutputStream stream = new FileOutputStream(path.toFile(), true);
      lockOrRefuse(path, stream);
      Checkpoint checkpoint = new Checkpoint(path, header, done, stream);
      if (!exists) {
        try {
          checkpoint.append(MAGIC + "\n" + header);
        } catch (BadInputException e) { // a disk that takes nothing: let go of the file
          stream.close();
          throw e;
        }
      }
      return checkpoint;
    } catch (java.nio.charset.CharacterCodingException e) {
      throw new BadInputException(
          path
              + " is not an nqueens checkpoint (a line after its header is not text): give a new"
              + " file to --checkpoint");
    } catch (IOException e) {
      throw new BadInputException(
          "cannot use checkpoint "
              + path
              + ": "
              + reason(e)
              + "; give a file --checkpoint can create or append to (check the path and its"
              + " permissions)");
    }
  }

  /**
   * Takes the lock of the file for this count, held until {@link #close}: a second coordinator
   * given the same checkpoint (a command started twice) is refused rather than counting the same
   * parts again beside the first. The lock is taken on the stream the parts are written through,
   * after the file was read, and nothing in this process opens the file again while it is held:
   * POSIX releases a process's lock when any of its descriptors of that file is closed.
   */
  private static void lockOrRefuse(Path path, FileOutputStream stream) throws IOException {
    java.nio.channels.FileLock lock;
    try {
      lock = stream.getChannel().tryLock();
    } catch (java.nio.channels.OverlappingFileLockException sameProcess) {
      lock = null;
    }
    if (lock == null) {
      stream.close();
      throw new BadInputException(
          "checkpoint "
              + path
              + " is in use by another count that is still running: wait for it to end (or"
              + " stop it), or give another --checkpoint file");
    }
  }

  /**
   * Why a file could not be opened, in the system's words: FileOutputStream puts them in brackets
   * after the path ("/proc/c.txt (No such file or directory)").
   */
  private static String reason(IOException e) {
    String m = e.getMessage() == null ? "" : e.getMessage();
    int open = m.lastIndexOf(" (");
    return open >= 0 && m.endsWith(")")
        ? m.substring(open + 2, m.length() - 1).toLowerCase(java.util.Locale.ROOT)
        : m.isEmpty() ? "it could not be opened" : m;
  }

  /** What differs between a stored header and this count's: the first field that does. */
  private static String difference(String stored, String header) {
    String[] a = stored.split("\t");
    String[] b = header.split("\t");
    String[] what = {"kind", "version", "engine", "request", "board", "parts"};
    for (int i = 0; i < Math.min(a.length, b.length) && i < what.length; i++) {
      if (!a[i].equals(b[i])) {
        return what[i].equals("board")
            ? "another board"
            : what[i] + " " + a[i] + ", this count's is " + b[i];
      }
    }
    return "another header";
  }

  /** Refuses, unchanged, a file that does not begin as a checkpoint does. */
  private static void requireCheckpoint(Path path) throws IOException {
    byte[] start = new byte[MAGIC.length() + 1];
    int read;
    try (java.io.InputStream in = Files.newInputStream(path)) {
      read = in.readNBytes(start, 0, start.length);
    }
    String first = new String(start, 0, read, StandardCharsets.ISO_8859_1);
    if (first.startsWith(MAGIC.substring(0, MAGIC.lastIndexOf(' ') + 2))
        && !first.startsWith(MAGIC)) {
      throw new BadInputException(
          path
              + " is a checkpoint in another format ("
              + first.strip().substring(2)
              + ", this is "
              + MAGIC.substring(2)
              + "): finish that count with the nqueens-lab that began it, or give a new file");
    }
    if (read < start.length
        || !first.startsWith(MAGIC)
        || !(first.endsWith("\n") || first.endsWith("\r"))) {
      throw new BadInputException(
          path + " is not an nqueens checkpoint: give a new file to --checkpoint");
    }
  }

  /** True when a unique count's orbits by size give its solutions and its fundamental ones. */
  private static boolean classesAddUp(PartCount c) {
    return orbitSum(c, true) == c.solutions()
        && c.unique() != null
        && orbitSum(c, false) == c.unique();
  }

  /** The solutions (each orbit weighed by its size) or the fundamental ones its orbits give. */
  private static long orbitSum(PartCount c, boolean weighed) {
    long sum = 0;
    for (int size = 1; size < c.classes().length; size++) {
      sum += (weighed ? size : 1) * c.classes()[size];
    }
    return sum;
  }

  /** A kill during a write leaves a last line without its line break: not a finished part. */
  private static void dropCutLine(Path path) throws IOException {
    byte[] bytes = Files.readAllBytes(path);
    int end = bytes.length;
    while (end > 0 && bytes[end - 1] != '\n') {
      end--;
    }
    if (end < bytes.length) {
      try (FileChannel ch = FileChannel.open(path, StandardOpenOption.WRITE)) {
        ch.truncate(end);
      }
    }
  }

  /** The parts finished by earlier runs, by key. */
  public Map<String, PartCount> finished() {
    return Map.copyOf(done);
  }

  /** Appends a finished part: written to the file at once, forced to the disk within a second. */
  public synchronized void add(PartCount count) {
    append(count.text(header));
    done.put(count.key(), count);
  }

  private void append(String text) {
    try {
      writer.write(text + "\n");
      writer.flush();
      if (System.nanoTime() - lastSyncNanos > 1_000_000_000L) {
        stream.getFD().sync();
        lastSyncNanos = System.nanoTime();
      }
    } catch (IOException e) {
      throw cannotWrite(e);
    }
  }

  @Override
  public synchronized void close() {
    try {
      writer.flush();
      stream.getFD().sync();
      writer.close();
    } catch (IOException e) {
      throw cannotWrite(e);
    }
  }

  /**
   * A checkpoint that cannot be written is the user's to fix (a full disk, a lost mount), not a
   * bug: one line, exit code 2; the parts already in the file are kept.
   */
  private BadInputException cannotWrite(IOException e) {
    String why = e.getMessage() == null ? "the write failed" : e.getMessage();
    return new BadInputException(
        "cannot write checkpoint "
            + path
            + ": "
            + why
            + "; check its disk and free space, then rerun the same command to resume");
  }
}
