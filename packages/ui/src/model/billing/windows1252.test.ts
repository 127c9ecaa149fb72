import { describe, expect, it } from 'vitest';
import { decodeWindows1252 } from '../../testing/windows1252Decoder';
import { encodeWindows1252 } from './windows1252';

describe('encodeWindows1252', () => {
  it.each([
    ['ASCII', 'RE 60;"x"\r\n', [0x52, 0x45, 0x20, 0x36, 0x30, 0x3b, 0x22, 0x78, 0x22, 0x0d, 0x0a]],
    ['umlauts and ß as Latin-1', 'Äöüß', [0xc4, 0xf6, 0xfc, 0xdf]],
    ['the euro sign', '€', [0x80]],
    ['German quotes and dashes', '„“–—…', [0x84, 0x93, 0x96, 0x97, 0x85]],
    ['the letters of 0x8A–0x9F', 'ŠŒŽšœžŸ', [0x8a, 0x8c, 0x8e, 0x9a, 0x9c, 0x9e, 0x9f]],
    ['a no-break space and ÿ', '\u00a0ÿ', [0xa0, 0xff]],
  ])('writes %s', (_, input, bytes) => {
    expect([...encodeWindows1252(input)]).toEqual(bytes);
  });

  it('reads back as the text with the decoder of the browser', () => {
    const input = 'Forstbetriebsgemeinschaft Müller & Söhne – 1.190,00 € „Storno“';
    expect(decodeWindows1252(encodeWindows1252(input))).toBe(input);
  });

  it('writes every byte but the five unassigned ones, as the WHATWG index reads them', () => {
    const assigned = Array.from({ length: 256 }, (_, byte) => byte).filter(
      (byte) => ![0x81, 0x8d, 0x8f, 0x90, 0x9d].includes(byte),
    );
    const text = decodeWindows1252(Uint8Array.from(assigned));
    expect([...encodeWindows1252(text)]).toEqual(assigned);
  });

  it.each([
    ['an emoji', 'Wald 🌲', 'Das Zeichen „🌲“ (U+1F332) gibt es im Zeichensatz Windows-1252 nicht.'],
    ['a Polish ł', 'Łódź', 'Das Zeichen „Ł“ (U+0141) gibt es im Zeichensatz Windows-1252 nicht.'],
    ['a C1 control character', 'a\u0081b', 'Das Zeichen „\u0081“ (U+0081) gibt es im Zeichensatz Windows-1252 nicht.'],
  ])('refuses %s, naming it', (_, input, message) => {
    expect(() => encodeWindows1252(input)).toThrow(message);
  });
});
