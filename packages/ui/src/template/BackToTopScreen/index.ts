export { BackToTop, type BackToTopProps } from './BackToTop';
export { BackToTopScreen, type BackToTopScreenProps } from './BackToTopScreen';
