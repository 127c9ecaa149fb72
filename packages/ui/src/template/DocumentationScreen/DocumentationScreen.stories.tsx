import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DocumentationScreen } from './DocumentationScreen';

const meta = {
  title: 'Template/Documentation (DocumentationScreen)',
  component: DocumentationScreen,
  args: {
    links: [
      {
        title: 'Source code',
        description: 'The template this part follows.',
        to: 'https://github.com/PanJiaChen/vue-element-admin',
      },
      { title: 'Guide', description: 'A tour of the shell, step by step.', to: '/template/guide/index' },
      { title: 'Permission', description: 'Switch the role and see the menu change.', to: '/template/permission/page' },
    ],
  },
} satisfies Meta<typeof DocumentationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Open Guide' })).toHaveAttribute('href', '/template/guide/index');
    await expect(canvas.getByRole('link', { name: /Source code/ })).toHaveAttribute('target', '_blank');
  },
};

export const NarrowWidth: Story = { globals: { viewport: { value: 'phone' } } };
