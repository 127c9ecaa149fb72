// axe's colour-contrast rule over a rendered story, in one place for both of its callers: the
// story tests' dark check (.storybook/darkCheck.ts, in the browser of Vitest) and the review's dark
// photographs (shoot.mjs, which hands this function's source to the page, so it
// reads nothing from its module and imports nothing).
/* global document -- runs in the browser */

/**
 * The elements of the page too faint to read, as `selector: axe's summary` lines; none when the
 * story's own a11y parameters turn the check (or the rule) off. `axe` is axe-core as loaded in
 * the page; `a11y` the story's `parameters.a11y`.
 */
export async function contrastFailures(axe, a11y = {}) {
  if (a11y.disable || a11y.test === 'off' || a11y.test === 'todo') return [];
  const rules = a11y.config?.rules ?? [];
  if (rules.some((rule) => rule.id === 'color-contrast' && rule.enabled === false)) return [];
  axe.reset();
  axe.configure({ rules });
  // Storybook's own wrappers and overlays are not the story.
  const result = await axe.run(
    { include: document.body, exclude: ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'] },
    { runOnly: ['color-contrast'] },
  );
  return result.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${node.target.join(' ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ').trim()}`,
    ),
  );
}
