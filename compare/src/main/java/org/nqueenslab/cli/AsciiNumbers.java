package org.nqueenslab.cli;

import picocli.CommandLine;

/**
 * Reads a whole-number option in the digits 0-9 only: picocli's own conversion (Integer.valueOf)
 * reads any script's digits, so {@code --queens ８} or {@code ٨} were taken as 8. A class, not a
 * lambda, for the start-up archive (as {@link Main}'s error handler).
 */
final class AsciiNumbers implements CommandLine.ITypeConverter<Object> {
  private final boolean isLong;

  AsciiNumbers(boolean isLong) {
    this.isLong = isLong;
  }

  @Override
  public Object convert(String value) {
    if (!value.matches("-?[0-9]+")) {
      throw new CommandLine.TypeConversionException(
          "'" + value + "' is not a whole number: write it in the digits 0-9");
    }
    try {
      return isLong ? (Object) Long.valueOf(value) : (Object) Integer.valueOf(value);
    } catch (NumberFormatException e) {
      throw new CommandLine.TypeConversionException("'" + value + "' is too large a number");
    }
  }

  /**
   * Registers the conversion for int, Integer, long and Long on the command and its subcommands.
   */
  @SuppressWarnings("unchecked")
  static void register(CommandLine cl) {
    AsciiNumbers ints = new AsciiNumbers(false);
    AsciiNumbers longs = new AsciiNumbers(true);
    cl.registerConverter(Integer.class, (CommandLine.ITypeConverter<Integer>) (Object) ints);
    cl.registerConverter(Integer.TYPE, (CommandLine.ITypeConverter<Integer>) (Object) ints);
    cl.registerConverter(Long.class, (CommandLine.ITypeConverter<Long>) (Object) longs);
    cl.registerConverter(Long.TYPE, (CommandLine.ITypeConverter<Long>) (Object) longs);
  }
}
