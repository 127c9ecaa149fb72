import { describe, expect, it } from 'vitest';
import { themeShades } from './colorMath';
import { applyThemeColor } from './cssVariables';
import { applyDarkTheme, darkThemeShades } from './darkPalette';

const primaryOf = (element: HTMLElement) => element.style.getPropertyValue('--wm-color-primary');

describe('applyThemeColor', () => {
  it('writes the colour itself in the light theme', () => {
    const element = document.createElement('div');
    applyThemeColor('#007d40', element);
    expect(primaryOf(element)).toBe(themeShades('#007d40').primary);
  });

  it('writes the dark shades when the dark theme is on, whichever came first', () => {
    const element = document.createElement('div');
    const undo = applyDarkTheme('#007d40', element);
    applyThemeColor('#007d40', element);
    expect(primaryOf(element)).toBe(darkThemeShades('#007d40').primary);
    expect(primaryOf(element)).not.toBe('#007d40');
    undo();
    expect(element.style.colorScheme).toBe('');
  });
});
