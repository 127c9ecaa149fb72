/** What a count shows: the template's vue-count-to options. */
export interface CountFormat {
  /** Digits after the decimal point. */
  decimals: number;
  /** Between groups of three digits, e.g. ",". Empty for none. */
  separator: string;
  /** The decimal point. */
  decimal: string;
  prefix: string;
  suffix: string;
}

export interface CountRun {
  start: number;
  end: number;
  /** Milliseconds from start to end. */
  duration: number;
}

/**
 * vue-count-to's ease-out (easeOutExpo), stretched by 1024/1023 so that it reaches the
 * whole distance at the end: fast at first, slowing towards the end value.
 */
export function easeOutExpo(elapsed: number, from: number, distance: number, duration: number): number {
  return (distance * (-(2 ** ((-10 * elapsed) / duration)) + 1) * 1024) / 1023 + from;
}

/** The value `elapsed` ms into a run; the end value from `duration` on (never past it). */
export function countValueAt(elapsed: number, { start, end, duration }: CountRun): number {
  if (elapsed >= duration || duration <= 0) return end;
  const value = easeOutExpo(Math.max(0, elapsed), start, end - start, duration);
  return start < end ? Math.min(value, end) : Math.max(value, end);
}

/** The value as the template shows it: fixed decimals, grouped thousands, prefix and suffix. */
export function formatCount(value: number, { decimals, separator, decimal, prefix, suffix }: CountFormat): string {
  const [whole = '0', fraction] = Math.abs(value).toFixed(Math.max(0, decimals)).split('.');
  const grouped = separator === '' ? whole : whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  // -0.00 is shown as 0.00: a count that passes zero does not flash a minus sign.
  const sign = value < 0 && Number(Math.abs(value).toFixed(Math.max(0, decimals))) !== 0 ? '-' : '';
  return `${prefix}${sign}${grouped}${fraction === undefined ? '' : decimal + fraction}${suffix}`;
}
