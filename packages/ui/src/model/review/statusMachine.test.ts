import { describe, expect, it } from 'vitest';
import { BEETLE_STATUSES, type BeetleStatus } from '../domainValues';
import { allowedTransitions, checkTransition, transitionLabel, type TransitionRefusal } from './statusMachine';
import { reverseUpdate, statusUpdate } from './statusUpdate';

const S = BEETLE_STATUSES.map((s) => s.value);

/** Every pair of statuses and whether the machine lets it happen (guards satisfied). */
const EXPECTED: Record<BeetleStatus, Record<BeetleStatus, boolean>> = {
  gemeldet: {
    gemeldet: false,
    in_pruefung: true,
    rueckfrage: true,
    bestaetigt: true,
    veroeffentlicht: true,
    abgelehnt: true,
  },
  in_pruefung: {
    gemeldet: true,
    in_pruefung: false,
    rueckfrage: true,
    bestaetigt: true,
    veroeffentlicht: true,
    abgelehnt: true,
  },
  rueckfrage: {
    gemeldet: true,
    in_pruefung: true,
    rueckfrage: false,
    bestaetigt: true,
    veroeffentlicht: true,
    abgelehnt: true,
  },
  bestaetigt: {
    gemeldet: true,
    in_pruefung: true,
    rueckfrage: true,
    bestaetigt: false,
    veroeffentlicht: true,
    abgelehnt: true,
  },
  veroeffentlicht: {
    gemeldet: true,
    in_pruefung: true,
    rueckfrage: true,
    bestaetigt: true,
    veroeffentlicht: false,
    abgelehnt: false,
  },
  abgelehnt: {
    gemeldet: true,
    in_pruefung: true,
    rueckfrage: true,
    bestaetigt: true,
    veroeffentlicht: false,
    abgelehnt: false,
  },
};

const complete = { art: 1, message: 'Bitte ein schärferes Foto.', publishedFrom: '2026-11-22' };

describe('the review state machine', () => {
  describe.each(S)('given a record that is %s', (from) => {
    it.each(S)('to %s', (to) => {
      const result = checkTransition({ from, to, ...complete });
      expect(result.ok).toBe(EXPECTED[from][to]);
      if (!result.ok) {
        const reason: TransitionRefusal = from === to ? 'unveraendert' : 'nicht_erlaubt';
        expect(result.reason).toBe(reason);
      }
      expect(allowedTransitions(from).includes(to)).toBe(EXPECTED[from][to]);
    });
  });

  it('offers the moves in the order of the statuses', () => {
    expect(allowedTransitions('gemeldet')).toEqual([
      'in_pruefung',
      'rueckfrage',
      'bestaetigt',
      'veroeffentlicht',
      'abgelehnt',
    ]);
    expect(allowedTransitions('veroeffentlicht')).toEqual(['gemeldet', 'in_pruefung', 'rueckfrage', 'bestaetigt']);
  });

  it.each([
    [
      'publishing without a species',
      { from: 'bestaetigt', to: 'veroeffentlicht', art: null },
      'art_fehlt',
      'Vor dem Veröffentlichen muss die Art bestimmt sein.',
    ],
    [
      'publishing without a date',
      { from: 'gemeldet', to: 'veroeffentlicht', publishedFrom: null },
      'datum_fehlt',
      'Zum Veröffentlichen fehlt das Datum der Veröffentlichung.',
    ],
    [
      'asking without a message',
      { from: 'gemeldet', to: 'rueckfrage', message: '  ' },
      'nachricht_fehlt',
      'Eine Rückfrage braucht eine Nachricht an die meldende Person.',
    ],
    [
      'rejecting without a message',
      { from: 'in_pruefung', to: 'abgelehnt', message: null },
      'nachricht_fehlt',
      'Eine Ablehnung braucht eine Nachricht an die meldende Person.',
    ],
    [
      'rejecting a published record',
      { from: 'veroeffentlicht', to: 'abgelehnt' },
      'nicht_erlaubt',
      'Von „Veröffentlicht“ nach „Abgelehnt“ geht es nicht direkt; öffnen Sie die Meldung zuerst wieder.',
    ],
    [
      'the same status',
      { from: 'rueckfrage', to: 'rueckfrage' },
      'unveraendert',
      'Die Meldung ist bereits „Rückfrage“.',
    ],
  ] as const)('refuses %s', (_name, change, reason, message) => {
    expect(checkTransition({ ...complete, ...change })).toEqual({ ok: false, reason, message });
  });

  it('lets a record without a species be confirmed later, asked about or rejected with a message', () => {
    for (const to of ['in_pruefung', 'rueckfrage', 'bestaetigt', 'abgelehnt'] as const)
      expect(checkTransition({ ...complete, from: 'gemeldet', to, art: null })).toEqual({ ok: true });
  });

  it('names each move as the screen offers it', () => {
    expect(transitionLabel('gemeldet', 'veroeffentlicht')).toBe('Veröffentlichen');
    expect(transitionLabel('in_pruefung', 'rueckfrage')).toBe('Rückfrage stellen');
    expect(transitionLabel('bestaetigt', 'gemeldet')).toBe('Zurück auf „Gemeldet“');
    expect(transitionLabel('abgelehnt', 'in_pruefung')).toBe('Wieder öffnen als „In Prüfung“');
  });
});

describe('the status update', () => {
  const today = new Date(2026, 10, 22, 11, 30);
  it('publishes with today as the publish date by default, the editor being the signed-in person', () => {
    expect(statusUpdate({ id: 7, published_from: null }, 'veroeffentlicht', 'Erik Eichhorn', today)).toEqual({
      id: 7,
      status: 'veroeffentlicht',
      published_from: '2026-11-22',
      letzter_bearbeiter: 'Erik Eichhorn',
    });
  });
  it('keeps a chosen publish date, and clears it for every other status', () => {
    expect(
      statusUpdate({ id: 7, published_from: null }, 'veroeffentlicht', 'E', today, '2026-12-01').published_from,
    ).toBe('2026-12-01');
    expect(statusUpdate({ id: 7, published_from: '2026-01-02' }, 'bestaetigt', 'E', today).published_from).toBeNull();
  });
  it('undoes with the status, date, message and editor the record had before', () => {
    const before = {
      id: 9,
      status: 'in_pruefung',
      published_from: null,
      letzter_bearbeiter: null,
      message: null,
    } as const;
    expect(reverseUpdate(before)).toEqual({
      id: 9,
      status: 'in_pruefung',
      published_from: null,
      letzter_bearbeiter: null,
      msg: null,
    });
    expect(reverseUpdate({ ...before, letzter_bearbeiter: 'Anja Albrecht', message: 'Bitte ein Foto.' })).toMatchObject(
      {
        letzter_bearbeiter: 'Anja Albrecht',
        msg: 'Bitte ein Foto.',
      },
    );
  });
  it('every update an undo sends is allowed by the machine', () => {
    for (const from of S)
      for (const to of allowedTransitions(from))
        expect(checkTransition({ from: to, to: from, ...complete }).ok).toBe(true);
  });
});
