import type { ExplainedFailure, PostgrestErrorBody } from '@waldmonitor/ui/model';

export type DataServiceErrorKind = 'http' | 'network' | 'timeout' | 'aborted';

/**
 * Every failed data-service call becomes this error. It carries the service's own
 * message (PostgREST's `{code, message, details, hint}`) and how the call failed
 * (`kind`, `status`); what the person reads comes from the one mapping in the model,
 * `describeServiceError` (a German message that says what to do, this text as details).
 */
export class DataServiceError extends Error {
  readonly kind: DataServiceErrorKind;
  readonly status: number | undefined;
  readonly code: string | undefined;
  readonly details: string | null | undefined;
  readonly hint: string | null | undefined;

  constructor(
    message: string,
    init: { kind: DataServiceErrorKind; status?: number; body?: Partial<PostgrestErrorBody>; cause?: unknown },
  ) {
    super(message, { cause: init.cause });
    this.name = 'DataServiceError';
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.body?.code;
    this.details = init.body?.details;
    this.hint = init.body?.hint;
  }
}

/** The error's own text where the service gives none; shown only as the details line. */
export const FALLBACK_MESSAGES = {
  timeout: 'Der Datendienst antwortet nicht (Zeitüberschreitung).',
  network: 'Der Datendienst ist nicht erreichbar.',
  http: (status: number) => `Der Datendienst meldet einen Fehler (HTTP ${status}).`,
} as const;

/** Turns an HTTP error response into a DataServiceError with the service's message. */
export async function errorFromResponse(response: Response): Promise<DataServiceError> {
  let body: Partial<PostgrestErrorBody> | undefined;
  try {
    const text = await response.text();
    body = text ? (JSON.parse(text) as Partial<PostgrestErrorBody>) : undefined;
  } catch {
    body = undefined;
  }
  const message =
    typeof body?.message === 'string' && body.message ? body.message : FALLBACK_MESSAGES.http(response.status);
  return new DataServiceError(message, { kind: 'http', status: response.status, body });
}

/** What the person reads when an answer is no data (a web server's page, `index.html`, instead of JSON). */
export const UNREADABLE_ANSWER = {
  demo: 'Der Demo-Datendienst antwortet nicht. Bitte laden Sie die Seite neu; Ihre Änderungen aus dieser Sitzung bleiben erhalten.',
  service:
    'Der Datendienst antwortet nicht wie erwartet: statt Daten kam eine Webseite. Bitte versuchen Sie es später erneut; bleibt der Fehler, wenden Sie sich an die Administration.',
} as const;

/**
 * A successful answer that is not JSON: the call reached a web server instead of the data
 * service (in the demo: the data worker stopped answering and the page's server sent
 * `index.html`). Said in German; the parser's own text ("Unexpected token '<' …") is the details line.
 */
export class UnreadableAnswerError extends DataServiceError implements ExplainedFailure {
  readonly explanation: string;

  constructor(demo: boolean, status: number, cause: unknown) {
    const explanation = demo ? UNREADABLE_ANSWER.demo : UNREADABLE_ANSWER.service;
    super(explanation, { kind: 'http', status, cause });
    this.explanation = explanation;
  }
}
