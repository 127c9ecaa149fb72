import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NestedScreen } from './NestedScreen';

const meta = {
  title: 'Template/Nested Routes (NestedScreen)',
  component: NestedScreen,
  args: { title: 'Menu 1-2-1', trail: ['Nested Routes', 'Menu 1', 'Menu 1-2'] },
} satisfies Meta<typeof NestedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nested Routes › Menu 1 › Menu 1-2 › Menu 1-2-1')).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Menu 1-2-1 input' }), 'kept');
    await expect(canvas.getByRole('textbox', { name: 'Menu 1-2-1 input' })).toHaveValue('kept');
  },
};

export const TopLevel: Story = { args: { title: 'Menu 2', trail: ['Nested Routes'] } };

export const NarrowWidth: Story = { globals: { viewport: { value: 'phone' } } };
