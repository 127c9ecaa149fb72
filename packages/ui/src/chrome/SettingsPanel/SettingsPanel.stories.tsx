import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { colorVarName } from '../../theme';
import { DEFAULT_LAYOUT_SETTINGS, type LayoutSettings } from './settings';
import { SettingsPanel, type SettingsPanelProps } from './SettingsPanel';
import { useThemeColor } from './useThemeColor';

/** The panel with its settings kept in state and the colour applied, as AppLayout does. */
function StatefulPanel(args: SettingsPanelProps) {
  const [settings, setSettings] = useState(args.settings);
  useThemeColor(settings.themeColor);
  return (
    <SettingsPanel
      {...args}
      settings={settings}
      onChange={(next) => {
        setSettings(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Chrome/SettingsPanel',
  component: SettingsPanel,
  args: { isOpen: true, onOpenChange: fn(), settings: DEFAULT_LAYOUT_SETTINGS, onChange: fn() },
  render: (args) => <StatefulPanel {...args} />,
} satisfies Meta<typeof SettingsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = () => screen.findByRole('dialog', { name: 'Einstellungen' });
const primaryVariable = () => document.documentElement.style.getPropertyValue(colorVarName('primary'));

/** All off by default (requirements §2); the theme colour is #007d40. */
export const Default: Story = {
  name: 'Standard',
  play: async () => {
    const dialog = within(await panel());
    for (const name of ['Tags-Ansicht', 'Fixierter Header', 'Sidebar-Logo']) {
      await expect(dialog.getByRole('switch', { name })).toHaveAttribute('aria-checked', 'false');
    }
    await expect(dialog.getByRole('radio', { name: 'Waldgrün #007d40' })).toBeChecked();
    await expect(dialog.getByLabelText('Eigene Farbe')).toHaveValue('#007d40');
  },
};

const toggleStory = (name: string, key: keyof LayoutSettings): Story => ({
  play: async ({ args }) => {
    const toggle = within(await panel()).getByRole('switch', { name });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...DEFAULT_LAYOUT_SETTINGS, [key]: true });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(args.onChange).toHaveBeenLastCalledWith(DEFAULT_LAYOUT_SETTINGS);
  },
});

export const ToggleTagsView: Story = { ...toggleStory('Tags-Ansicht', 'tagsView'), name: 'Tags-Ansicht schalten' };
export const ToggleFixedHeader: Story = {
  ...toggleStory('Fixierter Header', 'fixedHeader'),
  name: 'Fixierten Header schalten',
};
export const ToggleSidebarLogo: Story = {
  ...toggleStory('Sidebar-Logo', 'sidebarLogo'),
  name: 'Sidebar-Logo schalten',
};

/** A swatch applies at once through the CSS variables. */
export const ChooseThemeColour: Story = {
  name: 'Themenfarbe wählen',
  play: async ({ args }) => {
    const dialog = within(await panel());
    await userEvent.click(dialog.getByRole('radio', { name: 'Blau #1f5f99' }));
    await expect(dialog.getByRole('radio', { name: 'Blau #1f5f99' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...DEFAULT_LAYOUT_SETTINGS, themeColor: '#1f5f99' });
    await waitFor(() => expect(primaryVariable()).toBe('#1f5f99'));
    // Arrow keys move between swatches, as in any radio group.
    await userEvent.keyboard('{ArrowRight}');
    await expect(dialog.getByRole('radio', { name: 'Violett #5b3f8c' })).toBeChecked();
    await waitFor(() => expect(primaryVariable()).toBe('#5b3f8c'));
  },
};

export const CustomThemeColour: Story = {
  name: 'Eigene Farbe',
  play: async ({ args }) => {
    const dialog = within(await panel());
    fireEvent.input(dialog.getByLabelText('Eigene Farbe'), { target: { value: '#336699' } });
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...DEFAULT_LAYOUT_SETTINGS, themeColor: '#336699' });
    await waitFor(() => expect(primaryVariable()).toBe('#336699'));
    await expect(dialog.queryByRole('radio', { checked: true })).toBeNull();
  },
};

export const AllOn: Story = {
  name: 'Alles eingeschaltet',
  args: { settings: { themeColor: '#8a3b12', tagsView: true, fixedHeader: true, sidebarLogo: true } },
  play: async () => {
    const dialog = within(await panel());
    for (const name of ['Tags-Ansicht', 'Fixierter Header', 'Sidebar-Logo']) {
      await expect(dialog.getByRole('switch', { name })).toHaveAttribute('aria-checked', 'true');
    }
    await expect(dialog.getByRole('radio', { name: 'Rostbraun #8a3b12' })).toBeChecked();
  },
};

export const EscapeCloses: Story = {
  name: 'Escape schließt',
  play: async ({ args }) => {
    await panel();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Closed: Story = {
  name: 'Geschlossen',
  args: { isOpen: false },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
