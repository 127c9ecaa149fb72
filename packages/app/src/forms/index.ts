export { UnsavedChangesGuard, type UnsavedChangesGuardProps } from './UnsavedChangesGuard';
