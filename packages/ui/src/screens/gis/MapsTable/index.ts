export { MapsTable, type MapsTableProps } from './MapsTable';
export { CreateMapDialog, type CreateMapDialogProps } from './CreateMapDialog';
export { NO_FILTERS, filterMaps, hasFilters, type MapsFilters, type MapsTableRow } from './filterMaps';
