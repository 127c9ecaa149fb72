/**
 * The payload rules of requirements §5 and §7, applied in exactly one place: every request
 * body the client sends goes through `toServicePayload`.
 */

type Payload = Record<string, unknown>;

/**
 * Payload keys that carry an id although their name does not end in `_id`:
 * `kid` (a_update_bilder) and `kaeferart`, the species id of a_get_kaefer_overview.
 */
const ID_KEYS = new Set(['id', 'kid', 'kaeferart']);

/** requirements §7: "Ids sent to these procedures are converted to text; ust_satz is sent as text." */
export function isIdKey(key: string): boolean {
  return ID_KEYS.has(key) || key.endsWith('_id');
}

const POSITION_CALLS = new Set(['a_update_position', 'a_insert_position']);

/** Turns a number into the text the service expects; other values pass unchanged. */
function asText(value: unknown): unknown {
  return typeof value === 'number' ? String(value) : value;
}

function idsAndVatAsText(params: Payload): Payload {
  const out: Payload = {};
  for (const [key, value] of Object.entries(params)) {
    out[key] = isIdKey(key) || key === 'ust_satz' ? asText(value) : value;
  }
  return out;
}

/**
 * requirements §5: "Update-position and insert-position: a null erl becomes empty text, a null
 * erl_on becomes 'true', a null erl_titel becomes empty text; numeric values are sent as text."
 */
export function positionPayload(params: Payload): Payload {
  const out: Payload = {};
  for (const [key, value] of Object.entries(params)) out[key] = asText(value);
  out.erl = params.erl ?? '';
  // erl_on is a text flag on the service side ('true' / 'false').
  out.erl_on = params.erl_on == null ? 'true' : String(params.erl_on);
  out.erl_titel = params.erl_titel ?? '';
  return out;
}

/** requirements §5: "Adding a user: first_name and last_name are optional (null if empty)." */
function addUserPayload(params: Payload): Payload {
  const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : (value ?? null));
  return { ...params, first_name: blankToNull(params.first_name), last_name: blankToNull(params.last_name) };
}

/** The body a remote procedure is called with. */
export function toServicePayload(name: string, params: object | undefined): Payload {
  let body = { ...params } as Payload;
  if (POSITION_CALLS.has(name)) body = positionPayload(body);
  if (name === 'a_add_user') body = addUserPayload(body);
  return idsAndVatAsText(body);
}
