export { ClientsScreen, type ClientsScreenProps } from './ClientsScreen';
export type { ClientFilter } from '../clientFilter';
