/**
 * Starts the spline worker on first use (so neither it nor its code is part of the first
 * load) and sends it one request at a time: while one is computed, a newer request of
 * the same kind replaces an older waiting one, so a fast drag or a burst of edits never
 * queues up work nobody will see. Without Web Workers (unit tests in happy-dom) the same
 * service answers on the page's thread, a task later.
 */
import { createTpsService, type TpsService } from '../../../../model/georef/tpsService';
import type { SplineReply, SplineRequest } from './protocol';

export interface SplineClient {
  send(request: SplineRequest): void;
  dispose(): void;
}

function inlineWorker(onReply: (reply: SplineReply) => void) {
  let service: TpsService | null = null;
  return {
    postMessage(request: SplineRequest) {
      setTimeout(() => {
        service ??= createTpsService();
        if (request.kind === 'move') {
          const answer = service.move(request.baseId, request.index, request.pixel, request.map, request.points);
          onReply({ kind: 'answer', id: request.id, answer });
          return;
        }
        const { answer, rest } = service.fit(request.id, request.points, request.units, request.sheet);
        onReply({ kind: 'answer', id: request.id, answer });
        const more = rest();
        if (more) setTimeout(() => onReply({ kind: 'leaveOneOut', id: request.id, ...more }), 0);
      }, 0);
    },
    terminate() {
      service = null;
    },
  };
}

export function createSplineClient(onReply: (reply: SplineReply) => void): SplineClient {
  let worker: Pick<Worker, 'postMessage' | 'terminate'> | null = null;
  let inFlight = false;
  const waiting: SplineRequest[] = [];

  const receive = (reply: SplineReply) => {
    if (reply.kind === 'answer') inFlight = false;
    onReply(reply);
    pump();
  };
  const start = () => {
    if (worker) return worker;
    if (typeof Worker === 'function') {
      const started = new Worker(new URL('./splineWorker.ts', import.meta.url), {
        type: 'module',
        name: 'Waldmonitor-Georeferenzierung',
      });
      started.addEventListener('message', (event: MessageEvent<SplineReply>) => receive(event.data));
      worker = started;
    } else {
      worker = inlineWorker(receive);
    }
    return worker;
  };
  const pump = () => {
    if (inFlight) return;
    const next = waiting.shift();
    if (!next) return;
    inFlight = true;
    start().postMessage(next);
  };

  return {
    send(request) {
      const last = waiting[waiting.length - 1];
      if (last?.kind === request.kind) waiting[waiting.length - 1] = request;
      else waiting.push(request);
      pump();
    },
    dispose() {
      worker?.terminate();
      worker = null;
      waiting.length = 0;
      inFlight = false;
    },
  };
}
