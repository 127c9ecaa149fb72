export { AddUserDialog, type AddUserDialogProps, type ClientOption } from './AddUserDialog';
export type { AddUserParams } from '../../../model/validation/addUserForm';
