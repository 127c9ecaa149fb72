// `npm run review`: what a change did to the screens, for a designer, without any cloud account.
// Builds the static Storybook of the working tree into test-results/review/storybook, takes the
// photographs of the chosen stories (scripts/visual), compares each with its committed baseline
// (.storybook/visual/baselines) and writes test-results/review/index.html: before, after and
// the difference of each changed photograph with a link into that Storybook, the photographs
// added and removed; then plays every screen story at 390, 800 and 1440 px where no photograph
// did (screenPlaysPlan). The folder is the CI run's artefact. Fails when anything changed, a
// story's play failed at one of its sizes, or a dark photograph has text too faint to read
// (axe's colour-contrast on each dark render).
//
//   npm run review                       build, photograph, compare, write the page
//   npm run review -- --update           the same, and the photographs become the baselines
//   npm run review -- --storybook DIR    photograph a build that exists (no build)
//   npm run review -- --only ID-PART     only the stories whose id contains ID-PART
//   npm run review -- --plays-at 1920x1080,1440x900
//                                        no photographs: every story's play at those window
//                                        sizes, as Storybook's preview pane shows it there;
//                                        lists the plays that fail
//   npm run review -- --build-only       only build (`npm test` builds beside the other lane's
//                                        browser steps, then photographs after them, with
//                                        WALDMONITOR_STORYBOOK_BUILT=1: scripts/test-run/steps.mjs)
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { importTs } from './bench/builds.mjs';
import { buildStorybook } from './build/storybook.mjs';
import { comparePng } from './visual/compare.mjs';
import { reviewPage } from './visual/reviewPage.mjs';
import { playsAt, shootStorybook } from './visual/shoot.mjs';
import { screenPlaysPlan } from './visual/visualStories.mjs';

const BASELINES = '.storybook/visual/baselines';
const OUT = 'test-results/review';

const { values: options } = parseArgs({
  options: {
    update: { type: 'boolean', default: false },
    storybook: { type: 'string' },
    only: { type: 'string' },
    'build-only': { type: 'boolean', default: false },
    'plays-at': { type: 'string' },
  },
});

const images = join(OUT, 'bilder');
let storybookDir = options.storybook;
if (!storybookDir && process.env.WALDMONITOR_STORYBOOK_BUILT === '1') storybookDir = join(OUT, 'storybook');
if (!storybookDir) {
  rmSync(OUT, { recursive: true, force: true });
  const built = buildStorybook(join(OUT, 'storybook'));
  storybookDir = built.dir;
  console.log(`Storybook gebaut in ${(built.buildMs / 1000).toFixed(0)} s: ${storybookDir}`);
  if (options['build-only']) process.exit(0);
}
// The check's own time, from here: the build's is printed above (in `npm test` it runs beside
// the other lane's steps).
const started = performance.now();
// The story tests' Chromium (Debian's; CHROMIUM_PATH overrides): the same renderer as the baselines.
const { chromiumLaunchOptions } = await importTs('vite.config.ts');

if (options['plays-at']) {
  const viewports = options['plays-at'].split(',').map((size) => {
    const [width, height] = size.split('x').map(Number);
    return { width, height };
  });
  const playErrors = [];
  const { stories, failed } = await shootStorybook(storybookDir, {
    only: options.only,
    launchOptions: chromiumLaunchOptions,
    plan: playsAt(viewports),
    onShot: (shot) => {
      if (shot.phase === 'errored') playErrors.push(shot);
    },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(
    `Plays bei ${options['plays-at']}: ${stories} Geschichten in ${seconds} s, ${playErrors.length} gescheitert.`,
  );
  for (const shot of playErrors) console.log(`  ${shot.id} bei ${shot.size} px: ${shot.why ?? '–'}`);
  for (const story of failed) console.log(`  nicht gerendert: ${story.id}: ${story.why}`);
  process.exit(playErrors.length + failed.length > 0 ? 1 : 0);
}

rmSync(images, { recursive: true, force: true });
mkdirSync(images, { recursive: true });
mkdirSync(BASELINES, { recursive: true });

const changed = [];
const added = [];
const playErrors = [];
const faintInDark = [];
const steadiedByRerender = [];
const taken = new Set();
const durations = [];
let same = 0;
let screenRenders = 0;

/** Writes an image of the page's folder and answers its path relative to the page. */
const keep = (name, kind, bytes) => {
  const file = join(images, `${name}.${kind}.png`);
  writeFileSync(file, bytes);
  return relative(OUT, file);
};

const { stories, failed } = await shootStorybook(storybookDir, {
  only: options.only,
  launchOptions: chromiumLaunchOptions,
  onShot: async (shot) => {
    taken.add(shot.name);
    durations.push({ name: shot.name, ms: shot.ms });
    if (shot.phase === 'errored') playErrors.push(shot);
    if (shot.contrast.length > 0) faintInDark.push({ ...shot, png: undefined });
    const baselineFile = join(BASELINES, `${shot.name}.png`);
    const baseline = existsSync(baselineFile) ? readFileSync(baselineFile) : null;
    let result = baseline ? comparePng(baseline, shot.png) : null;
    // A difference is taken twice more before it counts: a late paint (an image decoded, a
    // font's fallback swapped) is not a change of the screen.
    for (let again = 0; again < 2 && result && !result.same; again += 1) {
      shot.png = await shot.retake();
      result = comparePng(baseline, shot.png);
    }
    // Then the story is rendered afresh once more, right after itself: a render that differs
    // only after some other story in the same page (the two pages take stories in no fixed
    // order) is counted and named, not taken for a change of the screen.
    if (result && !result.same) {
      shot.png = await shot.rerender();
      result = comparePng(baseline, shot.png);
      if (result.same) steadiedByRerender.push(shot.name);
    }
    if (result?.same) {
      same += 1;
      return;
    }
    const entry = {
      ...shot,
      png: undefined,
      retake: undefined,
      pixels: result?.pixels,
      after: keep(shot.name, 'nachher', shot.png),
    };
    if (baseline) {
      entry.before = keep(shot.name, 'vorher', baseline);
      entry.diff = keep(shot.name, 'unterschied', result.diff);
      changed.push(entry);
    } else added.push(entry);
    if (options.update) writeFileSync(baselineFile, shot.png);
  },
});

// Then the screens' plays at the sizes the photographs did not take them at: their failures
// join the photographs' on the page, and fail the check.
const playsStarted = performance.now();
const screenPlays = await shootStorybook(storybookDir, {
  only: options.only,
  launchOptions: chromiumLaunchOptions,
  plan: screenPlaysPlan(),
  onShot: (shot) => {
    screenRenders += 1;
    if (shot.phase === 'errored') playErrors.push(shot);
  },
});
failed.push(...screenPlays.failed);
const playsSeconds = ((performance.now() - playsStarted) / 1000).toFixed(0);

// A baseline no photograph was taken for: its story is gone (only known when all were taken).
const removed = [];
if (!options.only) {
  for (const file of readdirSync(BASELINES).filter((name) => name.endsWith('.png'))) {
    const name = file.slice(0, -'.png'.length);
    if (taken.has(name) || failed.some((story) => name.startsWith(`${story.id}.w`))) continue;
    removed.push({ name, before: keep(name, 'vorher', readFileSync(join(BASELINES, file))) });
    if (options.update) unlinkSync(join(BASELINES, file));
  }
}

const byName = (a, b) => a.name.localeCompare(b.name);
const seconds = ((performance.now() - started) / 1000).toFixed(0);
const load = loadavg()
  .map((value) => value.toFixed(2))
  .join(' ');
writeFileSync(
  join(OUT, 'index.html'),
  reviewPage({
    storybook: relative(OUT, storybookDir) || '.',
    changed: changed.sort(byName),
    added: added.sort(byName),
    removed: removed.sort(byName),
    failed,
    playErrors: playErrors.sort(byName),
    faintInDark: faintInDark.sort(byName),
    same,
    seconds,
    load,
  }),
);

console.log(
  `Visuelle Prüfung: ${stories} Geschichten, ${taken.size} Aufnahmen in ${seconds} s (Last ${load}): ` +
    `${same} unverändert, ${changed.length} geändert, ${added.length} neu, ${removed.length} entfernt, ` +
    `${failed.length} nicht gerendert, ${playErrors.length} mit gescheitertem Play, ` +
    `${faintInDark.length} dunkel mit zu wenig Kontrast.`,
);
console.log(
  `  Plays der Bildschirme bei 390, 800 und 1440 px: ${screenPlays.stories} Geschichten, ` +
    `${screenRenders} weitere Renderings in ${playsSeconds} s (in der Zeit oben enthalten).`,
);
// Where the check's time goes (its budget: docs/storybook.md): each photograph's, kept with the
// page, and the slowest printed.
writeFileSync(
  join(OUT, 'zeiten.json'),
  JSON.stringify(durations.map(({ name, ms }) => ({ name, ms: Math.round(ms) }))),
);
const slowest = durations.sort((a, b) => b.ms - a.ms).slice(0, 8);
console.log(`  am langsamsten: ${slowest.map((shot) => `${shot.name} ${(shot.ms / 1000).toFixed(1)} s`).join(', ')}`);
for (const shot of changed) console.log(`  geändert: ${shot.name} (${shot.pixels} Pixel)`);
for (const shot of added) console.log(`  neu: ${shot.name}`);
for (const shot of removed) console.log(`  entfernt: ${shot.name}`);
for (const shot of playErrors) console.log(`  Play gescheitert: ${shot.name}: ${shot.why ?? '–'}`);
for (const shot of faintInDark) console.log(`  zu wenig Kontrast: ${shot.name}: ${shot.contrast.join(' | ')}`);
for (const name of steadiedByRerender) console.log(`  erst beim zweiten Rendern wie die Baseline: ${name}`);
for (const story of failed) console.log(`  nicht gerendert: ${story.id}: ${story.why}`);
console.log(`Seite: ${join(OUT, 'index.html')}${options.update ? ' (Baselines erneuert)' : ''}`);
const differs = changed.length + added.length + removed.length > 0;
// A play that fails at one of the sizes fails the review: the story tests run at one size only.
process.exit(failed.length + playErrors.length + faintInDark.length > 0 || (differs && !options.update) ? 1 : 0);
