import { Spinner } from '@waldmonitor/ui';
import { useSession } from '../../session/SessionContext';
import { ViewWhenArrived } from '../../shell/ViewWhenArrived';
import { dashboardOf } from './dashboardByRole';

/**
 * The dashboard by role: administrators work in the back office, experts in their review
 * queue; citizens and pending experts see the published sightings and how to become an
 * expert; new users what happens next. Each role's dashboard is a chunk of its own, so a
 * person loads only their own (the shell fetches it ahead as soon as the role is known).
 */
export function DashboardPage() {
  const { role } = useSession();
  return (
    <ViewWhenArrived
      view={{ page: dashboardOf(role) }}
      props={{}}
      loading={<Spinner label="Dashboard wird geladen …" placement="centre" />}
    />
  );
}
