import type { RpcName, TableName } from '@waldmonitor/ui/model';
import type { TableMethod } from './answers';
import type { DemoDataset } from './dataset';

/** A request as it crosses to the demo's answer worker (structured clone, body transferred). */
export interface WireRequest {
  url: string;
  method: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

/** Which answer a call wants, with its request. */
export type WireCall =
  | { kind: 'rpc'; name: RpcName; request: WireRequest }
  | { kind: 'table'; method: TableMethod; name: TableName; url: string; request: WireRequest }
  | { kind: 'iiifInfo'; id: string; request: WireRequest }
  | { kind: 'iiifTile'; params: Record<string, string> };

export interface WireResponse {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

/** Page → worker: the dataset and the session's snapshot first, then calls (and a hint to build the store). */
export type ToWorker =
  | { type: 'start'; dataset: DemoDataset; snapshotKey: string; snapshot: string | null }
  | { type: 'warm' }
  | { type: 'call'; id: number; call: WireCall };

/**
 * Worker → page: how far the large dataset is built, the store is built, answers, and the
 * session snapshot to keep (sessionStorage is the page's).
 */
export type FromWorker =
  | { type: 'progress'; done: number; total: number }
  | { type: 'ready' }
  | { type: 'answer'; id: number; response: WireResponse }
  | { type: 'store'; key: string; value: string | null };

/** Statuses whose response has no body (the Response constructor refuses one). */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

export async function toWire(request: Request): Promise<WireRequest> {
  const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
  return { url: request.url, method: request.method, headers: [...request.headers], body };
}

export function fromWire(request: WireRequest): Request {
  return new Request(request.url, { method: request.method, headers: request.headers, body: request.body });
}

export async function responseToWire(response: Response): Promise<WireResponse> {
  const body = NULL_BODY.has(response.status) ? null : await response.arrayBuffer();
  return { status: response.status, statusText: response.statusText, headers: [...response.headers], body };
}

export function responseFromWire(response: WireResponse): Response {
  return new Response(NULL_BODY.has(response.status) ? null : response.body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

/** The buffers to transfer rather than copy. */
export const transferables = (...bodies: (ArrayBuffer | null)[]): ArrayBuffer[] =>
  bodies.filter((body): body is ArrayBuffer => body !== null && body.byteLength > 0);
