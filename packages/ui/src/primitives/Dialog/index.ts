export { Dialog, preloadDialog } from './Dialog';
export type { DialogProps, DialogSize } from './DialogWindow';
