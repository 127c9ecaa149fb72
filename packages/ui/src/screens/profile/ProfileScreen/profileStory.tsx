import { useState } from 'react';
import { fn } from 'storybook/test';
import type { BenutzerRow } from '../../../model/entities';
import { loadedQuery, mapQuery } from '../../../model/queryState';
import { citizenBirgit, storyBenutzer } from '../../users/storyData';
import type { ProfileTab } from './profileTabs';
import { ProfileScreen, type ProfileScreenProps } from './ProfileScreen';

const birgit = storyBenutzer(citizenBirgit, { phone: null });

/** Keeps the tab and the row in story state: flags move at once, the request changes the role. */
function StatefulProfile(props: ProfileScreenProps) {
  const [tab, setTab] = useState<ProfileTab>(props.tab);
  const [user, setUser] = useState<BenutzerRow | null>(props.user.data ?? null);
  return (
    <ProfileScreen
      {...props}
      user={mapQuery(props.user, () => user)}
      tab={tab}
      onTabChange={(next) => {
        props.onTabChange(next);
        setTab(next);
      }}
      onMailFlagChange={async (flag, value) => {
        setUser((current) => current && { ...current, [flag]: value });
        return props.onMailFlagChange(flag, value);
      }}
      onRequestExpert={async () => {
        await props.onRequestExpert();
        setUser((current) => current && { ...current, app_status: 'ogf_expert_query' });
      }}
      onWithdrawExpertRequest={async () => {
        await props.onWithdrawExpertRequest();
        setUser((current) => current && { ...current, app_status: 'ogf_citizens' });
      }}
    />
  );
}

/** What the profile's story files share: the stateful screen and Birgit's profile on the first tab. */
export const profileStoryMeta = {
  component: ProfileScreen,
  render: (args: ProfileScreenProps) => <StatefulProfile {...args} />,
  args: {
    user: loadedQuery(birgit),
    tab: 'profil',
    onTabChange: fn(),
    onSave: fn(async () => null),
    onDirtyChange: fn(),
    onMailFlagChange: fn(async () => true),
    onRequestExpert: fn(async () => null),
    onWithdrawExpertRequest: fn(async () => null),
  } satisfies ProfileScreenProps,
};
