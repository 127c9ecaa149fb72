import type { BeetleStatus } from '../domainValues';

/**
 * Ready German texts for the message to the reporter. The expert picks
 * one and may edit it before sending; `{art}` is replaced by the record's species.
 * `status` is the status the message goes with: a question sets Rückfrage, a rejection
 * Abgelehnt, a confirmation keeps the record as the expert moves it.
 */
export interface MessageTemplate {
  id: string;
  label: string;
  text: string;
  status: Extract<BeetleStatus, 'rueckfrage' | 'abgelehnt' | 'bestaetigt'>;
}

export const MESSAGE_TEMPLATES: readonly MessageTemplate[] = [
  {
    id: 'unscharf',
    label: 'Foto unscharf',
    status: 'rueckfrage',
    text: 'Vielen Dank für Ihre Meldung! Leider ist das Foto zu unscharf für eine sichere Bestimmung. Könnten Sie bitte ein schärferes Foto nachreichen, gern mit einem Maßstab (z. B. einer Münze) daneben?',
  },
  {
    id: 'unterseite',
    label: 'Foto der Unterseite',
    status: 'rueckfrage',
    text: 'Vielen Dank für Ihre Meldung! Für die Bestimmung brauchen wir noch ein Foto der Unterseite des Käfers. Bitte reichen Sie es nach.',
  },
  {
    id: 'fundort',
    label: 'Fundort und Baumart',
    status: 'rueckfrage',
    text: 'Vielen Dank für Ihre Meldung! An welcher Baumart haben Sie den Käfer gefunden, und war der Baum noch grün oder schon abgestorben?',
  },
  {
    id: 'bestaetigt',
    label: 'Art bestätigt',
    status: 'bestaetigt',
    text: 'Vielen Dank für Ihre Meldung! Wir haben die Art bestätigt: {art}. Ihr Fund wird in Kürze veröffentlicht.',
  },
  {
    id: 'andere_art',
    label: 'Andere Art',
    status: 'abgelehnt',
    text: 'Vielen Dank für Ihre Meldung! Auf dem Foto ist keine der im Monitoring erfassten Forstkäferarten zu sehen, daher können wir den Fund nicht aufnehmen.',
  },
  {
    id: 'doppelt',
    label: 'Doppelte Meldung',
    status: 'abgelehnt',
    text: 'Vielen Dank für Ihre Meldung! Dieser Fund wurde bereits unter einer anderen Meldung erfasst.',
  },
];

/** The template's text for a record: `{art}` becomes the species' name, or "die gemeldete Art". */
export function fillTemplate(template: Pick<MessageTemplate, 'text'>, artName: string | null): string {
  return template.text.replaceAll('{art}', artName ?? 'die gemeldete Art');
}

/** The templates that go with a status change, in their order. */
export function templatesFor(status: MessageTemplate['status']): MessageTemplate[] {
  return MESSAGE_TEMPLATES.filter((template) => template.status === status);
}
