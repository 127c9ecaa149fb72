import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Can, RolesProvider } from './Can';

const meta = {
  title: 'Template/Permission/Permission Check (Can)',
  component: Can,
  args: { roles: ['admin'], children: 'Only admin can see this' },
  render: (args, { parameters }) => (
    <RolesProvider roles={(parameters.userRoles as string[]) ?? ['admin']}>
      <Can {...args} />
    </RolesProvider>
  ),
} satisfies Meta<typeof Can>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Only admin can see this')).toBeInTheDocument();
  },
};

export const Hidden: Story = {
  parameters: { userRoles: ['editor'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Only admin can see this')).toBeNull();
  },
};

export const WithFallback: Story = {
  parameters: { userRoles: ['editor'] },
  args: { fallback: 'You need the admin role.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You need the admin role.')).toBeInTheDocument();
  },
};
