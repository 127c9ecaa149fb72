import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Landing } from './Landing';

const meta = {
  title: 'Chrome/Landing',
  component: Landing,
  args: { onContinue: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Landing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Standard',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Waldmonitor' })).toBeInTheDocument();
    await expect(canvas.getByText(/für größere Bildschirme gemacht/)).toBeInTheDocument();
    const link = canvas.getByRole('link', { name: 'Trotzdem fortfahren' });
    await expect(link).toHaveAttribute('href', '/dashboard');
    await userEvent.click(link);
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

/** On a phone-sized frame. */
export const Narrow: Story = {
  name: 'Schmal',
  globals: { viewport: { value: 'phone' } },
};

export const OtherProductName: Story = {
  name: 'Anderer Produktname',
  args: { productName: 'Waldmonitor Test' },
};
