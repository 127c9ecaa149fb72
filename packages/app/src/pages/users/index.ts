export { UsersPage } from './UsersPage';
export { UserDetailPage } from './UserDetailPage';
export { useClientAccounts } from './useClientAccounts';
