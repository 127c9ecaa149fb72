/**
 * A tiny seeded pseudo-random generator (mulberry32), so the seed dataset is the same on
 * every machine and every run: stories, tests and demo mode all see one dataset.
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  float(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** An element chosen by weight; `weights` has one entry per item. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T;
  /** `count` distinct elements (or all of them when the list is shorter), in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** Roughly normal noise (sum of uniforms) with mean 0 and the given standard deviation. */
  gauss(sd: number): number;
}

/** The mulberry32 step: returns a generator of 32-bit floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    float: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    weighted: (items, weights) => {
      const total = weights.reduce((sum, w) => sum + w, 0);
      let roll = next() * total;
      for (let i = 0; i < items.length; i += 1) {
        roll -= weights[i] ?? 0;
        if (roll < 0) return items[i] as (typeof items)[number];
      }
      return items[items.length - 1] as (typeof items)[number];
    },
    sample: (items, count) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]];
      }
      return copy.slice(0, count);
    },
    // Six uniforms sum to mean 3 and variance 1/2.
    gauss: (sd) => ((next() + next() + next() + next() + next() + next() - 3) / Math.SQRT1_2) * sd,
  };
  return rng;
}

/** Derives an independent stream per entity, so adding clients does not reshuffle the sightings. */
export function deriveSeed(seed: number, label: string): number {
  let hash = seed ^ 0x9e3779b9;
  for (let i = 0; i < label.length; i += 1) {
    hash = Math.imul(hash ^ label.charCodeAt(i), 0x01000193);
  }
  return hash >>> 0;
}
