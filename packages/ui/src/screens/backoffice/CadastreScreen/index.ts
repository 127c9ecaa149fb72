export { CadastreScreen, type CadastreScreenProps } from './CadastreScreen';
