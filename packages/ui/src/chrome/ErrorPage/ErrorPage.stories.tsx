import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ErrorPage } from './ErrorPage';

const meta = {
  title: 'Chrome/ErrorPage',
  component: ErrorPage,
  args: { code: 404 },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Zurück zum Dashboard' })).toHaveAttribute('href', '/dashboard');
  },
};

export const AccessDenied: Story = {
  name: 'Zugriff verweigert',
  args: { code: 401 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Zugriff verweigert' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Zurück zum Dashboard' })).toHaveAttribute('href', '/dashboard');
  },
};
