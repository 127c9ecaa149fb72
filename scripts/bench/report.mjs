// Printing for `npm run bench`: every figure next to its budget, and the JSON of all figures.
// A benchmark, not a test: a figure over budget is printed as such, never an exit code.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export const kib = (bytes) => bytes / 1024;
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * `{ max }` or `{ min }`: the verdict of a figure against its budget, or '' without one.
 * Figures that could not be measured (null) are said to be so.
 */
export function verdict(value, budget) {
  if (!budget) return '';
  if (value === null || value === undefined) return 'nicht gemessen';
  const within = budget.max !== undefined ? value <= budget.max : value >= budget.min;
  return within ? 'eingehalten' : 'ÜBERSCHRITTEN';
}

const budgetText = (budget, unit) =>
  budget ? `Budget ${budget.max !== undefined ? '≤' : '≥'} ${budget.max ?? budget.min} ${unit}` : '';

/** One figure: `label  value unit  (extra)  Budget ≤ n unit: eingehalten`. */
export function figureLine(label, value, unit, { budget, digits = 1, extra = '' } = {}) {
  const shown = value === null || value === undefined ? '–' : value.toFixed(digits);
  const tail = budget ? `  ${budgetText(budget, unit)}: ${verdict(value, budget)}` : '';
  return `  ${label.padEnd(50)} ${shown.padStart(9)} ${unit.padEnd(8)}${extra ? ` ${extra}` : ''}${tail}`;
}

export function heading(text) {
  console.log('');
  console.log(text);
}

export function writeJson(path, figures) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(figures, null, 2)}\n`);
}
