/**
 * What the page and the demo's data worker (dataWorker.ts) say to each other: one message per
 * request each way, so an answer keeps PostgreSQL's body (and its SQLSTATE) as the emulation
 * wrote it.
 */
import type { ApiResponse, DoorRequest } from '@waldmonitor/dataservice/embedded';

export type PageMessage =
  /** The snapshot to load on a first visit or after a reset (a hashed asset of the build). */
  | { type: 'start'; snapshotUrl: string; schemaCacheUrl: string }
  | { type: 'request'; id: number; request: DoorRequest }
  | { type: 'reset'; id: number };

export type WorkerMessage =
  /** Another tab of the demo holds the database; this one waits until it is closed. */
  | { type: 'waiting' }
  /** The other tab let go: this one has the database now and boots it. */
  | { type: 'starting' }
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'response'; id: number; response: ApiResponse }
  /** The reset is done, or why not. */
  | { type: 'reset'; id: number; error?: string };
