/**
 * Control characters in typed or pasted text: XML 1.0 cannot carry the C0 controls (but tab,
 * line feed and carriage return), and the C1 controls come only from pasted text and print
 * as nothing. Text fields drop them at input; the XRechnung export refuses them.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]/g;

export function hasControlChars(text: string): boolean {
  CONTROL_CHARS.lastIndex = 0;
  return CONTROL_CHARS.test(text);
}

/** The text without control characters (what an input keeps of a paste). */
export function stripControlChars(text: string): string {
  return text.replace(CONTROL_CHARS, '');
}
