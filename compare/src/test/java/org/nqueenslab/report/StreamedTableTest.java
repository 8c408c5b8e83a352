package org.nqueenslab.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A streamed table prints each row when it is written, aligned to columns fixed up front. */
class StreamedTableTest {

  @Test
  void rowsAppearAsTheyAreWrittenAndTheLastColumnIsCutToFit() {
    StringWriter text = new StringWriter();
    ReportWriter writer =
        new ReportWriter(Format.TABLE, new PrintWriter(text))
            .streamTable(
                new StreamedTable(
                    List.of(
                        new StreamedTable.Column("engine", 7, false),
                        new StreamedTable.Column("n", 2, true),
                        new StreamedTable.Column("verdict", 0, false)),
                    30));
    writer.write(new Row().put("engine", "dlx").put("n", 8).put("verdict", "agrees"));
    assertEquals("engine    n  verdict\ndlx       8  agrees\n", text.toString());
    writer.write(
        new Row()
            .put("engine", "bitmask")
            .put("n", 12)
            .put("verdict", "not run: a very long reason that does not fit"));
    String last = text.toString().lines().reduce((a, b) -> b).orElseThrow();
    assertEquals("bitmask  12  not run: a ver...", last);
    assertEquals(30, last.length());
    writer.finish();
    assertEquals(3, text.toString().lines().count(), "finish adds nothing");
  }
}
