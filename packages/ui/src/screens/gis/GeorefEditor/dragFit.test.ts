import { describe, expect, it, vi } from 'vitest';
import { bentScan } from '../../../model/georef/georefTestData';
import * as residuals from '../../../model/georef/residuals';
import type { ControlPoint } from '../../../model/georef/types';
import { createEditorFitter, singleMovedIndex } from './dragFit';

const grid = bentScan(
  [
    [100, 100],
    [3900, 150],
    [3850, 4900],
    [120, 4950],
    [2000, 2500],
    [1000, 3600],
    [3000, 1200],
  ],
  { x: 20, y: 15 },
);

const moveTo = (points: readonly ControlPoint[], index: number, dx: number) =>
  points.map((p, k) => (k === index ? { ...p, pixelx: p.pixelx + dx } : p));

describe('singleMovedIndex', () => {
  it('names the one point whose coordinates changed', () => {
    expect(singleMovedIndex(grid, moveTo(grid, 4, 10))).toBe(4);
  });
  it('is null for no change, two changes, a switched point or another length', () => {
    expect(singleMovedIndex(grid, [...grid])).toBeNull();
    expect(singleMovedIndex(grid, moveTo(moveTo(grid, 1, 5), 2, 5))).toBeNull();
    expect(
      singleMovedIndex(
        grid,
        grid.map((p, k) => (k === 3 ? { ...p, enable: false } : p)),
      ),
    ).toBeNull();
    expect(singleMovedIndex(grid, grid.slice(1))).toBeNull();
  });
});

describe('createEditorFitter', () => {
  it('while a spline point is dragged it updates the fit before the drag instead of solving again', () => {
    const fitPoints = createEditorFitter();
    const before = fitPoints('tps', grid);
    expect(before.fit.ok).toBe(true);
    const full = vi.spyOn(residuals, 'fitWithResiduals');
    const during = fitPoints('tps', moveTo(grid, 4, 25), grid);
    expect(full).not.toHaveBeenCalled();
    const fresh = residuals.fitWithResiduals('tps', moveTo(grid, 4, 25));
    expect(during.report?.rmse).toBeCloseTo(fresh.report!.rmse!, 9);
    full.mockRestore();
  });

  it('fits afresh on release and for other types', () => {
    const fitPoints = createEditorFitter();
    fitPoints('polynomial1', grid);
    const full = vi.spyOn(residuals, 'fitWithResiduals');
    fitPoints('polynomial1', moveTo(grid, 4, 25), grid);
    const released = moveTo(grid, 4, 25);
    fitPoints('polynomial1', released, released);
    expect(full).toHaveBeenCalledTimes(2);
    full.mockRestore();
  });
});
