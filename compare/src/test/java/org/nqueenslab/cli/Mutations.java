package org.nqueenslab.cli;

import java.nio.charset.StandardCharsets;
import java.util.Random;

/**
 * Seeded random and mutated inputs: valid seeds broken by the edits a file suffers (cut, spliced,
 * CRLF line ends, a byte-order mark, binary junk, huge numbers, repeated lines).
 */
final class Mutations {
  private static final String[] HUGE = {
    "99999999999999999999", "2147483648", "-2147483649", "1e308", "00000000000000000009", "0x10"
  };
  private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

  private final Random random;

  Mutations(long seed) {
    this.random = new Random(seed);
  }

  /** {@code seed} with one to four random edits. */
  byte[] mutate(String seed) {
    byte[] bytes = seed.getBytes(StandardCharsets.UTF_8);
    for (int edits = 1 + random.nextInt(4); edits > 0; edits--) {
      bytes = edit(bytes);
    }
    return bytes;
  }

  /** Text drawn from {@code alphabet}, lines of random length. */
  byte[] random(String alphabet, int maxLength) {
    StringBuilder sb = new StringBuilder();
    int length = random.nextInt(maxLength + 1);
    for (int i = 0; i < length; i++) {
      sb.append(random.nextInt(8) == 0 ? '\n' : alphabet.charAt(random.nextInt(alphabet.length())));
    }
    return sb.toString().getBytes(StandardCharsets.UTF_8);
  }

  private byte[] edit(byte[] b) {
    int at = b.length == 0 ? 0 : random.nextInt(b.length + 1);
    return switch (random.nextInt(9)) {
      case 0 -> splice(b, at, Math.min(b.length, at + random.nextInt(8)), new byte[0]); // cut
      case 1 -> splice(b, at, at, junk(1 + random.nextInt(16)));
      case 2 -> splice(b, 0, 0, BOM);
      case 3 ->
          new String(b, StandardCharsets.ISO_8859_1)
              .replace("\n", "\r\n")
              .getBytes(StandardCharsets.ISO_8859_1);
      case 4 -> splice(b, at, at, HUGE[random.nextInt(HUGE.length)].getBytes());
      case 5 -> java.util.Arrays.copyOf(b, at); // truncated
      case 6 -> splice(b, at, at, b.length == 0 ? new byte[0] : java.util.Arrays.copyOf(b, at));
      case 7 -> replaceOne(b, at);
      default ->
          splice(b, at, at, new byte[] {(byte) " \t\n;#|=:,Qp.x0".charAt(random.nextInt(14))});
    };
  }

  private byte[] replaceOne(byte[] b, int at) {
    if (at >= b.length) {
      return b;
    }
    byte[] copy = b.clone();
    copy[at] = (byte) random.nextInt(256);
    return copy;
  }

  private byte[] junk(int n) {
    byte[] bytes = new byte[n];
    random.nextBytes(bytes);
    return bytes;
  }

  private static byte[] splice(byte[] b, int from, int to, byte[] insert) {
    byte[] out = new byte[b.length - (to - from) + insert.length];
    System.arraycopy(b, 0, out, 0, from);
    System.arraycopy(insert, 0, out, from, insert.length);
    System.arraycopy(b, to, out, from + insert.length, b.length - to);
    return out;
  }
}
