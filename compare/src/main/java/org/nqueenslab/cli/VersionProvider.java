package org.nqueenslab.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import picocli.CommandLine;

/**
 * {@code --version}: the project version Maven wrote into version.properties, and the Java runtime.
 */
final class VersionProvider implements CommandLine.IVersionProvider {
  @Override
  public String[] getVersion() throws IOException {
    Properties p = new Properties();
    try (InputStream in = VersionProvider.class.getResourceAsStream("version.properties")) {
      if (in != null) {
        p.load(in);
      }
    }
    return new String[] {
      "nqueens-lab " + p.getProperty("version", "unknown"),
      "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vm.name") + ")"
    };
  }
}
