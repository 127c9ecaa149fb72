import { BEETLE_STATUSES, type BeetleStatus } from '../domainValues';

/**
 * The review of a beetle record as one state machine. The statuses are
 * designed in domainValues (BEETLE_STATUSES); here are the moves between them. The screen
 * offers only what `allowedTransitions` lists and explains a refused move with
 * `checkTransition`; the data service refuses the same moves itself (`data.check_transition`).
 *
 * Decisions:
 * - Open records wait for an expert (gemeldet, in_pruefung, bestaetigt) or for the reporter
 *   (rueckfrage); veroeffentlicht and abgelehnt are decided.
 * - Every open status may move to every other status, so the triage's undo can always send
 *   the reverse update.
 * - A decided record is first reopened: published → rejected (or back) in one step is
 *   refused, it would withdraw a published sighting without a look at it.
 * - Publishing needs a species; asking and rejecting need a message to the reporter
 *   ("reject only with a message"); publishing needs the publish date.
 */
export const CLOSED_STATUSES: readonly BeetleStatus[] = ['veroeffentlicht', 'abgelehnt'];

/** Waiting for an expert: what the queue counts and what triage walks to next. */
export const AWAITING_EXPERT: readonly BeetleStatus[] = ['gemeldet', 'in_pruefung', 'bestaetigt'];

export const isClosedStatus = (status: BeetleStatus): boolean => CLOSED_STATUSES.includes(status);
export const isAwaitingExpert = (status: BeetleStatus): boolean => AWAITING_EXPERT.includes(status);

const ALL = BEETLE_STATUSES.map((s) => s.value);
const others = (status: BeetleStatus) => ALL.filter((s) => s !== status);

/** From each status, the statuses it may move to (in the order the screen offers them). */
export const TRANSITIONS: Readonly<Record<BeetleStatus, readonly BeetleStatus[]>> = {
  gemeldet: others('gemeldet'),
  in_pruefung: others('in_pruefung'),
  rueckfrage: others('rueckfrage'),
  bestaetigt: others('bestaetigt'),
  veroeffentlicht: ['gemeldet', 'in_pruefung', 'rueckfrage', 'bestaetigt'],
  abgelehnt: ['gemeldet', 'in_pruefung', 'rueckfrage', 'bestaetigt'],
};

export function allowedTransitions(from: BeetleStatus): readonly BeetleStatus[] {
  return TRANSITIONS[from];
}

export function isStatus(value: unknown): value is BeetleStatus {
  return typeof value === 'string' && ALL.includes(value as BeetleStatus);
}

/** What the change needs to know of the record as it is and of the update. */
export interface TransitionInput {
  from: BeetleStatus;
  to: BeetleStatus;
  /** The record's species (`kaefer.art`). */
  art: number | null;
  /** The record's message to the reporter, as it is when the status changes. */
  message: string | null;
  /** The update's publish date (`published_from`). */
  publishedFrom: string | null;
}

export type TransitionRefusal = 'unveraendert' | 'nicht_erlaubt' | 'art_fehlt' | 'nachricht_fehlt' | 'datum_fehlt';

export type TransitionCheck = { ok: true } | { ok: false; reason: TransitionRefusal; message: string };

const label = (status: BeetleStatus) => BEETLE_STATUSES.find((s) => s.value === status)?.label ?? status;

function refuse(reason: TransitionRefusal, message: string): TransitionCheck {
  return { ok: false, reason, message };
}

/** Whether a status change is allowed, and in German why not. */
export function checkTransition({ from, to, art, message, publishedFrom }: TransitionInput): TransitionCheck {
  if (from === to) return refuse('unveraendert', `Die Meldung ist bereits „${label(to)}“.`);
  if (!TRANSITIONS[from].includes(to))
    return refuse(
      'nicht_erlaubt',
      `Von „${label(from)}“ nach „${label(to)}“ geht es nicht direkt; öffnen Sie die Meldung zuerst wieder.`,
    );
  if (to === 'veroeffentlicht' && art === null)
    return refuse('art_fehlt', 'Vor dem Veröffentlichen muss die Art bestimmt sein.');
  if (to === 'veroeffentlicht' && !publishedFrom)
    return refuse('datum_fehlt', 'Zum Veröffentlichen fehlt das Datum der Veröffentlichung.');
  if ((to === 'rueckfrage' || to === 'abgelehnt') && !message?.trim())
    return refuse(
      'nachricht_fehlt',
      to === 'rueckfrage'
        ? 'Eine Rückfrage braucht eine Nachricht an die meldende Person.'
        : 'Eine Ablehnung braucht eine Nachricht an die meldende Person.',
    );
  return { ok: true };
}

/** The German verb of a move as the screen's button says it. */
export function transitionLabel(from: BeetleStatus, to: BeetleStatus): string {
  if (isClosedStatus(from)) return `Wieder öffnen als „${label(to)}“`;
  switch (to) {
    case 'gemeldet':
      return 'Zurück auf „Gemeldet“';
    case 'in_pruefung':
      return 'In Prüfung nehmen';
    case 'rueckfrage':
      return 'Rückfrage stellen';
    case 'bestaetigt':
      return 'Art bestätigen';
    case 'veroeffentlicht':
      return 'Veröffentlichen';
    case 'abgelehnt':
      return 'Ablehnen';
  }
}
