/**
 * What the page and the demo's data worker (dataWorker.ts) say to each other: one message per
 * request each way, so an answer keeps PostgreSQL's body (and its SQLSTATE) as the emulation
 * wrote it.
 */
import type { ApiResponse, DoorRequest } from '@waldmonitor/dataservice/embedded';

/** The Web Lock a tab's data worker holds while it lives: two tabs writing one stored copy each would overwrite each other. */
export const DATABASE_LOCK = 'waldmonitor-demo-database';

export type PageMessage =
  /** The snapshot to load on a first visit or after a reset (a hashed asset of the build). */
  | { type: 'start'; snapshotUrl: string; schemaCacheUrl: string }
  | { type: 'request'; id: number; request: DoorRequest }
  | { type: 'reset'; id: number };

export type WorkerMessage =
  /** This tab's worker has the database: no other tab uses it (firstAnswers.ts waits for this). */
  | { type: 'held' }
  /** Another tab of the demo holds the database; this one waits until it is closed. */
  | { type: 'waiting' }
  /** The other tab let go: this one has the database now and boots it. */
  | { type: 'starting' }
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'response'; id: number; response: ApiResponse }
  /** The reset is done, or why not. */
  | { type: 'reset'; id: number; error?: string };
