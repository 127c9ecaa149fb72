// Builds a review page from the images of failed visual comparisons: for every changed
// story the baseline (before), the new screenshot (after), the difference, and a link to
// the story. Usage: npm test (or vitest run --project stories), then
// node scripts/visual-review.mjs [dir=test-results/visual] [storybook=http://localhost:6006]
// and open test-results/visual/index.html.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const dir = process.argv[2] ?? 'test-results/visual';
const storybook = process.argv[3] ?? 'http://localhost:6006';
const baselines = '.storybook/visual/baselines';
const escape = (text) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

const files = existsSync(dir) ? readdirSync(dir) : [];
const ids = files
  .filter((name) => name.endsWith('-actual.png'))
  .map((name) => name.slice(0, -'-actual.png'.length))
  .sort();

const image = (src, caption, id) =>
  `<figure><img src="${escape(src)}" alt="${caption}: ${escape(id)}"><figcaption>${caption}</figcaption></figure>`;
const none = (caption) => `<figure><p>—</p><figcaption>${caption} (keine)</figcaption></figure>`;

// Before: the comparison's reference if Vitest wrote one, else the committed baseline.
const before = (id) => {
  if (files.includes(`${id}-reference.png`)) return image(`${id}-reference.png`, 'Vorher (Baseline)', id);
  const baseline = join(baselines, `${id}.png`);
  return existsSync(baseline)
    ? image(relative(resolve(dir), resolve(baseline)), 'Vorher (Baseline)', id)
    : none('Vorher (Baseline)');
};
const figure = (id, kind, caption) =>
  files.includes(`${id}-${kind}.png`) ? image(`${id}-${kind}.png`, caption, id) : none(caption);

const sections = ids.map(
  (id) => `<section>
  <h2><a href="${escape(`${storybook}/?path=/story/${id}`)}">${escape(id)}</a></h2>
  <div class="row">${before(id)}${figure(id, 'actual', 'Nachher')}${figure(id, 'diff', 'Unterschied')}</div>
</section>`,
);

const html = `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<title>Visuelle Änderungen: ${ids.length}</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 24px; color: #1f2933; }
  .row { display: grid; grid-template-columns: repeat(3, 1fr); gap: 12px; }
  figure { margin: 0; border: 1px solid #c4ccd4; padding: 8px; }
  img { max-width: 100%; display: block; }
  section { margin-bottom: 40px; }
</style>
</head>
<body>
<h1>Visuelle Änderungen: ${ids.length} ${ids.length === 1 ? 'Geschichte' : 'Geschichten'}</h1>
<p>Aus <code>${escape(dir)}</code>. Gewollt? Dann <code>npm run test:visual:update</code> und die neuen Baselines committen.</p>
${sections.join('\n') || '<p>Keine Unterschiede.</p>'}
</body>
</html>
`;
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'index.html'), html);
console.log(`${join(dir, 'index.html')}: ${ids.length} changed ${ids.length === 1 ? 'story' : 'stories'}`);
