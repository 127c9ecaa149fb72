import { describe, expect, it } from 'vitest';
import { residualOrder } from './GcpTable';

const r = (residual: number) => ({ dx: 0, dy: residual, residual, isOutlier: false });

describe('residualOrder', () => {
  it('puts the largest residual first, equal ones by number, points without one last', () => {
    expect(residualOrder([r(0.5), null, r(2), r(0.5), r(1)], 5)).toEqual([2, 4, 0, 3, 1]);
  });

  it('keeps the table order without residuals', () => {
    expect(residualOrder(null, 3)).toEqual([0, 1, 2]);
  });
});
