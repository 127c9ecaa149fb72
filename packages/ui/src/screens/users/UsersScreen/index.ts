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
