import fontkit from '@cantoo/fontkit';
import type { PDFDocument, PDFFont, PDFHexString, PDFName, PDFPage } from '@cantoo/pdf-lib';

/** The letter's font files (Source Sans 3, WOFF): its Latin subset, and Latin Extended for the rest. */
export interface LetterFontFiles {
  regular: Uint8Array;
  regularExtended: Uint8Array;
  bold: Uint8Array;
  boldExtended: Uint8Array;
}

/**
 * A font embedded in one document, the code points it draws, and what it has shaped there.
 * fontkit's shaping (the font's substitution and positioning tables run over a string) was the
 * largest part of a first PDF (540 of 1,440 ms), and each line was shaped three times: for its
 * width, for the next run's place and for its glyphs. A letter repeats its strings (units,
 * prices, each page's head and foot), so a string is shaped once per face for its glyphs, and
 * once more only where its width is needed.
 */
export interface Face {
  font: PDFFont;
  has: Set<number>;
  /** The face's name in each page's resources. */
  keys: Map<PDFPage, PDFName>;
  glyphs: Map<string, PDFHexString>;
  /** Widths at size 1. */
  widths: Map<string, number>;
}

/** A part of a line drawn in one face. */
export interface Run {
  text: string;
  face: Face;
}

/** `value` cut into runs each drawn by the first face that has its characters. */
export function runs(value: string, faces: readonly Face[]): Run[] {
  const out: Run[] = [];
  for (const char of value) {
    const code = char.codePointAt(0)!;
    const face = faces.find((candidate) => candidate.has.has(code)) ?? faces[0]!;
    const last = out.at(-1);
    if (last?.face === face) last.text += char;
    else out.push({ text: char, face });
  }
  return out;
}

function known<K, T>(map: Map<K, T>, key: K, make: () => T): T {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

/** The run's glyphs in its face's subset, as a PDF string. */
export const glyphsOf = ({ face, text }: Run) => known(face.glyphs, text, () => face.font.encodeText(text));

/** The run's width at size 1. */
export const widthOf = ({ face, text }: Run) => known(face.widths, text, () => face.font.widthOfTextAtSize(text, 1));

/**
 * The face's name in the page's resources, added once per page: pdf-lib's `drawText` with a font
 * adds a new name for each line (two per line, hundreds per page, each a search of those before).
 */
export const fontKey = (page: PDFPage, face: Face): PDFName =>
  known(face.keys, page, () => page.node.newFontDictionary(face.font.name, face.font.ref));

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

const parsedFonts = new WeakMap<Uint8Array, ReturnType<Fontkit['create']>>();

/**
 * fontkit that parses each font file once: letterFonts.ts hands every PDF the same bytes, so a
 * later PDF shapes with the tables and lookups an earlier one read. Each document still
 * subsets its own glyphs from the parsed font.
 */
const fontkitOnce: Fontkit = {
  // The letter's fonts are single faces: no collection to pick a face from by name.
  create(bytes) {
    let font = parsedFonts.get(bytes);
    if (font === undefined) {
      font = fontkit.create(bytes);
      parsedFonts.set(bytes, font);
    }
    return font;
  },
};

/**
 * pdf-lib draws each glyph at its advance width and never uses the positions shaping computes,
 * so the positioning features (kerning, marks) are left out: about a third of the shaping time,
 * for the same file. The substitutions (ligatures) stay: they choose the glyphs drawn.
 */
const NO_POSITIONING = { kern: false, mark: false, mkmk: false, curs: false };

async function face(document: PDFDocument, bytes: Uint8Array): Promise<Face> {
  const font = await document.embedFont(bytes, { subset: true, features: NO_POSITIONING });
  return { font, has: new Set(font.getCharacterSet()), keys: new Map(), glyphs: new Map(), widths: new Map() };
}

/** The letter's fonts embedded in `document` (as subsets): each weight, Latin Extended after Latin. */
export async function embedFaces(
  document: PDFDocument,
  fonts: LetterFontFiles,
): Promise<{ regular: readonly Face[]; bold: readonly Face[] }> {
  document.registerFontkit(fontkitOnce);
  return {
    regular: [await face(document, fonts.regular), await face(document, fonts.regularExtended)],
    bold: [await face(document, fonts.bold), await face(document, fonts.boldExtended)],
  };
}
