import type { Meta, StoryObj } from '@storybook/react-vite';
import { serviceRows, withFaults } from '@waldmonitor/mocks';
import { isoDay, type Bild, type Kaefer } from '@waldmonitor/ui/model';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { connectedPage } from '../../../testing/ConnectedStory';
import { recordFetch } from '../../../testing/recordFetch';
import { DashboardPage } from '../DashboardPage';

/**
 * The experts' dashboard is the review queue. Seed facts the stories use: Bayern ·
 * Buchdrucker holds six open records (newest first 187, 201, 232 …); record 2 is in Bayern,
 * "In Prüfung", a Kupferstecher with three pictures, last edited by Dörte Hofmann; record 201
 * (Bayern · Buchdrucker) is "Gemeldet" and nobody has edited it yet.
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
const RECORD_201 = { router: { initialEntries: ['/dashboard?land=BY&art=1&fund=201'] } };
/** The record as the data service holds it. */
const stored = async (id: number) => (await serviceRows<Kaefer>(`kaefer?id=eq.${id}`))[0]!;
const UNTERSEITE =
  'Vielen Dank für Ihre Meldung! Für die Bestimmung brauchen wir noch ein Foto der Unterseite des Käfers. Bitte reichen Sie es nach.';

/** Opens the composer of a Rückfrage, takes the template asking for the underside and sends it. */
async function askForUnderside(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Rückfrage stellen …' }));
  const composer = within(canvas.getByRole('group', { name: 'Rückfrage an die meldende Person' }));
  await userEvent.selectOptions(composer.getByRole('combobox', { name: 'Textvorlage' }), 'unterseite');
  await userEvent.click(composer.getByRole('button', { name: 'Rückfrage senden' }));
}
const recordHeading = (canvasElement: HTMLElement, id: number) =>
  within(canvasElement).findByRole('heading', { level: 3, name: `Meldung ${id}` }, slow);

/** The expert picks the cell they know (GET /kaefer_liste filtered by its Land and species) and opens its newest record. */
export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Prüfliste' }, slow)).toBeInTheDocument();
    const fetches = recordFetch();
    try {
      await userEvent.click(await canvas.findByRole('button', { name: 'Buchdrucker in Bayern: 6 offen' }, slow));
      await waitFor(
        () =>
          expect(fetches.to('/kaefer_liste').map((r) => decodeURIComponent(r.path))).toContain(
            '/data/kaefer_liste?bundesland=eq.BY&art=eq.1&status=in.(gemeldet,in_pruefung,bestaetigt)' +
              '&order=fund_datum.desc,id.desc&limit=50&offset=0',
          ),
        slow,
      );
    } finally {
      fetches.restore();
    }
    await expect(await canvas.findByText('6 Meldungen', {}, slow)).toBeInTheDocument();
    const list = canvas.getByRole('table', { name: 'Meldungen' });
    await userEvent.click(within(list).getAllByRole('row')[1] as HTMLElement);
    await expect(await recordHeading(canvasElement, 187)).toBeInTheDocument();
    await expect(
      await canvas.findByRole('img', { name: /^Bild 1 von \d zu Meldung 187: Buchdrucker$/ }, slow),
    ).toBeInTheDocument();
  },
};

/**
 * The matrix comes counted (a_get_kaefer_queue), never from every record; the cell's records
 * one page at a time, the status and the sort asked of the service.
 */
export const ListAsksTheService: Story = {
  name: 'Liste seitenweise vom Dienst',
  parameters: { router: { initialEntries: ['/dashboard?land=BY&art=1'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('6 Meldungen', {}, slow);
    const fetches = recordFetch();
    const lastQuery = () => decodeURIComponent(fetches.to('/kaefer_liste').at(-1)?.path.split('?')[1] ?? '');
    try {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'alle');
      await waitFor(
        () => expect(lastQuery()).toBe('bundesland=eq.BY&art=eq.1&order=fund_datum.desc,id.desc&limit=50&offset=0'),
        slow,
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Zuletzt bearbeitet' }));
      await waitFor(
        () =>
          expect(lastQuery()).toBe(
            'bundesland=eq.BY&art=eq.1&order=letzter_bearbeiter.asc.nullslast,id.asc&limit=50&offset=0',
          ),
        slow,
      );
    } finally {
      fetches.restore();
    }
    const all = (await serviceRows<Pick<Kaefer, 'id'>>('kaefer?select=id&bundesland=eq.BY&art=eq.1')).length;
    await expect(await canvas.findByText(`${all} Meldungen`, {}, slow)).toBeInTheDocument();
    await expect(canvas.getByRole('columnheader', { name: /Zuletzt bearbeitet/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  },
};

/** `v` publishes: a_update_kaefer with the id as text, today, the signed-in expert; the next record opens. */
export const PublishByKeyboard: Story = {
  name: 'Veröffentlichen per Tastatur',
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

/** The undo sends the reverse update: status, publish date, editor and message record 2 had before, in one call. */
export const UndoSendsTheReverseUpdate: Story = {
  name: 'Rückgängig sendet Gegenänderung',
  parameters: RECORD_2,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await recordHeading(canvasElement, 2);
    const fetches = recordFetch();
    try {
      await userEvent.keyboard('v');
      await userEvent.click(await canvas.findByRole('button', { name: 'Rückgängig (u)' }, slow));
      await waitFor(() => expect(fetches.to('/rpc/a_update_kaefer_with_message')).toHaveLength(1), slow);
      await expect(fetches.to('/rpc/a_update_kaefer_with_message')[0]?.body).toEqual({
        id: '2',
        status: 'in_pruefung',
        published_from: null,
        letzter_bearbeiter: 'Dörte Hofmann',
        msg: null,
      });
      await expect(await recordHeading(canvasElement, 2)).toBeInTheDocument();
    } finally {
      fetches.restore();
    }
  },
};

/** Undo after a Rückfrage puts the record back as it was: "Zuletzt bearbeitet von noch niemandem", no message. */
export const UndoAfterAskRestoresNobody: Story = {
  name: 'Rückgängig nach Rückfrage',
  parameters: RECORD_201,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await recordHeading(canvasElement, 201);
    await askForUnderside(canvasElement);
    await canvas.findByText('Meldung 201 mit Rückfrage an die meldende Person.', {}, slow);
    await userEvent.click(canvas.getByRole('button', { name: 'Rückgängig (u)' }));
    // The record's article is drawn anew when the undone record is read back: found afresh.
    await waitFor(
      () => expect(within(canvas.getByRole('article', { name: 'Meldung 201' })).getByText('Gemeldet')).toBeVisible(),
      slow,
    );
    const record = canvas.getByRole('article', { name: 'Meldung 201' });
    await expect(within(record).getByText('Zuletzt bearbeitet von').nextElementSibling).toHaveTextContent(
      'noch niemandem',
    );
    await expect(within(record).queryByText('Nachricht an die meldende Person')).toBeNull();
    await expect(await stored(201)).toMatchObject({ status: 'gemeldet', letzter_bearbeiter: null, message: null });
  },
};

/** A Rückfrage from a template: status and message in one call of ours (a_update_kaefer_with_message). */
export const AskFromTemplate: Story = {
  name: 'Rückfrage aus Vorlage',
  parameters: RECORD_2,
  play: async ({ canvasElement }) => {
    await recordHeading(canvasElement, 2);
    const fetches = recordFetch();
    try {
      await askForUnderside(canvasElement);
      await waitFor(() => expect(fetches.to('/rpc/a_update_kaefer_with_message')).toHaveLength(1), slow);
      await expect(fetches.to('/rpc/a_update_kaefer_with_message')[0]?.body).toEqual({
        id: '2',
        status: 'rueckfrage',
        published_from: null,
        letzter_bearbeiter: 'Erik Eichhorn',
        msg: UNTERSEITE,
      });
      await expect(fetches.to('/rpc/a_update_message')).toEqual([]);
      await expect(fetches.to('/rpc/a_update_kaefer')).toEqual([]);
    } finally {
      fetches.restore();
    }
  },
};

/** A refused Rückfrage stores nothing: the message says so, and the record keeps its status and (no) message. */
export const AskFailsStoresNothing: Story = {
  name: 'Rückfrage scheitert, nichts gespeichert',
  parameters: {
    ...RECORD_2,
    msw: {
      handlers: withFaults({ a_update_kaefer_with_message: { status: 500, message: 'Wartungsarbeiten bis 14 Uhr.' } }),
    },
  },
  play: async ({ canvasElement }) => {
    await recordHeading(canvasElement, 2);
    await askForUnderside(canvasElement);
    const alert = await within(canvasElement).findByRole('alert', {}, slow);
    await expect(alert).toHaveTextContent(
      /^Meldung 2 wurde nicht mit Rückfrage zurückgegeben; Ihre Nachricht bleibt für einen neuen Versuch\./,
    );
    await expect(await stored(2)).toMatchObject({ status: 'in_pruefung', message: null });
    await expect(await recordHeading(canvasElement, 2)).toBeInTheDocument();
  },
};

/**
 * The fault that once half-saved a Rückfrage (a_update_kaefer refused after a_update_message had
 * stored the text) no longer meets it: the Rückfrage is one call, stored whole.
 */
export const AskIsNotHalfSaved: Story = {
  name: 'Rückfrage wird ganz gespeichert',
  parameters: { ...RECORD_2, msw: { handlers: withFaults({ a_update_kaefer: { status: 500, times: 1 } }) } },
  play: async ({ canvasElement }) => {
    await recordHeading(canvasElement, 2);
    await askForUnderside(canvasElement);
    await within(canvasElement).findByText('Meldung 2 mit Rückfrage an die meldende Person.', {}, slow);
    await expect(await stored(2)).toMatchObject({ status: 'rueckfrage', message: UNTERSEITE });
  },
};

/** "Nur Nachricht senden": a_update_message alone, and a confirmation once it is stored. */
export const MessageOnlyIsConfirmed: Story = {
  name: 'Nur Nachricht senden',
  parameters: RECORD_2,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await recordHeading(canvasElement, 2);
    await userEvent.click(canvas.getByRole('button', { name: 'Nur Nachricht senden …' }));
    const composer = within(canvas.getByRole('group', { name: 'Nachricht an die meldende Person' }));
    await userEvent.type(composer.getByRole('textbox', { name: 'Nachricht' }), 'Danke, das Foto ist angekommen.');
    await userEvent.click(composer.getByRole('button', { name: 'Nachricht senden' }));
    await expect(await screen.findByText('Die Nachricht zu Meldung 2 ist gespeichert.', {}, slow)).toBeInTheDocument();
    await expect(await stored(2)).toMatchObject({ status: 'in_pruefung', message: 'Danke, das Foto ist angekommen.' });
  },
};

/** The species from the list, with its card (GET /kaeferarten?id=eq.1), saved with PATCH /kaefer {art}. */
export const ChangeSpecies: Story = {
  name: 'Art ändern',
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

/** The picture set trimmed after a confirmation: a_update_bilder {kid, bilder} with the files kept. */
export const TrimPictures: Story = {
  name: 'Bilder aussortieren',
  parameters: RECORD_2,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await recordHeading(canvasElement, 2);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Bild 1 behalten' }, slow));
    const fetches = recordFetch();
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Nur 2 von 3 Bildern behalten' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Bild entfernen?' });
      await expect(fetches.to('/rpc/a_update_bilder')).toEqual([]);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Entfernen' }));
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

/** a_update_bilder refused (409): a German message at the pictures, all three kept, the choice kept. */
export const TrimPicturesFails: Story = {
  name: 'Bilder aussortieren scheitert',
  parameters: { ...RECORD_2, msw: { handlers: withFaults({ a_update_bilder: { status: 409 } }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await recordHeading(canvasElement, 2);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Bild 1 behalten' }, slow));
    await userEvent.click(canvas.getByRole('button', { name: 'Nur 2 von 3 Bildern behalten' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Bild entfernen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entfernen' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), slow);
    const pictures = within(canvas.getByRole('region', { name: 'Bilder' }));
    await expect(await pictures.findByRole('alert', {}, slow)).toHaveTextContent(
      /^Die Bildauswahl wurde nicht gespeichert; Ihre Auswahl bleibt für einen neuen Versuch\./,
    );
    await expect(pictures.getByRole('checkbox', { name: 'Bild 1 behalten' })).not.toBeChecked();
    await expect(await serviceRows<Bild>('bilder?kaefer_id=eq.2')).toHaveLength(3);
  },
};

/** A failed save: the service's message at the record, which stays open. */
export const FailedSave: Story = {
  name: 'Speichern scheitert',
  parameters: {
    ...RECORD_2,
    msw: { handlers: withFaults({ a_update_kaefer: { status: 500, message: 'Wartungsarbeiten bis 14 Uhr.' } }) },
  },
  play: async ({ canvasElement }) => {
    await recordHeading(canvasElement, 2);
    await userEvent.keyboard('v');
    const alert = await within(canvasElement).findByRole('alert', {}, slow);
    await expect(alert).toHaveTextContent(/^Meldung 2 wurde nicht veröffentlicht\./);
    await expect(alert).toHaveTextContent('Wartungsarbeiten bis 14 Uhr.');
    await expect(await recordHeading(canvasElement, 2)).toBeInTheDocument();
  },
};

/** Administrators reach the same queue as the back office's Käferfunde. */
export const AdminSection: Story = {
  name: 'Administrator im Back office',
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
  name: 'Übersicht für Administratoren',
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
