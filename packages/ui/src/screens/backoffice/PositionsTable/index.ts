export { PositionsTable, type PositionsTableProps } from './PositionsTable';
