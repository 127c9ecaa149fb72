import type { Meta, StoryObj } from '@storybook/react-vite';
import { templateTransactions } from '@waldmonitor/mocks';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { failedQuery, loadedQuery, loadingQuery } from '../../model/queryState';
import { TemplateChart } from '../../charts/TemplateChart';
import { DEFAULT_TODOS, type TodoItem } from '../../model/template/todos';
import { DashboardScreen, type DashboardScreenProps } from './DashboardScreen';

const ADMIN = { name: 'Super Admin', roles: ['admin'], introduction: 'I am a super administrator', avatar: '' };

function WithTodos(props: DashboardScreenProps) {
  const [todos, setTodos] = useState<TodoItem[]>([...props.todos]);
  return <DashboardScreen {...props} todos={todos} onTodosChange={setTodos} />;
}

const meta = {
  title: 'Template/Dashboard/Dashboard (DashboardScreen)',
  component: DashboardScreen,
  args: {
    variant: 'admin',
    user: ADMIN,
    renderChart: (kind, data) => <TemplateChart kind={kind} data={data} animate={false} />,
    transactions: loadedQuery(templateTransactions(new Date(2026, 10, 22).getTime()).items),
    todos: DEFAULT_TODOS,
    onTodosChange: fn(),
  },
  render: (args) => <WithTodos {...args} />,
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'New Visits this week' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Purchases 9,280' }));
    await expect(canvas.getByRole('button', { name: 'Purchases 9,280' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('table', { name: 'Purchases this week' })).toBeInTheDocument();
    await expect(within(canvas.getByRole('table', { name: 'Last transactions' })).getAllByRole('row')).toHaveLength(21);
  },
};

export const Editor: Story = {
  args: {
    variant: 'editor',
    user: { name: 'Normal Editor', roles: ['editor'], introduction: 'I am an editor', avatar: '' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Roles: editor')).toBeInTheDocument();
  },
};

export const TransactionsLoading: Story = {
  args: { transactions: loadingQuery() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Last transactions' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const TransactionsFailed: Story = {
  args: { transactions: failedQuery(new Error('timeout of 5000ms exceeded')) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('timeout of 5000ms exceeded');
  },
};

export const NarrowWidth: Story = { globals: { viewport: { value: 'phone' } } };
