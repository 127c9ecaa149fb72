import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  TemplateBackToTopPage,
  TemplateCountToPage,
  TemplateDragDialogPage,
  TemplateDragSelectPage,
  TemplateMixinPage,
} from './LightComponentPages';

/** The pages as the template part mounts them; their behaviour is in the screens' stories (Demo/*). */
const meta = {
  title: 'Template/App Pages/Components (LightComponentPages)',
  component: TemplateCountToPage,
} satisfies Meta<typeof TemplateCountToPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Count-to starts counting on opening (the template's autoplay). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    // Autoplay starts in an effect, after the first paint.
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status')).toHaveTextContent(/^(Counting|Done: ¥ 2,017 rmb)$/),
    );
  },
};

export const Mixin: Story = {
  render: () => <TemplateMixinPage />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Share' })).toBeInTheDocument();
  },
};

export const BackToTop: Story = {
  render: () => <TemplateBackToTopPage />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Back To Top' })).toBeInTheDocument();
  },
};

export const DragDialog: Story = {
  render: () => <TemplateDragDialogPage />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Open a draggable dialog' })).toBeEnabled();
  },
};

export const DragSelect: Story = {
  render: () => <TemplateDragSelectPage />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Chosen: Species' })).toBeInTheDocument();
  },
};
