import type { OutboxState } from '../../../model/resultRows';
import type { Tone } from '../../../primitives/Tag/tones';

/** The Postausgang's state filter: one state, or '' for every mail (`?zustand=wartet|fehlgeschlagen|gesendet`). */
export type OutboxFilter = { zustand: OutboxState | '' };

/** The states as a person reads them, in the order the filter offers them: what needs a look first. */
export const OUTBOX_STATES: readonly { value: OutboxState; label: string; tone: Tone }[] = [
  { value: 'fehlgeschlagen', label: 'Fehlgeschlagen', tone: 'danger' },
  { value: 'wartet', label: 'Wartet', tone: 'info' },
  { value: 'gesendet', label: 'Gesendet', tone: 'success' },
];

export function outboxStateOf(state: OutboxState) {
  return OUTBOX_STATES.find((option) => option.value === state) ?? OUTBOX_STATES[1]!;
}

/** What made the data service write a mail (data.outbox.event_kind, packages/dataservice/sql/70_outbox.sql). */
const EVENT_LABELS: Record<string, string> = {
  expertenanfrage: 'Expertenanfrage',
  expertenanfrage_entschieden: 'Entscheidung über eine Expertenanfrage',
  rueckfrage: 'Rückfrage zu einer Käfermeldung',
  ablehnung: 'Abgelehnte Käfermeldung',
  veroeffentlichung: 'Veröffentlichte Käfermeldung',
  rechnung: 'Rechnung per E-Mail',
  mahnung: 'Mahnung per E-Mail',
};

/** The event as a person reads it; a kind this screen does not know yet is shown as stored. */
export function outboxEventLabel(kind: string): string {
  return EVENT_LABELS[kind] ?? kind;
}

/** '1 Versuch', '3 Versuche', 'noch kein Versuch'. */
export function attemptsLabel(attempts: number): string {
  if (attempts === 0) return 'noch kein Versuch';
  return attempts === 1 ? '1 Versuch' : `${attempts} Versuche`;
}
