import { describe, expect, it } from 'vitest';
import {
  ACTION_CONFLICTS,
  CHANGED_MEANWHILE,
  SERVICE_ERROR_MESSAGES as M,
  TYPED_INPUT,
  describeServiceError,
  failureMessage,
  isConflict,
} from './errors';

const pg = (
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
) => ({
  name: 'DataServiceError',
  kind: 'http',
  status,
  code,
  message,
  details,
  hint,
});

describe('describeServiceError', () => {
  it.each([
    {
      case: '23505 unique violation on a_add_user',
      cause: pg(
        409,
        '23505',
        'duplicate key value violates unique constraint "benutzer_email_key"',
        'Key (email)=(buerger@waldmonitor.example) already exists.',
      ),
      kind: 'unique',
      // Without a form's typed input the conflict is the record's state, not a value to retype.
      message: CHANGED_MEANWHILE,
      details:
        'duplicate key value violates unique constraint "benutzer_email_key" – Key (email)=(buerger@waldmonitor.example) already exists.',
      columns: ['email'],
    },
    {
      case: '40P01 deadlock: the save met a concurrent one (PostgREST answers 500)',
      cause: pg(500, '40P01', 'deadlock detected', 'Process 4711 waits for ShareLock on transaction 815.'),
      kind: 'retry',
      message:
        'Der Datendienst war gerade mit einer gleichzeitigen Änderung derselben Daten beschäftigt; es wurde nichts geändert. Bitte versuchen Sie es noch einmal.',
      details: 'deadlock detected – Process 4711 waits for ShareLock on transaction 815.',
      columns: [],
    },
    {
      case: '40001 serialization failure',
      cause: pg(500, '40001', 'could not serialize access due to concurrent update'),
      kind: 'retry',
      message: M.retry,
      details: 'could not serialize access due to concurrent update',
      columns: [],
    },
    {
      case: '23505 on a composite key',
      cause: pg(
        409,
        '23505',
        'duplicate key value violates unique constraint "mappoint_pkey"',
        'Key (karte_id, nr)=(3, 1) already exists.',
      ),
      kind: 'unique',
      message: CHANGED_MEANWHILE,
      details:
        'duplicate key value violates unique constraint "mappoint_pkey" – Key (karte_id, nr)=(3, 1) already exists.',
      columns: ['karte_id', 'nr'],
    },
    {
      case: '23503 foreign key on insert',
      cause: pg(
        409,
        '23503',
        'insert or update on table "mappoint" violates foreign key constraint "mappoint_karte_id_fkey"',
        'Key (karte_id)=(999) is not present in table "karte".',
      ),
      kind: 'foreignKey',
      message: 'Ein ausgewählter Eintrag existiert nicht mehr. Bitte laden Sie die Seite neu und wählen Sie erneut.',
      details:
        'insert or update on table "mappoint" violates foreign key constraint "mappoint_karte_id_fkey" – Key (karte_id)=(999) is not present in table "karte".',
      columns: ['karte_id'],
    },
    {
      case: '23503 on delete of a row still referenced',
      cause: pg(
        409,
        '23503',
        'update or delete on table "kunde" violates foreign key constraint "karte_client_id_fkey" on table "karte"',
        'Key (client_id)=(5) is still referenced from table "karte".',
      ),
      kind: 'inUse',
      message:
        'Der Eintrag wird noch verwendet und kann nicht gelöscht werden. Bitte entfernen Sie zuerst die Einträge, die darauf verweisen.',
      details:
        'update or delete on table "kunde" violates foreign key constraint "karte_client_id_fkey" on table "karte" – Key (client_id)=(5) is still referenced from table "karte".',
      columns: ['client_id'],
    },
    {
      case: '23514 check violation',
      cause: pg(
        400,
        '23514',
        'new row for relation "karte" violates check constraint "karte_jahr_check"',
        'Failing row contains (…).',
      ),
      kind: 'check',
      message: 'Ein Wert liegt außerhalb des Erlaubten. Bitte prüfen Sie Ihre Eingaben.',
      details: 'new row for relation "karte" violates check constraint "karte_jahr_check" – Failing row contains (…).',
      columns: [],
    },
    {
      case: '42501 permission denied',
      cause: pg(403, '42501', 'permission denied for table benutzer'),
      kind: 'forbidden',
      message:
        'Dafür fehlt Ihnen die Berechtigung. Bitte wenden Sie sich an die Administration, wenn Sie sie brauchen.',
      details: 'permission denied for table benutzer',
      columns: [],
    },
    {
      case: 'HTTP 401 without a body',
      cause: { kind: 'http', status: 401, message: 'Der Datendienst meldet einen Fehler (HTTP 401).' },
      kind: 'unauthenticated',
      message: 'Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.',
      details: 'Der Datendienst meldet einen Fehler (HTTP 401).',
      columns: [],
    },
    {
      case: 'HTTP 403 with an unknown code',
      cause: pg(403, 'XX999', 'no'),
      kind: 'forbidden',
      message: M.forbidden,
      details: 'no',
      columns: [],
    },
    {
      case: 'PGRST116 not found',
      cause: pg(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned', 'The result contains 0 rows'),
      kind: 'notFound',
      message:
        'Der Eintrag wurde nicht gefunden; vielleicht wurde er inzwischen gelöscht. Bitte laden Sie die Seite neu.',
      details: 'JSON object requested, multiple (or no) rows returned – The result contains 0 rows',
      columns: [],
    },
    {
      case: 'HTTP 404',
      cause: { status: 404, message: 'Not Found' },
      kind: 'notFound',
      message: M.notFound,
      details: 'Not Found',
      columns: [],
    },
    {
      case: 'a raised exception keeps its reason in the details',
      cause: pg(400, 'P0001', 'Die Telefonnummer ist gesperrt.', null, 'Andere Nummer angeben'),
      kind: 'rejected',
      message: 'Der Datendienst hat die Anfrage abgelehnt. Bitte prüfen Sie Ihre Eingaben.',
      details: 'Die Telefonnummer ist gesperrt. – Andere Nummer angeben',
      columns: [],
    },
    {
      case: 'HTTP 503',
      cause: pg(503, 'PGRST001', 'Wartungsarbeiten bis 14 Uhr.'),
      kind: 'unavailable',
      message: 'Der Datendienst ist gerade nicht verfügbar. Bitte versuchen Sie es in einigen Minuten erneut.',
      details: 'Wartungsarbeiten bis 14 Uhr.',
      columns: [],
    },
    {
      case: 'HTTP 500',
      cause: pg(500, 'XX000', 'Datenbank nicht erreichbar.'),
      kind: 'unknown',
      message:
        'Der Datendienst hat einen unerwarteten Fehler gemeldet. Bitte versuchen Sie es erneut; bleibt der Fehler, wenden Sie sich an die Administration.',
      details: 'Datenbank nicht erreichbar.',
      columns: [],
    },
    {
      case: 'fetch failed (browser TypeError)',
      cause: new TypeError('Failed to fetch'),
      kind: 'network',
      message:
        'Der Datendienst ist nicht erreichbar. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
      details: 'Failed to fetch',
      columns: [],
    },
    {
      case: 'DataServiceError of kind network',
      cause: { name: 'DataServiceError', kind: 'network', message: 'NetworkError when attempting to fetch resource.' },
      kind: 'network',
      message: M.network,
      details: 'NetworkError when attempting to fetch resource.',
      columns: [],
    },
    {
      case: 'timeout',
      cause: {
        name: 'DataServiceError',
        kind: 'timeout',
        message: 'Der Datendienst antwortet nicht (Zeitüberschreitung).',
      },
      kind: 'timeout',
      message: 'Der Datendienst hat nicht rechtzeitig geantwortet. Bitte versuchen Sie es gleich noch einmal.',
      details: 'Der Datendienst antwortet nicht (Zeitüberschreitung).',
      columns: [],
    },
    {
      case: 'TimeoutError of AbortSignal.timeout',
      cause: new DOMException('signal timed out', 'TimeoutError'),
      kind: 'timeout',
      message: M.timeout,
      details: 'signal timed out',
      columns: [],
    },
    {
      case: 'aborted',
      cause: new DOMException('The user aborted a request.', 'AbortError'),
      kind: 'aborted',
      message: 'Die Anfrage wurde abgebrochen. Bitte versuchen Sie es erneut.',
      details: 'The user aborted a request.',
      columns: [],
    },
    {
      case: 'the mocks’ PostgrestError (status + body)',
      cause: {
        name: 'PostgrestError',
        status: 409,
        message: 'x',
        body: { code: '23505', message: 'x', details: 'Key (mail)=(a) already exists.', hint: null },
      },
      kind: 'unique',
      message: CHANGED_MEANWHILE,
      details: 'x – Key (mail)=(a) already exists.',
      columns: ['mail'],
    },
    {
      case: 'a bare PostgREST body',
      cause: {
        code: '23502',
        message: 'null value in column "map_name" of relation "karte" violates not-null constraint',
        details: null,
        hint: null,
      },
      kind: 'notNull',
      message: 'Eine Pflichtangabe fehlt. Bitte füllen Sie alle Pflichtfelder aus.',
      details: 'null value in column "map_name" of relation "karte" violates not-null constraint',
      columns: [],
    },
    {
      case: 'plain text',
      cause: 'Speicher voll',
      kind: 'unknown',
      message: M.unknown,
      details: 'Speicher voll',
      columns: [],
    },
    { case: 'nothing useful', cause: undefined, kind: 'unknown', message: M.unknown, details: null, columns: [] },
    { case: 'an empty Error', cause: new Error(''), kind: 'unknown', message: M.unknown, details: null, columns: [] },
    {
      case: 'a failure the app explained (previous points put back): its words, the cause as details',
      cause: {
        explanation: 'Die Passpunkte wurden nicht gespeichert. Gespeichert bleibt der vorige Stand.',
        cause: { status: 500, code: 'XX000', message: 'Speicher voll.' },
      },
      kind: 'unknown',
      message: 'Die Passpunkte wurden nicht gespeichert. Gespeichert bleibt der vorige Stand.',
      details: 'Speicher voll.',
      columns: [],
    },
  ])('$case', ({ cause, kind, message, details, columns }) => {
    expect(describeServiceError(cause)).toEqual({ kind, message, details, columns });
  });
});

describe('failureMessage', () => {
  it('says what failed and what to do; the service text is the details line, not part of the sentence', () => {
    expect(
      failureMessage('Die Prognose wurde nicht berechnet.', {
        status: 500,
        code: 'XX001',
        message: 'could not read block 4711 in file "base/16384/24576"',
      }),
    ).toEqual({
      text: 'Die Prognose wurde nicht berechnet. Der Datendienst hat einen unerwarteten Fehler gemeldet. Bitte versuchen Sie es erneut; bleibt der Fehler, wenden Sie sich an die Administration.',
      details: 'could not read block 4711 in file "base/16384/24576"',
    });
  });

  it('has no details line without a service text', () => {
    expect(failureMessage('Nicht gespeichert.', { kind: 'network' })).toEqual({
      text: `Nicht gespeichert. ${M.network}`,
      details: null,
    });
  });
});

describe('a conflict on an action without input', () => {
  const conflict = pg(
    409,
    '23505',
    'duplicate key value violates unique constraint "rechnung_archiv_key"',
    'Key (archiv_nr)=(12) already exists.',
  );

  it('archiving an invoice says what conflicted, not "enter another value"; the service text is the details line', () => {
    expect(describeServiceError(conflict, { conflict: ACTION_CONFLICTS.archive('Rechnung 59') })).toEqual({
      kind: 'unique',
      message:
        'Rechnung 59 wurde inzwischen anderweitig geändert oder schon archiviert; archiviert wurde nichts. Bitte laden Sie die Seite neu und prüfen Sie den gespeicherten Stand.',
      details:
        'duplicate key value violates unique constraint "rechnung_archiv_key" – Key (archiv_nr)=(12) already exists.',
      columns: ['archiv_nr'],
    });
  });

  it('deleting a position that is still referenced names the position', () => {
    const referenced = pg(
      409,
      '23503',
      'update or delete on table "position" violates foreign key constraint "x_position_id_fkey" on table "x"',
      'Key (position_id)=(7) is still referenced from table "x".',
    );
    expect(
      failureMessage('Position 3 wurde nicht gelöscht.', referenced, {
        conflict: ACTION_CONFLICTS.deletePosition('Position 3'),
      }),
    ).toEqual({
      text: 'Position 3 wurde nicht gelöscht. Position 3 wurde inzwischen anderweitig geändert oder schon gelöscht; gelöscht wurde nichts. Bitte laden Sie die Seite neu und prüfen Sie die Positionen.',
      details:
        'update or delete on table "position" violates foreign key constraint "x_position_id_fkey" on table "x" – Key (position_id)=(7) is still referenced from table "x".',
    });
  });

  it('changing a status: a bare 409 without a code is a conflict too', () => {
    expect(
      describeServiceError(
        { status: 409, message: 'Konflikt' },
        { conflict: ACTION_CONFLICTS.changeStatus('Die Rolle von Birgit Brandt') },
      ).message,
    ).toBe(
      'Die Rolle von Birgit Brandt wurde inzwischen anderweitig geändert; geändert wurde nichts. Bitte laden Sie die Seite neu und prüfen Sie den aktuellen Stand.',
    );
  });

  it('other failures of the action keep their own message', () => {
    expect(
      describeServiceError({ kind: 'network' }, { conflict: ACTION_CONFLICTS.archive('Rechnung 59') }).message,
    ).toBe(M.network);
  });

  it('a form\'s typed input keeps "enter another value"; without context a conflict says the record changed', () => {
    expect(describeServiceError(conflict, TYPED_INPUT).message).toBe(
      'Ein Eintrag mit diesem Wert existiert bereits. Bitte geben Sie einen anderen Wert ein.',
    );
    expect(describeServiceError(conflict).message).toBe(
      'Der Eintrag wurde inzwischen anderweitig geändert; geändert wurde nichts. Bitte laden Sie neu und prüfen Sie den aktuellen Stand.',
    );
  });

  it('tells a conflict apart from other failures (isConflict)', () => {
    expect(isConflict(conflict)).toBe(true);
    expect(isConflict(pg(409, '', 'Conflict'))).toBe(true);
    expect(isConflict(pg(409, '23503', 'x', 'Key (id)=(1) is still referenced from table "y".'))).toBe(true);
    expect(isConflict(pg(503, 'PGRST001', 'down'))).toBe(false);
    expect(isConflict({ kind: 'network' })).toBe(false);
  });
});
