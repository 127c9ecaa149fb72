export { Dialog, preloadDialog, type DialogProps, type DialogSize } from './Dialog';
