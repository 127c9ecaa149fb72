/**
 * The JSON error body of the data service (PostgREST, architecture §1): every failed call
 * answers with it.
 */
export interface PostgrestErrorBody {
  /** PostgreSQL SQLSTATE (`23505`) or PostgREST code (`PGRST116`). */
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

/**
 * What went wrong, as the person can act on it. The service's own text
 * ("duplicate key value violates unique constraint …", "Failed to fetch") reached the
 * person raw; it is kept, but only as the details line under a German message.
 */
export type ServiceErrorKind =
  | 'unique'
  | 'foreignKey'
  | 'inUse'
  | 'check'
  | 'notNull'
  | 'invalidValue'
  | 'unauthenticated'
  | 'forbidden'
  | 'notFound'
  | 'rejected'
  | 'unavailable'
  | 'network'
  | 'timeout'
  | 'aborted'
  | 'retry'
  | 'unknown';

export interface ServiceProblem {
  kind: ServiceErrorKind;
  /** German: what happened and what to do now. */
  message: string;
  /** The service's own text (message, details, hint), for support; `null` when there is none. */
  details: string | null;
  /**
   * The columns the error names (PostgreSQL's details `Key (email)=(…) already exists.`),
   * so a form can drop the message when the person edits one of them.
   */
  columns: readonly string[];
}

/** The one table from a kind to its German message. */
export const SERVICE_ERROR_MESSAGES: Readonly<Record<ServiceErrorKind, string>> = {
  unique: 'Ein Eintrag mit diesem Wert existiert bereits. Bitte geben Sie einen anderen Wert ein.',
  foreignKey: 'Ein ausgewählter Eintrag existiert nicht mehr. Bitte laden Sie die Seite neu und wählen Sie erneut.',
  inUse:
    'Der Eintrag wird noch verwendet und kann nicht gelöscht werden. Bitte entfernen Sie zuerst die Einträge, die darauf verweisen.',
  check: 'Ein Wert liegt außerhalb des Erlaubten. Bitte prüfen Sie Ihre Eingaben.',
  notNull: 'Eine Pflichtangabe fehlt. Bitte füllen Sie alle Pflichtfelder aus.',
  invalidValue: 'Ein Wert hat nicht das erwartete Format. Bitte prüfen Sie Ihre Eingaben.',
  unauthenticated: 'Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.',
  forbidden: 'Dafür fehlt Ihnen die Berechtigung. Bitte wenden Sie sich an die Administration, wenn Sie sie brauchen.',
  notFound: 'Der Eintrag wurde nicht gefunden; vielleicht wurde er inzwischen gelöscht. Bitte laden Sie die Seite neu.',
  rejected: 'Der Datendienst hat die Anfrage abgelehnt. Bitte prüfen Sie Ihre Eingaben.',
  unavailable: 'Der Datendienst ist gerade nicht verfügbar. Bitte versuchen Sie es in einigen Minuten erneut.',
  network:
    'Der Datendienst ist nicht erreichbar. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
  timeout: 'Der Datendienst hat nicht rechtzeitig geantwortet. Bitte versuchen Sie es gleich noch einmal.',
  aborted: 'Die Anfrage wurde abgebrochen. Bitte versuchen Sie es erneut.',
  retry:
    'Der Datendienst war gerade mit einer gleichzeitigen Änderung derselben Daten beschäftigt; es wurde nichts geändert. Bitte versuchen Sie es noch einmal.',
  unknown:
    'Der Datendienst hat einen unerwarteten Fehler gemeldet. Bitte versuchen Sie es erneut; bleibt der Fehler, wenden Sie sich an die Administration.',
};

/**
 * A conflict (409) on an action the person typed nothing for (a switch, a move, a status):
 * "enter another value" cannot help, the record changed under the page.
 */
export const CHANGED_MEANWHILE =
  'Der Eintrag wurde inzwischen anderweitig geändert; geändert wurde nichts. Bitte laden Sie neu und prüfen Sie den aktuellen Stand.';

/** PostgreSQL SQLSTATEs and PostgREST codes (PostgREST 12 docs, "Errors"). */
const BY_CODE: Readonly<Record<string, ServiceErrorKind>> = {
  '23505': 'unique',
  '23503': 'foreignKey',
  '23514': 'check',
  '23502': 'notNull',
  '22P02': 'invalidValue',
  '22001': 'invalidValue',
  '22003': 'invalidValue',
  '22007': 'invalidValue',
  '42501': 'forbidden',
  PGRST301: 'unauthenticated',
  PGRST302: 'unauthenticated',
  PGRST116: 'notFound',
  PGRST001: 'unavailable',
  // The database broke off a transaction that met a concurrent one (deadlock, serialization):
  // nothing was written, the same request again will normally pass.
  '40P01': 'retry',
  '40001': 'retry',
  PGRST002: 'unavailable',
  // RAISE EXCEPTION in a procedure: the reason is the procedure's own text (details line).
  P0001: 'rejected',
};

/** When the body names no code we know, the HTTP status decides. */
function kindOfStatus(status: number): ServiceErrorKind {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404 || status === 406) return 'notFound';
  if (status === 408) return 'timeout';
  if (status === 409) return 'unique';
  if (status === 502 || status === 503 || status === 504) return 'unavailable';
  if (status >= 400 && status < 500) return 'rejected';
  return 'unknown';
}

interface ErrorFields {
  code?: string;
  status?: number;
  kind?: string;
  name?: string;
  message?: string;
  details?: string;
  hint?: string;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * Reads the shapes a failure arrives in: the app's DataServiceError (`kind`, `status`,
 * `code`, `details`, `hint`), a PostgREST body, the mocks' error (`status` + `body`),
 * a browser TypeError or DOMException, or plain text.
 */
function fieldsOf(cause: unknown): ErrorFields {
  if (typeof cause === 'string') return { message: text(cause) };
  if (typeof cause !== 'object' || cause === null) return {};
  const record = cause as Record<string, unknown>;
  const body = typeof record.body === 'object' && record.body !== null ? (record.body as Record<string, unknown>) : {};
  return {
    code: text(record.code) ?? text(body.code),
    status: typeof record.status === 'number' ? record.status : undefined,
    kind: text(record.kind),
    name: text(record.name),
    message: text(record.message) ?? text(body.message),
    details: text(record.details) ?? text(body.details),
    hint: text(record.hint) ?? text(body.hint),
  };
}

function kindOf(fields: ErrorFields): ServiceErrorKind {
  // DataServiceError's own kinds: the request never got an answer.
  if (fields.kind === 'network' || fields.kind === 'timeout' || fields.kind === 'aborted') return fields.kind;
  if (fields.name === 'TimeoutError') return 'timeout';
  if (fields.name === 'AbortError') return 'aborted';
  // fetch rejects with a TypeError ("Failed to fetch", "NetworkError when attempting to fetch resource.").
  if (fields.name === 'TypeError' && fields.status === undefined && /fetch|network/i.test(fields.message ?? ''))
    return 'network';
  const byCode = fields.code === undefined ? undefined : BY_CODE[fields.code];
  if (byCode === 'foreignKey' && /still referenced/i.test(fields.details ?? '')) return 'inUse';
  if (byCode) return byCode;
  if (fields.status !== undefined) return kindOfStatus(fields.status);
  return 'unknown';
}

/** `Key (email)=(a@b.de) already exists.` → `['email']`; `Key (karte_id, nr)=…` → both. */
function columnsOf(details: string | undefined): string[] {
  const match = /Key \(([^)]+)\)=/.exec(details ?? '');
  return match?.[1] ? match[1].split(',').map((column) => column.trim()) : [];
}

/**
 * An error the app raises after handling a failure itself, which says in German what is
 * true now (a save that put the previous points back): its words are the message, and
 * the failure it handled gives the kind and the details line.
 */
export interface ExplainedFailure {
  explanation: string;
  /** The failure that was handled (an Error's `cause`). */
  cause?: unknown;
}

function isExplainedFailure(cause: unknown): cause is ExplainedFailure {
  return typeof cause === 'object' && cause !== null && typeof (cause as ExplainedFailure).explanation === 'string';
}

/**
 * The action a failure belongs to, where the message must know it: an action the person typed
 * nothing for (archive, delete a position, change a status) cannot be helped by "enter another
 * value" when the service answers with a conflict (409: a unique or foreign-key violation, a row
 * still referenced); `conflict` says what stood in the way for this action instead. Without a
 * context a conflict says the record changed meanwhile (CHANGED_MEANWHILE).
 */
export interface ActionContext {
  conflict: string;
}

/**
 * A form's or a field's save: what the person typed may be what conflicts, so a unique
 * violation asks for another value (the one place that message belongs).
 */
export const TYPED_INPUT = { typed: true } as const;

/** Whose failure it is: an action (its conflict), a form's typed input, or neither. */
export type FailureContext = ActionContext | typeof TYPED_INPUT;

/** What conflicted, for the actions without input (an ActionContext's `conflict`). */
export const ACTION_CONFLICTS = {
  /** `document`: 'Rechnung 59', 'Angebot 39'. */
  archive: (document: string) =>
    `${document} wurde inzwischen anderweitig geändert oder schon archiviert; archiviert wurde nichts. Bitte laden Sie die Seite neu und prüfen Sie den gespeicherten Stand.`,
  /** `position`: 'Position 3'. */
  deletePosition: (position: string) =>
    `${position} wurde inzwischen anderweitig geändert oder schon gelöscht; gelöscht wurde nichts. Bitte laden Sie die Seite neu und prüfen Sie die Positionen.`,
  /** `subject`: whose status, 'Die Rolle von Birgit Brandt'. */
  changeStatus: (subject: string) =>
    `${subject} wurde inzwischen anderweitig geändert; geändert wurde nichts. Bitte laden Sie die Seite neu und prüfen Sie den aktuellen Stand.`,
} as const;

const CONFLICT_KINDS: ReadonlySet<ServiceErrorKind> = new Set(['unique', 'foreignKey', 'inUse']);

function messageOf(kind: ServiceErrorKind, status: number | undefined, context?: FailureContext): string {
  if (context !== undefined && 'conflict' in context && (CONFLICT_KINDS.has(kind) || status === 409))
    return context.conflict;
  // "Another value" only where a value was typed; elsewhere the record changed under the page.
  if (kind === 'unique' && context !== TYPED_INPUT) return CHANGED_MEANWHILE;
  return SERVICE_ERROR_MESSAGES[kind];
}

/**
 * The one mapping from any failure of a call to what the person reads. With the action's
 * context a conflict says what conflicted for that action; a unique violation asks for
 * another value only for typed input (TYPED_INPUT).
 */
export function describeServiceError(cause: unknown, context?: FailureContext): ServiceProblem {
  if (isExplainedFailure(cause)) return { ...describeServiceError(cause.cause, context), message: cause.explanation };
  const fields = fieldsOf(cause);
  const kind = kindOf(fields);
  const raw = [fields.message, fields.details, fields.hint].filter((part): part is string => part !== undefined);
  return {
    kind,
    message: messageOf(kind, fields.status, context),
    details: raw.length > 0 ? raw.join(' – ') : null,
    columns: columnsOf(fields.details),
  };
}

/** The service refused because the data changed under the page (409: unique, foreign key, in use). */
export function isConflict(cause: unknown): boolean {
  const fields = fieldsOf(cause);
  return CONFLICT_KINDS.has(kindOf(fields)) || fields.status === 409;
}

/**
 * A failure told in its action's context, for code that reports it without knowing the action
 * (a row list's `failure` line): the message is the context's, the failure stays the details.
 */
export function inAction(cause: unknown, action: ActionContext): Error & ExplainedFailure {
  const explanation = describeServiceError(cause, action).message;
  return Object.assign(new Error(explanation, { cause }), { explanation });
}

/**
 * A failure as a message or an inline line shows it: `text` says what did not happen and what to
 * do (German), `details` is the service's own text for the separate, secondary details line
 * (requirements §8, architecture §6); it never stands inside the sentence.
 */
export interface FailureMessage {
  text: string;
  details: string | null;
}

/** What did not happen (`failed`: 'Die Berufsgruppe wurde nicht gespeichert.'), told as a FailureMessage. */
export function failureMessage(failed: string, cause: unknown, context?: FailureContext): FailureMessage {
  const problem = describeServiceError(cause, context);
  return { text: `${failed} ${problem.message}`, details: problem.details };
}
