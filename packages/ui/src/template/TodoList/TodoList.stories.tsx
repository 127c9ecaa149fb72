import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEFAULT_TODOS, type TodoItem } from '../../model/template/todos';
import { TodoList } from './TodoList';

function Keeping() {
  const [todos, setTodos] = useState<TodoItem[]>([...DEFAULT_TODOS]);
  return <TodoList todos={todos} onChange={setTodos} />;
}

const meta = {
  title: 'Template/Dashboard/Todo List (TodoList)',
  component: TodoList,
  args: { todos: DEFAULT_TODOS, onChange: fn() },
  render: () => <Keeping />,
} satisfies Meta<typeof TodoList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 items left')).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'New todo' }), 'read the docs{Enter}');
    await expect(canvas.getByText('4 items left')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'read the docs' }));
    await expect(canvas.getByText('3 items left')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Active' }));
    await expect(within(canvas.getByRole('list', { name: 'Todos' })).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove follow author' }));
    await expect(canvas.getByText('2 items left')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear completed' }));
    await userEvent.click(canvas.getByRole('button', { name: 'All' }));
    await expect(within(canvas.getByRole('list', { name: 'Todos' })).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const Empty: Story = { render: (args) => <TodoList {...args} todos={[]} /> };

export const NarrowWidth: Story = { globals: { viewport: { value: 'phone' } } };
