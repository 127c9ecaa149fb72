import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { MixinScreen } from './MixinScreen';

const meta = {
  title: 'Template/Components/Component Mixin (MixinScreen)',
  component: MixinScreen,
  args: {
    shareUrl: 'https://waldmonitor.example/template/components/mixin',
    clipboard: { writeText: fn(async () => undefined) },
    onMail: fn(),
  },
} satisfies Meta<typeof MixinScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The share menu copies the link and writes a mail; the inputs take input. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Revier Nord');
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Revier Nord');
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Copy link' }, { timeout: 5000 }));
    await expect(args.clipboard?.writeText).toHaveBeenCalledWith(
      'https://waldmonitor.example/template/components/mixin',
    );
    await expect(await canvas.findByRole('status', {}, { timeout: 5000 })).toHaveTextContent('Copied the link');
    await userEvent.click(await canvas.findByRole('button', { name: 'Share' }, { timeout: 5000 }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Send by e-mail' }, { timeout: 5000 }));
    await expect(args.onMail).toHaveBeenCalledWith(
      'mailto:?subject=Waldmonitor&body=https%3A%2F%2Fwaldmonitor.example%2Ftemplate%2Fcomponents%2Fmixin',
    );
  },
};

/** The hover effects answer keyboard focus too. */
export const NarrowWidth: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement).getByRole('link', { name: /^Fill/ });
    tile.focus();
    await expect(tile).toHaveFocus();
  },
};
