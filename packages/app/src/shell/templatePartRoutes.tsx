import { lazyLoad } from '@waldmonitor/ui';
import type { GuardedRoute } from '../routes/guardedNavigation';
import type { TemplatePartOptions } from '../template/templateRouter';

/** The whole template part (sign-in, shell, guard) is one lazily loaded chunk. */
const part = lazyLoad(() => import('../template/templateRouter'));

/**
 * The routes of the template part (architecture §3), added to the router only when the
 * runtime config has `templateDemo: true`; without them /template/… is an unknown
 * product path. They rank above the product's catch-all. The part's own guard decides
 * on every navigation inside it, as the product's does.
 */
export function templateRoutes(options: TemplatePartOptions): GuardedRoute[] {
  return [
    {
      path: '/template/login',
      resolve: async (location) => (await part.load()).resolveTemplateLogin(location, options),
    },
    {
      path: '/template/*',
      resolve: async (location) => (await part.load()).resolveTemplateShell(location, options),
    },
  ];
}
