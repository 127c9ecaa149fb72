import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFaults } from '@waldmonitor/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { connectedPage } from '../../../testing/ConnectedStory';
import { DashboardPage } from '../DashboardPage';

/** A client's page when the service refuses or fails: each failure says what did not happen. */
const meta = {
  title: 'Screens/Back office/Kunde – Fehler · verbunden (ClientDetailSection)',
  component: DashboardPage,
  ...connectedPage,
  parameters: {
    ...connectedPage.parameters,
    session: 'admin',
    router: { initialEntries: ['/dashboard?bereich=kunden&id=3'] },
  },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('heading', { level: 1, name });

/** Switched off, the cadastre moves at once; when the service refuses, it moves back with a message. */
export const KatasterSwitchRollsBack: Story = {
  name: 'Kataster-Schalter springt zurück',
  parameters: {
    router: { initialEntries: ['/dashboard?bereich=kunden&id=2'] },
    msw: {
      handlers: withFaults({
        a_set_kataster_for_client: { status: 500, message: 'Kataster-Dienst nicht erreichbar.' },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Stadtwerke Freiburg im Breisgau GmbH');
    const toggle = within(canvasElement).getByRole('switch', { name: 'Kataster für diesen Kunden' });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    // The toast's sentence is German only; the service's own text is its details line.
    const sentence = await screen.findByText(/^Der Kataster wurde für den Kunden nicht ausgeschaltet\./);
    await expect(sentence).not.toHaveTextContent('Kataster-Dienst');
    const toast = sentence.closest('[role="alert"]') as HTMLElement;
    await expect(
      within(toast).getByText('Meldung des Dienstes: Kataster-Dienst nicht erreichbar.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
  },
};

/**
 * A refused switch, then one that works: the second confirms and takes the first one's error away,
 * so no message says it failed while the switch shows it done.
 */
export const KatasterSwitchWorksAfterAFailure: Story = {
  name: 'Kataster-Schalter gelingt nach Fehler',
  parameters: {
    router: { initialEntries: ['/dashboard?bereich=kunden&id=2'] },
    msw: {
      handlers: withFaults({
        a_set_kataster_for_client: { status: 500, message: 'Kataster-Dienst nicht erreichbar.', times: 1 },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Stadtwerke Freiburg im Breisgau GmbH');
    const toggle = within(canvasElement).getByRole('switch', { name: 'Kataster für diesen Kunden' });
    await userEvent.click(toggle);
    const failed = /Der Kataster wurde für den Kunden nicht ausgeschaltet\./;
    await expect(await screen.findByText(failed)).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
    await waitFor(() => expect(toggle).not.toBeDisabled());
    await userEvent.click(toggle);
    await expect(
      await screen.findByText('Der Kataster für „Stadtwerke Freiburg im Breisgau GmbH“ ist jetzt ausgeschaltet.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(failed)).not.toBeInTheDocument());
    await expect(toggle).not.toBeChecked();
  },
};

/**
 * An action without a form fails: "Trennen" meets a conflict (409). The dialog closes, the action's
 * own message says what did not happen and that the record changed meanwhile, never "another
 * value", and offers "Neu laden"; a later try that works takes the message away.
 */
export const DisconnectConflictOffersReload: Story = {
  name: 'Trennen im Konflikt bietet Neuladen',
  parameters: {
    msw: {
      handlers: withFaults({
        a_disconnect_user_from_client: {
          status: 409,
          code: '23505',
          message: 'duplicate key value violates unique constraint "kunde_konto_pkey"',
          times: 1,
        },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Stadt Calw');
    const canvas = within(canvasElement);
    const connect = await canvas.findByRole('button', { name: /^Konto von .+ verbinden$/ });
    const name = /^Konto von (.+) verbinden$/.exec(connect.getAttribute('aria-label') ?? '')?.[1] ?? '';
    await userEvent.click(connect);
    const disconnect = async () => {
      await userEvent.click(
        await canvas.findByRole('button', { name: `Konto von ${name} trennen` }, { timeout: 5000 }),
      );
      const dialog = await screen.findByRole('alertdialog', { name: 'Konto trennen?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Trennen' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    };
    await disconnect();
    const failed = /^Fehler: Das Konto wurde nicht getrennt\. Der Eintrag wurde inzwischen anderweitig geändert/;
    const message = await waitFor(() => {
      const found = screen.getAllByRole('alert').find((alert) => failed.test(alert.textContent ?? ''));
      if (!found) throw new Error('no failure message yet');
      return found;
    });
    await expect(message).not.toHaveTextContent('anderen Wert');
    await expect(within(message).getByRole('button', { name: 'Neu laden' })).toBeInTheDocument();

    await disconnect();
    await expect(
      await screen.findByText(`Konto von ${name} von Stadt Calw getrennt.`, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryAllByRole('alert').some((alert) => failed.test(alert.textContent ?? ''))).toBe(false),
    );
  },
};

export const UnknownClient: Story = {
  name: 'Unbekannter Kunde',
  parameters: { router: { initialEntries: ['/dashboard?bereich=kunden&id=999'] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Diesen Kunden gibt es nicht.')).toBeInTheDocument();
  },
};

export const DetailsFail: Story = {
  name: 'Laden des Kunden scheitert',
  // The file's photograph for the review: the page's error state (the others draw the client's map).
  tags: ['visual'],
  parameters: {
    msw: { handlers: withFaults({ a_get_client_details: { status: 500, message: 'Datenbank nicht erreichbar.' } }) },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Der Kunde konnte nicht geladen werden.')).toBeInTheDocument();
  },
};
