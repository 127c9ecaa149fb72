import type { TemplateRole, TemplateRouteEntry, TemplateUserInfo } from '@waldmonitor/ui/model';
import { imageUrl } from '@waldmonitor/dataservice/images';
import { ASYNC_ROUTES, CONSTANT_ROUTES } from './routes';

/** Every route of the template demo, as GET routes returns it. */
export const ALL_ROUTES: TemplateRouteEntry[] = [...CONSTANT_ROUTES, ...ASYNC_ROUTES];

function withoutPermissionPage(routes: readonly TemplateRouteEntry[]): TemplateRouteEntry[] {
  return routes.map((route) =>
    route.path === '/permission'
      ? { ...route, children: (route.children ?? []).filter((child) => child.path !== 'page') }
      : route,
  );
}

/**
 * requirements §6: "Template sample roles: admin sees all pages; editor sees all except the
 * permission page; visitor sees only the dashboard." Descriptions as the template has them, but
 * the visitor's: the template's "the home page and the document page" is not what our route
 * table gives it (Documentation is for admin and editor).
 */
export const TEMPLATE_ROLES: TemplateRole[] = [
  {
    key: 'admin',
    name: 'admin',
    description: 'Super Administrator. Have access to view all pages.',
    routes: ALL_ROUTES,
  },
  {
    key: 'editor',
    name: 'editor',
    description: 'Normal Editor. Can see all pages except permission page',
    routes: withoutPermissionPage(ALL_ROUTES),
  },
  {
    key: 'visitor',
    name: 'visitor',
    description: 'Just a visitor. Can only see the dashboard',
    routes: ALL_ROUTES.filter((route) => route.path === ''),
  },
];

/** requirements §7/§8: the accounts and their tokens; the visitor of requirements §6 signs in too. */
export const TEMPLATE_TOKENS: Record<string, string> = {
  admin: 'admin-token',
  editor: 'editor-token',
  visitor: 'visitor-token',
};

export const TEMPLATE_USERS: Record<string, TemplateUserInfo> = {
  'admin-token': {
    roles: ['admin'],
    introduction: 'I am a super administrator',
    avatar: imageUrl('avatar.svg') ?? '',
    name: 'Super Admin',
  },
  'editor-token': {
    roles: ['editor'],
    introduction: 'I am an editor',
    avatar: imageUrl('avatar.svg') ?? '',
    name: 'Normal Editor',
  },
  'visitor-token': {
    roles: ['visitor'],
    introduction: 'I am a visitor',
    avatar: imageUrl('avatar.svg') ?? '',
    name: 'Just Visitor',
  },
};
