import { HttpResponse, delay, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import { faultReply, type CallKind } from '../faultReply';
import type { FaultRegistry } from '../faults';

/**
 * Wraps a resolver with the fault switch: faults first (latency, then network error or error
 * reply), then the resolver; what it throws answers 500 with the reason, as a service that
 * failed would.
 */
export function guarded<Params extends PathParams>(
  faults: FaultRegistry,
  names: readonly string[],
  kind: CallKind,
  resolver: HttpResponseResolver<Params, DefaultBodyType>,
): HttpResponseResolver<Params, DefaultBodyType> {
  return async (info) => {
    const fault = faults.take(names);
    if (fault?.latencyMs) await delay(fault.latencyMs);
    if (fault?.networkError) return HttpResponse.error();
    if (fault?.error) {
      const reply = faultReply(fault.error, names[0] ?? 'unbekannt', kind);
      return HttpResponse.json(reply.body, { status: reply.status });
    }
    try {
      return await resolver(info);
    } catch (error) {
      console.error('Mock-Handler fehlgeschlagen', error);
      const message = error instanceof Error ? error.message : String(error);
      return HttpResponse.json({ code: 'XX000', message, details: null, hint: null }, { status: 500 });
    }
  };
}
