/**
 * The role rules of requirements §6 in the demo's mock service, as the SQL data service keeps
 * them: who calls (the door, `data.pre_request`), whether the role may call the procedure or
 * table path at all (the grants: the contract's RPC_ACCESS and TABLE_ACCESS, which the SQL's
 * grants are tested against), and the rules inside the procedures and tables that narrow a
 * caller to their own row. A refusal is PostgreSQL's 42501 as PostgREST answers it: 401 for
 * the anonymous role, 403 for a signed-in one.
 */
import {
  PRIVILEGE_OF_METHOD,
  RPC_ACCESS,
  TABLE_ACCESS,
  isRole,
  type DbRole,
  type RpcName,
  type TableName,
} from '@waldmonitor/ui/model';
import type { MockTables } from '../db/db';
import type { Filter } from '../store/query';
import { PostgrestError } from '../store/errors';
import type { Args } from './args';
import { callerClaims } from './identity';

/** Who a request acts for, after the door. */
interface Caller {
  /** The role the token claims: decides 401 or 403 for a refusal, as PostgREST's anonymous role does. */
  claimed: DbRole;
  /** The role the request runs as. */
  role: DbRole;
  /** The verified e-mail, trimmed and case-folded (`data.current_email()`), null when none. */
  email: string | null;
}

const ANONYMOUS: Caller = { claimed: 'web_anon', role: 'web_anon', email: null };

/** `data.normal_email`: without surrounding white space, case-folded; empty is none. */
function normalEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.replace(/^[ \t\n\r\f\v]+|[ \t\n\r\f\v]+$/g, '').toLowerCase();
  return trimmed === '' ? null : trimmed;
}

/** `data.role_rank`: a pending expert ranks as a citizen. */
function rank(role: string): number {
  if (role === 'ogf_admin') return 3;
  if (role === 'ogf_expert') return 2;
  return role === 'ogf_expert_query' || role === 'ogf_citizens' ? 1 : 0;
}

function refusal(caller: Pick<Caller, 'claimed'>, message: string, hint: string | null = null): PostgrestError {
  return new PostgrestError(caller.claimed === 'web_anon' ? 401 : 403, { code: '42501', message, details: null, hint });
}

const storedStatus = (db: MockTables, email: string) =>
  db.benutzer.all().find((row) => row.email.toLowerCase() === email)?.app_status ?? null;

/**
 * The caller of a request, as `data.pre_request` (sql/32_identity.sql) decides it. The role is
 * the token's `app_status` claim (PostgREST's role claim key). The demo's sign-in token carries
 * none: it stands for the identity service's token of that user, whose attribute is the stored
 * role, so the stored role is taken (a new address without a row: ogf_new, as a registration
 * starts). The demo has no unverified addresses: a token without `email_verified` counts as
 * verified, one that says false acts as ogf_new at most and names no row, as in SQL.
 */
function callerOf(db: MockTables, request: Request): Caller {
  const claims = callerClaims(request);
  if (!claims) return ANONYMOUS;
  const address = normalEmail(claims.email);
  const claim = claims.app_status;
  const claimed: string =
    typeof claim === 'string' ? claim : address ? (storedStatus(db, address) ?? 'ogf_new') : 'web_anon';
  if (claimed !== 'web_anon' && !isRole(claimed)) {
    throw new PostgrestError(400, {
      code: '22023',
      message: `role "${claimed}" does not exist`,
      details: null,
      hint: null,
    });
  }
  const asClaimed = claimed as DbRole;
  if (asClaimed === 'web_anon') return ANONYMOUS;
  if (!address) return { claimed: asClaimed, role: 'web_anon', email: null };
  const verified = !('email_verified' in claims) || claims.email_verified === true || claims.email_verified === 'true';
  if (!verified) return { claimed: asClaimed, role: rank(asClaimed) > 0 ? 'ogf_new' : asClaimed, email: null };
  if (asClaimed === 'ogf_new') return { claimed: asClaimed, role: asClaimed, email: address };
  const stored = storedStatus(db, address);
  if (stored === null) {
    throw refusal(
      { claimed: asClaimed },
      `Zur Rolle im Token (${asClaimed}) gibt es keinen gespeicherten Nutzer.`,
      'Eine Administratorin muss die Person in der Nutzerverwaltung anlegen.',
    );
  }
  if (rank(asClaimed) > rank(stored)) {
    throw refusal(
      { claimed: asClaimed },
      `Die Rolle im Token (${asClaimed}) ist höher als die gespeicherte Rolle (${stored}).`,
      'Melden Sie sich erneut an; die Rolle im Anmeldedienst muss zur Rolle in der Nutzerverwaltung passen.',
    );
  }
  return { claimed: asClaimed, role: asClaimed, email: address };
}

/** An argument as the procedure reads it, or undefined when reading fails (the procedure then refuses it itself). */
function readable<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/** A text argument trimmed and case-folded as the procedures compare e-mails (`lower(btrim(…))`). */
const mailArg = (args: Args, name: string) => readable(() => args.textOrNull(name)?.trim().toLowerCase() || null);

/** `a_change_app_status` without administrator rights: one's own request for the expert mode, and its withdrawal. */
const SELF_SERVICE: readonly (readonly [string, string])[] = [
  ['ogf_citizens', 'ogf_expert_query'],
  ['ogf_expert_query', 'ogf_citizens'],
];

type OwnRowRule = (caller: Caller, args: Args, db: MockTables) => boolean;

/**
 * The rules inside the procedures (sql/11_users.sql): whom else than themself a caller may
 * name. Checked once the arguments read well; an unreadable one is refused by the procedure.
 */
const OWN_ROW: Partial<Record<RpcName, OwnRowRule>> = {
  a_get_user_data: (caller, args) => {
    const wanted = mailArg(args, 'email');
    return !wanted || caller.role === 'ogf_admin' || wanted === caller.email;
  },
  a_get_user_name: (caller, args) => {
    const wanted = mailArg(args, 'g_mail');
    return !wanted || caller.role === 'ogf_admin' || caller.role === 'ogf_expert' || wanted === caller.email;
  },
  a_update_user: (caller, args) => {
    const wanted = mailArg(args, 'mail');
    return !wanted || caller.role === 'ogf_admin' || wanted === caller.email;
  },
  a_change_app_status: (caller, args, db) => {
    const target = readable(() => args.int('user_id'));
    const status = readable(() => args.text('status'));
    if (target === undefined || status === undefined || !isRole(status) || caller.role === 'ogf_admin') return true;
    const own = db.benutzer.all().find((row) => caller.email !== null && row.email.toLowerCase() === caller.email);
    const old = db.benutzer.all().find((row) => row.user_id === target)?.app_status;
    return own?.user_id === target && SELF_SERVICE.some(([from, to]) => from === old && to === status);
  },
};

/**
 * Refuses a procedure call the caller may not make: the grant first (`permission denied for
 * function …`), then the procedure's own-row rule.
 */
export function checkRpcCaller(name: RpcName, db: MockTables, request: Request, args: Args): void {
  const caller = callerOf(db, request);
  const denied = () => refusal(caller, `permission denied for function ${name}`);
  if (!RPC_ACCESS[name].includes(caller.role)) throw denied();
  if (OWN_ROW[name]?.(caller, args, db) === false) throw denied();
}

/** LIKE's special characters escaped: the e-mail compared as it is, only without case. */
const exactly = (text: string) => text.replace(/[\\%_*]/g, '\\$&');

/**
 * Refuses a table call the caller's role has no privilege for (`permission denied for view …`:
 * the table paths are views) and returns the row-level rule as filters to add: on `benutzer`
 * everyone but an administrator reads and changes only their own row (sql/15_table_paths.sql).
 */
export function checkTableCaller(
  method: keyof typeof PRIVILEGE_OF_METHOD,
  name: TableName,
  db: MockTables,
  request: Request,
): Filter[] {
  const caller = callerOf(db, request);
  if (!(TABLE_ACCESS[name][PRIVILEGE_OF_METHOD[method]] ?? []).includes(caller.role)) {
    throw refusal(caller, `permission denied for view ${name}`);
  }
  if (name !== 'benutzer' || caller.role === 'ogf_admin') return [];
  // No verified e-mail names no row (lower(email) = NULL holds for none).
  return [{ column: 'email', op: 'ilike', negate: false, value: caller.email === null ? '' : exactly(caller.email) }];
}
