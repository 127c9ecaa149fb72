import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFaults } from '@waldmonitor/mocks';
import { isoDay } from '@waldmonitor/ui/model';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { connectedPage } from '../../../testing/ConnectedStory';
import { recordFetch } from '../../../testing/recordFetch';
import { DashboardPage } from '../DashboardPage';

/**
 * The experts' dashboard is the review queue. Seed facts the stories use: Bayern ·
 * Buchdrucker holds six open records (newest first 187, 201, 232 …); record 2 is in Bayern,
 * "In Prüfung", a Kupferstecher with three pictures.
 */
const meta = {
  title: 'Screens/Käferfunde prüfen/Käferfunde prüfen · verbunden (ReviewQueuePage)',
  component: DashboardPage,
  ...connectedPage,
  parameters: { ...connectedPage.parameters, session: 'experte', router: { initialEntries: ['/dashboard'] } },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 8000 };
const RECORD_2 = { router: { initialEntries: ['/dashboard?land=BY&art=2&fund=2'] } };
const recordHeading = (canvasElement: HTMLElement, id: number) =>
  within(canvasElement).findByRole('heading', { level: 3, name: `Meldung ${id}` }, slow);

/** The expert picks the cell they know (a_get_kaefer_overview for it, the species id as text) and opens its newest record. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Prüfliste' }, slow)).toBeInTheDocument();
    const fetches = recordFetch();
    try {
      await userEvent.click(await canvas.findByRole('button', { name: 'Buchdrucker in Bayern: 6 offen' }, slow));
      await waitFor(
        () =>
          expect(fetches.to('/rpc/a_get_kaefer_overview').map((r) => r.body)).toContainEqual({
            bundesland: 'BY',
            kaeferart: '1',
          }),
        slow,
      );
    } finally {
      fetches.restore();
    }
    const list = await canvas.findByRole('table', { name: 'Meldungen: 6' }, slow);
    await userEvent.click(within(list).getAllByRole('row')[1] as HTMLElement);
    await expect(await recordHeading(canvasElement, 187)).toBeInTheDocument();
    await expect(
      await canvas.findByRole('img', { name: /^Bild 1 von \d zu Meldung 187: Buchdrucker$/ }, slow),
    ).toBeInTheDocument();
  },
};

/** `v` publishes: a_update_kaefer with the id as text, today, the signed-in expert; the next record opens. */
export const PublishByKeyboard: Story = {
  parameters: RECORD_2,
  play: async ({ canvasElement }) => {
    await recordHeading(canvasElement, 2);
    const fetches = recordFetch();
    try {
      await userEvent.keyboard('v');
      await waitFor(() => expect(fetches.to('/rpc/a_update_kaefer')).toHaveLength(1), slow);
      await expect(fetches.to('/rpc/a_update_kaefer')[0]?.body).toEqual({
        id: '2',
        status: 'veroeffentlicht',
        published_from: isoDay(new Date()),
        letzter_bearbeiter: 'Erik Eichhorn',
      });
      await expect(await within(canvasElement).findByText('Meldung 2 veröffentlicht.', {}, slow)).toBeInTheDocument();
      await waitFor(
        () => expect(within(canvasElement).queryByRole('heading', { level: 3, name: 'Meldung 2' })).toBeNull(),
        slow,
      );
    } finally {
      fetches.restore();
    }
  },
};

/** The undo sends the reverse update: the status and publish date record 2 had before. */
export const UndoSendsTheReverseUpdate: Story = {
  parameters: RECORD_2,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await recordHeading(canvasElement, 2);
    const fetches = recordFetch();
    try {
      await userEvent.keyboard('v');
      await userEvent.click(await canvas.findByRole('button', { name: 'Rückgängig (u)' }, slow));
      await waitFor(() => expect(fetches.to('/rpc/a_update_kaefer')).toHaveLength(2), slow);
      await expect(fetches.to('/rpc/a_update_kaefer')[1]?.body).toEqual({
        id: '2',
        status: 'in_pruefung',
        published_from: null,
        letzter_bearbeiter: 'Erik Eichhorn',
      });
      await expect(await recordHeading(canvasElement, 2)).toBeInTheDocument();
    } finally {
      fetches.restore();
    }
  },
};

/** A Rückfrage from a template: a_update_message first, then a_update_kaefer to "rueckfrage". */
export const AskFromTemplate: Story = {
  parameters: RECORD_2,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await recordHeading(canvasElement, 2);
    const fetches = recordFetch();
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Rückfrage stellen …' }));
      const composer = within(canvas.getByRole('group', { name: 'Rückfrage an die meldende Person' }));
      await userEvent.selectOptions(composer.getByRole('combobox', { name: 'Textvorlage' }), 'unterseite');
      await userEvent.click(composer.getByRole('button', { name: 'Rückfrage senden' }));
      await waitFor(() => expect(fetches.to('/rpc/a_update_kaefer')).toHaveLength(1), slow);
      await expect(fetches.to('/rpc/a_update_message').map((r) => r.body)).toEqual([
        {
          id: '2',
          msg: 'Vielen Dank für Ihre Meldung! Für die Bestimmung brauchen wir noch ein Foto der Unterseite des Käfers. Bitte reichen Sie es nach.',
        },
      ]);
      await expect(fetches.to('/rpc/a_update_kaefer')[0]?.body).toEqual({
        id: '2',
        status: 'rueckfrage',
        published_from: null,
        letzter_bearbeiter: 'Erik Eichhorn',
      });
    } finally {
      fetches.restore();
    }
  },
};

/** The species from the list, with its card (GET /kaeferarten?id=eq.1), saved with PATCH /kaefer {art}. */
export const ChangeSpecies: Story = {
  parameters: RECORD_2,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await recordHeading(canvasElement, 2);
    const fetches = recordFetch();
    try {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Art' }), '1');
      const card = await canvas.findByRole('region', { name: 'Steckbrief der Art' }, slow);
      await waitFor(() => expect(card).toHaveTextContent('Ips typographus'), slow);
      await waitFor(
        () => expect(fetches.to('/kaeferarten').map((r) => r.path)).toContain('/data/kaeferarten?id=eq.1'),
        slow,
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Art übernehmen' }));
      await waitFor(() => expect(fetches.to('/kaefer')).toHaveLength(1), slow);
      await expect(fetches.to('/kaefer').map(({ method, path, body }) => ({ method, path, body }))).toEqual([
        { method: 'PATCH', path: '/data/kaefer?id=eq.2', body: { art: 1 } },
      ]);
    } finally {
      fetches.restore();
    }
  },
};

/** The picture set trimmed: a_update_bilder {kid, bilder} with the files kept. */
export const TrimPictures: Story = {
  parameters: RECORD_2,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await recordHeading(canvasElement, 2);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Bild 1 behalten' }, slow));
    const fetches = recordFetch();
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Nur 2 von 3 Bildern behalten' }));
      await waitFor(() => expect(fetches.to('/rpc/a_update_bilder')).toHaveLength(1), slow);
      await expect(fetches.to('/rpc/a_update_bilder')[0]?.body).toEqual({
        kid: '2',
        bilder: ['borkenkaefer.svg', 'fundort.svg'],
      });
      await waitFor(() => expect(canvas.queryByRole('checkbox', { name: 'Bild 3 behalten' })).toBeNull(), slow);
    } finally {
      fetches.restore();
    }
  },
};

/** A failed save: the service's message at the record, which stays open. */
export const FailedSave: Story = {
  parameters: {
    ...RECORD_2,
    msw: { handlers: withFaults({ a_update_kaefer: { status: 500, message: 'Wartungsarbeiten bis 14 Uhr.' } }) },
  },
  play: async ({ canvasElement }) => {
    await recordHeading(canvasElement, 2);
    await userEvent.keyboard('v');
    const alert = await within(canvasElement).findByRole('alert', {}, slow);
    await expect(alert).toHaveTextContent('Die Änderung wurde nicht gespeichert.');
    await expect(alert).toHaveTextContent('Wartungsarbeiten bis 14 Uhr.');
    await expect(await recordHeading(canvasElement, 2)).toBeInTheDocument();
  },
};

/** Administrators reach the same queue as the back office's Käferfunde. */
export const AdminSection: Story = {
  parameters: { session: 'admin', router: { initialEntries: ['/dashboard?bereich=kaeferfunde'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Käferfunde' }, slow)).toBeInTheDocument();
    await expect(
      await canvas.findByRole('button', { name: 'Buchdrucker in Bayern: 6 offen' }, slow),
    ).toBeInTheDocument();
  },
};

/** The administrators' overview counts the open reviews and leads to Käferfunde, beside the pending expert requests. */
export const AdminOverview: Story = {
  parameters: { session: 'admin', router: { initialEntries: ['/dashboard'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /\d+\s*Offene Prüfungen/ }, slow)).toHaveAttribute(
      'href',
      '/dashboard?bereich=kaeferfunde',
    );
    await expect(await canvas.findByRole('link', { name: /offene Anfragen entscheiden/ }, slow)).toBeInTheDocument();
  },
};
