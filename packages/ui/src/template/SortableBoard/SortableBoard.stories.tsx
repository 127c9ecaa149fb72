import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { SortableBoard } from './SortableBoard';
import type { BoardItem } from './boardAnnouncements';
import { moveByKeyboard } from './boardTesting';
import type { BoardItems } from './moveItem';

const columns = [
  { id: 'new', title: 'Neu gemeldete Käferfunde mit ausführlicher Beschreibung' },
  { id: 'checked', title: 'Geprüft' },
];
const items: BoardItems<BoardItem> = {
  new: [
    { id: 'k1', label: 'Buchdrucker (Ips typographus) in Fichtenbestand am Nordhang, Abteilung 12b' },
    { id: 'k2', label: 'Kupferstecher' },
  ],
  checked: [],
};

function Keeping({ onChange }: { onChange: (items: BoardItems<BoardItem>) => void }) {
  const [board, setBoard] = useState(items);
  return (
    <SortableBoard
      columns={columns}
      items={board}
      onChange={(next) => {
        setBoard(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Template/Components/Drag Kanban Board (SortableBoard)',
  component: SortableBoard,
  args: { columns, items, onChange: fn() },
  render: (args) => <Keeping onChange={args.onChange} />,
} satisfies Meta<typeof SortableBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty list takes an item by keyboard (long German titles wrap); the board is told. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await moveByKeyboard(canvas.getByRole('button', { name: 'Move Kupferstecher' }), ['[ArrowRight]']);
    const checked = canvas.getByRole('list', { name: /^Geprüft/ });
    await waitFor(() => expect(within(checked).getByText('Kupferstecher')).toBeInTheDocument());
    await expect(args.onChange).toHaveBeenLastCalledWith({
      new: [items.new?.[0]],
      checked: [items.new?.[1]],
    });
  },
};
