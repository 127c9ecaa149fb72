import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { color, space } from '../../theme';
import { withOpener } from '../../testing/withOpener';
import { Drawer } from './Drawer';

const Padded = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  padding: ${space[4]} ${space[5]};
`;

const Menu = styled.nav`
  display: flex;
  flex: 1;
  flex-direction: column;
  background: ${color.menuBg};
  a {
    padding: ${space[3]} ${space[5]};
    color: ${color.menuText};
    text-decoration: none;
  }
`;

const settings = (
  <Padded>
    <label>
      <input type="checkbox" /> Tags-Ansicht
    </label>
    <label>
      <input type="checkbox" /> Fester Kopfbereich
    </label>
    <label>
      <input type="checkbox" /> Logo in der Seitenleiste
    </label>
  </Padded>
);

const meta = {
  title: 'Primitives/Drawer',
  component: Drawer,
  // Opened from a button, as the navbar does.
  render: withOpener(Drawer, 'Panel öffnen'),
  args: { isOpen: false, onOpenChange: fn(), title: 'Einstellungen', children: settings },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDrawer = async (canvasElement: HTMLElement, name: string) => {
  const opener = within(canvasElement).getByRole('button', { name: 'Panel öffnen' });
  await userEvent.click(opener);
  const drawer = await screen.findByRole('dialog', { name });
  return { opener, drawer };
};

/** The settings panel from the right: Escape closes it and focus returns to the opener. */
export const Default: Story = {
  name: 'Standard',
  play: async ({ args, canvasElement }) => {
    const { opener, drawer } = await openDrawer(canvasElement, 'Einstellungen');
    await expect(within(drawer).getByRole('checkbox', { name: 'Tags-Ansicht' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const Open: Story = { name: 'Offen', args: { isOpen: true } };

export const Closed: Story = {
  name: 'Geschlossen',
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** The close button closes the panel; Tab stays inside while it is open. */
export const CloseButtonAndFocusTrap: Story = {
  name: 'Schließen-Knopf und Fokusfalle',
  play: async ({ canvasElement }) => {
    const { opener, drawer } = await openDrawer(canvasElement, 'Einstellungen');
    for (let i = 0; i < 6; i++) {
      await userEvent.tab();
      await expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.click(within(drawer).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** The mobile sidebar: from the left, sidebar width, title only for screen readers. */
export const LeftSidebar: Story = {
  name: 'Seitenleiste links',
  args: {
    isOpen: true,
    side: 'left',
    width: 'sidebarWidth',
    title: 'Navigation',
    isTitleHidden: true,
    children: (
      <Menu aria-label="Hauptmenü">
        <a href="#dashboard">Dashboard</a>
        <a href="#gis">GIS</a>
        <a href="#nutzer">Nutzer</a>
      </Menu>
    ),
  },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    await waitFor(() => expect(drawer.getBoundingClientRect().left).toBe(0));
    // Focus starts on the panel; Tab leads into the menu, not to the close button.
    await waitFor(() => expect(drawer).toHaveFocus());
    await userEvent.tab();
    await expect(within(drawer).getByRole('link', { name: 'Dashboard' })).toHaveFocus();
  },
};

/** Without a header the close button comes last in the tab order and shows while focused. */
export const LeftSidebarCloseButton: Story = {
  name: 'Seitenleiste links, Schließen-Knopf',
  args: LeftSidebar.args,
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    await waitFor(() => expect(drawer).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    const close = within(drawer).getByRole('button', { name: 'Schließen' });
    await expect(close).toHaveFocus();
    await expect(close.getBoundingClientRect().width).toBeGreaterThan(1);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const WithoutBackdrop: Story = {
  name: 'Ohne Abdunklung',
  args: { isOpen: true, hasBackdrop: false },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Einstellungen' })).toBeInTheDocument();
  },
};

export const CustomWidth: Story = { name: 'Eigene Breite', args: { isOpen: true, width: '40rem' } };

export const LongGermanText: Story = {
  name: 'Langer deutscher Text',
  args: {
    isOpen: true,
    title: 'Einstellungen der Georeferenzierung für die Karte „Forstkarte Revier Süd 1937“',
    children: (
      <Padded>
        {Array.from({ length: 14 }, (_, i) => (
          <p key={i}>
            Die Passpunkte werden nach jeder Änderung neu ausgeglichen; Restfehler über dem Schwellenwert werden als
            Ausreißer markiert und können einzeln deaktiviert werden.
          </p>
        ))}
      </Padded>
    ),
  },
};
