/**
 * The light component demo pages: count-to, mixin, back-to-top, drag-dialog
 * and drag-select, one lazy chunk without any heavy library.
 */
export {
  TemplateBackToTopPage,
  TemplateCountToPage,
  TemplateDragDialogPage,
  TemplateDragSelectPage,
  TemplateMixinPage,
} from './LightComponentPages';
