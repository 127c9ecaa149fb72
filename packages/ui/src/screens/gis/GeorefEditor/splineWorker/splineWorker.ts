/**
 * The editor's thin plate spline on a thread of its own: at 1,000 points a fit
 * takes a few hundred milliseconds, which on the page's thread would freeze it. The maths
 * is the model's (model/georef/tpsService.ts); this file only passes messages.
 */
import { createTpsService, transferables } from '../../../../model/georef/tpsService';
import type { SplineReply, SplineRequest } from './protocol';

const service = createTpsService();
let latestFit = 0;

const post = (reply: SplineReply, transfer: Transferable[] = []) => self.postMessage(reply, { transfer });

self.addEventListener('message', (event: MessageEvent<SplineRequest>) => {
  const request = event.data;
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
});
