import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconsScreen } from './IconsScreen';

const writeText = fn(async () => undefined);

const meta = {
  title: 'Template/Icons (IconsScreen)',
  component: IconsScreen,
  args: { clipboard: { writeText } },
} satisfies Meta<typeof IconsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Search icons' }), 'dash');
    await expect(canvas.getAllByRole('button', { name: /^Copy / })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy dashboard' }));
    await expect(writeText).toHaveBeenCalledWith('<Icon name="dashboard" />');
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied <Icon name="dashboard" />');
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Search icons' }), 'zebra');
    await expect(canvas.getByText('No icon is called like that.')).toBeInTheDocument();
  },
};

export const NarrowWidth: Story = { globals: { viewport: { value: 'phone' } } };
