import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { BenutzerRow, MailFlag } from '../../../model/entities';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import { ErrorState } from '../../../primitives/ErrorState';
import { Spinner } from '../../../primitives/Spinner';
import { Tabs } from '../../../primitives/Tabs';
import { Tag } from '../../../primitives/Tag';
import { color, fontSize, fontWeights, space } from '../../../theme';
import { mailFlagsForRole } from '../../users/mailFlags';
import { MailFlagList } from '../../users/MailFlagList';
import { displayName, roleTone } from '../../users/userDisplay';
import { roleLabel } from '../../../model/roles';
import { ExpertTab } from './ExpertTab';
import {
  EMPTY_PROFILE,
  isSameProfile,
  profileValuesOf,
  type ProfileFormValues,
  type UpdateUserParams,
} from './profileForm';
import { ProfileForm } from './ProfileForm';
import { PROFILE_TAB_LABELS, type ProfileTab } from './profileTabs';

export interface ProfileScreenProps {
  /** The signed-in person's `benutzer` row. */
  user: BenutzerRow | null;
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => unknown;
  /** The open tab; the caller keeps it in the URL (`?tab=experte`). */
  tab: ProfileTab;
  onTabChange: (tab: ProfileTab) => void;
  /** a_update_user; a rejection keeps the typed values and shows the service's message. */
  onSave: (params: UpdateUserParams) => Promise<unknown>;
  /** Tells the caller whether the form holds unsaved changes, so it can warn before leaving. */
  onDirtyChange?: (isDirty: boolean) => void;
  /** PATCH /benutzer with one of the person's own mail flags. */
  onMailFlagChange: (flag: MailFlag, value: boolean) => unknown;
  /** a_change_app_status with ogf_expert_query. */
  onRequestExpert: () => Promise<unknown>;
  /** A navigation away waits for the person's answer: discard the changes or stay. */
  isLeaveBlocked?: boolean;
  onConfirmLeave?: () => void;
  onCancelLeave?: () => void;
}

/**
 * The draft of the Profil tab lives here, above the tabs, so switching to another tab
 * keeps what was typed. New data from the service replaces the draft only while it
 * holds no changes of its own.
 */
function useProfileDraft(user: BenutzerRow | null) {
  const loaded = user ? profileValuesOf(user) : EMPTY_PROFILE;
  const [source, setSource] = useState(loaded);
  const [saved, setSaved] = useState(loaded);
  const [draft, setDraft] = useState(loaded);
  if (!isSameProfile(loaded, source)) {
    setSource(loaded);
    setSaved(loaded);
    if (isSameProfile(draft, saved)) setDraft(loaded);
  }
  return {
    draft,
    setDraft,
    isDirty: !isSameProfile(draft, saved),
    markSaved: (values: ProfileFormValues) => setSaved(values),
    discard: () => setDraft(saved),
  };
}

/** /profile/index: own data, own mail flags and the expert request, in tabs kept in the URL. */
export function ProfileScreen({
  user,
  isLoading = false,
  error = null,
  onRetry,
  tab,
  onTabChange,
  onSave,
  onDirtyChange,
  onMailFlagChange,
  onRequestExpert,
  isLeaveBlocked = false,
  onConfirmLeave,
  onCancelLeave,
}: ProfileScreenProps) {
  const { draft, setDraft, isDirty, markSaved, discard } = useProfileDraft(user);
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  if (isLoading || error !== null || user === null) {
    return (
      <Layout>
        <Title>Profil</Title>
        {isLoading ? (
          <Spinner size="2em" label="Profil wird geladen …" />
        ) : (
          <ErrorState
            headingLevel={2}
            title="Ihr Profil konnte nicht geladen werden."
            message={error ?? 'Zu Ihrer Anmeldung gibt es keine Nutzerdaten.'}
            onRetry={onRetry}
          />
        )}
      </Layout>
    );
  }

  return (
    <Layout>
      <Header>
        <Title>Profil</Title>
        <Who>
          {displayName(user)} <Tag label={roleLabel(user.app_status)} tone={roleTone(user.app_status)} />
        </Who>
      </Header>
      <Tabs<ProfileTab>
        label="Profilbereiche"
        value={tab}
        onChange={onTabChange}
        items={[
          {
            value: 'profil',
            label: PROFILE_TAB_LABELS.profil,
            content: (
              <ProfileForm
                email={user.email}
                values={draft}
                onValuesChange={setDraft}
                isDirty={isDirty}
                onSave={onSave}
                onSaved={markSaved}
                onDiscard={discard}
              />
            ),
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
            content: <ExpertTab role={user.app_status} onRequestExpert={onRequestExpert} />,
          },
        ]}
      />
      <ConfirmDialog
        isOpen={isLeaveBlocked}
        onOpenChange={() => undefined}
        title="Ungespeicherte Änderungen verwerfen?"
        message="Sie haben Ihr Profil geändert, aber nicht gespeichert. Wenn Sie die Seite verlassen, gehen die Änderungen verloren."
        confirmLabel="Verwerfen"
        cancelLabel="Weiter bearbeiten"
        tone="danger"
        onConfirm={() => onConfirmLeave?.()}
        onCancel={onCancelLeave}
      />
    </Layout>
  );
}

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  min-width: 0;
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${space[2]} ${space[4]};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${fontSize.xxl};
  font-weight: ${fontWeights.semibold};
`;

const Who = styled.p`
  margin: 0;
  color: ${color.textSecondary};
  overflow-wrap: anywhere;
`;

const Narrowed = styled.div`
  display: grid;
  gap: ${space[4]};
  max-width: 48rem;
`;

const Intro = styled.p`
  margin: 0;
  color: ${color.textSecondary};
`;
