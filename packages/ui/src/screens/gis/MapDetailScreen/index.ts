export { MapDetailScreen, type MapDetailScreenProps } from './MapDetailScreen';
