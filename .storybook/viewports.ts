import { layout } from '../packages/ui/src/theme';

/**
 * The toolbar's viewport presets, from the project's breakpoint: a phone held upright, a
 * tablet, a small laptop window (800 px: under the break, so the content has the whole width
 * without the sidebar), one pixel either side of the sidebar break, the desktop the stories
 * run at, a wide one (1440 px: the sidebar beside the content) and a full-HD screen (1920 px).
 * Story tests take the same sizes (@storybook/addon-vitest resizes the browser to a story's
 * `globals.viewport`).
 */
const size = (name: string, width: number, height: number, type: 'mobile' | 'tablet' | 'desktop') => ({
  name,
  styles: { width: `${width}px`, height: `${height}px` },
  type,
});

export const viewportOptions = {
  phone: size('Telefon 390 px', 390, 844, 'mobile'),
  tablet: size('Tablet 768 px', 768, 1024, 'tablet'),
  small: size('Kleines Fenster 800 px', 800, 900, 'tablet'),
  belowBreak: size(
    `Unter dem Breakpoint ${layout.mobileBreakpoint - 1} px`,
    layout.mobileBreakpoint - 1,
    800,
    'tablet',
  ),
  atBreak: size(`Breakpoint ${layout.mobileBreakpoint} px`, layout.mobileBreakpoint, 800, 'desktop'),
  desktop: size('Desktop 1280 px', 1280, 800, 'desktop'),
  wide: size('Breit 1440 px', 1440, 900, 'desktop'),
  widest: size('Breit 1920 px', 1920, 1080, 'desktop'),
};

export type ViewportName = keyof typeof viewportOptions;
