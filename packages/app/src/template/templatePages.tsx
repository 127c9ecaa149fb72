import { TEMPLATE_ROUTES, type AppRoute } from '@waldmonitor/ui/model';
import type { ComponentType } from 'react';
import { lazyPage } from '../shell/lazyPage';
import { routePages } from '../shell/pageRoutes';
import type * as Pages from './pages';

const page = (pick: (module: typeof Pages) => ComponentType) => lazyPage(() => import('./pages'), pick);

/**
 * The template part's pages by route NAME (the template rows of the one route table).
 * They load with the part, never with the product's first load.
 */
export const TEMPLATE_PAGES: Record<string, ComponentType> = {
  TemplateDashboard: page((m) => m.TemplateDashboardPage),
  TemplateDocumentation: page((m) => m.TemplateDocumentationPage),
  TemplateGuide: page((m) => m.TemplateGuidePage),
  TemplatePermissionPage: page((m) => m.TemplatePermissionPage),
  TemplatePermissionDirective: page((m) => m.TemplatePermissionDirectivePage),
  TemplatePermissionRole: page((m) => m.TemplatePermissionRolePage),
  TemplateIcons: page((m) => m.TemplateIconsPage),
  // One page serves every leaf of /template/nested: it reads its entry from its own path.
  TemplateMenu1_1: page((m) => m.TemplateNestedPage),
  TemplateMenu1_2_1: page((m) => m.TemplateNestedPage),
  TemplateMenu1_2_2: page((m) => m.TemplateNestedPage),
  TemplateMenu1_3: page((m) => m.TemplateNestedPage),
  TemplateMenu2: page((m) => m.TemplateNestedPage),
  TemplateArticleCreate: page((m) => m.TemplateArticleCreatePage),
  TemplateArticleEdit: page((m) => m.TemplateArticleEditPage),
  TemplateArticleList: page((m) => m.TemplateArticleListPage),
  TemplateTab: page((m) => m.TemplateTabPage),
  TemplateError401: page((m) => m.TemplateErrorPage401),
  TemplateError404: page((m) => m.TemplateErrorPage404),
  TemplateErrorLog: page((m) => m.TemplateErrorLogPage),
  TemplateTheme: page((m) => m.TemplateThemePage),
  TemplateClipboard: page((m) => m.TemplateClipboardPage),
  TemplateI18n: page((m) => m.TemplateI18nPage),
  // The part's own /401 and /404 (where its unknown paths go) are the error demo pages.
  TemplatePage401: page((m) => m.TemplateErrorPage401),
  TemplatePage404: page((m) => m.TemplateErrorPage404),
};

/** The template part's page routes with their pages, for its shell's views. */
export const TEMPLATE_PAGE_ROUTES = routePages(TEMPLATE_ROUTES as AppRoute[], TEMPLATE_PAGES);
