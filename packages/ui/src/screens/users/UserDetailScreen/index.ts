export { UserDetailScreen, type UserDetailScreenProps } from './UserDetailScreen';
export type { UserClientRow } from './UserClients';
