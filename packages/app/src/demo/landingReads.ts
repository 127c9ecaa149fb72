/**
 * What a signed-in person's landing page asks first, asked as the app asks it (the one data
 * client): the person's data (the guard, loadSession.ts), then the dashboard of the role those
 * data give: the back office's overview (OverviewSection) or the review queue's counts and
 * species (useReviewReads, whose records wait for a chosen cell). The build answers these for
 * each demo user (firstAnswersFile.ts); the e2e test "first answers" signs in as each of them
 * and fails when a landing page asks anything else before it is filled, so the two cannot drift
 * apart unnoticed.
 */
import { ROLES } from '@waldmonitor/ui/model';
import type { DataClient } from '../api/client';
import { listPage } from '../api/listPage';
import { tableCall } from '../api/tableCall';
import {
  ALL_CLIENTS,
  AWAITING,
  CADASTRE_CLIENTS,
  EXPERT_REQUESTS,
  NEEDS_ATTENTION,
} from '../pages/dashboard/backOffice/overviewQueries';
import { loadUserData } from '../session/loadSession';

export async function askLandingReads(client: DataClient, email: string): Promise<void> {
  // A user whose data cannot be loaded (`defekt@…`) lands on the dashboard of the fallback role, which asks nothing.
  const user = await loadUserData(client, email, email).catch(() => null);
  if (user?.app_status === ROLES.admin) {
    await Promise.all([
      listPage(client, 'a_get_all_clients', {}, NEEDS_ATTENTION),
      listPage(client, 'a_get_all_clients', {}, ALL_CLIENTS),
      listPage(client, 'a_get_all_clients', {}, CADASTRE_CLIENTS),
      listPage(client, 'getBenutzer', {}, EXPERT_REQUESTS),
      listPage(client, 'getKaeferListe', {}, AWAITING),
      client.rpc('a_get_billing_overview', {}),
    ]);
  }
  if (user?.app_status === ROLES.expert) {
    await Promise.all([client.rpc('a_get_kaefer_queue', {}), tableCall(client, 'getKaeferarten', {}, undefined)]);
  }
}
