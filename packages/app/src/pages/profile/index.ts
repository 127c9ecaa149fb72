export { ProfilePage } from './ProfilePage';
export { useUnsavedChangesWarning, type LeaveWarning } from './useUnsavedChangesWarning';
