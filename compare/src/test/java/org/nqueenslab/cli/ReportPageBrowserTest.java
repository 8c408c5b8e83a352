package org.nqueenslab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nqueenslab.problem.Placement;
import org.nqueenslab.problem.Problem;
import org.nqueenslab.problem.Square;
import org.nqueenslab.problem.Verifier;
import org.nqueenslab.reference.ReferenceCounts;
import org.nqueenslab.report.page.PagePictures;
import org.nqueenslab.report.page.ReportPage;
import org.nqueenslab.report.page.TraceRecording;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The report page works in a real browser: headless Chromium opens the file {@code nqueens report}
 * wrote, the test drives the animation through the page's own buttons and reads what the page
 * shows. Skipped, saying so, without Debian's chromium and chromium-driver (CI installs them).
 */
@Tag("browser")
class ReportPageBrowserTest {
  private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
  private static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
  private static final int N = 6;

  /** Selenium warns that it has no DevTools bindings for this Chromium; the test uses none. */
  private static final java.util.logging.Logger CDP_WARNINGS =
      java.util.logging.Logger.getLogger("org.openqa.selenium.devtools.CdpVersionFinder");

  @TempDir Path dir;

  /**
   * Each test, not the class, is skipped without Chromium: an aborted class showed on the console
   * as "Tests run: 0", as if there were no browser test at all.
   */
  @BeforeEach
  void needsChromium() {
    CDP_WARNINGS.setLevel(java.util.logging.Level.OFF);
    Assumptions.assumeTrue(
        Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER),
        "the report page's browser test needs "
            + CHROMIUM
            + " and "
            + CHROMEDRIVER
            + " (apt-get install chromium chromium-driver; .ci/run installs them)");
  }

  @Test
  void theAnimationStepsPlaysAndJumpsToVerifiedSolutions() throws IOException {
    Path page = dir.resolve("lecture.html");
    Cli r =
        Cli.run(
            "report",
            "-n",
            "4..6",
            "--engines",
            "bitmask,dlx",
            "--animate-n",
            String.valueOf(N),
            "--output",
            page.toString());
    assertEquals(0, r.exitCode(), r.err());
    withBrowser(
        driver -> {
          driver.get(page.toUri().toString());
          // the wide table of rows scrolls in its own box: the page itself fits the window
          Object pageFits =
              ((org.openqa.selenium.JavascriptExecutor) driver)
                  .executeScript(
                      "return document.documentElement.scrollWidth"
                          + " <= document.documentElement.clientWidth");
          assertEquals(Boolean.TRUE, pageFits, "the page is wider than the window");
          List<WebElement> panels = driver.findElements(By.cssSelector(".trace-panel"));
          assertEquals(
              ReportCommand.DEFAULT_ANIMATED,
              panels.stream().map(p -> p.getAttribute("data-engine")).toList());
          for (WebElement p : panels) {
            assertEquals("0", p.getAttribute("data-step"));
            assertEquals(0, counterSum(p), p.getText());
          }

          click(driver, "step");
          long[] afterOne = new long[panels.size()];
          for (int i = 0; i < panels.size(); i++) {
            WebElement p = panels.get(i);
            assertEquals("1", p.getAttribute("data-step"));
            assertEquals(1, queens(p).size(), "the first step places a queen: " + p.getText());
            afterOne[i] = counterSum(p);
            assertTrue(afterOne[i] > 0, "counters count the first step: " + p.getText());
          }
          for (int k = 0; k < 9; k++) {
            click(driver, "step");
          }
          for (int i = 0; i < panels.size(); i++) {
            WebElement p = panels.get(i);
            assertEquals("10", p.getAttribute("data-step"));
            assertTrue(counterSum(p) > afterOne[i], "counters grow: " + p.getText());
          }

          // every solution each engine finds, in turn, is a solution the verifier accepts
          long published = ReferenceCounts.standard(N).orElseThrow().count();
          for (long s = 1; s <= published; s++) {
            click(driver, "next-solution");
            for (WebElement p : panels) {
              assertEquals("true", p.getAttribute("data-solution"), p.getText());
              assertEquals(String.valueOf(s), p.getAttribute("data-solutions"));
              List<Square> queens = queens(p);
              assertEquals(N, queens.size(), p.getText());
              Verifier.Verdict v = Verifier.verify(Problem.of(N), Placement.of(queens));
              assertTrue(v.valid(), p.getAttribute("data-engine") + ": " + v.reason());
            }
          }
          click(driver, "next-solution"); // no further solution: the end of each search
          for (WebElement p : panels) {
            assertTrue(
                p.findElement(By.cssSelector(".status"))
                    .getText()
                    .contains("search complete, " + published + " solutions"),
                p.getText());
          }

          click(driver, "reset");
          new Select(driver.findElement(By.id("speed"))).selectByValue("100");
          click(driver, "play");
          assertEquals("Pause", driver.findElement(By.id("play")).getText());
          new WebDriverWait(driver, Duration.ofSeconds(30))
              .until(d -> Long.parseLong(panels.get(0).getAttribute("data-step")) >= 20);
          click(driver, "play");
          assertEquals("Play", driver.findElement(By.id("play")).getText());

          // one panel alone: its own step moves it and no other; a box hides an engine
          click(driver, "reset");
          panels.get(1).findElement(By.cssSelector("button[data-action='step']")).click();
          assertEquals("1", panels.get(1).getAttribute("data-step"));
          assertEquals("0", panels.get(0).getAttribute("data-step"));
          assertEquals("1", driver.findElement(By.id("timeline")).getAttribute("value"));
          driver
              .findElement(
                  By.cssSelector(
                      "#engines-shown input[data-engine='"
                          + panels.get(0).getAttribute("data-engine")
                          + "']"))
              .click();
          assertTrue(!panels.get(0).isDisplayed(), "the engine unticked is hidden");
          assertTrue(panels.get(1).isDisplayed());
          // a rejected square has a shape as well as a colour
          click(driver, "reset");
          for (int k = 0; k < 3; k++) {
            click(driver, "step");
          }
          assertTrue(
              !driver.findElements(By.cssSelector(".trace-panel .mark.rejected")).isEmpty(),
              "some search rejected a square by its third step");
          // why, on the board: wirth's first step places a1, whose rank, file and diagonal are
          // drawn; its second rejects a2, and the attack from a1 is drawn
          WebElement wirth =
              driver.findElement(By.cssSelector(".trace-panel[data-engine='wirth']"));
          click(driver, "reset");
          click(driver, "step");
          assertEquals(3, wirth.findElements(By.cssSelector("line.reach")).size(), wirth.getText());
          click(driver, "step");
          assertEquals(1, wirth.findElements(By.cssSelector("line.attack-line")).size());
          // bitmask's masks for the next rank: after a1 and c2 (its first two steps on 6 x 6),
          // rank 3 has files a and c taken, the diagonals from them at c, d and b, e free
          WebElement bitmask =
              driver.findElement(By.cssSelector(".trace-panel[data-engine='bitmask']"));
          String masks = bitmask.findElement(By.cssSelector("pre.masks")).getText();
          assertTrue(masks.startsWith("rank 3"), masks);
          assertTrue(masks.contains("files       1 . 1 . . ."), masks);
          assertTrue(masks.contains("free        . . . . 1 1"), masks);

          ((org.openqa.selenium.JavascriptExecutor) driver)
              .executeScript("document.getElementById('search').scrollIntoView()");
          byte[] png =
              ((org.openqa.selenium.TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES);
          Files.write(Path.of("target", "report-page.png"), png);
          assertNotBlank(png);
        });
  }

  @Test
  void thePageReadsTheTraceHeaderAndIgnoresFieldsItDoesNotKnow() throws IOException {
    TraceRecording plain = TraceRecording.record("wirth", 5, 10_000);
    String header = plain.jsonLines().get(0);
    assertTrue(header.contains("\"event\":\"header\""), header);
    List<String> lines = new java.util.ArrayList<>();
    plain.jsonLines().forEach(l -> lines.add(l.replaceFirst("\\}$", ",\"unknown\":[]}")));
    TraceRecording extended =
        new TraceRecording("wirth", plain.problem(), lines, plain.complete(), false);
    Path page = pageAnimating("extended.html", extended);
    withBrowser(
        driver -> {
          driver.get(page.toUri().toString());
          WebElement p = driver.findElement(By.cssSelector(".trace-panel"));
          int steps = plain.jsonLines().size() - 1; // the header is not a step
          assertTrue(p.getText().contains("ready: " + steps + " steps recorded"), p.getText());
          String meaning =
              p.findElement(By.cssSelector(".counter[data-name='position tests'] dt"))
                  .getAttribute("title");
          assertTrue(
              meaning != null
                  && !meaning.isBlank()
                  && header.contains("\"position tests\":\"" + meaning + "\""),
              "the counter's meaning comes from the header: " + meaning);
          click(driver, "next-solution");
          List<Square> queens = queens(p);
          assertEquals(5, queens.size(), p.getText());
          assertTrue(Verifier.verify(Problem.of(5), Placement.of(queens)).valid());
        });
  }

  /**
   * What a lecturer needs beyond play and step: back, the previous solution, a timeline that puts
   * every panel at one step, and an address that opens the page at a step (a slide's link); the
   * searches are the page's first section.
   */
  @Test
  void aLecturerStepsBackScrubsAndLinksToAStep() throws IOException {
    TraceRecording wirth = TraceRecording.record("wirth", 5, 10_000);
    Path page = pageAnimating("lecture.html", wirth);
    withBrowser(
        driver -> {
          driver.get(page.toUri().toString());
          assertEquals(
              "search",
              driver.findElement(By.cssSelector("main > section")).getAttribute("id"),
              "the searches come first");
          WebElement p = driver.findElement(By.cssSelector(".trace-panel"));
          click(driver, "next-solution");
          String first = p.getAttribute("data-step");
          List<Square> firstQueens = queens(p);
          click(driver, "next-solution");
          assertEquals("2", p.getAttribute("data-solutions"));
          click(driver, "previous-solution");
          assertEquals(first, p.getAttribute("data-step"), "back at the first solution");
          assertEquals(firstQueens, queens(p));
          click(driver, "back");
          assertEquals(
              String.valueOf(Long.parseLong(first) - 1), p.getAttribute("data-step"), "one back");
          assertEquals("false", p.getAttribute("data-solution"));
          // the timeline shows the step, and the address keeps it
          WebElement timeline = driver.findElement(By.id("timeline"));
          assertEquals(String.valueOf(Long.parseLong(first) - 1), timeline.getAttribute("value"));
          assertTrue(driver.getCurrentUrl().endsWith("#step=" + (Long.parseLong(first) - 1)));
          ((org.openqa.selenium.JavascriptExecutor) driver)
              .executeScript(
                  "var t = document.getElementById('timeline'); t.value = '7';"
                      + " t.dispatchEvent(new Event('input'));");
          assertEquals("7", p.getAttribute("data-step"));
          // a link to a step opens there
          driver.get(page.toUri() + "#step=12");
          driver.navigate().refresh();
          assertEquals(
              "12", driver.findElement(By.cssSelector(".trace-panel")).getAttribute("data-step"));
        });
  }

  /**
   * What a piece attacks comes from the model, not from the page: a knight placed on a1 of 5 x 5
   * reaches b3 and c2, drawn as two leaps (a line and a ring each), where a queen draws three
   * lines.
   */
  @Test
  void aLeapersSquaresAreDrawnAsTheModelStatesThem() throws IOException {
    TraceRecording knights =
        TraceRecording.record("bitmask", 5, org.nqueenslab.problem.Piece.parse("knight"), 1000);
    Path page = pageAnimating("knights.html", knights);
    withBrowser(
        driver -> {
          driver.get(page.toUri().toString());
          click(driver, "step");
          WebElement p = driver.findElement(By.cssSelector(".trace-panel"));
          assertEquals(List.of(Square.parse("a1")), queens(p), p.getText());
          assertEquals("\u265E", p.findElement(By.cssSelector(".queen")).getText());
          assertEquals(2, p.findElements(By.cssSelector("line.reach")).size(), p.getText());
          assertEquals(2, p.findElements(By.cssSelector("circle.leap")).size(), p.getText());
        });
  }

  /**
   * bnb's branch and bound animated: the panel names its question, shows no domains (its marked
   * squares are what is covered), and its last solution is the fewest queens that dominate 5 x 5
   * (A075458: 3), the board it draws dominating by the verifier.
   */
  @Test
  void theBranchAndBoundIsAnimatedOnItsOwnQuestion() throws IOException {
    TraceRecording bnb = TraceRecording.record("bnb", 5, 10_000);
    assertTrue(bnb.complete());
    assertTrue(bnb.jsonLines().get(0).contains("\"rule\":\"dominating\""), bnb.jsonLines().get(0));
    Path page = pageAnimating("bnb.html", bnb);
    withBrowser(
        driver -> {
          driver.get(page.toUri().toString());
          WebElement p = driver.findElement(By.cssSelector(".trace-panel"));
          assertEquals(
              "bnb: the fewest dominating pieces", p.findElement(By.tagName("h3")).getText());
          assertTrue(p.findElements(By.cssSelector(".domains")).isEmpty(), "no domains");
          // each solution is a better cover: the smallest one shown is the last one found
          List<Square> last = null;
          for (int i = 0; i < 10; i++) {
            click(driver, "next-solution");
            List<Square> now = queens(p);
            if (!now.isEmpty() && (last == null || now.size() < last.size())) {
              last = now;
            }
          }
          assertEquals(3, last.size(), p.getText());
          org.nqueenslab.problem.Problem asked =
              org.nqueenslab.problem.Problem.builder(5)
                  .queens(3)
                  .rule(org.nqueenslab.problem.Rule.DOMINATING)
                  .build();
          assertTrue(
              org.nqueenslab.problem.Verifier.verify(
                      asked, org.nqueenslab.problem.Placement.of(last))
                  .valid(),
              last.toString());
        });
  }

  /** Choco's queens that propagation placed are drawn apart (pale), as the trace marks them. */
  @Test
  void theQueensPropagationForcedAreDrawnApart() throws IOException {
    TraceRecording choco = TraceRecording.record("choco", 6, 10_000);
    String solution =
        choco.jsonLines().stream()
            .filter(l -> l.contains("\"event\":\"solution\""))
            .findFirst()
            .orElseThrow();
    java.util.regex.Matcher m =
        java.util.regex.Pattern.compile("\"forced\":\\[([^\\]]*)\\]").matcher(solution);
    assertTrue(m.find(), "the first solution has queens propagation forced: " + solution);
    Set<String> forced = Set.of(m.group(1).replace("\"", "").split(","));
    Path page = pageAnimating("choco.html", choco);
    withBrowser(
        driver -> {
          driver.get(page.toUri().toString());
          click(driver, "next-solution");
          WebElement p = driver.findElement(By.cssSelector(".trace-panel"));
          assertEquals(6, queens(p).size(), p.getText());
          Set<String> drawn = new HashSet<>();
          p.findElements(By.cssSelector(".queen.forced"))
              .forEach(q -> drawn.add(q.getAttribute("data-square")));
          assertEquals(forced, drawn);
        });
  }

  /**
   * The lecture: at 1280 x 720 the panels are the first screen; ten steps forward and five
   * back leave every board as its trace says after step 5; the scrubber moves the panels; each
   * search tree holds a node per decision of its trace (placements, decisions, refutations,
   * rejected squares), folded subtrees counted by their size; screenshots at 1280 x 720 and 1920 x
   * 1080 are kept in target/ for a reader to look at.
   */
  @Test
  void aLectureFitsTheFirstScreenStepsBackAndDrawsEachSearchTree() throws IOException {
    List<String> engines = List.of("wirth", "bitmask", "dlx", "choco");
    Path page = dir.resolve("first-screen.html");
    Cli r =
        Cli.run(
            "report",
            "-n",
            "4..6",
            "--engines",
            "bitmask",
            "--animate",
            String.join(",", engines),
            "--animate-n",
            "6,5",
            "--output",
            page.toString());
    assertEquals(0, r.exitCode(), r.err());
    // the same searches, recorded here: the page must show what their traces say
    java.util.Map<String, List<String>> traces = new java.util.HashMap<>();
    for (String e : engines) {
      traces.put(e, TraceRecording.record(e, 6, TraceRecording.MAX_STEPS).jsonLines());
    }
    withBrowser(
        1280,
        720,
        driver -> {
          driver.get(page.toUri().toString());
          org.openqa.selenium.JavascriptExecutor js =
              (org.openqa.selenium.JavascriptExecutor) driver;
          Number height = (Number) js.executeScript("return window.innerHeight");
          Number width = (Number) js.executeScript("return window.innerWidth");
          assertEquals(720, height.intValue(), "a viewport of " + width + " x " + height);
          assertEquals(1280, width.intValue(), "a viewport of " + width + " x " + height);
          List<WebElement> panels = driver.findElements(By.cssSelector(".trace-panel"));
          assertEquals(engines, panels.stream().map(p -> p.getAttribute("data-engine")).toList());
          for (WebElement p : panels) {
            @SuppressWarnings("unchecked")
            java.util.Map<String, Number> box =
                (java.util.Map<String, Number>)
                    js.executeScript(
                        "var b = arguments[0].getBoundingClientRect();"
                            + " return {top: b.top, bottom: b.bottom, left: b.left, right: b.right};",
                        p);
            assertTrue(
                box.get("bottom").doubleValue() <= height.doubleValue()
                    && box.get("right").doubleValue() <= width.doubleValue()
                    && box.get("top").doubleValue() >= 0,
                p.getAttribute("data-engine") + " lies outside the first screen: " + box);
          }
          screenshot(driver, "report-page-1280x720.png");

          for (int k = 0; k < 10; k++) {
            click(driver, "step");
          }
          for (int k = 0; k < 5; k++) {
            click(driver, "back");
          }
          for (WebElement p : panels) {
            String engine = p.getAttribute("data-engine");
            assertEquals("5", p.getAttribute("data-step"), engine);
            assertEquals(queensAfter(traces.get(engine), 5), new HashSet<>(queens(p)), engine);
            assertEquals(decisionsUpTo(traces.get(engine), 5), treeNodes(p), engine);
          }
          assertTrue(driver.getCurrentUrl().endsWith("#n=6&step=5"), driver.getCurrentUrl());

          // the scrubber dragged to the right puts every panel further on, each tree with it
          WebElement timeline = driver.findElement(By.id("timeline"));
          new org.openqa.selenium.interactions.Actions(driver)
              .dragAndDropBy(timeline, timeline.getSize().getWidth() / 4, 0)
              .perform();
          long t = Long.parseLong(timeline.getAttribute("value"));
          assertTrue(t > 5, "the scrubber moved to " + t);
          for (WebElement p : panels) {
            String engine = p.getAttribute("data-engine");
            List<String> lines = traces.get(engine);
            long step = Math.min(t, lines.size() - 1);
            assertEquals(String.valueOf(step), p.getAttribute("data-step"), engine);
            assertEquals(queensAfter(lines, step), new HashSet<>(queens(p)), engine);
            assertEquals(decisionsUpTo(lines, step), treeNodes(p), engine + " at " + step);
            assertEquals(
                String.valueOf(decisionsUpTo(lines, step)), p.getAttribute("data-tree-nodes"));
          }
          // a folded subtree opens on a click, and its nodes are then drawn one by one
          WebElement wirth = panels.get(0);
          List<WebElement> folded = wirth.findElements(By.cssSelector("svg.tree .folded"));
          assertTrue(!folded.isEmpty(), "wirth's finished subtrees are folded by step " + t);
          long before = wirth.findElements(By.cssSelector("svg.tree [data-nodes]")).size();
          js.executeScript(
              "arguments[0].dispatchEvent(new MouseEvent('click', {bubbles: true}))",
              folded.get(0));
          assertTrue(
              wirth.findElements(By.cssSelector("svg.tree [data-nodes]")).size() > before,
              "the subtree opened");
          assertEquals(decisionsUpTo(traces.get("wirth"), t), treeNodes(wirth));

          // dlx outlines the squares left on the line it branches on; choco lists its domains
          click(driver, "reset");
          click(driver, "step");
          WebElement dlx = panels.get(2);
          String among = dlx.findElement(By.cssSelector("p.options")).getText();
          assertTrue(among.startsWith("chose among 6:"), among);
          assertEquals(6, dlx.findElements(By.cssSelector("rect.option")).size());
          click(driver, "step");
          String domains = panels.get(3).findElement(By.cssSelector("pre.domains")).getText();
          assertTrue(domains.startsWith("domains"), domains);

          // one panel plays alone, at its own speed, and pauses
          WebElement own = panels.get(1).findElement(By.cssSelector("button[data-action='play']"));
          new Select(panels.get(1).findElement(By.cssSelector("select[data-action='speed']")))
              .selectByValue("100");
          own.click();
          new WebDriverWait(driver, Duration.ofSeconds(30))
              .until(d -> Long.parseLong(panels.get(1).getAttribute("data-step")) >= 30);
          own.click();
          String paused = panels.get(1).getAttribute("data-step");
          assertEquals("2", panels.get(0).getAttribute("data-step"), "the others stood still");
          assertEquals("false", own.getAttribute("aria-pressed"));
          assertEquals(paused, panels.get(1).getAttribute("data-step"), "it stays paused");

          // the other board recorded, chosen from the list: every panel on 5 x 5
          new Select(driver.findElement(By.id("board-size"))).selectByValue("5");
          for (WebElement p : driver.findElements(By.cssSelector(".trace-panel"))) {
            assertEquals(25, p.findElements(By.cssSelector("rect[data-square]")).size());
          }
          assertTrue(driver.getCurrentUrl().endsWith("#n=5&step=0"), driver.getCurrentUrl());
        });
    withBrowser(
        1920,
        1080,
        driver -> {
          driver.get(page.toUri() + "#n=6&step=40");
          assertEquals(
              "40",
              driver.findElement(By.cssSelector(".trace-panel")).getAttribute("data-step"),
              "opened at the step linked");
          screenshot(driver, "report-page-1920x1080.png");
        });
  }

  /** The queens on the board after {@code step}, as the trace's line for that step lists them. */
  private static Set<Square> queensAfter(List<String> lines, long step) {
    String line =
        lines.stream()
            .filter(l -> l.startsWith("{\"step\":" + step + ","))
            .findFirst()
            .orElseThrow();
    java.util.regex.Matcher m =
        java.util.regex.Pattern.compile("\"queens\":\\[([^\\]]*)\\]").matcher(line);
    assertTrue(m.find(), line);
    Set<Square> queens = new HashSet<>();
    for (String name : m.group(1).replace("\"", "").split(",")) {
      if (!name.isEmpty()) {
        queens.add(Square.parse(name));
      }
    }
    return queens;
  }

  /**
   * The trace's decisions up to {@code step}: queens placed, decisions, refutations, rejections.
   */
  private static long decisionsUpTo(List<String> lines, long step) {
    return lines.stream()
        .skip(1)
        .limit(step)
        .filter(l -> l.matches(".*\"event\":\"(place|decide|refute|reject)\".*"))
        .count();
  }

  /** The nodes the panel's tree draws, a folded subtree counted by its size. */
  private static long treeNodes(WebElement panel) {
    return panel.findElements(By.cssSelector("svg.tree [data-nodes]")).stream()
        .mapToLong(e -> Long.parseLong(e.getAttribute("data-nodes")))
        .sum();
  }

  private static void screenshot(WebDriver driver, String name) throws IOException {
    byte[] png = ((org.openqa.selenium.TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES);
    Files.createDirectories(Path.of("target"));
    Files.write(Path.of("target", name), png);
    assertNotBlank(png);
  }

  /** A page of {@code name} in this test's folder that animates {@code trace} and nothing else. */
  private Path pageAnimating(String name, TraceRecording trace) throws IOException {
    Path page = dir.resolve(name);
    Files.writeString(
        page,
        new ReportPage(
                "header",
                List.of(),
                "verdict: none",
                ReportPage.Outcome.NOT_ALL_CHECKED,
                trace.n(),
                List.of(),
                List.of(trace))
            .render(new PagePictures()));
    return page;
  }

  /** The screenshot shows something: many colours, and most pixels are not the background. */
  private static void assertNotBlank(byte[] png) throws IOException {
    BufferedImage image = ImageIO.read(new ByteArrayInputStream(png));
    Set<Integer> colours = new HashSet<>();
    int background = image.getRGB(image.getWidth() - 1, image.getHeight() - 1);
    long other = 0;
    for (int y = 0; y < image.getHeight(); y += 2) {
      for (int x = 0; x < image.getWidth(); x += 2) {
        int rgb = image.getRGB(x, y);
        colours.add(rgb);
        other += rgb != background ? 1 : 0;
      }
    }
    long sampled = (long) ((image.getHeight() + 1) / 2) * ((image.getWidth() + 1) / 2);
    assertTrue(colours.size() >= 20, "a screenshot of " + colours.size() + " colours");
    assertTrue(other * 10 > sampled, "the screenshot is " + other + " of " + sampled + " drawn");
  }

  private static void click(WebDriver driver, String id) {
    driver.findElement(By.id(id)).click();
  }

  private static long counterSum(WebElement panel) {
    return panel.findElements(By.cssSelector(".counter .value")).stream()
        .mapToLong(v -> Long.parseLong(v.getText().trim()))
        .sum();
  }

  private static List<Square> queens(WebElement panel) {
    return panel.findElements(By.cssSelector(".queen")).stream()
        .map(q -> Square.parse(q.getAttribute("data-square")))
        .toList();
  }

  interface BrowserCheck {
    void run(WebDriver driver) throws IOException;
  }

  /** Headless Chromium on a fresh profile, nothing fetched from the network, always quit. */
  private void withBrowser(BrowserCheck check) throws IOException {
    withBrowser(1280, 1400, check);
  }

  /** Headless Chromium with a window of {@code width} x {@code height}. */
  private void withBrowser(int width, int height, BrowserCheck check) throws IOException {
    Path profile = Files.createTempDirectory(dir, "chromium-profile");
    ChromeOptions options = new ChromeOptions();
    options.setBinary(CHROMIUM.toFile());
    options.addArguments(
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--window-size=" + width + "," + height,
        "--user-data-dir=" + profile);
    ChromeDriverService service =
        new ChromeDriverService.Builder()
            .usingDriverExecutable(CHROMEDRIVER.toFile())
            .usingAnyFreePort()
            .build();
    WebDriver driver = new ChromeDriver(service, options);
    try {
      // the window's own bars take part of --window-size: grown so the page sees width x height
      org.openqa.selenium.JavascriptExecutor js = (org.openqa.selenium.JavascriptExecutor) driver;
      long innerWidth = (Long) js.executeScript("return window.innerWidth");
      long innerHeight = (Long) js.executeScript("return window.innerHeight");
      driver
          .manage()
          .window()
          .setSize(
              new org.openqa.selenium.Dimension(
                  2 * width - (int) innerWidth, 2 * height - (int) innerHeight));
      driver.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(60));
      driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(30));
      check.run(driver);
    } finally {
      driver.quit();
      service.stop();
    }
  }
}
