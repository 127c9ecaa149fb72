import { lazyLoad, type LazyComponent } from '@waldmonitor/ui';
import { ROLES, type Role } from '@waldmonitor/ui/model';

const backOffice = lazyLoad(() => import('./backOffice/BackOfficePage')).component((m) => m.BackOfficePage);
const reviewQueue = lazyLoad(() => import('./review/ReviewQueuePage')).component((m) => m.ReviewQueuePage);
const roleDashboard = lazyLoad(() => import('./RoleDashboard')).component((m) => m.RoleDashboard);

/**
 * The dashboard a role lands on. Apart from DashboardPage so that the shell, which knows the
 * role before the dashboard's chunk has arrived, can fetch the role's own alongside it.
 */
export function dashboardOf(role: Role): LazyComponent<object> {
  if (role === ROLES.admin) return backOffice;
  if (role === ROLES.expert) return reviewQueue;
  return roleDashboard;
}
