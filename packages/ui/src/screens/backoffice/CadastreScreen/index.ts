export { CadastreScreen, type CadastreCounts, type CadastreFilter, type CadastreScreenProps } from './CadastreScreen';
