/**
 * Text to Windows-1252 bytes, the character set DATEV reads its import files in (the DATEV
 * format's files are "ANSI", code page 1252). TextEncoder writes UTF-8 only, so the browser has
 * no encoder for it. Latin-1 (U+0000–U+00FF) maps to itself but for 0x80–0x9F, where cp1252
 * puts the euro sign, typographic quotes and dashes instead of control characters.
 */

/** The code points cp1252 holds at 0x80–0x9F, by byte (0x81, 0x8D, 0x8F, 0x90 and 0x9D are unassigned). */
const HIGH_BYTES: ReadonlyMap<number, number> = new Map([
  [0x20ac, 0x80], // €
  [0x201a, 0x82], // ‚
  [0x0192, 0x83], // ƒ
  [0x201e, 0x84], // „
  [0x2026, 0x85], // …
  [0x2020, 0x86], // †
  [0x2021, 0x87], // ‡
  [0x02c6, 0x88], // ˆ
  [0x2030, 0x89], // ‰
  [0x0160, 0x8a], // Š
  [0x2039, 0x8b], // ‹
  [0x0152, 0x8c], // Œ
  [0x017d, 0x8e], // Ž
  [0x2018, 0x91], // ‘
  [0x2019, 0x92], // ’
  [0x201c, 0x93], // “
  [0x201d, 0x94], // ”
  [0x2022, 0x95], // •
  [0x2013, 0x96], // –
  [0x2014, 0x97], // —
  [0x02dc, 0x98], // ˜
  [0x2122, 0x99], // ™
  [0x0161, 0x9a], // š
  [0x203a, 0x9b], // ›
  [0x0153, 0x9c], // œ
  [0x017e, 0x9e], // ž
  [0x0178, 0x9f], // Ÿ
]);

/** The character as a person reads it in a message, with its code point. */
const describe = (char: string, codePoint: number) =>
  `„${char}“ (U+${codePoint.toString(16).toUpperCase().padStart(4, '0')})`;

/**
 * The text's bytes in Windows-1252. Throws, naming the first character cp1252 cannot hold (an
 * emoji, a Polish "ł", a control character of 0x80–0x9F), so a file is never written with a
 * character silently replaced. Every character it holds is one UTF-16 unit and one byte, so
 * the bytes are as many as the text's units; ASCII and Latin-1, nearly all of a booking, are
 * written without a lookup (a busy year's DATEV file is 13 MiB).
 */
export function encodeWindows1252(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80 || (unit >= 0xa0 && unit <= 0xff)) {
      bytes[i] = unit;
      continue;
    }
    const byte = HIGH_BYTES.get(unit);
    if (byte === undefined) {
      // A surrogate starts an emoji or another character beyond U+FFFF: named whole.
      const codePoint = text.codePointAt(i) ?? unit;
      throw new Error(
        `Das Zeichen ${describe(String.fromCodePoint(codePoint), codePoint)} gibt es im Zeichensatz Windows-1252 nicht.`,
      );
    }
    bytes[i] = byte;
  }
  return bytes;
}
