export { UsersScreen, type UserListFilter, type UsersScreenProps } from './UsersScreen';
export {
  APPROVE,
  ASSIGNABLE_ROLES,
  REJECT,
  roleChangeDoneText,
  roleChangeQuestion,
  roleChangesFor,
  type RoleChange,
  type RoleChangeKind,
  type RoleChangeQuestion,
} from './roleChanges';
export { EXPERT_REQUESTS_PATH, USERS_TABS, parseUsersTab, usersTabQuery, type UsersTab } from './usersTabs';
