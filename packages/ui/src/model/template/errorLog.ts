/**
 * The template part's error log: what was captured of an error thrown by a
 * page, by React while rendering, or by a promise nobody caught.
 */
export type ErrorSource = 'error' | 'render' | 'promise';

export interface ErrorLogEntry {
  id: number;
  message: string;
  /** Where it came from: 'Uncaught error', 'React render in …', 'Unhandled promise rejection'. */
  info: string;
  url: string;
  stack: string;
  source: ErrorSource;
  /** Milliseconds since the epoch. */
  time: number;
}

/** The message and stack of anything thrown (an Error, a string, an object). */
export function describeThrown(thrown: unknown): { message: string; stack: string } {
  if (thrown instanceof Error) return { message: thrown.message || thrown.name, stack: thrown.stack ?? '' };
  if (typeof thrown === 'string') return { message: thrown, stack: '' };
  try {
    return { message: JSON.stringify(thrown) ?? String(thrown), stack: '' };
  } catch {
    return { message: String(thrown), stack: '' };
  }
}
