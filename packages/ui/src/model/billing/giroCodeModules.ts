/**
 * The GiroCode's modules as the print view's SVG and the PDF draw them: each row's runs of dark
 * modules as one rectangle (a few hundred shapes instead of a thousand, and no hairline gaps
 * between neighbours at any zoom). Apart from giroCode.ts so that only the two letters' chunks
 * load the QR encoder.
 */
import { create } from 'qrcode';

/** The light margin around the code that a scanner needs to find it (ISO/IEC 18004: four modules). */
export const QUIET_ZONE = 4;

/** A run of dark modules in one row, in modules from the top left corner of the quiet zone. */
export interface ModuleRun {
  row: number;
  col: number;
  length: number;
}

/** The code's side in modules (the quiet zone included) and its dark runs. */
export function giroCodeModules(payload: string): { size: number; runs: ModuleRun[] } {
  // EPC069-12 asks for error correction level M.
  const { modules } = create(payload, { errorCorrectionLevel: 'M' });
  const runs: ModuleRun[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col += 1;
      runs.push({ row: row + QUIET_ZONE, col: start + QUIET_ZONE, length: col - start });
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, runs };
}
