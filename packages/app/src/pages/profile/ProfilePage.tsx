import { ProfileScreen, parseProfileTab, profileTabQuery, useMessage, type ProfileTab } from '@waldmonitor/ui';
import { ROLES, type MailFlag } from '@waldmonitor/ui/model';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useBenutzer, useChangeAppStatus, usePatchBenutzer, useUpdateUser } from '../../api';
import { useSession } from '../../session/SessionContext';
import { useUnsavedChangesWarning } from './useUnsavedChangesWarning';

/**
 * /profile/index: the signed-in person's `benutzer` row (GET /benutzer?user_id=eq.{id}),
 * saved with a_update_user, mail flags with PATCH /benutzer, the expert request with
 * a_change_app_status. The tab is the URL's `?tab=`.
 */
export function ProfilePage() {
  const session = useSession();
  const message = useMessage();
  const [params, setParams] = useSearchParams();
  const tab = parseProfileTab(params.get('tab'));
  const userId = session.user?.user_id ?? null;
  const benutzer = useBenutzer(userId);
  const updateUser = useUpdateUser();
  const patchBenutzer = usePatchBenutzer();
  const changeAppStatus = useChangeAppStatus();
  const [isDirty, setDirty] = useState(false);
  const leave = useUnsavedChangesWarning(isDirty);

  const { refresh } = session;
  // The navbar shows the name and the role from the session: it is loaded again after a
  // change. A failure there does not undo the saved change, so it is not reported as one.
  const refreshSession = useCallback(() => refresh().catch(() => undefined), [refresh]);

  const onTabChange = (next: ProfileTab) => {
    const query = profileTabQuery(next);
    setParams(query === null ? {} : { tab: query }, { replace: true });
  };

  return (
    <ProfileScreen
      user={userId === null ? null : (benutzer.data ?? null)}
      isLoading={userId !== null && benutzer.data === undefined && !benutzer.error}
      error={benutzer.error?.message ?? null}
      onRetry={() => benutzer.mutate()}
      tab={tab}
      onTabChange={onTabChange}
      onDirtyChange={setDirty}
      onSave={async (update) => {
        await updateUser(update);
        message.success('Ihr Profil wurde gespeichert.');
        await refreshSession();
      }}
      onMailFlagChange={(flag: MailFlag, value: boolean) =>
        userId === null ? false : patchBenutzer(userId, { [flag]: value })
      }
      onRequestExpert={async () => {
        if (userId === null || !benutzer.data) return;
        await changeAppStatus({ user_id: userId, username: benutzer.data.email, status: ROLES.expertQuery });
        // spec §4: the navbar now shows '[Expertenmodus angefragt]'.
        await refreshSession();
        message.success('Ihre Anfrage wurde gesendet. Die Administration entscheidet darüber.');
      }}
      isLeaveBlocked={leave.isBlocked}
      onConfirmLeave={leave.proceed}
      onCancelLeave={leave.reset}
    />
  );
}
