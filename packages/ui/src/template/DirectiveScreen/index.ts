export { DirectiveScreen, type DirectiveScreenProps } from './DirectiveScreen';
