/**
 * The demo's first answers (firstAnswers.ts) as a file for the build: the demo users' landing
 * reads (landingReads.ts) asked through the app's data client of the data service embedded in
 * Node, booted from the demo's snapshot, and each answer kept by its request. Node only: run
 * by the build's plugin (firstAnswersPlugin.ts) through Vite's module runner.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_USERS } from '@waldmonitor/dataservice/demo-users';
import { embeddedDoor, startEmbeddedService, type SchemaCache } from '@waldmonitor/dataservice/embedded';
import { demoToken } from '@waldmonitor/dataservice/demo-token';
import { nodeEngineFiles } from '@waldmonitor/dataservice/node-engine-files';
import { demoSchemaCacheFile, demoSnapshotFile } from '@waldmonitor/dataservice/snapshot-file';
import { createDataClient } from '../api/client';
import { MOCK_DATA_URL } from '../config/runtimeConfig';
import { answerKey, type FirstAnswerMap } from './firstAnswers';
import { askLandingReads } from './landingReads';

const CACHE_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../../node_modules/.cache/waldmonitor');

/** Every demo user's landing reads, answered by the snapshot's database. */
export async function makeFirstAnswers(): Promise<FirstAnswerMap> {
  // The schema cache first: it makes the snapshot if there is none, once.
  const schemaCache = JSON.parse(readFileSync(await demoSchemaCacheFile(), 'utf8')) as SchemaCache;
  const snapshot = new Blob([readFileSync(await demoSnapshotFile())]);
  const service = await startEmbeddedService(snapshot, undefined, {
    files: nodeEngineFiles(),
    schemaCache: Promise.resolve(schemaCache),
  });
  const door = embeddedDoor(service, MOCK_DATA_URL);
  const answers: FirstAnswerMap = {};
  try {
    for (const { email, groups } of Object.values(DEMO_USERS)) {
      const client = createDataClient({
        baseUrl: MOCK_DATA_URL,
        getToken: () => demoToken(email, groups),
        // As the page's demo fetch (demoDatabase.ts) hands a call on: a Request's URL and headers.
        fetch: async (input, init) => {
          const request = new Request(new URL(String(input), 'http://demo.invalid'), init);
          const url = new URL(request.url);
          const asked = {
            method: request.method,
            url: url.pathname + url.search,
            headers: [...request.headers],
            body: request.method === 'GET' || request.method === 'HEAD' ? null : await request.text(),
          };
          const reply = await door(asked);
          answers[answerKey(asked)] = reply;
          return new Response(reply.body, { status: reply.status, headers: reply.headers });
        },
      });
      await askLandingReads(client, email);
    }
  } finally {
    await service.close();
  }
  return answers;
}

/** The path of the first answers as a file named by its content, made now (about a second, the boot). */
export async function firstAnswersFile(): Promise<string> {
  const text = JSON.stringify(await makeFirstAnswers());
  const file = join(
    CACHE_DIR,
    `demo-first-answers-${createHash('sha256').update(text).digest('hex').slice(0, 16)}.json`,
  );
  mkdirSync(CACHE_DIR, { recursive: true });
  // Written aside and renamed: another process (a test worker, the dev server) may read it meanwhile.
  const partial = `${file}.${process.pid}.part`;
  writeFileSync(partial, text);
  renameSync(partial, file);
  return file;
}
