package org.nqueenslab.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.nqueenslab.problem.Square;

class TraceRenderingTest {

  private static TraceEvent rejectB2() {
    Map<String, Long> counters = new LinkedHashMap<>();
    counters.put("position tests", 3L);
    counters.put("backtracks", 0L);
    // 4 x 4 board, queen on a1, b2 rejected.
    return new TraceEvent(
        3,
        TraceEvent.Kind.REJECT,
        Square.parse("b2"),
        "diagonal taken by a1",
        new int[] {0, -1, -1, -1},
        counters);
  }

  @Test
  void textShowsTheStepThenTheBoardTopRankFirst() {
    String expected =
        """
        step 3: reject b2 (diagonal taken by a1)   [position tests 3, backtracks 0]
        4 . . . .
        3 . . . .
        2 . x . .
        1 Q . . .
          a b c d

        """;
    assertEquals(expected, TraceText.render(rejectB2()));
  }

  @Test
  void jsonIsOneObjectOnOneLine() {
    String line = TraceJson.render(rejectB2());
    assertEquals(
        "{\"step\":3,\"event\":\"reject\",\"square\":\"b2\",\"rank\":2,\"file\":2,"
            + "\"reason\":\"diagonal taken by a1\",\"queens\":[\"a1\"],"
            + "\"attacks\":[{\"queen\":\"a1\",\"square\":\"b2\",\"line\":\"diagonal\"}],"
            + "\"counters\":{\"position tests\":3,\"backtracks\":0}}",
        line);
    assertFalse(line.contains("\n"));
  }

  @Test
  void jsonEscapesQuotesBackslashesAndControlCharacters() {
    assertEquals("\"a\\\"b\\\\c\\nd\\u0001\"", TraceJson.quote("a\"b\\c\nd\u0001"));
  }

  @Test
  void tracerStopsAtItsBound() {
    List<TraceEvent> got = new ArrayList<>();
    Tracer tracer = new Tracer(2, got::add);
    int[] board = {-1, -1};
    Map<String, Long> none = Map.of();
    assertEquals(true, tracer.emit(TraceEvent.Kind.PLACE, new Square(0, 0), null, board, none));
    // the last step allowed goes on: a search of exactly two steps ends by itself, complete
    assertEquals(true, tracer.emit(TraceEvent.Kind.PLACE, new Square(1, 0), null, board, none));
    assertFalse(tracer.cut());
    // a third is dropped, and says the search had more
    assertEquals(false, tracer.emit(TraceEvent.Kind.PLACE, new Square(1, 1), null, board, none));
    assertTrue(tracer.cut() && tracer.stopped());
    assertEquals(false, tracer.emit(TraceEvent.Kind.PLACE, new Square(0, 1), null, board, none));
    assertEquals(2, got.size());
    assertEquals(2, got.get(1).step());
  }

  @Test
  void attacksNameEveryLineAndItsQueen() {
    int[] board = {0, 2, -1, -1}; // a1, c2
    assertEquals("file taken by a1", Attacks.reason(board, Square.parse("a3")));
    assertEquals(
        "file taken by c2; diagonal taken by a1", Attacks.reason(board, Square.parse("c3")));
    assertEquals("anti-diagonal taken by c2", Attacks.reason(board, Square.parse("b3")));
    assertEquals("rank taken by c2", Attacks.reason(board, Square.parse("d2")));
    assertEquals(null, Attacks.reason(board, Square.parse("b4")));
  }
}
