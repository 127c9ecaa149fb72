import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { color, layout, space } from '../../theme';
import { Button } from '../Button';
import { Page } from '../Page';
import { MessageProvider, useMessage } from './MessageProvider';
import { MessageStack, preloadMessages } from './MessageStack';
import type { Message } from './messageStore';

const saved: Message = { id: 'm1', type: 'success', text: 'Die Karte wurde gespeichert.', duration: 5000 };
const info: Message = {
  id: 'm2',
  type: 'info',
  text: 'Die Passpunkte werden im Hintergrund berechnet.',
  duration: 5000,
};
const warning: Message = {
  id: 'm3',
  type: 'warning',
  text: 'Für eine Helmert-Transformation fehlen noch zwei Passpunkte.',
  duration: 5000,
};
const failed: Message = { id: 'm4', type: 'error', text: 'Der Datendienst antwortet nicht.', duration: 5000 };

const meta = {
  title: 'Primitives/Message',
  component: MessageStack,
  args: { messages: [saved], onDismiss: fn(), onPause: fn(), onResume: fn() },
  // A message's module loads with the first message; the plays assert at once.
  loaders: [
    async () => {
      await preloadMessages();
    },
  ],
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof MessageStack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Standard',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Erfolg: Die Karte wurde gespeichert.');
    await userEvent.click(canvas.getByRole('button', { name: 'Meldung schließen' }));
    await expect(args.onDismiss).toHaveBeenCalledWith('m1');
  },
};

/** Resting the pointer on a message holds its countdown (the provider pauses the timer). */
export const HeldWhileHovered: Story = {
  name: 'Pausiert unter dem Mauszeiger',
  play: async ({ args, canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await userEvent.hover(status);
    await expect(args.onPause).toHaveBeenCalledWith('m1');
    await userEvent.unhover(status);
    await waitFor(() => expect(args.onResume).toHaveBeenLastCalledWith('m1'));
  },
};

export const SuccessMessage: Story = { name: 'Erfolgsmeldung' };

export const InfoMessage: Story = {
  name: 'Hinweis',
  args: { messages: [info] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Hinweis: ');
  },
};

/** Warnings and errors are alerts: the screen reader announces them at once. */
export const WarningMessage: Story = {
  name: 'Warnung',
  args: { messages: [warning] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Warnung: ');
  },
};

export const ErrorMessage: Story = {
  name: 'Fehlermeldung',
  args: { messages: [failed] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Fehler: Der Datendienst antwortet nicht.',
    );
  },
};

/** Several messages stack oldest first; the newest is at the bottom. */
export const Stack: Story = {
  name: 'Mehrere Meldungen',
  args: { messages: [saved, info, warning, failed] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: 'Meldung schließen' })).toHaveLength(4);
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
  },
};

export const LongGermanText: Story = {
  name: 'Langer deutscher Text',
  args: {
    messages: [
      {
        id: 'm5',
        type: 'error',
        text: 'Die Karte „Forstkarte Revier Süd 1937“ konnte nicht gelöscht werden, weil der Datendienst die Anfrage mit einer Zeitüberschreitung beendet hat. Bitte versuchen Sie es in einigen Minuten erneut.',
        duration: 5000,
      },
    ],
  },
};

const unreadable: Message = {
  id: 'm6',
  type: 'error',
  text: 'Die Prognose für die Forstbetriebsgemeinschaft Hochschwarzwald-Südost wurde nicht berechnet. Das hat nicht geklappt. Bitte versuchen Sie es erneut; bleibt der Fehler, wenden Sie sich an die Administration.',
  details: 'could not read block 4711 in file "base/16384/24576": read only 0 of 8192 bytes',
  duration: 5000,
};

/**
 * A failed call: the person reads the German sentence; the service's own text stands apart as a
 * smaller details line, still inside the alert so a screen reader announces it with the sentence.
 */
export const ErrorWithServiceDetails: Story = {
  name: 'Fehler mit Meldung des Dienstes',
  args: { messages: [unreadable] },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    const details = within(alert).getByText(/^Meldung des Dienstes:/);
    await expect(details).toHaveTextContent(
      'Meldung des Dienstes: could not read block 4711 in file "base/16384/24576": read only 0 of 8192 bytes',
    );
    const sentence = within(alert).getByText(/^Die Prognose für die Forstbetriebsgemeinschaft/);
    await expect(sentence).not.toHaveTextContent('could not read block');
    await expect(sentence).not.toContainElement(details);
    // Secondary: smaller than the sentence.
    await expect(parseFloat(getComputedStyle(details).fontSize)).toBeLessThan(
      parseFloat(getComputedStyle(sentence).fontSize),
    );
  },
};

/** The same on a phone (the stack is fixed to the window): both lines wrap inside the message, the long file name too. */
export const ErrorWithServiceDetailsNarrow: Story = {
  name: 'Fehler mit Meldung des Dienstes, schmal',
  args: { messages: [unreadable] },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert.scrollWidth).toBeLessThanOrEqual(alert.clientWidth);
  },
};

const reload = fn();
const conflict: Message = {
  id: 'm6',
  type: 'error',
  text: 'Das Konto wurde nicht getrennt. Der Eintrag wurde inzwischen anderweitig geändert; geändert wurde nichts. Bitte laden Sie neu und prüfen Sie den aktuellen Stand.',
  details: 'duplicate key value violates unique constraint "kunde_konto_pkey"',
  action: { label: 'Neu laden', onAction: reload },
  duration: 5000,
};

/**
 * A failed action without a form, as its write hook shows it (the one presentation for actions;
 * forms show theirs inline): what did not happen, the service's text apart, and on a conflict a
 * way forward, "Neu laden", which reads the page's data again and closes the message.
 */
export const ActionFailedWithReload: Story = {
  name: 'Aktion scheitert, neu laden',
  args: { messages: [conflict] },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(/^Fehler: Das Konto wurde nicht getrennt\./);
    await expect(alert).not.toHaveTextContent('anderen Wert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Neu laden' }));
    await expect(reload).toHaveBeenCalledOnce();
    await expect(args.onDismiss).toHaveBeenCalledWith('m6');
  },
};

export const Empty: Story = {
  name: 'Leer',
  args: { messages: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

function MessageButtons() {
  const message = useMessage();
  return (
    <Buttons>
      <Button onClick={() => message.success('Die Karte wurde gespeichert.')}>Erfolg melden</Button>
      <Button onClick={() => message.info('Die Passpunkte werden berechnet.')}>Hinweis melden</Button>
      <Button onClick={() => message.warning('Es fehlen noch zwei Passpunkte.')}>Warnung melden</Button>
      <Button onClick={() => message.error('Der Datendienst antwortet nicht.')}>Fehler melden</Button>
    </Buttons>
  );
}

/** The provider with `useMessage()`: each call adds a message; its close button removes it. */
export const WithProvider: Story = {
  name: 'Meldungen auslösen',
  render: () => (
    <MessageProvider>
      <MessageButtons />
    </MessageProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Fehler melden' }));
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent('Der Datendienst antwortet nicht.');
    await userEvent.click(canvas.getByRole('button', { name: 'Erfolg melden' }));
    // The same message again while it is shown is one message, not a stack of copies.
    await userEvent.click(canvas.getByRole('button', { name: 'Erfolg melden' }));
    await expect(screen.getAllByRole('status')).toHaveLength(1);
    // The error came first, so its close button is the first one.
    const [closeError] = screen.getAllByRole('button', { name: 'Meldung schließen' });
    await userEvent.click(closeError as HTMLElement);
    await expect(screen.queryByRole('alert')).toBeNull();
    await expect(screen.getAllByRole('status')).toHaveLength(1);
  },
};

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Messages at the top once covered the page title. With a header bar and a long title filling
 * the width, no message overlaps the title or the header.
 */
export const ClearOfPageTitle: Story = {
  name: 'Verdeckt den Seitentitel nicht',
  args: { messages: [saved, warning, failed] },
  render: (args) => (
    <>
      <HeaderBar data-testid="header">Waldmonitor</HeaderBar>
      <Page title="Flurkarte der Forstbetriebsgemeinschaft Hochschwarzwald-Südost, Gemarkung Grafenhausen-Rothaus 1928">
        <p>Inhalt der Seite</p>
      </Page>
      <MessageStack {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const header = canvas.getByTestId('header').getBoundingClientRect();
    const items = canvas.getAllByRole('button', { name: 'Meldung schließen' }).map((button) => {
      const item = button.parentElement as HTMLElement;
      return item.getBoundingClientRect();
    });
    await expect(items).toHaveLength(3);
    for (const item of items) {
      await expect(overlaps(item, title)).toBe(false);
      await expect(overlaps(item, header)).toBe(false);
    }
  },
};

/** `position: fixed` inside a transformed box stays in the story, also on the docs page. */
const Frame = styled.div`
  min-height: 22rem;
  transform: translateZ(0);
`;

const HeaderBar = styled.div`
  display: flex;
  align-items: center;
  height: ${layout.navbarHeight};
  margin-bottom: ${space[4]};
  padding: 0 ${space[4]};
  border-bottom: 1px solid ${color.border};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
`;
