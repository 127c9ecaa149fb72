/**
 * A request of the data client handed to the embedded service through its door
 * (`embeddedDoor`): the door checks the demo token and strips the service's base path, the
 * SQL answers. Any base works (`http://daten.test` in tests, `/data` in the app): it is
 * everything before the PostgREST path, which the caller names.
 */
import { embeddedDoor, type ApiResponse } from '@waldmonitor/dataservice/embedded';
import { dataService } from './dataService';

/** Statuses whose reply has no body: `Response` refuses one, even an empty one. */
const NO_BODY = new Set([101, 204, 205, 304]);

/** The part of the URL's path before `servicePath` (`/rpc/a_get_offers`, `/karte`). */
function basePath(url: URL, servicePath: string): string {
  const at = url.pathname.lastIndexOf(servicePath);
  return at < 0 ? '' : url.pathname.slice(0, at);
}

function toResponse(reply: ApiResponse): Response {
  const body = NO_BODY.has(reply.status) || reply.body === '' ? null : reply.body;
  return new Response(body, { status: reply.status, headers: reply.headers });
}

/** Answers `request`, whose URL ends in `servicePath` before its query, with the embedded service. */
export async function answerFromService(request: Request, servicePath: string): Promise<Response> {
  const url = new URL(request.url);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const answer = embeddedDoor(await dataService(), basePath(url, servicePath));
  const reply = await answer({
    method: request.method,
    url: url.pathname + url.search,
    headers: [...request.headers],
    body: hasBody ? await request.text() : null,
  });
  return toResponse(reply);
}
