import { describe, expect, it } from 'vitest';
import {
  draftFromTemplate,
  positionDraftOf,
  nextLfdNr,
  positionInput,
  reorderPositions,
  validatePositionDraft,
  withoutPosition,
} from './positionDraft';

describe('a position draft', () => {
  it('reads a position with requirements §5 defaults: a missing erl_on is on', () => {
    expect(
      positionDraftOf({
        id: 1,
        anzahl: 2.5,
        bez: 'Begehung',
        einheit: null,
        ep: 78,
        lfd_nr: 1,
        erl: null,
        erl_on: null,
        erl_titel: null,
        rechnung_id: 4,
      }),
    ).toEqual({ anzahl: 2.5, einheit: '', bez: 'Begehung', ep: 78, erl: '', erl_titel: '', erl_on: true });
  });

  it('takes a template once, with its explanation on when it has one', () => {
    expect(
      draftFromTemplate({
        id: 2,
        bez: 'Georeferenzierung',
        einheit: 'Stk.',
        ep: 85,
        erl: 'Umfang',
        erl_titel: 'Hinweis',
      }),
    ).toEqual({
      anzahl: 1,
      einheit: 'Stk.',
      bez: 'Georeferenzierung',
      ep: 85,
      erl: 'Umfang',
      erl_titel: 'Hinweis',
      erl_on: true,
    });
  });

  it('names what is missing in German', () => {
    expect(
      validatePositionDraft({ anzahl: null, einheit: '', bez: ' ', ep: null, erl: '', erl_titel: '', erl_on: false }),
    ).toEqual({
      anzahl: 'Bitte eine Menge eingeben.',
      bez: 'Bitte eine Bezeichnung eingeben.',
      ep: 'Bitte einen Einzelpreis eingeben.',
    });
  });

  it('refuses texts longer than the printed row takes, with the figures in German', () => {
    expect(
      validatePositionDraft({
        anzahl: 1,
        einheit: 'Kubikmeter Festmaß!!',
        bez: 'B'.repeat(201),
        ep: 1,
        erl: 'E'.repeat(2000),
        erl_titel: 'T'.repeat(101),
        erl_on: true,
      }),
    ).toEqual({
      bez: 'Bitte höchstens 200 Zeichen eingeben (jetzt 201).',
      erl_titel: 'Bitte höchstens 100 Zeichen eingeben (jetzt 101).',
    });
    expect(
      validatePositionDraft({
        anzahl: 1,
        einheit: 'x'.repeat(21),
        bez: 'B',
        ep: 1,
        erl: 'E'.repeat(3000),
        erl_titel: '',
        erl_on: true,
      }),
    ).toEqual({
      einheit: 'Bitte höchstens 20 Zeichen eingeben (jetzt 21).',
      erl: 'Bitte höchstens 2.000 Zeichen eingeben (jetzt 3.000).',
    });
  });

  it('closes the numbering up when a position goes', () => {
    const rows = [1, 2, 3, 4].map((n) => ({ id: n * 10, lfd_nr: n }));
    expect(withoutPosition(rows, 0)).toEqual([
      { id: 20, lfd_nr: 1 },
      { id: 30, lfd_nr: 2 },
      { id: 40, lfd_nr: 3 },
    ]);
    expect(withoutPosition(rows, 3)).toEqual(rows.slice(0, 3));
    // A gap saved earlier closes too.
    expect(withoutPosition([{ lfd_nr: 1 }, { lfd_nr: 3 }, { lfd_nr: 7 }], 0)).toEqual([{ lfd_nr: 1 }, { lfd_nr: 2 }]);
  });

  it('becomes the call fields with a blank unit as null and the running number', () => {
    expect(
      positionInput(
        { anzahl: -1, einheit: ' ', bez: ' Gutschrift ', ep: 20, erl: '', erl_titel: '', erl_on: false },
        4,
      ),
    ).toEqual({
      anzahl: -1,
      bez: 'Gutschrift',
      einheit: null,
      ep: 20,
      lfd_nr: 4,
      erl: '',
      erl_on: false,
      erl_titel: '',
    });
  });
});

describe('reordering', () => {
  const positions = [
    { id: 10, lfd_nr: 1 },
    { id: 11, lfd_nr: 2 },
    { id: 12, lfd_nr: 3 },
  ];

  it('numbers 1…n in the new order and returns only the renumbered positions', () => {
    const { order, changed } = reorderPositions(positions, 2, 0);
    expect(order).toEqual([
      { id: 12, lfd_nr: 1 },
      { id: 10, lfd_nr: 2 },
      { id: 11, lfd_nr: 3 },
    ]);
    expect(changed).toEqual(order);
    expect(reorderPositions(positions, 0, 1).changed).toEqual([
      { id: 11, lfd_nr: 1 },
      { id: 10, lfd_nr: 2 },
    ]);
  });

  it('leaves the order when the move leaves the list', () => {
    expect(reorderPositions(positions, 0, -1).changed).toEqual([]);
    expect(reorderPositions(positions, 2, 3).changed).toEqual([]);
  });

  it('gives the next running number', () => {
    expect(nextLfdNr(positions)).toBe(4);
    expect(nextLfdNr([])).toBe(1);
  });
});
