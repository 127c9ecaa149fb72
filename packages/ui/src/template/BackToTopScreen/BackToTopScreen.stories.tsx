import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { narrowDecorator } from '../../testing/narrowDecorator';
import { BackToTopScreen } from './BackToTopScreen';

const meta = {
  title: 'Template/Components/Back To Top (BackToTopScreen)',
  component: BackToTopScreen,
  args: { reducedMotion: false },
} satisfies Meta<typeof BackToTopScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const scroller = (canvasElement: HTMLElement) => canvasElement.ownerDocument.scrollingElement as HTMLElement;

/** No button at the top; past 300 px it shows; it scrolls smoothly up and focus lands on the title. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    scroller(canvasElement).scrollTo({ top: 200, behavior: 'instant' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(canvas.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    scroller(canvasElement).scrollTo({ top: 900, behavior: 'instant' });
    await userEvent.click(await canvas.findByRole('button', { name: 'Back to top' }, { timeout: 5000 }));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Back To Top' })).toHaveFocus(), {
      timeout: 5000,
    });
    await expect(scroller(canvasElement).scrollTop).toBe(0);
    await expect(canvas.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
  },
};

/** Reduced motion: the jump is instant, focus follows at once. */
export const ReducedMotion: Story = {
  args: { reducedMotion: true },
  decorators: [narrowDecorator],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    scroller(canvasElement).scrollTo({ top: 1200, behavior: 'instant' });
    await userEvent.click(await canvas.findByRole('button', { name: 'Back to top' }, { timeout: 5000 }));
    await expect(scroller(canvasElement).scrollTop).toBe(0);
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Back To Top' })).toHaveFocus());
  },
};
