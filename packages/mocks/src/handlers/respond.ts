import { HttpResponse, delay, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import { codeForStatus } from '../store/errors';
import { failureReply } from './replies';
import type { FaultRegistry, ResolvedFault } from '../faults';

export type CallKind = 'data' | 'template';

function faultReply(fault: NonNullable<ResolvedFault['error']>, callName: string, kind: CallKind): Response {
  const message = fault.message ?? `Simulierter Fehler bei ${callName}.`;
  if (kind === 'template' && typeof fault.code === 'number' && fault.status === undefined) {
    return HttpResponse.json({ code: fault.code, message });
  }
  const status = fault.status ?? 500;
  const code = fault.code === undefined ? codeForStatus(status) : String(fault.code);
  return HttpResponse.json({ code, message, details: null, hint: null }, { status });
}

/**
 * Wraps a resolver with the fault switch and the store's error handling: faults first
 * (latency, then network error or error reply), then the resolver; a PostgrestError it
 * throws becomes PostgREST's error JSON (the answers that change the store save the session's
 * snapshot themselves: the store loads with the first call).
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
    if (fault?.error) return faultReply(fault.error, names[0] ?? 'unbekannt', kind);
    try {
      return await resolver(info);
    } catch (error) {
      return failureReply(error);
    }
  };
}
