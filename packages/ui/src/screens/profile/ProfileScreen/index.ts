export { ProfileScreen, type ProfileScreenProps } from './ProfileScreen';
export {
  EMPTY_PROFILE,
  isSameProfile,
  profileValuesOf,
  toUpdateUserParams,
  validateProfileForm,
  type ProfileErrors,
  type ProfileFormValues,
  type UpdateUserParams,
} from './profileForm';
export { PROFILE_TABS, PROFILE_TAB_LABELS, parseProfileTab, profileTabQuery, type ProfileTab } from './profileTabs';
