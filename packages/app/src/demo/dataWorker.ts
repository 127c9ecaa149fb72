/**
 * The demo's data service: the package's SQL in PGlite behind the PostgREST emulation
 * (`@waldmonitor/dataservice/embedded`), on a thread of its own so the page never waits for
 * PostgreSQL. Not PGlite's own PGliteWorker: it turns a database error into a plain Error and
 * drops the SQLSTATE that PostgREST's error body carries. The database stays in this browser
 * (storedDatabase.ts) until a reset loads the snapshot again.
 */
import { embeddedDoor, startEmbeddedService, type EmbeddedService } from '@waldmonitor/dataservice/embedded';
import { demoToken } from '@waldmonitor/dataservice/demo-token';
import { DEMO_USERS } from '@waldmonitor/dataservice/demo-users';
import { browserEngineFiles, fetchedOk as fetched } from '@waldmonitor/dataservice/browser-engine-files';
import { MOCK_DATA_URL } from '../config/runtimeConfig';
import { storedDatabase } from './storedDatabase';
import { DATABASE_LOCK, type PageMessage, type WorkerMessage } from './workerMessages';

const post = (message: WorkerMessage) => self.postMessage(message);

/** Takes the lock for the worker's lifetime; says so first when another tab holds it. */
function holdDatabase(): Promise<void> {
  return new Promise((resolve) => {
    const keep = () => {
      post({ type: 'held' });
      resolve();
      return new Promise<never>(() => undefined);
    };
    void navigator.locks.request(DATABASE_LOCK, { ifAvailable: true }, (lock) => {
      if (lock) return keep();
      post({ type: 'waiting' });
      void navigator.locks.request(DATABASE_LOCK, () => {
        post({ type: 'starting' });
        return keep();
      });
      return undefined;
    });
  });
}

interface Started {
  service: EmbeddedService;
  answer: ReturnType<typeof embeddedDoor>;
}

async function start(snapshotUrl: string, schemaCacheUrl: string): Promise<Started> {
  // Web Locks and the origin private file system exist only there: say so, not "undefined".
  if (!self.isSecureContext) {
    throw new Error(
      'Die Demo braucht eine sichere Adresse (https:// oder localhost): nur dort kann der Browser ihre Daten speichern.',
    );
  }
  await holdDatabase();
  const stored = storedDatabase(snapshotUrl);
  const service = await startEmbeddedService(
    async () => (await fetched(snapshotUrl)).blob(),
    undefined,
    // Fetched now, beside the snapshot: PGlite itself would ask for them only once it has it.
    { stored, files: browserEngineFiles(), schemaCache: fetched(schemaCacheUrl).then((response) => response.json()) },
  );
  void stored.dropOthers();
  return { service, answer: embeddedDoor(service, MOCK_DATA_URL) };
}

/**
 * Asks once, right after the start, what every signed-in landing page asks first (the
 * person's data). PGlite is one session, and a session's first call plans from empty catalog
 * caches: 80-100 ms in Chromium against 10-30 ms after it. Asked here, while the person is
 * still choosing whom to sign in as, that cost is not the person's. Read-only: nothing is saved.
 */
async function warmUp({ answer }: Started): Promise<void> {
  const { email } = DEMO_USERS.admin;
  await answer({
    method: 'POST',
    url: `${MOCK_DATA_URL}/rpc/a_get_user_data`,
    headers: [
      ['authorization', `Bearer ${demoToken(email)}`],
      ['content-type', 'application/json'],
    ],
    body: JSON.stringify({ email, id: email }),
  });
}

/** PostgREST's answer when the engine could not start: every call says why. */
function unavailable(message: string) {
  return {
    status: 503,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
    body: JSON.stringify({ code: 'PGRST000', message, details: null, hint: null }),
  };
}

let started: Promise<Started> | undefined;

self.onmessage = async ({ data }: MessageEvent<PageMessage>) => {
  if (data.type === 'start') {
    started ??= start(data.snapshotUrl, data.schemaCacheUrl);
    started.then(
      (service) => {
        post({ type: 'ready' });
        // Its answer does not matter; a failure here would show in the person's own call.
        void warmUp(service).catch(() => undefined);
      },
      (error: unknown) => post({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return;
  }
  if (!started) throw new Error('The page starts the worker before it asks.');
  if (data.type === 'reset') {
    try {
      await (await started).service.reset();
      post({ type: 'reset', id: data.id });
    } catch (error) {
      post({ type: 'reset', id: data.id, error: error instanceof Error ? error.message : String(error) });
    }
    return;
  }
  let response;
  try {
    response = await (await started).answer(data.request);
  } catch (error) {
    response = unavailable(error instanceof Error ? error.message : String(error));
  }
  post({ type: 'response', id: data.id, response });
};
