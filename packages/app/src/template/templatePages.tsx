import { TEMPLATE_ROUTES, type AppRoute } from '@waldmonitor/ui/model';
import { lazyLoad } from '@waldmonitor/ui';
import type { ComponentType } from 'react';
import { routePages } from '../shell/pageRoutes';
import type { ViewEntry } from '../shell/viewEntry';

/**
 * Views of one lazily loaded module (one request for all of them), each a page picked by
 * export. The template's pages read nothing ahead: their fake API answers at once.
 */
const lazyFrom = <M,>(load: () => Promise<M>) => {
  const module = lazyLoad(load);
  return (pick: (module: M) => ComponentType<object>): ViewEntry => ({ page: module.component(pick) });
};

const page = lazyFrom(() => import('./pages'));
// Each heavy library's pages are a module (and chunk) of their own: echarts, exceljs,
// jszip, @dnd-kit, TinyMCE, marked, CodeMirror; the light component demos share one.
const charts = lazyFrom(() => import('./pages/charts'));
const excel = lazyFrom(() => import('./pages/excel'));
const zip = lazyFrom(() => import('./pages/zip'));
const pdf = lazyFrom(() => import('./pages/pdf'));
const components = lazyFrom(() => import('./pages/components'));
const dragAndDrop = lazyFrom(() => import('./pages/dragAndDrop'));
const tinymce = lazyFrom(() => import('./pages/editors/tinymce'));
const markdown = lazyFrom(() => import('./pages/editors/markdown'));
const jsonEditor = lazyFrom(() => import('./pages/editors/jsonEditor'));
const uploads = lazyFrom(() => import('./pages/uploads'));

/**
 * The template part's pages by route NAME (the template rows of the one route table).
 * They load with the part, never with the product's first load.
 */
export const TEMPLATE_PAGES: Record<string, ViewEntry> = {
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
  TemplateKeyboardChart: charts((m) => m.TemplateKeyboardChartPage),
  TemplateLineChart: charts((m) => m.TemplateLineChartPage),
  TemplateMixChart: charts((m) => m.TemplateMixChartPage),
  TemplateExportExcel: excel((m) => m.TemplateExportExcelPage),
  TemplateExportSelectedExcel: excel((m) => m.TemplateExportSelectedExcelPage),
  TemplateExportMergeHeader: excel((m) => m.TemplateExportMergeHeaderPage),
  TemplateUploadExcel: excel((m) => m.TemplateUploadExcelPage),
  TemplateExportZip: zip((m) => m.TemplateExportZipPage),
  TemplatePdf: pdf((m) => m.TemplatePdfPage),
  TemplatePdfDownload: pdf((m) => m.TemplatePdfDownloadPage),
  TemplateCountTo: components((m) => m.TemplateCountToPage),
  TemplateMixin: components((m) => m.TemplateMixinPage),
  TemplateBackToTop: components((m) => m.TemplateBackToTopPage),
  TemplateDragDialog: components((m) => m.TemplateDragDialogPage),
  TemplateDragSelect: components((m) => m.TemplateDragSelectPage),
  TemplateDndList: dragAndDrop((m) => m.TemplateDndListPage),
  TemplateDragKanban: dragAndDrop((m) => m.TemplateDragKanbanPage),
  TemplateTinymce: tinymce((m) => m.TemplateTinymcePage),
  TemplateMarkdown: markdown((m) => m.TemplateMarkdownPage),
  TemplateJsonEditor: jsonEditor((m) => m.TemplateJsonEditorPage),
  TemplateSplitPane: uploads((m) => m.TemplateSplitPanePage),
  TemplateAvatarUpload: uploads((m) => m.TemplateAvatarUploadPage),
  TemplateDropzone: uploads((m) => m.TemplateDropzonePage),
  TemplateSticky: uploads((m) => m.TemplateStickyPage),
  TemplateI18n: page((m) => m.TemplateI18nPage),
  // The part's own /401 and /404 (where its unknown paths go) are the error demo pages.
  TemplatePage401: page((m) => m.TemplateErrorPage401),
  TemplatePage404: page((m) => m.TemplateErrorPage404),
};

/**
 * The template part's page routes with their pages, for its shell's views, by their
 * full paths: the views' <Routes> sit at the router's top level (GuardedRouter renders
 * the part's shell without a parent route around it).
 */
export const TEMPLATE_PAGE_ROUTES = routePages(TEMPLATE_ROUTES as AppRoute[], TEMPLATE_PAGES);
