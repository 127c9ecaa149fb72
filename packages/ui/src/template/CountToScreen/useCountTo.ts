import { useCallback, useEffect, useRef, useState } from 'react';
import { countValueAt, type CountRun } from './countTo';

export type CountStatus = 'idle' | 'running' | 'paused' | 'done';

export interface CountTo {
  value: number;
  status: CountStatus;
  start: () => void;
  pause: () => void;
  resume: () => void;
}

/**
 * Runs a count from `run.start` to `run.end` on animation frames, with pause and resume
 * (the time already counted is kept). With `isStill` (reduced motion) start shows the
 * end value at once: no frames at all.
 */
export function useCountTo(run: CountRun, isStill: boolean): CountTo {
  const [value, setValue] = useState(run.start);
  const [status, setStatus] = useState<CountStatus>('idle');
  const frame = useRef(0);
  const counted = useRef(0);
  const runRef = useRef(run);
  // A running count follows the settings as they are typed, as the template's does.
  useEffect(() => {
    runRef.current = run;
  });

  const stop = () => cancelAnimationFrame(frame.current);

  const play = useCallback(() => {
    stop();
    const from = performance.now() - counted.current;
    const step = (now: number) => {
      counted.current = now - from;
      const next = countValueAt(counted.current, runRef.current);
      setValue(next);
      if (counted.current >= runRef.current.duration) {
        setStatus('done');
        return;
      }
      frame.current = requestAnimationFrame(step);
    };
    setStatus('running');
    frame.current = requestAnimationFrame(step);
  }, []);

  const start = useCallback(() => {
    counted.current = 0;
    if (isStill) {
      stop();
      setValue(runRef.current.end);
      setStatus('done');
      return;
    }
    setValue(runRef.current.start);
    play();
  }, [isStill, play]);

  const pause = useCallback(() => {
    stop();
    setStatus((current) => (current === 'running' ? 'paused' : current));
  }, []);

  const resume = useCallback(() => {
    if (status === 'paused') play();
  }, [status, play]);

  useEffect(() => stop, []);

  return { value, status, start, pause, resume };
}
