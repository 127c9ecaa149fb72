/**
 * The back office's Postausgang (a_get_outbox, sql/71_outbox_api.sql) as the app asks for it
 * (packages/app/src/pages/dashboard/backOffice/OutboxSection.tsx): a page with the total, a
 * state filter, and the mail a review's Rückfrage writes (sql/70_outbox.sql) read back.
 *
 * created_at and next_attempt_at are the moment each host wrote the row (the demo's snapshot
 * was made at build time, the cluster seeded at the run), so they are left out of the comparison.
 */
import { ADMIN, EXPERT, type Scenario } from './scenario';

const MOMENTS = ['created_at', 'next_attempt_at'] as const;
const outbox = (query: string): Scenario['call'] => ({ rpc: 'a_get_outbox', query, count: true });

export const scenarios: Scenario[] = [
  {
    name: 'outbox: first page, newest first',
    caller: ADMIN,
    call: outbox('limit=25&offset=0'),
    ignoreFields: MOMENTS,
  },
  {
    name: 'outbox: the failed ones',
    caller: ADMIN,
    call: outbox('zustand=eq.fehlgeschlagen&limit=25&offset=0'),
    ignoreFields: MOMENTS,
  },
  {
    name: 'outbox: a Rückfrage writes its mail to the reporter',
    caller: EXPERT,
    call: {
      rpc: 'a_update_kaefer_with_message',
      args: {
        id: '2',
        status: 'rueckfrage',
        published_from: null,
        letzter_bearbeiter: 'Erik Eichhorn',
        msg: 'Bitte ein Foto der Unterseite.',
      },
    },
    then: { ...outbox('limit=1&offset=0'), caller: ADMIN },
    ignoreFields: MOMENTS,
  },
];
