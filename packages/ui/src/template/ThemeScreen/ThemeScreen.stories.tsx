import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useThemeColor } from '../../chrome/SettingsPanel';
import { ChromeLocaleProvider } from '../../i18n';
import { defaultThemeColor, themeShades } from '../../theme';
import { ThemeScreen } from './ThemeScreen';
import { useDarkTheme } from './useDarkTheme';

/** The screen with the theme applied as the app applies it. */
function Applied() {
  const [themeColor, setThemeColor] = useState<string>(defaultThemeColor);
  const [isDark, setDark] = useState(false);
  useThemeColor(themeColor);
  useDarkTheme(isDark, themeColor);
  return (
    <ThemeScreen themeColor={themeColor} onThemeColorChange={setThemeColor} isDark={isDark} onDarkChange={setDark} />
  );
}

const variable = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();

const meta = {
  title: 'Template/Theme (ThemeScreen)',
  component: ThemeScreen,
  args: { themeColor: defaultThemeColor, onThemeColorChange: fn(), isDark: false, onDarkChange: fn() },
  render: () => <Applied />,
  // The template part's chrome language, as the app sets it around the part.
  decorators: [
    (Story) => (
      <ChromeLocaleProvider locale="en">
        <Story />
      </ChromeLocaleProvider>
    ),
  ],
} satisfies Meta<typeof ThemeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * No flash of the old colour: the variables hold the new value as soon as the click's
 * update is committed, before the next frame is painted.
 */
export const Default: Story = {
  // Its play switches the dark theme itself: not photographed in the toolbar's dark theme.
  tags: ['light-only'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Blue' }));
    await expect(variable('--wm-color-primary')).toBe(themeShades('#1f5f99').primary);
    await expect(canvas.getByRole('button', { name: 'Blue' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('switch', { name: 'Dark theme' }));
    await expect(variable('--wm-color-surface')).toBe('#161b22');
    await userEvent.click(canvas.getByRole('switch', { name: 'Dark theme' }));
    await expect(variable('--wm-color-surface')).toBe('#ffffff');
  },
};

export const NarrowWidth: Story = { globals: { viewport: { value: 'phone' } } };
