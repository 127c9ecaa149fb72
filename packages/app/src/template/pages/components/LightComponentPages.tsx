import {
  BackToTopScreen,
  CountToScreen,
  DragDialogScreen,
  DragSelectScreen,
  MixinScreen,
} from '@waldmonitor/ui/template';

/** /template/components/count-to: counts on opening, as the template does (at once under reduced motion). */
export function TemplateCountToPage() {
  return <CountToScreen autoplay />;
}

/** /template/components/mixin */
export function TemplateMixinPage() {
  return <MixinScreen />;
}

/** /template/components/back-to-top: the button follows the shell's scrolling (the document). */
export function TemplateBackToTopPage() {
  return <BackToTopScreen />;
}

/** /template/components/drag-dialog */
export function TemplateDragDialogPage() {
  return <DragDialogScreen />;
}

/** /template/components/drag-select */
export function TemplateDragSelectPage() {
  return <DragSelectScreen />;
}
