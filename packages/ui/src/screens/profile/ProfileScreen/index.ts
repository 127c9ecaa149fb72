export { ProfileScreen, type ProfileScreenProps } from './ProfileScreen';
export { PROFILE_TABS, PROFILE_TAB_LABELS, parseProfileTab, profileTabQuery, type ProfileTab } from './profileTabs';
