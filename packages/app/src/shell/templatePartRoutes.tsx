import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { TemplatePartOptions } from '../template/templateRouter';

/** The whole template part (sign-in, shell, guard) is one lazily loaded chunk. */
const loadPart = () => import('../template/templateRouter');

/**
 * The routes of the template part (DESIGN.md §4), added to the router only when the
 * runtime config has `templateDemo: true`; without them /template/… is an unknown
 * product path. They rank above the product's catch-all.
 */
export function templateRouteObjects(options: TemplatePartOptions, fallback: ReactNode): RouteObject[] {
  return [
    {
      path: '/template/login',
      hydrateFallbackElement: fallback,
      lazy: async () => (await loadPart()).templateLoginRoute(options),
    },
    {
      path: '/template/*',
      hydrateFallbackElement: fallback,
      // The guard decides on every navigation inside the part, as the product's does.
      shouldRevalidate: () => true,
      lazy: async () => (await loadPart()).templateShellRoute(options),
    },
  ];
}
