import { useEffect, useReducer } from 'react';

/**
 * hidden → waiting (active, not yet shown) → running (growing towards 90 %)
 * → finishing (filling to 100 % and fading) → hidden.
 */
export type ProgressPhase = 'hidden' | 'waiting' | 'running' | 'finishing';
export type ProgressEvent = 'activate' | 'deactivate' | 'delayElapsed' | 'finishElapsed';

/** A load shorter than this never shows the bar, so quick pages do not flicker. */
export const SHOW_DELAY_MS = 200;
/** Filling to 100 % and fading out. */
export const FINISH_MS = 400;

export function nextPhase(phase: ProgressPhase, event: ProgressEvent): ProgressPhase {
  switch (event) {
    case 'activate':
      if (phase === 'hidden') return 'waiting';
      if (phase === 'finishing') return 'running';
      return phase;
    case 'deactivate':
      if (phase === 'waiting') return 'hidden';
      if (phase === 'running') return 'finishing';
      return phase;
    case 'delayElapsed':
      return phase === 'waiting' ? 'running' : phase;
    case 'finishElapsed':
      return phase === 'finishing' ? 'hidden' : phase;
  }
}

/** Drives the phase from `isActive` with the show delay and the finish time. */
export function useProgressPhase(isActive: boolean, delay = SHOW_DELAY_MS): ProgressPhase {
  const [phase, dispatch] = useReducer(nextPhase, 'hidden');

  useEffect(() => {
    dispatch(isActive ? 'activate' : 'deactivate');
  }, [isActive]);

  useEffect(() => {
    if (phase !== 'waiting' && phase !== 'finishing') return;
    const timer = setTimeout(
      () => dispatch(phase === 'waiting' ? 'delayElapsed' : 'finishElapsed'),
      phase === 'waiting' ? delay : FINISH_MS,
    );
    return () => clearTimeout(timer);
  }, [phase, delay]);

  return phase;
}
