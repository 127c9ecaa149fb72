export { KatasterScreen, type KatasterScreenProps } from './KatasterScreen';
