import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { DropdownMenu } from './DropdownMenu';
import { menuSeparator, type DropdownMenuEntry, type DropdownMenuItem } from './menuEntries';

const meta = {
  title: 'Primitives/DropdownMenu',
  component: DropdownMenu,
  args: {
    trigger: <Button icon="more">Aktionen</Button>,
    align: 'start',
    items: [
      { label: 'Bearbeiten', icon: 'edit', onSelect: fn() },
      { label: 'Passpunkte exportieren', icon: 'download', onSelect: fn() },
      { label: 'Archivieren', icon: 'save', onSelect: fn(), disabled: true },
      menuSeparator,
      { label: 'Löschen', icon: 'trash', onSelect: fn(), tone: 'danger' },
    ],
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const item = (items: readonly DropdownMenuEntry[], label: string) =>
  items.find((entry) => 'label' in entry && entry.label === label) as DropdownMenuItem;

const trigger = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Aktionen' });

/**
 * Enter on the trigger opens the menu (loading it on this first use); arrows move, Enter
 * chooses; focus returns to the trigger.
 */
export const Default: Story = {
  name: 'Standard',
  play: async ({ args, canvasElement }) => {
    const button = trigger(canvasElement);
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Bearbeiten' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Passpunkte exportieren' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(item(args.items, 'Passpunkte exportieren').onSelect).toHaveBeenCalledTimes(1);
    await expect(item(args.items, 'Bearbeiten').onSelect).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // Asked for again: the first opening loads the menu and replaces the trigger.
    await waitFor(() => expect(trigger(canvasElement)).toHaveFocus());
  },
};

/** ArrowDown opens as well; the disabled item is skipped; Escape closes without choosing. */
export const KeyboardSkipsDisabled: Story = {
  name: 'Tastatur überspringt Deaktiviertes',
  play: async ({ args, canvasElement }) => {
    trigger(canvasElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Archivieren' })).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Bearbeiten' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Löschen' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(item(args.items, 'Löschen').onSelect).not.toHaveBeenCalled();
  },
};

export const ClickToChoose: Story = {
  name: 'Auswahl per Klick',
  play: async ({ args, canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Löschen' }));
    await expect(item(args.items, 'Löschen').onSelect).toHaveBeenCalledTimes(1);
  },
};

/** Open, so the look and axe cover the menu itself. */
export const Open: Story = {
  name: 'Offen',
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    await expect(await screen.findAllByRole('menuitem')).toHaveLength(4);
  },
};

/** The navbar menu (requirements §2): "Profil" is hidden for appuser_new, and its separator goes with it. */
export const HiddenItems: Story = {
  name: 'Ausgeblendete Einträge',
  args: {
    trigger: <Button icon="user">Konto</Button>,
    align: 'end',
    items: [
      { label: 'Profil', icon: 'user', onSelect: fn(), hidden: true },
      { label: 'Dashboard', icon: 'dashboard', onSelect: fn() },
      menuSeparator,
      { label: 'Abmelden', icon: 'logout', onSelect: fn() },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Konto' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).queryByRole('menuitem', { name: 'Profil' })).toBeNull();
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((el) => el.textContent),
    ).toEqual(['Dashboard', 'Abmelden']);
    await expect(within(menu).getAllByRole('separator')).toHaveLength(1);
  },
};

export const LongGermanText: Story = {
  name: 'Langer deutscher Text',
  args: {
    items: [
      { label: 'Expertenstatus beantragen und Benachrichtigungen übernehmen', icon: 'expert', onSelect: fn() },
      {
        label: 'Karte „Forstkarte Revier Süd 1937“ mit allen Passpunkten löschen',
        icon: 'trash',
        onSelect: fn(),
        tone: 'danger',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    await expect(await screen.findAllByRole('menuitem')).toHaveLength(2);
  },
};
