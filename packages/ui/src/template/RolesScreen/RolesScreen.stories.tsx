import type { Meta, StoryObj } from '@storybook/react-vite';
import { TEMPLATE_ROLES, TEMPLATE_ROUTE_ENTRIES } from '@waldmonitor/mocks';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { failedQuery, loadedQuery, loadingQuery, mapQuery } from '../../model/queryState';
import type { TemplateRole } from '../../model/entities';
import { RolesScreen, type RolesScreenProps } from './RolesScreen';

/** The screen over a list that really changes; a new role gets the next story key (the app gets the template API's random one). */
function Editable(props: RolesScreenProps) {
  const [roles, setRoles] = useState<TemplateRole[]>([...(props.roles.data?.roles ?? [])]);
  return (
    <RolesScreen
      {...props}
      roles={mapQuery(props.roles, (read) => ({ ...read, roles }))}
      onCreate={async (input) => {
        await props.onCreate(input);
        setRoles((list) => [...list, { ...input, key: String(300 + list.length) }]);
      }}
      onUpdate={async (key, input) => {
        await props.onUpdate(key, input);
        setRoles((list) => list.map((role) => (role.key === key ? { ...input, key } : role)));
      }}
      onDelete={async (key) => {
        await props.onDelete(key);
        setRoles((list) => list.filter((role) => role.key !== key));
      }}
    />
  );
}

const meta = {
  title: 'Template/Permission/Role Permission (RolesScreen)',
  component: RolesScreen,
  args: {
    roles: loadedQuery({ roles: TEMPLATE_ROLES, routes: TEMPLATE_ROUTE_ENTRIES }),
    onCreate: fn(async () => undefined),
    onUpdate: fn(async () => undefined),
    onDelete: fn(async () => undefined),
  },
  render: (args) => <Editable {...args} />,
} satisfies Meta<typeof RolesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Creating a role adds a row. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'New Role' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Role' }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(within(dialog).getByText('Role name is required.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Reviewer');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Dashboard' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Permission' }));
    await expect(within(dialog).getByRole('checkbox', { name: 'Role Permission' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Role Permission' }));
    await expect(within(dialog).getByRole('checkbox', { name: 'Permission' })).toBePartiallyChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(args.onCreate).toHaveBeenCalledWith(expect.objectContaining({ name: 'Reviewer', description: '' }));
    const sent = (args.onCreate as ReturnType<typeof fn>).mock.calls[0]?.[0] as { routes: { path: string }[] };
    await expect(sent.routes.map((route) => route.path)).toEqual(['', '/permission']);
    await expect(await canvas.findByRole('cell', { name: 'Reviewer' }, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getAllByRole('row')).toHaveLength(5);
  },
};

export const EditAndDelete: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit editor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Role' }, { timeout: 5000 });
    await expect(within(dialog).getByRole('checkbox', { name: 'Page Permission' })).not.toBeChecked();
    await expect(within(dialog).getByRole('checkbox', { name: 'Directive Permission' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(args.onUpdate).toHaveBeenCalledWith('editor', expect.objectContaining({ name: 'editor' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete visitor' }, { timeout: 5000 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }, { timeout: 5000 }));
    await expect(args.onDelete).toHaveBeenCalledWith('visitor');
    await expect(await canvas.findAllByRole('row', {}, { timeout: 5000 })).toHaveLength(3);
  },
};

export const Loading: Story = {
  args: { roles: loadingQuery() },
  render: (args) => <RolesScreen {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { roles: loadedQuery({ roles: [], routes: TEMPLATE_ROUTE_ENTRIES }) },
  render: (args) => <RolesScreen {...args} />,
};

const onRetry = fn(() => Promise.resolve());

export const Error: Story = {
  args: { roles: failedQuery(new globalThis.Error('timeout of 5000ms exceeded'), onRetry) },
  render: (args) => <RolesScreen {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('timeout of 5000ms exceeded');
    await userEvent.click(canvas.getByRole('button', { name: /Try again|Erneut/ }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

export const NarrowWidth: Story = { globals: { viewport: { value: 'phone' } } };
