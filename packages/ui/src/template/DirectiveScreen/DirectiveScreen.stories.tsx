import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { SWITCHABLE_ROLES } from '../../model/template/permission';
import { DirectiveScreen } from './DirectiveScreen';

function Switching({ initialRoles }: { initialRoles: readonly string[] }) {
  const [roles, setRoles] = useState(initialRoles);
  return <DirectiveScreen roles={roles} choices={SWITCHABLE_ROLES} onSwitchRole={(role) => setRoles([role])} />;
}

const meta = {
  title: 'Template/Permission/Directive Permission (DirectiveScreen)',
  component: DirectiveScreen,
  args: { roles: ['admin'], choices: SWITCHABLE_ROLES, onSwitchRole: () => undefined },
  render: (args) => <Switching initialRoles={args.roles} />,
} satisfies Meta<typeof DirectiveScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Only admin can see this')).toBeInTheDocument();
    await expect(canvas.queryByText('Only editor can see this')).toBeNull();
    await expect(canvas.getByText('Admin tab: you may open it.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'editor' }));
    await expect(canvas.queryByText('Only admin can see this')).toBeNull();
    await expect(canvas.getByText('Only editor can see this')).toBeInTheDocument();
    await expect(canvas.getByText('Both admin and editor can see this')).toBeInTheDocument();
    await expect(canvas.getByText('Admin tab: hidden for your roles.')).toBeInTheDocument();
  },
};

export const Editor: Story = { args: { roles: ['editor'] } };

export const NarrowWidth: Story = { globals: { viewport: { value: 'phone' } } };
