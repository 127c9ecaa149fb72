import { describeServiceError } from '@waldmonitor/ui/model';
import { describe, expect, it } from 'vitest';
import { MOCK_DATA_URL } from '../config/runtimeConfig';
import { createDataClient } from './client';
import { UNREADABLE_ANSWER } from './DataServiceError';

/** A web server's answer to any path: its single page (what the app gets when the demo's data worker stops answering). */
const indexHtml: typeof fetch = async () =>
  new Response('<!doctype html><html lang="de"><body><div id="root"></div></body></html>', {
    status: 200,
    headers: { 'Content-Type': 'text/html' },
  });

async function failureOf(baseUrl: string) {
  const client = createDataClient({ baseUrl, getToken: () => 'admin@waldmonitor.example', fetch: indexHtml });
  return client.rpc('a_get_all_users', {}).then(
    () => {
      throw new Error('the call should fail');
    },
    (error: unknown) => describeServiceError(error),
  );
}

describe('an answer that is no data', () => {
  it('in the demo, says in German that the demo data service does not answer; the parser’s text is the details line', async () => {
    const problem = await failureOf(MOCK_DATA_URL);
    expect(problem.message).toBe(
      'Der Demo-Datendienst antwortet nicht. Bitte laden Sie die Seite neu; Ihre Änderungen aus dieser Sitzung bleiben erhalten.',
    );
    expect(problem.details).toMatch(/^Unexpected token '<'/);
  });

  it('against a data service, says that a web page came instead of data', async () => {
    const problem = await failureOf('https://daten.example/api');
    expect(problem.message).toBe(UNREADABLE_ANSWER.service);
  });
});
