export { RowEditActions, rowEditKeys, type RowEditActionsProps } from './RowEditActions';
