export { ConnectionList, type ConnectionListProps, type ConnectionRow, type ConnectionWording } from './ConnectionList';
