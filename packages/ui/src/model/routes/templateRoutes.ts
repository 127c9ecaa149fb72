import { matchRoute } from '../routeMatch';
import type { AppRoute, RouteTableEntry } from '../routeMeta';
import { TEMPLATE_BASE, TEMPLATE_HOME } from './templatePaths';

/** requirements §6 "Template sample roles". */
export const TEMPLATE_ROLE = { admin: 'admin', editor: 'editor', visitor: 'visitor' } as const;

/** The template's public code repository (requirements §2 "An external-link entry"). */
export const TEMPLATE_REPOSITORY_URL = 'https://github.com/PanJiaChen/vue-element-admin';

/**
 * requirements §6: "editor sees all except the permission page; visitor sees only the dashboard".
 * The visitor is kept out by naming admin and editor on every group but the dashboard
 * (a route without roles is open to all).
 */
const EDITORS = [TEMPLATE_ROLE.admin, TEMPLATE_ROLE.editor];
const ADMINS = [TEMPLATE_ROLE.admin];

const group = (path: string, name: string, title: string, icon: string, children: RouteTableEntry[]) =>
  ({
    path: `${TEMPLATE_BASE}/${path}`,
    part: 'template',
    redirect: `${TEMPLATE_BASE}/${path}/${children[0]?.path ?? ''}`,
    meta: { title, icon, roles: EDITORS },
    name,
    children,
  }) satisfies RouteTableEntry;

/** A group with one page: the menu shows the page itself (as the template's single-child groups). */
const single = (path: string, name: string, title: string, icon: string, meta: object = {}, leaf = 'index') =>
  ({
    path: `${TEMPLATE_BASE}/${path}`,
    part: 'template',
    redirect: `${TEMPLATE_BASE}/${path}/${leaf}`,
    // The group only carries the roles: the menu and the breadcrumb show the page alone.
    meta: { title, roles: EDITORS, breadcrumb: false },
    children: [{ path: leaf, name, meta: { title, icon, ...meta } }],
  }) satisfies RouteTableEntry;

const page = (path: string, name: string, title: string, meta: object = {}) =>
  ({ path, name, meta: { title, ...meta } }) satisfies RouteTableEntry;

/**
 * The template demo routes of requirements §2, all under `/template/` with `part: 'template'`.
 * Route names carry the prefix `Template` so they stay unique beside the product's.
 */
// Built in a call marked pure: the rows call the helpers above, which a bundler would
// otherwise keep as possible side effects, putting the whole template table into the
// product's first load, which never reads it (`npm run bench`).
export const TEMPLATE_ROUTES: AppRoute[] = /* @__PURE__ */ (() => [
  {
    // requirements §2: "Empty path redirects to the dashboard (pinned)."
    path: TEMPLATE_BASE,
    part: 'template',
    redirect: TEMPLATE_HOME,
    children: [page('dashboard', 'TemplateDashboard', 'Dashboard', { icon: 'dashboard', affix: true })],
  },
  // requirements §2: "/documentation/index is pinned. /guide/index is not cached."
  single('documentation', 'TemplateDocumentation', 'Documentation', 'document', { affix: true }),
  single('guide', 'TemplateGuide', 'Guide', 'info', { noCache: true }),
  {
    ...group('permission', 'TemplatePermission', 'Permission', 'lock', [
      page('page', 'TemplatePermissionPage', 'Page Permission', { roles: ADMINS }),
      page('directive', 'TemplatePermissionDirective', 'Directive Permission'),
      page('role', 'TemplatePermissionRole', 'Role Permission', { roles: ADMINS }),
    ]),
    // requirements §2: "/permission group (visible to admin and editor)".
    alwaysShow: true,
  },
  single('icon', 'TemplateIcons', 'Icons', 'star', { noCache: true }),
  group('components', 'TemplateComponents', 'Components', 'layers', [
    page('tinymce', 'TemplateTinymce', 'Tinymce'),
    page('markdown', 'TemplateMarkdown', 'Markdown'),
    page('json-editor', 'TemplateJsonEditor', 'JSON Editor'),
    page('split-pane', 'TemplateSplitPane', 'SplitPane'),
    page('avatar-upload', 'TemplateAvatarUpload', 'Upload'),
    page('dropzone', 'TemplateDropzone', 'Dropzone'),
    page('sticky', 'TemplateSticky', 'Sticky'),
    page('count-to', 'TemplateCountTo', 'Count To'),
    page('mixin', 'TemplateMixin', 'Component Mixin'),
    page('back-to-top', 'TemplateBackToTop', 'Back To Top'),
    page('drag-dialog', 'TemplateDragDialog', 'Drag Dialog'),
    page('drag-select', 'TemplateDragSelect', 'Drag Select'),
    page('dnd-list', 'TemplateDndList', 'Drag List'),
    page('drag-kanban', 'TemplateDragKanban', 'Drag Kanban'),
  ]),
  group('charts', 'TemplateCharts', 'Charts', 'chart', [
    page('keyboard', 'TemplateKeyboardChart', 'Keyboard Chart', { noCache: true }),
    page('line', 'TemplateLineChart', 'Line Chart', { noCache: true }),
    page('mixchart', 'TemplateMixChart', 'Mix Chart', { noCache: true }),
  ]),
  {
    path: `${TEMPLATE_BASE}/nested`,
    part: 'template',
    redirect: `${TEMPLATE_BASE}/nested/menu1/menu1-1`,
    name: 'TemplateNested',
    meta: { title: 'Nested Routes', icon: 'layers', roles: EDITORS },
    children: [
      {
        path: 'menu1',
        redirect: `${TEMPLATE_BASE}/nested/menu1/menu1-1`,
        meta: { title: 'Menu 1' },
        children: [
          page('menu1-1', 'TemplateMenu1_1', 'Menu 1-1'),
          {
            path: 'menu1-2',
            redirect: `${TEMPLATE_BASE}/nested/menu1/menu1-2/menu1-2-1`,
            meta: { title: 'Menu 1-2' },
            children: [
              page('menu1-2-1', 'TemplateMenu1_2_1', 'Menu 1-2-1'),
              page('menu1-2-2', 'TemplateMenu1_2_2', 'Menu 1-2-2'),
            ],
          },
          page('menu1-3', 'TemplateMenu1_3', 'Menu 1-3'),
        ],
      },
      page('menu2', 'TemplateMenu2', 'Menu 2'),
    ],
  },
  {
    ...group('example', 'TemplateExample', 'Example', 'document', [
      page('create', 'TemplateArticleCreate', 'Create Article', { icon: 'edit' }),
      {
        // requirements §2/§5: "edit/:id (id must be digits, hidden)"; each id is its own kept-alive view.
        ...page('edit/:id', 'TemplateArticleEdit', 'Edit Article', { activeMenu: `${TEMPLATE_BASE}/example/list` }),
        hidden: true,
        paramPatterns: { id: /^\d+$/ },
      },
      page('list', 'TemplateArticleList', 'Article List', { icon: 'document' }),
    ]),
    // As the template: the group opens its list.
    redirect: `${TEMPLATE_BASE}/example/list`,
  },
  single('tab', 'TemplateTab', 'Tab', 'layers'),
  group('error', 'TemplateErrorPages', 'Error Pages', 'error', [
    page('401', 'TemplateError401', '401'),
    page('404', 'TemplateError404', '404'),
  ]),
  single('error-log', 'TemplateErrorLog', 'Error Log', 'warning', {}, 'log'),
  group('excel', 'TemplateExcel', 'Excel', 'document', [
    page('export-excel', 'TemplateExportExcel', 'Export Excel'),
    page('export-selected-excel', 'TemplateExportSelectedExcel', 'Export Selected'),
    page('export-merge-header', 'TemplateExportMergeHeader', 'Merge Header'),
    page('upload-excel', 'TemplateUploadExcel', 'Upload Excel'),
  ]),
  {
    // As the template: a group with one page that still shows as a group.
    ...group('zip', 'TemplateZip', 'Zip', 'document', [page('download', 'TemplateExportZip', 'Export Zip')]),
    alwaysShow: true,
  },
  single('pdf', 'TemplatePdf', 'PDF', 'document'),
  // requirements §2: "hidden /pdf/download": opens the article laid out for print and the print dialog.
  {
    path: `${TEMPLATE_BASE}/pdf/download`,
    part: 'template',
    hidden: true,
    name: 'TemplatePdfDownload',
    meta: { title: 'PDF Download', roles: EDITORS },
  },
  single('theme', 'TemplateTheme', 'Theme', 'settings'),
  single('clipboard', 'TemplateClipboard', 'Clipboard Demo', 'document'),
  single('i18n', 'TemplateI18n', 'I18n', 'mail'),
  {
    path: `${TEMPLATE_BASE}/external-link`,
    part: 'template',
    meta: { title: 'External Link', roles: EDITORS },
    children: [{ path: TEMPLATE_REPOSITORY_URL, meta: { title: 'External Link', icon: 'link' } }],
  },
  // requirements §2: the part's own /401 and /404 (hidden, open to every role).
  { path: `${TEMPLATE_BASE}/401`, part: 'template', hidden: true, name: 'TemplatePage401', meta: { title: '401' } },
  { path: `${TEMPLATE_BASE}/404`, part: 'template', hidden: true, name: 'TemplatePage404', meta: { title: '404' } },
])();

function permits(roles: readonly string[], route: AppRoute): boolean {
  const needed = route.meta?.roles;
  return needed === undefined || needed.some((role) => roles.includes(role));
}

function filterFor(routes: readonly AppRoute[], roles: readonly string[]): AppRoute[] {
  return routes
    .filter((route) => permits(roles, route))
    .map((route) => {
      if (!route.children) return { ...route };
      const children = filterFor(route.children, roles);
      const kept = { ...route, children };
      // A group whose redirect the role may not open (the editor's /permission → page)
      // leads to its first page the role may open, never to a 404 as in the template.
      const first = children.find((child) => !child.hidden);
      if (route.path.startsWith('/') && route.redirect && first && !matchRoute([kept], route.redirect)) {
        kept.redirect = `${route.path}/${first.path}`;
      }
      return kept;
    });
}

/**
 * The template routes a user with these roles may open (requirements §6): admin sees all; others
 * see routes whose roles contain one of theirs; routes without roles are open to all.
 * `routes` is the template part of the route table.
 */
export function templateRoutesFor(routes: readonly AppRoute[], roles: readonly string[]): AppRoute[] {
  if (roles.includes(TEMPLATE_ROLE.admin)) return routes.map((route) => ({ ...route }));
  return filterFor(routes, roles);
}
