package org.nqueenslab.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import org.nqueenslab.problem.BadInputException;

/**
 * How every command writes a file: into a temporary file beside the target, flushed to disk and
 * renamed over the target only when complete, so that a failed or killed run leaves the target as
 * it was and never half-written. A target that is not a regular file (a device such as /dev/null, a
 * pipe) cannot be renamed over and is written directly.
 */
final class OutputFile implements AutoCloseable {
  private final Path target;
  private final Path temporary;
  private final FileChannel channel;
  private final Writer writer;
  private boolean committed;
  private OutputStream bytes;

  private OutputFile(Path target, Path temporary, FileChannel channel) {
    this.target = target;
    this.temporary = temporary;
    this.channel = channel;
    OutputStream stream = Channels.newOutputStream(channel);
    this.writer =
        new BufferedWriter(new OutputStreamWriter(stream, StandardCharsets.UTF_8), 1 << 16);
  }

  /** Opens a file to write {@code target} with, refusing a path that cannot be written now. */
  static OutputFile open(Path target) {
    String name = target.toString();
    if (name.isBlank()) {
      throw new BadInputException("the output file name is empty: give a file name");
    }
    if (Files.isDirectory(target)) {
      throw new BadInputException("cannot write " + name + ": it is a directory; give a file name");
    }
    Path dir = target.toAbsolutePath().getParent();
    if (dir == null || !Files.isDirectory(dir)) {
      throw new BadInputException(
          "cannot write " + name + ": there is no directory " + dir + "; create it first");
    }
    try {
      if (Files.exists(target) && !Files.isRegularFile(target)) {
        return new OutputFile(target, null, FileChannel.open(target, StandardOpenOption.WRITE));
      }
      removeStaleTemporaries(dir, target.getFileName().toString());
      // named by hand, not createTempFile: that one is private to its owner, and the file should
      // get the usual mode
      Path temporary =
          dir.resolve("." + target.getFileName() + "." + ProcessHandle.current().pid() + ".part");
      FileChannel channel =
          FileChannel.open(
              temporary,
              StandardOpenOption.CREATE,
              StandardOpenOption.TRUNCATE_EXISTING,
              StandardOpenOption.WRITE);
      // a run stopped while it writes (Ctrl-C, whose hook gives the command 10 s to finish, then
      // the JVM exits) leaves no temporary file behind: the JVM deletes it on its way out
      temporary.toFile().deleteOnExit();
      return new OutputFile(target, temporary, channel);
    } catch (IOException e) {
      throw cannotWrite(target, e);
    }
  }

  /**
   * Deletes the temporary files of earlier runs that wrote {@code name} and were killed (SIGKILL, a
   * power cut): {@code .NAME.PID.part} whose process is gone. A file of a process that still runs
   * is another run writing the same target, and stays.
   */
  private static void removeStaleTemporaries(Path dir, String name) {
    String prefix = "." + name + ".";
    try (java.nio.file.DirectoryStream<Path> siblings =
        Files.newDirectoryStream(
            dir,
            p -> {
              String file = p.getFileName().toString();
              return file.startsWith(prefix) && file.endsWith(".part");
            })) {
      for (Path sibling : siblings) {
        String file = sibling.getFileName().toString();
        String pid = file.substring(prefix.length(), file.length() - ".part".length());
        if (pid.matches("[0-9]{1,18}")
            && !ProcessHandle.of(Long.parseLong(pid)).map(ProcessHandle::isAlive).orElse(false)) {
          Files.deleteIfExists(sibling);
        }
      }
    } catch (IOException | java.nio.file.DirectoryIteratorException e) {
      // a directory that cannot be listed or a file that cannot be deleted: the write goes on,
      // and a leftover stays as it was
    }
  }

  Writer writer() {
    return writer;
  }

  /**
   * The file as bytes, for binary formats (a PNG); a file is written either through this or through
   * {@link #writer}, not both. Flushed by {@link #commit}.
   */
  OutputStream bytes() {
    if (bytes == null) {
      bytes = new java.io.BufferedOutputStream(Channels.newOutputStream(channel), 1 << 16);
    }
    return bytes;
  }

  /** Flushes everything to disk and puts the file in place under its name. */
  void commit() throws IOException {
    writer.flush();
    if (bytes != null) {
      bytes.flush();
    }
    if (temporary != null) { // a device cannot be synced (fsync on /dev/null fails)
      channel.force(true);
    }
    writer.close();
    if (temporary != null) {
      Files.move(
          temporary, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
    committed = true;
  }

  /** Removes the temporary file unless {@link #commit} moved it. */
  @Override
  public void close() throws IOException {
    if (!committed) {
      try {
        writer.close();
      } catch (IOException unwritable) {
        // the write already failed and is being reported; the temporary file goes regardless
      }
      if (temporary != null) {
        Files.deleteIfExists(temporary);
      }
    }
  }

  /** One line saying why {@code target} cannot be written, in words rather than class names. */
  static BadInputException cannotWrite(Path target, IOException e) {
    String why;
    if (e instanceof AccessDeniedException) {
      why = "permission denied";
    } else if (e instanceof NoSuchFileException) {
      why = "its directory cannot hold new files";
    } else if (e instanceof FileSystemException f && f.getReason() != null) {
      why = f.getReason().toLowerCase(java.util.Locale.ROOT);
    } else {
      why = e.getMessage() == null ? "the write failed" : e.getMessage();
    }
    return new BadInputException(
        "cannot write " + target + ": " + why + "; check the path, its permissions and free space");
  }
}
