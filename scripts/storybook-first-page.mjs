// How long the static Storybook takes to show its first page, and what it loads for it.
// Usage: node scripts/storybook-first-page.mjs [dir=storybook-static] [runs=5]
// (scripts/bench/storybookFirstPage.mjs measures; `npm run bench -- --storybook` builds first.)
import { measureStorybookFirstPage, printStorybookFirstPage } from './bench/storybookFirstPage.mjs';

const dir = process.argv[2] ?? 'storybook-static';
const runs = Math.max(1, Number(process.argv[3] ?? 5));
printStorybookFirstPage({ firstPage: await measureStorybookFirstPage(dir, runs) });
