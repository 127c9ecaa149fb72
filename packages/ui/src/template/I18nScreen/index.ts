export { I18nScreen, type I18nScreenProps } from './I18nScreen';
