export { StickyScreen, type StickyScreenProps } from './StickyScreen';
