export { ClientDetailScreen, type ClientDetailScreenProps } from './ClientDetailScreen';
