import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { giroCodePayload } from './giroCode';
import { giroCodeModules, QUIET_ZONE } from './giroCodeModules';
import { STORY_ISSUER } from '../../screens/backoffice/billingStoryData';

const PIXELS_PER_MODULE = 4;

/** The runs painted dark on a light ground, as a camera sees the printed code. */
function paint(size: number, runs: ReturnType<typeof giroCodeModules>['runs']) {
  const width = size * PIXELS_PER_MODULE;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const { row, col, length } of runs) {
    for (let py = row * PIXELS_PER_MODULE; py < (row + 1) * PIXELS_PER_MODULE; py += 1) {
      const from = (py * width + col * PIXELS_PER_MODULE) * 4;
      for (let px = 0; px < length * PIXELS_PER_MODULE; px += 1) data.fill(0, from + px * 4, from + px * 4 + 3);
    }
  }
  return { data, width };
}

describe('the GiroCode modules both letters draw (print view and PDF)', () => {
  const payload = giroCodePayload(STORY_ISSUER, 111384, 'Rechnung 2025017') ?? '';

  it('decode back to the EPC text', () => {
    const { size, runs } = giroCodeModules(payload);
    const { data, width } = paint(size, runs);
    expect(jsQR(data, width, width, { inversionAttempts: 'dontInvert' })?.data).toBe(payload);
  });

  it('leave the quiet zone of four modules light on every side', () => {
    const { size, runs } = giroCodeModules(payload);
    expect(runs.length).toBeGreaterThan(0);
    for (const { row, col, length } of runs) {
      expect(row).toBeGreaterThanOrEqual(QUIET_ZONE);
      expect(row).toBeLessThan(size - QUIET_ZONE);
      expect(col).toBeGreaterThanOrEqual(QUIET_ZONE);
      expect(col + length).toBeLessThanOrEqual(size - QUIET_ZONE);
    }
  });
});
