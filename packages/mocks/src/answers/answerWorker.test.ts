// @vitest-environment node
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SNAPSHOT_KEY } from '../db/sessionTarget';
import { responseFromWire, toWire, type FromWorker, type ToWorker, type WireCall } from './wire';

/** The worker's global scope, as the page sees it: what it listens to and what it posts. */
const listeners: ((event: { data: ToWorker }) => void)[] = [];
const posted: FromWorker[] = [];
vi.stubGlobal('self', {
  addEventListener: (_type: string, listener: (event: { data: ToWorker }) => void) => listeners.push(listener),
  postMessage: (message: FromWorker) => posted.push(message),
});

const send = (message: ToWorker) => listeners.forEach((listener) => listener({ data: message }));

let nextId = 1;
async function call(make: (request: Request) => Promise<WireCall>, request: Request): Promise<Response> {
  const id = nextId++;
  send({ type: 'call', id, call: await make(request) });
  const answer = await vi.waitFor(() => {
    const found = posted.find((message) => message.type === 'answer' && message.id === id);
    if (!found || found.type !== 'answer') throw new Error('no answer yet');
    return found;
  });
  return responseFromWire(answer.response);
}

const rpc = (name: string, body: object, email = 'admin@waldmonitor.example') =>
  call(
    async (request) => ({ kind: 'rpc', name: name as never, request: await toWire(request) }),
    new Request(`http://daten.test/rpc/${name}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { Authorization: `Bearer ${email}`, 'Content-Type': 'application/json' },
    }),
  );

beforeAll(async () => {
  await import('./answerWorker');
  send({ type: 'start', dataset: 'seed', snapshotKey: SNAPSHOT_KEY, snapshot: null });
  send({ type: 'warm' });
});

describe('the demo data worker', () => {
  it('answers a procedure from its store', async () => {
    const response = await rpc('a_get_acronyms', {});
    expect(response.status).toBe(200);
    expect(((await response.json()) as unknown[]).length).toBeGreaterThan(0);
  });

  it('sends the 204 of a void function without a body', async () => {
    const response = await rpc('a_set_kataster_for_client', { client_id: '2', kataster_status: 'true' });
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
  });

  it('gives a change back to the page, which keeps it for the session', async () => {
    posted.length = 0;
    await rpc('a_set_kataster_for_client', { client_id: '3', kataster_status: 'true' });
    const stored = posted.find((message) => message.type === 'store');
    expect(stored).toMatchObject({ type: 'store', key: SNAPSHOT_KEY });
    expect(stored?.type === 'store' && stored.value).toContain('"seed"');
  });

  it('answers a refused call with the error PostgREST gives', async () => {
    const response = await rpc('a_set_kataster_for_client', { client_id: '2' });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'PGRST202' });
  });

  it('answers a table call with its rows and range', async () => {
    const response = await call(
      async (request) => ({
        kind: 'table',
        method: 'GET',
        name: 'kaeferarten',
        url: request.url,
        request: await toWire(request),
      }),
      new Request('http://daten.test/kaeferarten?select=id&order=id.asc&limit=2', {
        headers: { Authorization: 'Bearer admin@waldmonitor.example' },
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Range')).toBe('0-1/*');
    expect(await response.json()).toEqual([{ id: 1 }, { id: 2 }]);
  });
});
