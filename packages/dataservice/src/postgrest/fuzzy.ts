/**
 * The fuzzy string set PostgREST uses for its "Perhaps you meant …" hints (Error.hs with
 * the fuzzyset 0.2 package, a port of fuzzyset.js): bigram and trigram vectors compared by
 * cosine similarity, the best 50 re-scored by normalized Levenshtein distance.
 */

const GRAM_LOWER = 2;
const GRAM_UPPER = 3;

/** Lower case, keeping letters, digits, spaces and commas (the package's `normalized`). */
function normalized(text: string): string {
  return [...text.toLowerCase()].filter((c) => /[\p{L}\p{N}\s,]/u.test(c)).join('');
}

function gramVector(text: string, size: number): Map<string, number> {
  const chars = [...`-${normalized(text)}-`];
  const vector = new Map<string, number>();
  for (let i = 0; i <= chars.length - size; i++) {
    const gram = chars.slice(i, i + size).join('');
    vector.set(gram, (vector.get(gram) ?? 0) + 1);
  }
  return vector;
}

const norm = (counts: Iterable<number>) => Math.sqrt([...counts].reduce((sum, c) => sum + c * c, 0));

function levenshtein(a: string[], b: string[]): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[b.length]!;
}

/** Data.Text.Metrics.levenshteinNorm: 1 for equal strings, 0 for entirely different ones. */
function similarity(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const longest = Math.max(x.length, y.length);
  return longest === 0 ? 1 : 1 - levenshtein(x, y) / longest;
}

export class FuzzySet {
  /** Lower-cased entry → the entry as added. */
  private readonly exact = new Map<string, string>();
  private readonly items = new Map<number, { magnitude: number; entry: string; vector: Map<string, number> }[]>();

  constructor(entries: Iterable<string>) {
    for (const entry of entries) {
      const key = entry.toLowerCase();
      if (this.exact.has(key)) continue;
      for (let size = GRAM_LOWER; size <= GRAM_UPPER; size++) {
        const vector = gramVector(key, size);
        const list = this.items.get(size) ?? [];
        list.push({ magnitude: norm(vector.values()), entry: key, vector });
        this.items.set(size, list);
      }
      this.exact.set(key, entry);
    }
  }

  /** Matches with their scores, best first (the package's getWithMinScore). */
  get(value: string, minScore = 0.33): [number, string][] {
    const key = value.toLowerCase();
    const exact = this.exact.get(key);
    if (exact !== undefined) return [[1, exact]];
    for (let size = GRAM_UPPER; size >= GRAM_LOWER; size--) {
      const query = gramVector(key, size);
      const queryMagnitude = norm(query.values());
      const scored = (this.items.get(size) ?? [])
        .map((item) => {
          let dot = 0;
          for (const [gram, count] of query) dot += count * (item.vector.get(gram) ?? 0);
          return { score: dot === 0 ? 0 : dot / (queryMagnitude * item.magnitude), entry: item.entry, dot };
        })
        .filter((s) => s.dot > 0)
        .sort((a, b) => b.score - a.score)
        .slice(0, 50)
        .map((s): [number, string] => [similarity(key, s.entry), s.entry])
        .sort((a, b) => b[0] - a[0])
        .filter(([score]) => score >= minScore)
        .map(([score, entry]): [number, string] => [score, this.exact.get(entry) ?? '']);
      if (scored.length > 0) return scored;
    }
    return [];
  }

  getOne(value: string, minScore = 0.33): string | null {
    return this.get(value, minScore)[0]?.[1] ?? null;
  }
}
