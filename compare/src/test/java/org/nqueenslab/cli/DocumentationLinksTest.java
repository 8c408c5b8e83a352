package org.nqueenslab.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * README and the chapters of src/site/markdown link to files that exist, and README stays a page a
 * newcomer reads.
 */
class DocumentationLinksTest {
  static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
  private static final Pattern LINK = Pattern.compile("\\]\\(([^)#\\s]+)(#[^)]*)?\\)");

  @Test
  void everyRelativeLinkResolves() throws IOException {
    List<Path> pages = new ArrayList<>(List.of(ROOT.resolve("README.md")));
    try (Stream<Path> chapters = Files.list(ROOT.resolve("src/site/markdown"))) {
      chapters.filter(p -> p.toString().endsWith(".md")).forEach(pages::add);
    }
    List<String> broken = new ArrayList<>();
    int checked = 0;
    for (Path page : pages) {
      Matcher m = LINK.matcher(Files.readString(page));
      while (m.find()) {
        String target = m.group(1);
        if (target.startsWith("http://") || target.startsWith("https://")) {
          continue;
        }
        checked++;
        if (!Files.exists(page.getParent().resolve(target))) {
          broken.add(ROOT.relativize(page) + " -> " + target);
        }
      }
    }
    assertTrue(checked >= 14, "README and the chapters link to each other: " + checked + " links");
    assertTrue(broken.isEmpty(), "broken links: " + broken);
  }

  @Test
  void readmeStaysShort() throws IOException {
    long lines = Files.readAllLines(ROOT.resolve("README.md")).size();
    assertTrue(
        lines <= 200,
        "README has " + lines + " lines: move detail to a chapter of src/site/markdown");
  }
}
