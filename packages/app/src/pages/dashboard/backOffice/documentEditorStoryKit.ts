import { within } from 'storybook/test';
import { recordFetch } from '../../../testing/recordFetch';

/** The connected editor's reads go through the demo's SQL in PGlite: a first render may take seconds. */
export const slow = { timeout: 8000 };

/**
 * A story file's fetch recording: `recordFromStart` as a story's `beforeEach` records every
 * request from the story's first render (and stops after it); `bodies` are the bodies sent to
 * one procedure so far.
 */
export function storyFetches() {
  let fetches: ReturnType<typeof recordFetch> | null = null;
  return {
    recordFromStart: () => {
      fetches = recordFetch();
      return () => fetches?.restore();
    },
    bodies: (call: string) => fetches?.to(`/rpc/${call}`).map((r) => r.body),
  };
}

/** The editor has opened the document: its heading ('Rechnung 60', 'Angebot 12'). */
export const opened = (canvasElement: HTMLElement, name = 'Rechnung 60') =>
  within(canvasElement).findByRole('heading', { level: 1, name }, slow);
