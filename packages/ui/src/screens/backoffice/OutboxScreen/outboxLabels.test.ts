import { describe, expect, it } from 'vitest';
import { attemptsLabel, OUTBOX_STATES, outboxEventLabel, outboxStateOf } from './outboxLabels';

describe('the Postausgang’s words', () => {
  it('offers the states with what needs a look first', () => {
    expect(OUTBOX_STATES.map((state) => `${state.value}: ${state.label} (${state.tone})`)).toEqual([
      'fehlgeschlagen: Fehlgeschlagen (danger)',
      'wartet: Wartet (info)',
      'gesendet: Gesendet (success)',
    ]);
    expect(outboxStateOf('gesendet').label).toBe('Gesendet');
  });

  it.each([
    [0, 'noch kein Versuch'],
    [1, '1 Versuch'],
    [2, '2 Versuche'],
    [24, '24 Versuche'],
  ])('given %i attempts, reads "%s"', (attempts, label) => {
    expect(attemptsLabel(attempts)).toBe(label);
  });

  it.each([
    ['expertenanfrage', 'Expertenanfrage'],
    ['expertenanfrage_entschieden', 'Entscheidung über eine Expertenanfrage'],
    ['rueckfrage', 'Rückfrage zu einer Käfermeldung'],
    ['ablehnung', 'Abgelehnte Käfermeldung'],
    ['veroeffentlichung', 'Veröffentlichte Käfermeldung'],
    ['rechnung', 'Rechnung per E-Mail'],
    ['mahnung', 'Mahnung per E-Mail'],
    ['neu_im_schema', 'neu_im_schema'],
  ])('names the event %s "%s"', (kind, label) => {
    expect(outboxEventLabel(kind)).toBe(label);
  });
});
