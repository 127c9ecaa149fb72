import type { Plugin } from 'vite';

/** react-router's own files (its package, not ours that name it). */
const REACT_ROUTER = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/;

/**
 * react-router's bundle declares its contexts and components at module level with calls the
 * bundler must keep (`var Form = React10.forwardRef(…)`) and names each for React's devtools
 * (`Form.displayName = "Form"`), so every one stays in the build with all it uses — the data
 * router, forms, fetchers, scroll restoration — whether the app uses it or not: 60 % of its
 * code in our first load ran never. Marked pure and unnamed, what the app does not import
 * drops out (~2 kB gzip of the first load). Only these module-level declarations change:
 * a hook call inside a function stays as it is.
 */
export function pureReactRouterDeclarations(code: string): string {
  return code
    .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '')
    .replace(/^(var [\w$]+ = )(React\d*\.(?:createContext|forwardRef|memo)\()/gm, '$1/* @__PURE__ */ $2');
}

/** The build's side of it: production bundles only, where nothing reads a displayName. */
export function treeShakeReactRouter(): Plugin {
  return {
    name: 'waldmonitor:tree-shake-react-router',
    apply: 'build',
    transform: {
      filter: { id: REACT_ROUTER },
      handler(code) {
        return { code: pureReactRouterDeclarations(code), map: null };
      },
    },
  };
}
