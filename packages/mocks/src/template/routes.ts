import type { TemplateRouteEntry } from '@waldmonitor/ui/model';

const Layout = 'layout/Layout';

const leaf = (
  path: string,
  component: string,
  name: string,
  title: string,
  extra: Partial<TemplateRouteEntry> = {},
) => ({
  path,
  component,
  name,
  meta: { title },
  ...extra,
});

/** The template's constant routes (requirements §2: always available, plus the pinned dashboard and documentation). */
export const CONSTANT_ROUTES: TemplateRouteEntry[] = [
  {
    path: '/redirect',
    component: Layout,
    hidden: true,
    children: [{ path: '/redirect/:path(.*)', component: 'views/redirect/index' }],
  },
  { path: '/login', component: 'views/login/index', hidden: true },
  { path: '/auth-redirect', component: 'views/login/auth-redirect', hidden: true },
  { path: '/404', component: 'views/error-page/404', hidden: true },
  { path: '/401', component: 'views/error-page/401', hidden: true },
  {
    path: '',
    component: Layout,
    redirect: 'dashboard',
    children: [
      {
        path: 'dashboard',
        component: 'views/dashboard/index',
        name: 'Dashboard',
        meta: { title: 'Dashboard', icon: 'dashboard', affix: true },
      },
    ],
  },
  {
    path: '/documentation',
    component: Layout,
    children: [
      {
        path: 'index',
        component: 'views/documentation/index',
        name: 'Documentation',
        meta: { title: 'Documentation', icon: 'documentation', affix: true },
      },
    ],
  },
  {
    path: '/guide',
    component: Layout,
    redirect: '/guide/index',
    children: [
      {
        path: 'index',
        component: 'views/guide/index',
        name: 'Guide',
        meta: { title: 'Guide', icon: 'guide', noCache: true },
      },
    ],
  },
];

const COMPONENT_DEMOS = [
  'tinymce',
  'markdown',
  'json-editor',
  'split-pane',
  'avatar-upload',
  'dropzone',
  'sticky',
  'count-to',
  'mixin',
  'back-to-top',
  'drag-dialog',
  'drag-select',
  'dnd-list',
  'drag-kanban',
];

const titleOf = (slug: string) =>
  slug
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');

/** The template's role-gated demo routes of requirements §2. */
export const ASYNC_ROUTES: TemplateRouteEntry[] = [
  {
    path: '/permission',
    component: Layout,
    redirect: '/permission/page',
    alwaysShow: true,
    name: 'Permission',
    meta: { title: 'Permission', icon: 'lock', roles: ['admin', 'editor'] },
    children: [
      leaf('page', 'views/permission/page', 'PagePermission', 'Page Permission', {
        meta: { title: 'Page Permission', roles: ['admin'] },
      }),
      leaf('directive', 'views/permission/directive', 'DirectivePermission', 'Directive Permission'),
      leaf('role', 'views/permission/role', 'RolePermission', 'Role Permission', {
        meta: { title: 'Role Permission', roles: ['admin'] },
      }),
    ],
  },
  {
    path: '/icon',
    component: Layout,
    children: [
      leaf('index', 'views/icons/index', 'Icons', 'Icons', { meta: { title: 'Icons', icon: 'icon', noCache: true } }),
    ],
  },
  {
    path: '/components',
    component: Layout,
    redirect: 'noRedirect',
    name: 'ComponentDemo',
    meta: { title: 'Components', icon: 'component' },
    children: COMPONENT_DEMOS.map((slug) =>
      leaf(slug, `views/components-demo/${slug}`, `${titleOf(slug).replace(/ /g, '')}Demo`, titleOf(slug)),
    ),
  },
  {
    path: '/charts',
    component: Layout,
    redirect: 'noRedirect',
    name: 'Charts',
    meta: { title: 'Charts', icon: 'chart' },
    children: [
      leaf('keyboard', 'views/charts/keyboard', 'KeyboardChart', 'Keyboard Chart', {
        meta: { title: 'Keyboard Chart', noCache: true },
      }),
      leaf('line', 'views/charts/line', 'LineChart', 'Line Chart', { meta: { title: 'Line Chart', noCache: true } }),
      leaf('mixchart', 'views/charts/mix-chart', 'MixChart', 'Mix Chart', {
        meta: { title: 'Mix Chart', noCache: true },
      }),
    ],
  },
  {
    path: '/nested',
    component: Layout,
    redirect: '/nested/menu1/menu1-1',
    name: 'Nested',
    meta: { title: 'Nested Routes', icon: 'nested' },
    children: [
      {
        path: 'menu1',
        component: 'views/nested/menu1/index',
        name: 'Menu1',
        meta: { title: 'Menu 1' },
        redirect: '/nested/menu1/menu1-1',
        children: [
          leaf('menu1-1', 'views/nested/menu1/menu1-1', 'Menu1-1', 'Menu 1-1'),
          {
            path: 'menu1-2',
            component: 'views/nested/menu1/menu1-2',
            name: 'Menu1-2',
            redirect: '/nested/menu1/menu1-2/menu1-2-1',
            meta: { title: 'Menu 1-2' },
            children: [
              leaf('menu1-2-1', 'views/nested/menu1/menu1-2/menu1-2-1', 'Menu1-2-1', 'Menu 1-2-1'),
              leaf('menu1-2-2', 'views/nested/menu1/menu1-2/menu1-2-2', 'Menu1-2-2', 'Menu 1-2-2'),
            ],
          },
          leaf('menu1-3', 'views/nested/menu1/menu1-3', 'Menu1-3', 'Menu 1-3'),
        ],
      },
      leaf('menu2', 'views/nested/menu2/index', 'Menu2', 'Menu 2'),
    ],
  },
  {
    path: '/example',
    component: Layout,
    redirect: '/example/list',
    name: 'Example',
    meta: { title: 'Example', icon: 'example' },
    children: [
      leaf('create', 'views/example/create', 'CreateArticle', 'Create Article', {
        meta: { title: 'Create Article', icon: 'edit' },
      }),
      leaf('edit/:id(\\d+)', 'views/example/edit', 'EditArticle', 'Edit Article', {
        meta: { title: 'Edit Article', noCache: true },
        hidden: true,
      }),
      leaf('list', 'views/example/list', 'ArticleList', 'Article List', {
        meta: { title: 'Article List', icon: 'list' },
      }),
    ],
  },
  { path: '/tab', component: Layout, children: [leaf('index', 'views/tab/index', 'Tab', 'Tab')] },
  {
    path: '/error',
    component: Layout,
    redirect: 'noRedirect',
    name: 'ErrorPages',
    meta: { title: 'Error Pages', icon: '404' },
    children: [
      leaf('401', 'views/error-page/401', 'Page401', '401', { meta: { title: '401', noCache: true } }),
      leaf('404', 'views/error-page/404', 'Page404', '404', { meta: { title: '404', noCache: true } }),
    ],
  },
  { path: '/error-log', component: Layout, children: [leaf('log', 'views/error-log/index', 'ErrorLog', 'Error Log')] },
  {
    path: '/excel',
    component: Layout,
    redirect: '/excel/export-excel',
    name: 'Excel',
    meta: { title: 'Excel', icon: 'excel' },
    children: [
      leaf('export-excel', 'views/excel/export-excel', 'ExportExcel', 'Export Excel'),
      leaf('export-selected-excel', 'views/excel/select-excel', 'SelectExcel', 'Export Selected'),
      leaf('export-merge-header', 'views/excel/merge-header', 'MergeHeader', 'Merge Header'),
      leaf('upload-excel', 'views/excel/upload-excel', 'UploadExcel', 'Upload Excel'),
    ],
  },
  {
    path: '/zip',
    component: Layout,
    redirect: '/zip/download',
    alwaysShow: true,
    meta: { title: 'Zip', icon: 'zip' },
    children: [leaf('download', 'views/zip/index', 'ExportZip', 'Export Zip')],
  },
  {
    path: '/pdf',
    component: Layout,
    redirect: '/pdf/index',
    children: [leaf('index', 'views/pdf/index', 'PDF', 'PDF', { meta: { title: 'PDF', icon: 'pdf' } })],
  },
  { path: '/pdf/download', component: 'views/pdf/download', hidden: true },
  { path: '/theme', component: Layout, children: [leaf('index', 'views/theme/index', 'Theme', 'Theme')] },
  {
    path: '/clipboard',
    component: Layout,
    children: [leaf('index', 'views/clipboard/index', 'ClipboardDemo', 'Clipboard')],
  },
  { path: '/i18n', component: Layout, children: [leaf('index', 'views/i18n-demo/index', 'I18n', 'I18n')] },
  {
    path: 'external-link',
    component: Layout,
    children: [
      { path: 'https://github.com/PanJiaChen/vue-element-admin', meta: { title: 'External Link', icon: 'link' } },
    ],
  },
  { path: '*', redirect: '/404', hidden: true },
];
