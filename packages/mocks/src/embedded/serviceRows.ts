import { DEMO_USERS } from '@waldmonitor/dataservice/demo-users';
import { demoToken } from '@waldmonitor/dataservice/demo-token';
import { embeddedDoor } from '@waldmonitor/dataservice/embedded';
import { dataService } from './dataService';

/**
 * What the data service holds, for a story or test to compare the screen with:
 * `await serviceRows<Karte>('karte?id=eq.3')`. Asked as the demo's administrator straight
 * at the service, past msw: no fault applies and no recorded request is added.
 */
export async function serviceRows<Row>(pathAndQuery: string, email: string = DEMO_USERS.admin.email): Promise<Row[]> {
  const answer = embeddedDoor(await dataService(), '');
  const reply = await answer({
    method: 'GET',
    url: `/${pathAndQuery.replace(/^\//, '')}`,
    headers: [['Authorization', `Bearer ${demoToken(email)}`]],
    body: null,
  });
  if (reply.status >= 300) throw new Error(`GET /${pathAndQuery}: ${reply.status} ${reply.body}`);
  return JSON.parse(reply.body) as Row[];
}
