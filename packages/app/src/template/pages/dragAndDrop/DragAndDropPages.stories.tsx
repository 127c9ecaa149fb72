import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TemplateDndListPage, TemplateDragKanbanPage } from './DragAndDropPages';

/** The @dnd-kit pages as the template part mounts them; moving by keyboard is in Demo/DndListScreen and Demo/DragKanbanScreen. */
const meta = {
  title: 'Template/App Pages/Drag and Drop (DragAndDropPages)',
  component: TemplateDndListPage,
} satisfies Meta<typeof TemplateDndListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'List 1 (4)' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'List 2 (3)' })).toBeInTheDocument();
  },
};

export const Kanban: Story = {
  render: () => <TemplateDragKanbanPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const column of ['Todo (3)', 'Working (2)', 'Done (1)']) {
      await expect(canvas.getByRole('heading', { name: column })).toBeInTheDocument();
    }
  },
};
