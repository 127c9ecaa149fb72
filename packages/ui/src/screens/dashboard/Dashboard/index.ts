export { Dashboard, type DashboardProps, type DashboardSection } from './Dashboard';
