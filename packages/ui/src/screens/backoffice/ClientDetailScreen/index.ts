export { ClientDetailScreen, type ClientDetailScreenProps } from './ClientDetailScreen';
export { ClientOpenItems, type ClientOpenItemsProps } from './ClientOpenItems';
