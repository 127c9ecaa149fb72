import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ComponentProps } from 'react';
import { loadedQuery, loadingQuery } from '../../../model/queryState';
import { STORY_ARTEN, STORY_NOW, storyPictures, storyRecord } from '../storyData';
import type { ComposerPurpose } from './MessageComposer';
import { ReviewRecord } from './ReviewRecord';

/** The composer and the species picker are the caller's state; the stories keep them here. */
function Stateful(props: ComponentProps<typeof ReviewRecord>) {
  const [composer, setComposer] = useState<ComposerPurpose | null>(props.composer);
  const [candidate, setCandidate] = useState<number | null>(props.speciesCandidate);
  return (
    <ReviewRecord
      {...props}
      composer={composer}
      onComposerChange={setComposer}
      speciesCandidate={candidate}
      onSpeciesCandidateChange={(art) => {
        setCandidate(art);
        props.onSpeciesCandidateChange(art);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Käferfunde prüfen/Käferfund (ReviewRecord)',
  component: ReviewRecord,
  parameters: {
    leitfaden: {
      zweck:
        'Eine Käfermeldung zur Prüfung: Fundort und -datum, Beschreibung, Bilder, Art mit Steckbrief, die erlaubten Statuswechsel und eine Nachricht an die meldende Person aus deutschen Vorlagen. Sie steht in der Prüfliste neben den Meldungen der gewählten Zelle.',
      rollen: ['Experte', 'Administrator'],
      spezifikation:
        'requirements §2 (Prüfliste: ein Fund mit Bildern, Art, Status und Nachricht aus deutschen Vorlagen), §4 (Status der Käferfunde), §7 (a_update_kaefer, a_update_message, PATCH /kaefer), statusMachine.ts',
      tun: [
        'Nur erlaubte Wechsel anbieten und gesperrte Schaltflächen begründen, etwa „Vor dem Veröffentlichen muss die Art bestimmt sein.“',
        'Rückfrage und Ablehnung über das Nachrichtenfeld führen, dessen Vorlage sich vor dem Senden bearbeiten lässt.',
      ],
      lassen: [
        'Eine veröffentlichte Meldung nicht direkt ablehnen: Sie wird erst wieder geöffnet.',
        'Eine gewählte Art nicht sofort speichern: Erst „Art übernehmen“ sendet sie, vorher zeigt der Steckbrief die Wahl.',
        'Nach einem abgelehnten Speichern die Meldung nicht verändert zeigen: Sie bleibt, wie sie war, mit dem Grund.',
      ],
    },
  },
  render: (args) => <Stateful {...args} />,
  args: {
    record: storyRecord({ id: 12 }),
    arten: STORY_ARTEN,
    speciesCandidate: null,
    onSpeciesCandidateChange: fn(),
    onChangeSpecies: fn(async () => undefined),
    pictures: loadedQuery(storyPictures(2, 12)),
    onSavePictures: fn(async () => undefined),
    onChangeStatus: fn(async () => undefined),
    onSendMessage: fn(async () => undefined),
    composer: null,
    onComposerChange: fn(),
    now: STORY_NOW,
  },
} satisfies Meta<typeof ReviewRecord>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A reported record: every allowed move is offered; publishing today by default. */
export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Meldung 12' })).toBeInTheDocument();
    await expect(canvas.getByText(/vor 1 Tag|20\.11\.2026/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Veröffentlichen' }));
    await expect(args.onChangeStatus).toHaveBeenCalledWith('veroeffentlicht', '2026-11-22');
  },
};

export const InPruefung: Story = {
  name: 'In Prüfung',
  args: { record: storyRecord({ id: 13, status: 'in_pruefung', letzter_bearbeiter: 'Erik Eichhorn' }) },
};

export const Rueckfrage: Story = {
  name: 'Rückfrage',
  args: {
    record: storyRecord({
      id: 14,
      status: 'rueckfrage',
      letzter_bearbeiter: 'Erik Eichhorn',
      message: 'Bitte ein Foto der Unterseite nachreichen.',
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Bitte ein Foto der Unterseite nachreichen.')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Rückfrage stellen …' })).toBeNull();
  },
};

export const Bestaetigt: Story = {
  name: 'Bestätigt',
  args: { record: storyRecord({ id: 15, status: 'bestaetigt', letzter_bearbeiter: 'Erik Eichhorn' }) },
};

/** A published record can only be reopened, never rejected directly. */
export const Veroeffentlicht: Story = {
  name: 'Veröffentlicht',
  args: {
    record: storyRecord({
      id: 16,
      status: 'veroeffentlicht',
      published_from: '2026-11-02',
      letzter_bearbeiter: 'Erik Eichhorn',
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('02.11.2026')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Wieder öffnen als „Bestätigt“' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Ablehnen/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Veröffentlichen' })).toBeNull();
  },
};

export const Abgelehnt: Story = {
  name: 'Abgelehnt mit Begründung',
  args: {
    record: storyRecord({
      id: 17,
      status: 'abgelehnt',
      letzter_bearbeiter: 'Erik Eichhorn',
      message: 'Die Aufnahme ist zu unscharf für eine Bestimmung.',
    }),
  },
};

/** Without a species the record cannot be published yet; the button says why. */
export const WithoutSpecies: Story = {
  name: 'Ohne Art',
  args: { record: storyRecord({ id: 18, art: null, art_name: null }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Veröffentlichen' })).toBeDisabled();
    await expect(canvas.getByText('Vor dem Veröffentlichen muss die Art bestimmt sein.')).toBeInTheDocument();
  },
};

/** The species changed from the list, with the chosen species' card before it is taken. */
export const ChangeSpecies: Story = {
  name: 'Art ändern',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Art' }), '2');
    await expect(args.onSpeciesCandidateChange).toHaveBeenCalledWith(2);
    const card = canvas.getByRole('region', { name: 'Steckbrief der Art' });
    await expect(card).toHaveTextContent('Kupferstecher');
    await expect(card).toHaveTextContent('Pityogenes chalcographus');
    await userEvent.click(canvas.getByRole('button', { name: 'Art übernehmen' }));
    await expect(args.onChangeSpecies).toHaveBeenCalledWith(2);
  },
};

/** A Rückfrage from a template, edited before it is sent. */
export const SendRueckfrage: Story = {
  name: 'Rückfrage senden',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Rückfrage stellen …' }));
    const composer = canvas.getByRole('group', { name: 'Rückfrage an die meldende Person' });
    const box = within(composer);
    await userEvent.selectOptions(box.getByRole('combobox', { name: 'Textvorlage' }), 'unterseite');
    const text = box.getByRole('textbox', { name: /Nachricht/ });
    await waitFor(() => expect((text as HTMLTextAreaElement).value).toContain('Foto der Unterseite'));
    await userEvent.type(text, ' Gern auch mit Maßstab.');
    await userEvent.click(box.getByRole('button', { name: 'Rückfrage senden' }));
    await expect(args.onSendMessage).toHaveBeenCalledWith(
      'Vielen Dank für Ihre Meldung! Für die Bestimmung brauchen wir noch ein Foto der Unterseite des Käfers. Bitte reichen Sie es nach. Gern auch mit Maßstab.',
      'rueckfrage',
    );
  },
};

export const NoPictures: Story = {
  name: 'Ohne Bilder',
  args: { pictures: loadedQuery([]), record: storyRecord({ id: 19, bilder_anzahl: 0 }) },
};

export const ManyPictures: Story = { name: 'Viele Bilder', args: { pictures: loadedQuery(storyPictures(14, 12)) } };

/** The pictures and the chosen species' card load; the record's facts are there already. */
export const Loading: Story = {
  name: 'Lädt',
  args: { pictures: loadingQuery(), speciesCandidate: 2, speciesCard: loadingQuery() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Bilder werden geladen …' })).toBeInTheDocument();
    await expect(canvas.getByRole('status', { name: 'Steckbrief wird geladen …' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Meldung 12' })).toBeInTheDocument();
  },
};

/** A refused save keeps the record as it is and says why, with the service's text. */
export const FailedSave: Story = {
  name: 'Speichern scheitert',
  args: {
    saveError: {
      failed: 'Meldung 12 wurde nicht abgelehnt.',
      cause: {
        code: 'P0001',
        message: 'Von „Veröffentlicht“ nach „Abgelehnt“ geht es nicht direkt; öffnen Sie die Meldung zuerst wieder.',
        details: null,
        hint: null,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    // FormError: what did not happen and what to do, then the service's text as its own line.
    await expect(alert).toHaveTextContent(
      /^Meldung 12 wurde nicht abgelehnt\. Der Datendienst hat die Anfrage abgelehnt\. Bitte prüfen Sie Ihre Eingaben\.Meldung des Dienstes:/,
    );
    await expect(within(alert).getByText(/^Meldung des Dienstes:/)).toHaveTextContent(
      'Meldung des Dienstes: Von „Veröffentlicht“ nach „Abgelehnt“ geht es nicht direkt; öffnen Sie die Meldung zuerst wieder.',
    );
  },
};

export const LongGermanText: Story = {
  name: 'Langer deutscher Text',
  args: {
    record: storyRecord({
      id: 20,
      art: 5,
      art_name: 'Alpenbock',
      beschreibung:
        'Mehrere Exemplare an einer frisch gefällten Rotbuche am Wanderparkplatz Hohenzollernblick, Rinde teilweise abgeplatzt, daneben ein Stapel Brennholz mit deutlichen Schlupflöchern und Bohrmehl.',
      message:
        'Vielen Dank für Ihre ausführliche Meldung! Können Sie uns noch mitteilen, ob das Brennholz vor Ort verbleibt oder abgefahren wird?',
      status: 'rueckfrage',
    }),
  },
};

export const Narrow: Story = { name: 'Schmal', globals: { viewport: { value: 'phone' } } };
