import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { GuideScreen } from './GuideScreen';

const meta = {
  title: 'Template/Guide (GuideScreen)',
  component: GuideScreen,
  args: {
    steps: [
      { title: 'Guide', text: 'This is the page you are on.', target: '#guide-story-target' },
      { title: 'Menu', text: 'Open and close the menu here.', target: '#does-not-exist' },
    ],
  },
  decorators: [
    (Story) => (
      <>
        <p id="guide-story-target">A part of the shell</p>
        <Story />
      </>
    ),
  ],
} satisfies Meta<typeof GuideScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show Guide' }));
    await expect(canvas.getByRole('heading', { name: 'Step 1 of 2: Guide' })).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByText('A part of the shell').style.outline).not.toBe(''));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Open and close the menu here.')).toBeInTheDocument();
    await expect(canvas.getByText('A part of the shell').style.outline).toBe('');
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(canvas.getByRole('button', { name: 'Show Guide' })).toBeInTheDocument();
  },
};

export const NarrowWidth: Story = { globals: { viewport: { value: 'phone' } } };
