export { DASHBOARD_PATH, Navbar, PROFILE_PATH, userMenuEntries, type NavbarProps } from './Navbar';
