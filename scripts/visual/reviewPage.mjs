// The review page of a visual check (`npm run review`): one static page beside the built
// Storybook, in German as the designers read it. For each changed photograph before, after and
// the difference, with a link into the built Storybook at that story, size and theme; then the
// photographs added (no baseline yet) and removed (a baseline whose story is gone), and the
// stories that could not be rendered or whose play function failed.
import { SIZE_PRESETS } from './visualStories.mjs';

const escape = (text) =>
  String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

const storyLink = (storybook, shot) =>
  `${storybook}/?path=/story/${encodeURIComponent(shot.id)}&globals=${encodeURIComponent(
    `viewport:${SIZE_PRESETS[shot.size] ?? 'wide'};colorMode:${shot.theme}`,
  )}`;

const label = (shot) => `${shot.size} px${shot.theme === 'dark' ? ', dunkel' : ''}`;

const figure = (src, caption, name) =>
  src
    ? `<figure><a href="${escape(src)}"><img src="${escape(src)}" alt="${escape(`${caption}: ${name}`)}" loading="lazy"></a><figcaption>${caption}</figcaption></figure>`
    : `<figure><p>–</p><figcaption>${caption} (keins)</figcaption></figure>`;

const heading = (storybook, shot) =>
  shot.id
    ? `<h3><a href="${escape(storyLink(storybook, shot))}">${escape(shot.id)}</a> · ${escape(label(shot))}</h3>`
    : `<h3>${escape(shot.name)}</h3>`;

/**
 * The page's HTML. `changed`, `added`, `removed`: photographs with `name` and, where there,
 * `id`, `size`, `theme` and the images' paths relative to the page (`before`, `after`, `diff`);
 * `failed`: stories not rendered, `{ id, why }`; `playErrors`: renders whose play failed (`why`);
 * `faintInDark`: dark photographs with elements axe finds too faint (`contrast`, one line each).
 */
export function reviewPage({
  storybook,
  changed,
  added,
  removed,
  failed,
  playErrors,
  faintInDark,
  same,
  seconds,
  load,
}) {
  const count = changed.length + added.length + removed.length;
  const section = (title, items, render) =>
    items.length ? `<h2>${title} (${items.length})</h2>\n${items.map(render).join('\n')}` : '';
  const row = (shot) =>
    `<section>${heading(storybook, shot)}<div class="row">${figure(shot.before, 'Vorher (Baseline)', shot.name)}${figure(shot.after, 'Nachher', shot.name)}${figure(shot.diff, 'Unterschied', shot.name)}</div></section>`;
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<title>Visuelle Prüfung: ${count} ${count === 1 ? 'Änderung' : 'Änderungen'}</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 24px; color: #1f2933; background: #fff; }
  .row { display: grid; grid-template-columns: repeat(3, 1fr); gap: 12px; align-items: start; }
  figure { margin: 0; border: 1px solid #c4ccd4; padding: 8px; }
  img { max-width: 100%; display: block; }
  section { margin-bottom: 32px; }
  code { background: #eef1f4; padding: 0 4px; }
</style>
</head>
<body>
<h1>Visuelle Prüfung: ${count} ${count === 1 ? 'Änderung' : 'Änderungen'}</h1>
<p>${same} Aufnahmen unverändert, in ${seconds} s (Last ${escape(load)}). <a href="${escape(storybook)}/">Storybook dieses Stands öffnen</a>.
Gewollt? Dann <code>npm run review -- --update</code> und die neuen Baselines committen.</p>
${section('Geändert', changed, row)}
${section('Neu (noch ohne Baseline)', added, row)}
${section('Entfernt (Baseline ohne Geschichte)', removed, row)}
${section('Nicht gerendert', failed, (story) => `<p><code>${escape(story.id)}</code>: ${escape(story.why)}</p>`)}
${section('Play-Funktion gescheitert', playErrors, (shot) => `<p><a href="${escape(storyLink(storybook, shot))}">${escape(shot.id)}</a> · ${escape(label(shot))}: ${escape(shot.why ?? '–')}</p>`)}
${section('Zu wenig Kontrast im dunklen Theme', faintInDark, (shot) => `<p><a href="${escape(storyLink(storybook, shot))}">${escape(shot.id)}</a> · ${escape(label(shot))}</p><ul>${shot.contrast.map((line) => `<li><code>${escape(line)}</code></li>`).join('')}</ul>`)}
${count === 0 && failed.length === 0 ? '<p>Keine Unterschiede.</p>' : ''}
</body>
</html>
`;
}
