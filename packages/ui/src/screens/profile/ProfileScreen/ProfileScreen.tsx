import styled from 'styled-components';
import type { BenutzerRow, MailFlag } from '../../../model/entities';
import type { QueryState } from '../../../model/queryState';
import { Button } from '../../../primitives/Button';
import { useForm } from '../../../forms/useForm';
import { Inline } from '../../../primitives/Inline';
import { Page } from '../../../primitives/Page';
import { Tabs } from '../../../primitives/Tabs';
import { Tag } from '../../../primitives/Tag';
import { color, space } from '../../../theme';
import { mailFlagsForRole } from '../../users/mailFlags';
import { MailFlagList } from '../../users/MailFlagList';
import { displayName, roleTone } from '../../users/userDisplay';
import { roleLabel } from '../../../model/roles';
import { ExpertTab } from './ExpertTab';
import {
  EMPTY_PROFILE,
  isSameProfile,
  profileValuesOf,
  toUpdateUserParams,
  validateProfileForm,
  type ProfileFormValues,
  type UpdateUserParams,
} from '../../../model/validation/profileForm';
import { ProfileForm } from './ProfileForm';
import { PROFILE_TAB_LABELS, type ProfileTab } from './profileTabs';

export interface ProfileScreenProps {
  /** The signed-in person's `benutzer` row, as one read; null when the service has none. */
  user: QueryState<BenutzerRow | null>;
  /** The open tab; the caller keeps it in the URL (`?tab=experte`). */
  tab: ProfileTab;
  onTabChange: (tab: ProfileTab) => void;
  /** a_update_user; a rejection keeps the typed values and shows the service's message. */
  onSave: (params: UpdateUserParams) => Promise<unknown>;
  /** Tells the caller whether the form holds unsaved changes, so it can warn before leaving (LeaveConfirmDialog). */
  onDirtyChange?: (isDirty: boolean) => void;
  /** PATCH /benutzer with one of the person's own mail flags. */
  onMailFlagChange: (flag: MailFlag, value: boolean) => unknown;
  /** a_change_app_status with ogf_expert_query. */
  onRequestExpert: () => Promise<unknown>;
  /** a_change_app_status of the own row back to ogf_citizens: the open request withdrawn. */
  onWithdrawExpertRequest: () => Promise<unknown>;
}

/** /profile/index: own data, own mail flags and the expert request, in tabs kept in the URL. */
export function ProfileScreen({
  user: read,
  tab,
  onTabChange,
  onSave,
  onDirtyChange,
  onMailFlagChange,
  onRequestExpert,
  onWithdrawExpertRequest,
}: ProfileScreenProps) {
  // The form lives here, above the tabs, so switching to another tab keeps what was
  // typed; new data from the service replaces it only while it holds no changes.
  const user = read.data ?? null;
  const email = user?.email ?? '';
  const form = useForm<ProfileFormValues>({
    initialValues: user ? profileValuesOf(user) : EMPTY_PROFILE,
    validate: validateProfileForm,
    isEqual: isSameProfile,
    onSubmit: (values) => onSave(toUpdateUserParams(values, email)),
    onDirtyChange,
  });

  if (user === null || read.error !== null) {
    return (
      <Page
        title="Profil"
        query={read}
        loadingLabel="Profil wird geladen …"
        errorTitle="Ihr Profil konnte nicht geladen werden."
        state={{
          status: 'notFound',
          icon: 'user',
          title: 'Ihr Profil konnte nicht geladen werden.',
          description: 'Zu Ihrer Anmeldung gibt es keine Nutzerdaten.',
          action: (
            <Button icon="refresh" onClick={() => read.onRetry()}>
              Erneut versuchen
            </Button>
          ),
        }}
      />
    );
  }

  return (
    <Page
      title="Profil"
      subtitle={
        <Inline gap={2}>
          {displayName(user)} <Tag label={roleLabel(user.app_status)} tone={roleTone(user.app_status)} />
        </Inline>
      }
    >
      <Tabs<ProfileTab>
        label="Profilbereiche"
        value={tab}
        onChange={onTabChange}
        items={[
          {
            value: 'profil',
            label: PROFILE_TAB_LABELS.profil,
            content: <ProfileForm email={user.email} form={form} />,
          },
          {
            value: 'benachrichtigungen',
            label: PROFILE_TAB_LABELS.benachrichtigungen,
            content: (
              <Narrowed>
                <Intro>Wählen Sie, wann Sie eine E-Mail erhalten. Änderungen gelten sofort.</Intro>
                <MailFlagList flags={user} shown={mailFlagsForRole(user.app_status)} onChange={onMailFlagChange} />
              </Narrowed>
            ),
          },
          {
            value: 'experte',
            label: PROFILE_TAB_LABELS.experte,
            content: (
              <ExpertTab
                role={user.app_status}
                mailOnDecision={user.mail_expert_approved}
                onMailOnDecisionChange={(value) => onMailFlagChange('mail_expert_approved', value)}
                onRequestExpert={onRequestExpert}
                onWithdrawRequest={onWithdrawExpertRequest}
              />
            ),
          },
        ]}
      />
    </Page>
  );
}

const Narrowed = styled.div`
  display: grid;
  gap: ${space[4]};
  max-width: 48rem;
`;

const Intro = styled.p`
  margin: 0;
  color: ${color.textSecondary};
`;
