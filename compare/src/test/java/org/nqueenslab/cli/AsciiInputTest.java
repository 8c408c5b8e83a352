package org.nqueenslab.cli;

import org.junit.jupiter.api.Test;

/**
 * Numbers and square names are ASCII (issue 41's audit): Java's parsers read any script's digits,
 * so -n ８ or a１ were taken for 8 and a1; and a space is not "no squares".
 */
class AsciiInputTest {
  private static void refused(String expected, String... args) {
    BadInputMessagesTest.saysOneLine(Cli.run(args), expected);
  }

  @Test
  void otherScriptsDigitsAreRefusedInOneLine() {
    refused("in the digits 0-9", "count", "-n", "\uFF18"); // fullwidth 8
    refused("in the digits 0-9", "count", "-n", "\u0668"); // Arabic-Indic 8
    refused("in the digits 0-9", "compare", "-n", "4..\uFF18");
    refused("is not a square name", "count", "-n", "8", "--pawns", "a\uFF11");
    refused("is not a square name", "count", "-n", "8", "--pawns", "a+1");
    refused("in the digits 0-9", "count", "-n", "8", "--queens", "\uFF19");
  }

  @Test
  void aSpaceIsNotNoSquares() {
    refused("names no square", "count", "-n", "8", "--pawns", " ");
  }
}
