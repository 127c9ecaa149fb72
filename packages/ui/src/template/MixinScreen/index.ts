export { MixinScreen, type MixinScreenProps } from './MixinScreen';
