import { ROLES } from '../../model/roles';
import type { BenutzerRow, MailFlag } from '../../model/entities';

export interface MailFlagField {
  flag: MailFlag;
  label: string;
  /** When the mail is sent. */
  hint: string;
}

/**
 * requirements §3 "User mail flags (benutzer)", in the order a person meets the events. The
 * labels are the ones the data-service hooks use in their failure messages.
 */
export const MAIL_FLAG_FIELDS: readonly MailFlagField[] = [
  {
    flag: 'mail_register',
    label: 'Registrierung',
    hint: 'Wenn sich jemand neu registriert und auf Freischaltung wartet.',
  },
  { flag: 'mail_new', label: 'Neue Meldungen', hint: 'Wenn eine neue Käfermeldung zur Prüfung eingeht.' },
  { flag: 'mail_rejected', label: 'Abgelehnte Meldungen', hint: 'Wenn eine eigene Meldung abgelehnt wird.' },
  { flag: 'mail_published', label: 'Veröffentlichte Meldungen', hint: 'Wenn eine eigene Meldung veröffentlicht wird.' },
  {
    flag: 'mail_expert_request',
    label: 'Expertenanfragen',
    hint: 'Wenn jemand den Expertenstatus beantragt.',
  },
  {
    flag: 'mail_expert_approved',
    label: 'Bestätigte Expertenanfragen',
    hint: 'Wenn über einen Antrag auf Expertenstatus entschieden ist.',
  },
];

export const ALL_MAIL_FLAGS: readonly MailFlag[] = MAIL_FLAG_FIELDS.map((field) => field.flag);

/**
 * The flags a person chooses for themselves on the profile (designed): everyone gets the
 * mails about their own sightings and their expert request; reviewers also about new
 * sightings; administrators also about registrations and expert requests, which only
 * they decide. The user administration shows all six.
 */
export function mailFlagsForRole(role: string): MailFlag[] {
  const own: MailFlag[] = ['mail_rejected', 'mail_published', 'mail_expert_approved'];
  if (role === ROLES.admin) return [...ALL_MAIL_FLAGS];
  if (role === ROLES.expert) return ['mail_new', ...own];
  return own;
}

/** A mail-flag filter of the user list: '' all, `mail_new` the users who get that mail, `-mail_new` those who do not. */
export type MailFilter = '' | MailFlag | `-${MailFlag}`;

/** The mail filter's choices, in the flags' order: on, then off. */
export const MAIL_FILTERS: readonly { value: Exclude<MailFilter, ''>; label: string }[] = MAIL_FLAG_FIELDS.flatMap(
  (field) => [
    { value: field.flag, label: `${field.label}: an` },
    { value: `-${field.flag}` as const, label: `${field.label}: aus` },
  ],
);

/** The flag and the state a mail filter asks for; null for ''. */
export function mailFilterCondition(filter: MailFilter): { flag: MailFlag; value: boolean } | null {
  if (filter === '') return null;
  return filter.startsWith('-')
    ? { flag: filter.slice(1) as MailFlag, value: false }
    : { flag: filter as MailFlag, value: true };
}

/** What the users list says of a user's mails: short enough for one line, the names for who asks. */
export interface MailSummary {
  /** "keine", "alle" or "3 von 6". */
  short: string;
  /** The mails by name ("Registrierung, Neue Meldungen, …"), "keine" for none. */
  names: string;
}

/**
 * A user's mails in the list. The six names side by side wrapped a row to seven lines (a list of
 * 25 users 4,000 px long); the count keeps a row to one line, the names stay in its title and
 * for screen readers.
 */
export function mailSummary(user: Pick<BenutzerRow, MailFlag>): MailSummary {
  const on = MAIL_FLAG_FIELDS.filter((field) => user[field.flag]).map((field) => field.label);
  const names = on.length === 0 ? 'keine' : on.join(', ');
  if (on.length === 0) return { short: 'keine', names };
  if (on.length === MAIL_FLAG_FIELDS.length) return { short: 'alle', names };
  return { short: `${on.length} von ${MAIL_FLAG_FIELDS.length}`, names };
}
