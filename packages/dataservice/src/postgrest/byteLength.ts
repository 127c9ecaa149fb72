/** A body's length in UTF-8 bytes, for Content-Length: the emulation runs in browsers too (the demo's worker), where Node's Buffer is not. */
const utf8 = new TextEncoder();

export const byteLength = (text: string): number => utf8.encode(text).byteLength;
