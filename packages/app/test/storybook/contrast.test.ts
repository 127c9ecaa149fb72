import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@waldmonitor/ui';
import { contrastVerdict } from '../../../../.storybook/foundations/contrast';

describe('contrastRatio', () => {
  it('gives 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#007d40', '#007d40')).toBe(1);
  });

  it('rates the theme green on white as AA for normal text', () => {
    const ratio = contrastRatio('#007d40', '#ffffff');
    expect(ratio).toBeGreaterThan(4.5);
    expect(contrastVerdict(ratio)).toBe('AA');
  });
});
