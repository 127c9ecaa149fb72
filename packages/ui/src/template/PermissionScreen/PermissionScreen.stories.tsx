import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { TEMPLATE_ROUTES } from '../../model/routes/templateRoutes';
import { SWITCHABLE_ROLES, menuFor } from '../../model/template/permission';
import { PermissionScreen } from './PermissionScreen';

/** The screen with a session that really switches: the menu comes from the route table. */
function Switching({ initialRoles }: { initialRoles: string[] }) {
  const [roles, setRoles] = useState(initialRoles);
  return (
    <PermissionScreen
      roles={roles}
      choices={SWITCHABLE_ROLES}
      menu={menuFor(TEMPLATE_ROUTES, roles)}
      onSwitchRole={(role) => setRoles([role])}
    />
  );
}

const meta = {
  title: 'Template/Permission/Page Permission (PermissionScreen)',
  component: PermissionScreen,
  args: {
    roles: ['admin'],
    choices: SWITCHABLE_ROLES,
    menu: menuFor(TEMPLATE_ROUTES, ['admin']),
    onSwitchRole: () => undefined,
  },
  render: (args) => <Switching initialRoles={[...args.roles]} />,
} satisfies Meta<typeof PermissionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The permission role switch changes the menu. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = () => within(canvas.getByRole('navigation', { name: 'Menu for your roles' }));
    await expect(menu().getByText('Page Permission')).toBeInTheDocument();
    await expect(menu().getByText('Role Permission')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'editor' }));
    await expect(canvas.getByText('Your roles: editor')).toBeInTheDocument();
    await expect(menu().queryByText('Page Permission')).toBeNull();
    await expect(menu().queryByText('Role Permission')).toBeNull();
    await expect(menu().getByText('Directive Permission')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'admin' }));
    await expect(menu().getByText('Page Permission')).toBeInTheDocument();
  },
};

export const Editor: Story = { args: { roles: ['editor'] } };

export const NarrowWidth: Story = { globals: { viewport: { value: 'phone' } } };
