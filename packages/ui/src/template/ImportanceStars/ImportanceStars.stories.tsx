import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { ArticleImportance } from '../../model/contract/templateApi';
import { ImportanceStars } from './ImportanceStars';

const meta = {
  title: 'Template/Example/Importance (ImportanceStars)',
  component: ImportanceStars,
  args: { value: 2 },
} satisfies Meta<typeof ImportanceStars>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Importance: 2 stars' })).toBeInTheDocument();
  },
};

function Choosing() {
  const [value, setValue] = useState<ArticleImportance>(1);
  return <ImportanceStars value={value} onChange={setValue} />;
}

export const Editable: Story = {
  render: () => <Choosing />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '3 stars' }));
    await expect(canvas.getByRole('button', { name: '3 stars' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: '1 star' })).toHaveAttribute('aria-pressed', 'false');
  },
};
