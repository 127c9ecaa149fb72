export { ClientsScreen, type ClientsScreenProps } from './ClientsScreen';
export {
  CLIENT_STATUS_FILTERS,
  KATASTER_FILTERS,
  clientActiveOf,
  katasterStatusOf,
  type ClientFilter,
  type ClientStatusFilter,
  type KatasterFilter,
} from '../clientFilter';
