export { DropzoneScreen, type DropzoneItem, type DropzoneItemStatus, type DropzoneScreenProps } from './DropzoneScreen';
export { formatBytes } from './formatBytes';
