import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { failedQuery, loadedQuery, loadingQuery } from '../../../model/queryState';
import type { Role } from '../../../model/roles';
import { admin, expertErik, fewUsers, longTextUser, pendingAndreas, sixtyUsers } from '../storyData';
import { tabTo } from '../storyKeyboard';
import { APPROVE } from './roleChanges';
import { UsersScreen, type UsersScreenProps } from './UsersScreen';

/** The screen with its search and role filter kept in story state, as the page keeps them in the URL. */
function StatefulUsersScreen(props: UsersScreenProps) {
  const [query, setQuery] = useState(props.query);
  const [role, setRole] = useState<Role | ''>(props.roleFilter);
  return (
    <UsersScreen
      {...props}
      query={query}
      onQueryChange={(next) => {
        props.onQueryChange(next);
        setQuery(next);
      }}
      roleFilter={role}
      onRoleFilterChange={(next) => {
        props.onRoleFilterChange(next);
        setRole(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Nutzer/Nutzerliste (UsersScreen)',
  component: UsersScreen,
  render: (args) => <StatefulUsersScreen {...args} />,
  args: {
    users: loadedQuery(fewUsers),
    currentUserId: admin.user_id,
    query: '',
    roleFilter: '',
    onQueryChange: fn(),
    onRoleFilterChange: fn(),
    onOpenUser: fn(),
    onAddUser: fn(),
    onChangeRole: fn(async () => undefined),
  },
} satisfies Meta<typeof UsersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const onRetry = fn(() => Promise.resolve());

const bodyRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Alle Nutzer' }))
    .getAllByRole('row')
    .slice(1);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nutzer' })).toBeInTheDocument();
    const requests = within(canvas.getByRole('region', { name: /Offene Expertenanfragen/ }));
    await expect(requests.getByText('Andreas Ahrens')).toBeInTheDocument();
    await expect(requests.getByText('Greta Schröder')).toBeInTheDocument();
    await expect(bodyRows(canvasElement)).toHaveLength(6);
    // Sorted by name: "Ahrens, Andreas" first; a user without a name is listed by e-mail.
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent('Ahrens, Andreas');
    await expect(canvas.getByText('neu@waldmonitor.example', { selector: 'td' })).toBeInTheDocument();
    await expect(canvas.getByText('6 Nutzer')).toBeInTheDocument();
    await expect(canvas.getByText('(Sie)')).toBeInTheDocument();
  },
};

export const SixtyUsers: Story = {
  args: { users: loadedQuery([admin, ...sixtyUsers]) },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Alle Nutzer' });
    await expect(table).toHaveAttribute('aria-rowcount', '62');
    // Virtualised: not all 61 rows are in the document.
    await expect(bodyRows(canvasElement).length).toBeLessThan(61);
    await expect(within(canvasElement).getByText('61 Nutzer')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { users: loadingQuery() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Einträge werden geladen …')).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: /Offene Expertenanfragen/ })).toBeNull();
  },
};

export const Empty: Story = {
  args: { users: loadedQuery([]) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Noch keine Nutzer vorhanden.')).toBeInTheDocument();
    await expect(canvas.getByText(/Keine offenen Expertenanfragen/)).toBeInTheDocument();
    const [, emptyAction] = canvas.getAllByRole('button', { name: 'Nutzer anlegen' });
    await userEvent.click(emptyAction!);
    await expect(args.onAddUser).toHaveBeenCalledTimes(1);
  },
};

export const LoadError: Story = {
  args: { users: failedQuery(new TypeError('Failed to fetch'), onRetry) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Der Datendienst ist nicht erreichbar\./)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};

export const SearchByNameOrEmail: Story = {
  args: { users: loadedQuery([admin, ...sixtyUsers]) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name oder E-Mail suchen' }), 'strauss');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('strauss');
    // 'strauss' finds Strauß by name and by the address written with ss.
    await waitFor(() => expect(bodyRows(canvasElement).every((row) => row.textContent?.includes('Strauß'))).toBe(true));
    await expect(canvas.getByText(/^\d+ von 61 Nutzern$/)).toBeInTheDocument();
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Name oder E-Mail suchen' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name oder E-Mail suchen' }), 'admin@');
    await expect(bodyRows(canvasElement)).toHaveLength(1);
  },
};

export const FilterByRole: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rolle' }), 'Expertenanfrage offen (2)');
    await expect(args.onRoleFilterChange).toHaveBeenLastCalledWith('ogf_expert_query');
    await expect(bodyRows(canvasElement)).toHaveLength(2);
    await expect(canvas.getByText('2 von 6 Nutzern')).toBeInTheDocument();
  },
};

export const NoMatches: Story = {
  args: { query: 'Quercus' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Keine Nutzer gefunden.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Filter zurücksetzen' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('');
    await expect(args.onRoleFilterChange).toHaveBeenLastCalledWith('');
    await expect(bodyRows(canvasElement)).toHaveLength(6);
  },
};

export const ApproveRequest: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Expertenanfrage von Andreas Ahrens annehmen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Expertenanfrage annehmen?' });
    await expect(dialog).toHaveTextContent('Andreas Ahrens erhält die Rolle „Experte“');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annehmen' }));
    await expect(args.onChangeRole).toHaveBeenCalledWith(pendingAndreas, APPROVE);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** The whole decision with the keyboard alone: Tab to the button, Enter, confirm with Enter. */
export const ApproveWithKeyboardOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const approve = within(canvasElement).getByRole('button', { name: 'Expertenanfrage von Andreas Ahrens annehmen' });
    await tabTo(approve);
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Expertenanfrage annehmen?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Annehmen' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onChangeRole).toHaveBeenCalledTimes(1);
    await expect(args.onChangeRole).toHaveBeenCalledWith(pendingAndreas, APPROVE);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const RejectRequest: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Expertenanfrage von Andreas Ahrens ablehnen' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Expertenanfrage ablehnen?' });
    // Rejecting is the dangerous choice: the focus starts on "Abbrechen".
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ablehnen' }));
    await expect(args.onChangeRole).toHaveBeenCalledWith(pendingAndreas, {
      kind: 'reject',
      status: 'ogf_citizens',
      label: 'Expertenanfrage ablehnen',
    });
  },
};

export const ChangeRoleFromMenu: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Aktionen für Erik Eichhorn' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Rolle „Administrator“ zuweisen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Rolle ändern?' });
    await expect(dialog).toHaveTextContent('Erik Eichhorn erhält die Rolle „Administrator“ statt „Experte“.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rolle ändern' }));
    await expect(args.onChangeRole).toHaveBeenCalledWith(expertErik, {
      kind: 'assign',
      status: 'ogf_admin',
      label: 'Rolle „Administrator“ zuweisen',
    });
    // Choosing from the menu inside the row does not also open the user.
    await expect(args.onOpenUser).not.toHaveBeenCalled();
  },
};

export const ChangeRoleFails: Story = {
  args: {
    onChangeRole: fn(async () => {
      throw new Error('permission denied for function a_change_app_status');
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Expertenanfrage von Andreas Ahrens annehmen' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Expertenanfrage annehmen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annehmen' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'permission denied for function a_change_app_status',
    );
  },
};

export const OwnRoleLocked: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Aktionen für Anja Albrecht' }));
    await expect(await screen.findByRole('menuitem', { name: 'Eigene Rolle nicht änderbar' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(screen.queryByRole('menuitem', { name: /zuweisen/ })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};

export const RowOpensUser: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByText('Eichhorn, Erik'));
    await expect(args.onOpenUser).toHaveBeenCalledWith(expertErik.user_id);
  },
};

export const NoPendingRequests: Story = {
  args: { users: loadedQuery(fewUsers.filter((user) => user.app_status !== 'ogf_expert_query')) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Keine offenen Expertenanfragen/)).toBeInTheDocument();
  },
};

export const LongGermanText: Story = {
  args: { users: loadedQuery([longTextUser, ...fewUsers]) },
};

export const NarrowWidth: Story = {
  args: { users: loadedQuery([longTextUser, ...fewUsers]) },
  globals: { viewport: { value: 'phone' } },
};
