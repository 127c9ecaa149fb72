export { PictureViewer, type Picture, type PictureViewerProps } from './PictureViewer';
