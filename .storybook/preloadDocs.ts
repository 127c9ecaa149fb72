import type { Plugin } from 'vite';

/** The chunks the first page (the introduction, an MDX page) needs besides the preview itself. */
const FIRST_PAGE = /^(DocsRenderer|blocks|components|react-18|Einfuehrung)\b/;

/**
 * Lets the static Storybook's preview fetch the docs renderer while its own script loads:
 * Storybook imports the renderer only after the preview has run and read the stories index,
 * so the first page (a docs page) waited for a second round of downloads. A
 * `<link rel="modulepreload">` for each of those chunks and the chunks they import starts
 * them with the preview's. The stories index goes the same way: the preview asks for
 * `index.json` only once its 1.2 MB entry has run, on a thread the manager keeps busy; a
 * `<link rel="preload">` fetches it while the entry loads, and the preview's `fetch` takes
 * that answer (`npm run storybook:first-page` measures it).
 */
export function preloadFirstPage(): Plugin {
  return {
    name: 'waldmonitor:preload-first-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const files = new Set<string>();
        const add = (fileName: string) => {
          const chunk = bundle[fileName];
          if (!chunk || chunk.type !== 'chunk' || files.has(fileName)) return;
          files.add(fileName);
          chunk.imports.forEach(add);
        };
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && FIRST_PAGE.test(chunk.name)) add(chunk.fileName);
        }
        const index = {
          tag: 'link',
          // `crossorigin` (anonymous): a same-origin fetch's mode, so the preview's fetch matches it.
          attrs: { rel: 'preload', as: 'fetch', crossorigin: true, href: './index.json' },
          injectTo: 'head-prepend' as const,
        };
        return {
          html,
          tags: [
            index,
            ...[...files]
              .filter((fileName) => !html.includes(fileName))
              .map((fileName) => ({
                tag: 'link',
                attrs: { rel: 'modulepreload', crossorigin: true, href: `./${fileName}` },
                injectTo: 'head' as const,
              })),
          ],
        };
      },
    },
  };
}
