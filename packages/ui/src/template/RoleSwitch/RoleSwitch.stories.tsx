import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RoleSwitch } from './RoleSwitch';

const meta = {
  title: 'Template/Permission/Switch Role (RoleSwitch)',
  component: RoleSwitch,
  args: { roles: ['admin'], choices: ['admin', 'editor'], onSwitchRole: fn() },
} satisfies Meta<typeof RoleSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'admin' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'editor' }));
    await expect(args.onSwitchRole).toHaveBeenCalledWith('editor');
  },
};

export const Editor: Story = { args: { roles: ['editor'] } };

export const NarrowWidth: Story = { globals: { viewport: { value: 'phone' } } };
