export { ClientsScreen, type ClientsScreenProps } from './ClientsScreen';
export { KATASTER_FILTERS, katasterStatusOf, type ClientFilter, type KatasterFilter } from '../clientFilter';
