export { AddUserDialog, type AddUserDialogProps, type ClientOption } from './AddUserDialog';
export {
  EMPTY_ADD_USER_FORM,
  toAddUserParams,
  validateAddUserForm,
  type AddUserErrors,
  type AddUserForm,
  type AddUserParams,
} from './addUserForm';
