import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { narrowDecorator } from '../../testing/narrowDecorator';
import { CountToScreen } from './CountToScreen';

const meta = {
  title: 'Template/Components/Count To (CountToScreen)',
  component: CountToScreen,
  args: { reducedMotion: false },
} satisfies Meta<typeof CountToScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Start counts to the end value with the chosen format; pause holds it, resume goes on. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const duration = canvas.getByRole('textbox', { name: 'Duration (ms)' });
    await userEvent.clear(duration);
    await userEvent.type(duration, '2000');
    const prefix = canvas.getByRole('textbox', { name: 'Prefix' });
    await userEvent.clear(prefix);
    await userEvent.type(prefix, '$');
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Paused: \$[\d,]+ rmb$/);
    await userEvent.click(canvas.getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Done: $2,017 rmb'), { timeout: 8000 });
  },
};

/** Reduced motion: Start shows the end value at once, no frames in between. */
export const ReducedMotion: Story = {
  args: { reducedMotion: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const separator = canvas.getByRole('textbox', { name: 'Separator' });
    await userEvent.clear(separator);
    await userEvent.type(separator, '.');
    const end = canvas.getByRole('textbox', { name: 'End value' });
    await userEvent.clear(end);
    await userEvent.type(end, '1234567');
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Done: ¥ 1.234.567 rmb');
    await expect(canvas.getByText('¥ 1.234.567 rmb')).toBeVisible();
  },
};

/** A field that is not a number says so and Start waits for it. */
export const InvalidInput: Story = {
  decorators: [narrowDecorator],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: 'End value' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'End value' }), 'viel');
    await expect(canvas.getByText('Enter a number')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Start' })).toBeDisabled();
  },
};
