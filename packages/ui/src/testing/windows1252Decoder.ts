/**
 * Windows-1252 bytes back to text, for the tests that read a DATEV file back: the browser's
 * `new TextDecoder('windows-1252')`, with the bytes 0x80–0x9F taken from the WHATWG Encoding
 * index. Node 20's decoder treats that label as Latin-1 and answers the C1 control characters
 * there instead (the euro sign comes back as U+0080), so the tests would read what no browser
 * reads.
 */
const HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

export function decodeWindows1252(bytes: Uint8Array): string {
  return Array.from(new TextDecoder('windows-1252').decode(bytes), (char) => {
    const code = char.charCodeAt(0);
    return code >= 0x80 && code <= 0x9f ? HIGH[code - 0x80]! : char;
  }).join('');
}
