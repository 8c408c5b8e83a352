package org.nqueenslab.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import picocli.CommandLine;

/**
 * {@code --version}: the project version Maven wrote into version.properties, and the Java runtime.
 */
final class VersionProvider implements CommandLine.IVersionProvider {

  /**
   * The project version (checkpoints and cluster members refuse another), "unknown" outside a
   * build.
   */
  static String version() {
    Properties p = new Properties();
    try (InputStream in = VersionProvider.class.getResourceAsStream("version.properties")) {
      if (in != null) {
        p.load(in);
      }
    } catch (IOException e) {
      return "unknown";
    }
    return p.getProperty("version", "unknown");
  }

  @Override
  public String[] getVersion() {
    return lines();
  }

  /** What {@code --version} prints. */
  static String[] lines() {
    return new String[] {
      "nqueens-lab " + version(),
      "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vm.name") + ")"
    };
  }
}
