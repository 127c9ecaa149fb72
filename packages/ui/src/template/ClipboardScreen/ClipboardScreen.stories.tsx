import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ClipboardScreen } from './ClipboardScreen';

const meta = {
  title: 'Template/Clipboard Demo (ClipboardScreen)',
  component: ClipboardScreen,
  args: { clipboard: { writeText: fn(async () => undefined) } },
} satisfies Meta<typeof ClipboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Text to copy' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Waldmonitor');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(args.clipboard?.writeText).toHaveBeenCalledWith('Waldmonitor');
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied "Waldmonitor"');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy with CopyButton' }));
    await expect(args.clipboard?.writeText).toHaveBeenCalledTimes(2);
  },
};

/** The Clipboard API refuses (permissions): the selection fallback copies, and says so. */
export const Denied: Story = {
  args: { clipboard: { writeText: async () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(await canvas.findByText(/a fallback copied it|Could not copy/)).toBeInTheDocument();
  },
};

export const NarrowWidth: Story = { globals: { viewport: { value: 'phone' } } };
