import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { reminderMailDraft } from '../../../model/billing/reminderMail';
import type { DunningProposalRow, ReminderListRow } from '../../../model/contract/rpc/billing';
import { failedQuery, loadedQuery, loadingQuery } from '../../../model/queryState';
import { serviceError } from '../../../testing/serviceError';
import { DocumentMail } from '../DocumentMail';
import { REMINDER } from '../reminderStoryData';
import { DunningScreen, type DunningScreenProps } from './DunningScreen';

const TODAY = '2026-11-27';

const proposalRow = (over: Partial<DunningProposalRow>): DunningProposalRow => ({
  client_id: 1,
  client_name: 'Stadt Calw',
  verbraucher: false,
  rechnung_id: 12,
  rn_datum: '2026-09-15',
  faellig_am: '2026-10-15',
  tage_ueberfaellig: 43,
  offen: 1113.84,
  mahnstufe: 0,
  naechste_stufe: 1,
  bezeichnung: 'Zahlungserinnerung',
  gebuehr: 0,
  zinsen: 11.27,
  pauschale: 40,
  ...over,
});

const PROPOSAL: DunningProposalRow[] = [
  proposalRow({}),
  proposalRow({
    rechnung_id: 30,
    faellig_am: '2026-10-01',
    tage_ueberfaellig: 57,
    offen: 420.5,
    mahnstufe: 1,
    naechste_stufe: 2,
    bezeichnung: '1. Mahnung',
    gebuehr: 5,
    zinsen: 5.61,
    pauschale: 0,
  }),
  proposalRow({
    client_id: 9,
    client_name: 'Anna Berger',
    verbraucher: true,
    rechnung_id: 45,
    offen: 238,
    zinsen: 1.17,
    pauschale: 0,
  }),
];

const LONG_NAME = 'Forstbetriebsgemeinschaft Nordschwarzwald-Enztal Waldbesitzervereinigung Oberes Murgtal';
const LONG_PROPOSAL: DunningProposalRow[] = [
  proposalRow({ client_name: LONG_NAME, offen: 128440.35, zinsen: 2318.4 }),
  proposalRow({ client_id: 4, client_name: 'Wasser- und Bodenverband Aller-Örtze-Niederung', rechnung_id: 51 }),
];

const REMINDERS: ReminderListRow[] = [
  {
    id: 2,
    client_id: 9,
    client_name: 'Anna Berger',
    datum: '2026-11-02',
    stufe: 1,
    bezeichnung: 'Zahlungserinnerung',
    frist: '2026-11-12',
    summe: 239.17,
    rechnungen: [45],
  },
  {
    id: 1,
    client_id: 1,
    client_name: 'Stadt Calw',
    datum: '2026-10-20',
    stufe: 1,
    bezeichnung: 'Zahlungserinnerung',
    frist: '2026-10-30',
    summe: 424.5,
    rechnungen: [30],
  },
];

/** The screen with its Stichtag in story state, as the section keeps it in the address. */
function StatefulDunningScreen(props: DunningScreenProps) {
  const [stichtag, setStichtag] = useState(props.stichtag);
  return (
    <DunningScreen
      {...props}
      stichtag={stichtag}
      onStichtagChange={(day) => {
        setStichtag(day);
        props.onStichtagChange(day);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Back office/Mahnwesen (DunningScreen)',
  component: DunningScreen,
  render: (args) => <StatefulDunningScreen {...args} />,
  args: {
    proposal: loadedQuery(PROPOSAL),
    reminders: loadedQuery(REMINDERS),
    stichtag: TODAY,
    today: TODAY,
    onStichtagChange: fn(),
    onWrite: fn(async (ids: number[]) => (ids.length > 0 ? [3, 4] : [])),
    onPrint: fn(),
  },
  parameters: {
    leitfaden: {
      zweck:
        'Im Bereich „Mahnwesen“ schreibt die Administration Mahnungen: Der Mahnvorschlag zeigt je Kunde die Rechnungen, die zum Stichtag ihre nächste Mahnstufe erreichen; was warten soll, wird herausgenommen, dann entsteht je Kunde eine Mahnung. Dazu die geschriebenen Mahnungen zum Drucken und Versenden.',
      rollen: ['Administrator'],
      spezifikation:
        'requirements §2 (Back office › Mahnwesen), §7 a_get_dunning_proposal, a_create_reminders, a_get_reminders, a_get_reminder',
      tun: [
        'Zinsen und Pauschale so zeigen, wie der Datendienst sie berechnet; der Lauf schickt nur die behaltenen Rechnungen.',
        'Den Stichtag höchstens auf heute setzen lassen: Mahnungen werden nie vorausdatiert.',
      ],
      lassen: [
        'Eine geschriebene Mahnung nicht ändern: Druck und Versand kommen aus ihrem eingefrorenen Inhalt.',
        'Einen Doppelklick nicht zweimal schreiben lassen; lehnt der Datendienst den Lauf ab, die Auswahl behalten.',
      ],
    },
  },
} satisfies Meta<typeof DunningScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const writeButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: /^Mahnungen schreiben/ });

/**
 * The proposal per client, every invoice kept; one taken out changes the count, the level and
 * the sum of its client, and the run sends the kept invoices only; then the written reminders.
 */
export const Default: Story = {
  name: 'Standard',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const calw = canvas.getByRole('region', { name: 'Stadt Calw' });
    await expect(within(calw).getByText('1. Mahnung', { selector: 'dd' })).toBeInTheDocument();
    // 1.113,84 + 11,27 + 40 + 420,50 + 5,61 + the fee of 5 €.
    await expect(within(calw).getByText('Summe').nextSibling).toHaveTextContent('1.596,22 €');
    await expect(canvas.getByRole('region', { name: 'Anna Berger' })).toHaveTextContent('Verbraucher');
    await expect(writeButton(canvasElement)).toHaveTextContent('Mahnungen schreiben (3)');

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Rechnung 30 auswählen' }));
    await expect(writeButton(canvasElement)).toHaveTextContent('Mahnungen schreiben (2)');
    await expect(within(calw).getByText('Zahlungserinnerung', { selector: 'dd' })).toBeInTheDocument();
    await expect(within(calw).getByText('Summe').nextSibling).toHaveTextContent('1.165,11 €');

    await userEvent.click(writeButton(canvasElement));
    await expect(args.onWrite).toHaveBeenCalledOnce();
    await expect(args.onWrite).toHaveBeenCalledWith([12, 45]);
    await expect(await canvas.findByRole('status')).toHaveTextContent('2 Mahnungen geschrieben');
    await expect(canvas.getByRole('tab', { name: 'Geschriebene Mahnungen' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Mahnung 2 drucken' }));
    await expect(args.onPrint).toHaveBeenCalledWith(2);
  },
};

/** A double click writes once: the button waits for the answer. */
export const DoubleClickWritesOnce: Story = {
  name: 'Doppelklick schreibt einmal',
  args: {
    onWrite: fn((_ids: number[]) => new Promise<number[]>((resolve) => setTimeout(() => resolve([3, 4]), 300))),
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.dblClick(writeButton(canvasElement));
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('2 Mahnungen geschrieben');
    await expect(args.onWrite).toHaveBeenCalledOnce();
  },
};

/** Another Stichtag asks for the proposal of that day. */
export const Stichtag: Story = {
  name: 'Anderer Stichtag',
  play: async ({ args, canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Stichtag');
    await expect(field).toHaveValue(TODAY);
    await userEvent.clear(field);
    await userEvent.type(field, '2026-11-20');
    await waitFor(() => expect(args.onStichtagChange).toHaveBeenLastCalledWith('2026-11-20'));
  },
};

/** The service refuses the run (an invoice was paid meanwhile): its German reason at the button, the choice kept. */
export const Refused: Story = {
  name: 'Abgelehnt',
  args: {
    onWrite: fn((_ids: number[]) =>
      Promise.reject<number[]>(
        serviceError({
          status: 400,
          code: 'P0001',
          message: 'Die Rechnung 30 ist noch nicht fällig (fällig am 01.12.2026).',
        }),
      ),
    ),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Rechnung 45 auswählen' }));
    await userEvent.click(writeButton(canvasElement));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Die Mahnungen wurden nicht geschrieben.');
    await expect(alert).toHaveTextContent('Die Rechnung 30 ist noch nicht fällig (fällig am 01.12.2026).');
    await expect(args.onWrite).toHaveBeenCalledOnce();
    await expect(args.onWrite).toHaveBeenCalledWith([12, 30]);
    await expect(canvas.getByRole('checkbox', { name: 'Rechnung 45 auswählen' })).not.toBeChecked();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

/** Nothing due: says so, and there is nothing to write. */
export const Leer: Story = {
  name: 'Nichts fällig',
  args: { proposal: loadedQuery([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Keine Rechnung ist zur Mahnung fällig.')).toBeInTheDocument();
    await expect(writeButton(canvasElement)).toBeDisabled();
  },
};

export const Laedt: Story = {
  name: 'Lädt',
  args: { proposal: loadingQuery(), reminders: loadingQuery() },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Mahnvorschlag wird geladen …' }),
    ).toBeInTheDocument();
  },
};

export const Fehler: Story = {
  name: 'Laden scheitert',
  args: { proposal: failedQuery(serviceError({ message: 'Datenbank nicht erreichbar.', status: 500 })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Meldung des Dienstes: Datenbank nicht erreichbar.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  },
};

/** The written reminders, and their list empty or failed. */
export const Geschrieben: Story = {
  name: 'Geschriebene Mahnungen',
  args: { initialTab: 'geschrieben' },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Geschriebene Mahnungen' });
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Anna Berger');
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('239,17 €');
  },
};

/**
 * A written reminder sent by e-mail: its row's button shows its sends below the list with the
 * dialog open (the app's panel; here the card with the reminder's template), and sends it.
 */
export const PerEMail: Story = {
  name: 'Geschriebene Mahnung per E-Mail',
  args: {
    initialTab: 'geschrieben',
    renderMail: fn((id: number) => (
      <DocumentMail
        document="Mahnung"
        title={`Mahnung ${id}: Versand per E-Mail`}
        isDialogInitiallyOpen
        sends={loadedQuery([])}
        dialog={{
          draft: reminderMailDraft({ reminder: REMINDER, eMail: 'rechnung@calw.example' }),
          attachment: `Zahlungserinnerung-${id}.pdf (PDF)`,
          onSubmit: async () => 13,
        }}
      />
    )),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { name: /Versand per E-Mail$/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Mahnung 2 per E-Mail senden' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mahnung per E-Mail senden' }));
    await expect(args.renderMail).toHaveBeenLastCalledWith(2);
    await expect(dialog.getByRole('textbox', { name: /^An/ })).toHaveValue('rechnung@calw.example');
    await userEvent.click(dialog.getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('heading', { name: 'Mahnung 2: Versand per E-Mail' })).toBeVisible();
    // Pressed again, the dialog opens again.
    await userEvent.click(canvas.getByRole('button', { name: 'Mahnung 2 per E-Mail senden' }));
    const again = await screen.findByRole('dialog', { name: 'Mahnung per E-Mail senden' });
    await waitFor(() => expect(again).toBeVisible());
  },
};

export const GeschriebenLeer: Story = {
  name: 'Noch keine Mahnung geschrieben',
  args: { initialTab: 'geschrieben', reminders: loadedQuery([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Noch keine Mahnung geschrieben.')).toBeInTheDocument();
  },
};

export const LongGermanText: Story = {
  name: 'Langer deutscher Text',
  args: { proposal: loadedQuery(LONG_PROPOSAL) },
  play: async ({ canvasElement }) => {
    const part = within(canvasElement).getByRole('region', { name: LONG_NAME });
    await expect(within(part).getByText('Summe').nextSibling).toHaveTextContent('130.798,75 €');
  },
};

/** 390 px: each client's table scrolls inside its box; the Stichtag and the button wrap. */
export const NarrowWidth: Story = {
  name: 'Schmal',
  args: LongGermanText.args,
  globals: { viewport: { value: 'phone' } },
};

/** 800 px. */
export const SmallWindow: Story = {
  name: 'Kleines Fenster',
  args: LongGermanText.args,
  globals: { viewport: { value: 'small' } },
};

/** 1440 px. */
export const WideWindow: Story = {
  name: 'Breites Fenster',
  globals: { viewport: { value: 'wide' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('columnheader', { name: 'Pauschale' })[0]).toBeVisible();
  },
};
