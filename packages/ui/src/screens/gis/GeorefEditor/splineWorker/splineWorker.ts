/**
 * The editor's thin plate spline on a thread of its own: at 1,000 points a fit
 * takes a few hundred milliseconds, which on the page's thread would freeze it. The maths
 * is the model's (model/georef/tpsService.ts); this file only passes messages.
 */
import { createTpsService, transferables, type TpsAnswer } from '../../../../model/georef/tpsService';
import type { SplineReply, SplineRequest } from './protocol';

const service = createTpsService();
let latestFit = 0;

const post = (reply: SplineReply, transfer: Transferable[] = []) => self.postMessage(reply, { transfer });

/** A failure of the maths itself, as a fit that failed: the editor says so instead of waiting forever. */
function crashed(error: unknown): TpsAnswer {
  return {
    ok: false,
    type: 'tps',
    reason: 'degenerate',
    message: `Der Thin Plate Spline konnte nicht berechnet werden (${error instanceof Error ? error.message : String(error)}).`,
  };
}

self.addEventListener('message', (event: MessageEvent<SplineRequest>) => {
  try {
    respond(event.data);
  } catch (error) {
    post({ kind: 'answer', id: event.data.id, answer: crashed(error) });
  }
});

function respond(request: SplineRequest) {
  if (request.kind === 'move') {
    const answer = service.move(request.baseId, request.index, request.pixel, request.map, request.points);
    post({ kind: 'answer', id: request.id, answer }, transferables(answer));
    return;
  }
  latestFit = request.id;
  const { answer, rest } = service.fit(request.id, request.points, request.units, request.sheet);
  post({ kind: 'answer', id: request.id, answer }, transferables(answer));
  // The other units after any message already waiting (a drag's first move goes first); not at
  // all when a newer fit has been asked for meanwhile.
  setTimeout(() => {
    if (latestFit !== request.id) return;
    const more = rest();
    if (more) post({ kind: 'leaveOneOut', id: request.id, ...more }, [more.values.buffer as ArrayBuffer]);
  }, 0);
}
