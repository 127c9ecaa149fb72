/**
 * The template part's demo pages, one export per page, for the route table's
 * names (15a wires them lazily in pageRoutes.tsx):
 *
 *   /template/dashboard                        TemplateDashboard            → TemplateDashboardPage
 *   /template/documentation/index              TemplateDocumentation        → TemplateDocumentationPage
 *   /template/guide/index                      TemplateGuide                → TemplateGuidePage
 *   /template/permission/page                  TemplatePermissionPage       → TemplatePermissionPage
 *   /template/permission/directive             TemplatePermissionDirective  → TemplatePermissionDirectivePage
 *   /template/permission/role                  TemplatePermissionRole       → TemplatePermissionRolePage
 *   /template/icon/index                       TemplateIcons                → TemplateIconsPage
 *   /template/nested/menu1/menu1-1             TemplateMenu1_1              → TemplateNestedPage
 *   /template/nested/menu1/menu1-2/menu1-2-1   TemplateMenu1_2_1            → TemplateNestedPage
 *   /template/nested/menu1/menu1-2/menu1-2-2   TemplateMenu1_2_2            → TemplateNestedPage
 *   /template/nested/menu1/menu1-3             TemplateMenu1_3              → TemplateNestedPage
 *   /template/nested/menu2                     TemplateMenu2                → TemplateNestedPage
 *   /template/example/create                   TemplateArticleCreate        → TemplateArticleCreatePage
 *   /template/example/edit/:id                 TemplateArticleEdit          → TemplateArticleEditPage
 *   /template/example/list                     TemplateArticleList          → TemplateArticleListPage
 *   /template/tab/index                        TemplateTab                  → TemplateTabPage
 *   /template/error/401, /template/401         TemplateError401, TemplatePage401 → TemplateErrorPage401
 *   /template/error/404, /template/404         TemplateError404, TemplatePage404 → TemplateErrorPage404
 *   /template/error-log/log                    TemplateErrorLog             → TemplateErrorLogPage
 *   /template/theme/index                      TemplateTheme                → TemplateThemePage
 *   /template/clipboard/index                  TemplateClipboard            → TemplateClipboardPage
 *   /template/i18n/index                       TemplateI18n                 → TemplateI18nPage
 *
 * For the template shell: `useErrorLogCount()` (navbar badge; it also starts the error
 * capture), `installErrorCapture()` and `ErrorLogBoundary` (around each view, so render
 * errors reach the log) come from `../errorLog` and `../ErrorLogBoundary`;
 * `useTemplateUser()` and `useSwitchTemplateRole()` read and switch the part's session;
 * `useTemplateTheme()` keeps the theme page's choice applied while other pages are open.
 */
export { TemplateDashboardPage } from './DashboardPage';
export { TemplateArticleCreatePage, TemplateArticleEditPage } from './example/ArticleFormPage';
export { TemplateArticleListPage } from './example/ArticleListPage';
export { TemplateErrorLogPage } from './ErrorLogPage';
export { TemplateNestedPage } from './NestedPages';
export { TemplatePermissionDirectivePage, TemplatePermissionPage } from './permission/PermissionPages';
export { TemplatePermissionRolePage } from './permission/RolePage';
export {
  TemplateClipboardPage,
  TemplateDocumentationPage,
  TemplateErrorPage401,
  TemplateErrorPage404,
  TemplateGuidePage,
  TemplateIconsPage,
} from './SimplePages';
export { TemplateI18nPage } from './I18nPage';
export { TemplateTabPage } from './TabPage';
export { TemplateThemePage, templateThemeStore, useTemplateTheme } from './ThemePage';
export { useSwitchTemplateRole, useTemplateUser } from './useTemplateUser';
export { useErrorLogCount } from '../errorLog';
