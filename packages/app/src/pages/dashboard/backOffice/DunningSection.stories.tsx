import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFaults } from '@waldmonitor/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { connectedPageAt } from '../../../testing/ConnectedStory';
import { recordFetch } from '../../../testing/recordFetch';
import { DunningSection } from './DunningSection';

const meta = {
  title: 'Screens/Back office/Mahnwesen · verbunden (DunningSection)',
  component: DunningSection,
  ...connectedPageAt('/dashboard?bereich=mahnwesen'),
} satisfies Meta<typeof DunningSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const writeButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: /^Mahnungen schreiben/ });

/**
 * The demo's proposal for today (invoices 12, 30, 34 and 45), written in one run by a double
 * click that sends once; the new reminders are listed, and one opens as its letter.
 */
export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const id of [12, 30, 34, 45])
      await expect(
        await canvas.findByRole('checkbox', { name: `Rechnung ${id} auswählen` }, { timeout: 10_000 }),
      ).toBeChecked();
    await expect(writeButton(canvasElement)).toHaveTextContent('Mahnungen schreiben (4)');

    const fetches = recordFetch();
    try {
      await userEvent.dblClick(writeButton(canvasElement));
      // The written run's status, beside the base rates' own (the newest rate is of 1 January).
      await expect(await canvas.findByText('4 Mahnungen geschrieben', {}, { timeout: 10_000 })).toBeVisible();
      await expect(fetches.queriesTo('/rpc/a_create_reminders')).toHaveLength(1);
    } finally {
      fetches.restore();
    }

    const table = canvas.getByRole('table', { name: 'Geschriebene Mahnungen' });
    await waitFor(() =>
      expect(within(table).getAllByRole('button', { name: /^Mahnung \d+ drucken$/ })).toHaveLength(4),
    );
    await userEvent.click(within(table).getAllByRole('button', { name: /^Mahnung \d+ drucken$/ })[0]!);
    const dialog = await within(document.body).findByRole('dialog', { name: /^Druckansicht: / }, { timeout: 10_000 });
    await expect(within(dialog).getByText(/^SHA-256 des gespeicherten Inhalts: [0-9a-f]{64}$/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/**
 * A written reminder sent by e-mail: its row opens the dialog from the reminder's template;
 * the PDF is made from its frozen content and the send is listed, waiting in the Postausgang.
 */
export const SendByMail: Story = {
  name: 'Mahnung per E-Mail senden',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('checkbox', { name: 'Rechnung 12 auswählen' }, { timeout: 10_000 });
    await userEvent.click(writeButton(canvasElement));
    const table = await canvas.findByRole('table', { name: 'Geschriebene Mahnungen' }, { timeout: 10_000 });
    const mailButtons = await within(table).findAllByRole('button', { name: /^Mahnung \d+ per E-Mail senden$/ });
    await userEvent.click(mailButtons[0]!);
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Mahnung per E-Mail senden' }, { timeout: 10_000 }),
    );
    // The subject from the reminder's frozen content: "Zahlungserinnerung Nr. 3 vom 27.11.2026".
    const subject = dialog.getByRole<HTMLInputElement>('textbox', { name: /^Betreff/ });
    await expect(subject.value).toMatch(/^Zahlungserinnerung Nr\. \d+ vom \d\d\.\d\d\.\d{4}/);
    const to = dialog.getByRole<HTMLInputElement>('textbox', { name: /^An/ });
    if (to.value === '') await userEvent.type(to, 'buchhaltung@kunde.example');
    await userEvent.click(dialog.getByRole('button', { name: 'Senden' }));
    const sends = await canvas.findByRole('list', { name: 'Versand, neuester zuerst' }, { timeout: 15_000 });
    await expect(within(sends).getByText('wartet auf Versand')).toBeVisible();
    await expect(sends).toHaveTextContent(/PDF \(.+\.pdf\)/);
  },
};

/** The service refuses the run: its German reason at the button, nothing written. */
export const Refused: Story = {
  name: 'Abgelehnt',
  parameters: {
    msw: {
      handlers: withFaults({
        a_create_reminders: {
          status: 400,
          code: 'P0001',
          message: 'Die Rechnung 30 ist bereits gemahnt; die Frist läuft bis zum 07.12.2026.',
        },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('checkbox', { name: 'Rechnung 30 auswählen' }, { timeout: 10_000 });
    await userEvent.click(writeButton(canvasElement));
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('Die Mahnungen wurden nicht geschrieben.');
    await expect(alert).toHaveTextContent('Die Rechnung 30 ist bereits gemahnt');
    await expect(canvas.queryByText(/Mahnungen? geschrieben$/)).not.toBeInTheDocument();
  },
};

/** A failed read shows the service's message and offers to try again. */
export const LoadFails: Story = {
  name: 'Laden scheitert',
  parameters: {
    msw: {
      handlers: withFaults({ a_get_dunning_proposal: { status: 500, message: 'Datenbank nicht erreichbar.' } }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Meldung des Dienstes: Datenbank nicht erreichbar.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  },
};
