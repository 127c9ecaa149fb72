import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '../../charts/chartEnv';

const number = new Intl.NumberFormat('en-US');

export interface CountUpProps {
  value: number;
  /** How long the count runs. */
  durationMs?: number;
}

/**
 * Counts from 0 up to `value` (the template's count-to), easing out; at once under
 * reduced motion. Decorative: the control around it names the final value.
 */
export function CountUp({ value, durationMs = 2600 }: CountUpProps) {
  const [isStill] = useState(prefersReducedMotion);
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (isStill) return;
    const start = performance.now();
    let frame = 0;
    const step = (time: number) => {
      const progress = Math.min(1, (time - start) / durationMs);
      setShown(Math.round(value * (1 - (1 - progress) ** 3)));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [value, durationMs, isStill]);
  return <span aria-hidden="true">{number.format(isStill ? value : shown)}</span>;
}
