import { ProfileScreen, parseProfileTab, profileTabQuery, useMessage, type ProfileTab } from '@waldmonitor/ui';
import { ROLES, type MailFlag } from '@waldmonitor/ui/model';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { rowOf, useRpcMutation, useTable, useTableMutation } from '../../api';
import { useSession } from '../../session/SessionContext';
import { UnsavedChangesGuard } from '../../forms';
import { useSetViewParams } from '../../shell/useSearchParamState';

/**
 * /profile/index: the signed-in person's `benutzer` row (GET /benutzer?user_id=eq.{id}),
 * saved with a_update_user, mail flags with PATCH /benutzer, the expert request and its
 * withdrawal with a_change_app_status. The tab is the URL's `?tab=`.
 */
export function ProfilePage() {
  const session = useSession();
  const message = useMessage();
  const [params] = useSearchParams();
  const setViewParams = useSetViewParams();
  const tab = parseProfileTab(params.get('tab'));
  const userId = session.user?.user_id ?? null;
  const benutzer = rowOf(useTable('getBenutzerById', userId === null ? null : { id: userId }));
  const updateUser = useRpcMutation('a_update_user');
  const patchBenutzer = useTableMutation('patchBenutzer');
  const changeAppStatus = useRpcMutation('a_change_app_status');
  const [isDirty, setDirty] = useState(false);

  const { refresh } = session;
  // The navbar shows the name and the role from the session: it is loaded again after a
  // change. A failure there does not undo the saved change, so it is not reported as one.
  const refreshSession = useCallback(() => refresh().catch(() => undefined), [refresh]);

  const onTabChange = (next: ProfileTab) => {
    const query = profileTabQuery(next);
    setViewParams({ tab: query });
  };

  return (
    <>
      <ProfileScreen
        user={benutzer}
        tab={tab}
        onTabChange={onTabChange}
        onDirtyChange={setDirty}
        onSave={async (update) => {
          await updateUser(update);
          message.success('Ihr Profil wurde gespeichert.');
          await refreshSession();
        }}
        onMailFlagChange={(flag: MailFlag, value: boolean) =>
          userId === null ? false : patchBenutzer({ id: userId }, { [flag]: value })
        }
        onRequestExpert={async () => {
          if (userId === null || !benutzer.data) return;
          await changeAppStatus({ user_id: userId, username: benutzer.data.email, status: ROLES.expertQuery });
          // requirements §4: the navbar now shows 'Expertenanfrage offen'.
          await refreshSession();
          message.success('Ihre Anfrage wurde gesendet. Die Administration entscheidet darüber.');
        }}
        onWithdrawExpertRequest={async () => {
          if (userId === null || !benutzer.data) return;
          // The procedure lets a person take back their own open request, nothing else (sql/11_users.sql).
          await changeAppStatus({ user_id: userId, username: benutzer.data.email, status: ROLES.citizen });
          await refreshSession();
          message.success('Ihre Expertenanfrage wurde zurückgezogen. Sie arbeiten weiter als Standard-Nutzer.');
        }}
      />
      <UnsavedChangesGuard
        isDirty={isDirty}
        message="Sie haben Ihr Profil geändert, aber nicht gespeichert. Wenn Sie die Seite verlassen, gehen die Änderungen verloren."
      />
    </>
  );
}
