import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ErrorLogEntry } from '../../model/template/errorLog';
import { ErrorLogScreen } from './ErrorLogScreen';

const NOW = new Date(2026, 10, 22, 14, 5, 0).getTime();

const ENTRIES: ErrorLogEntry[] = [
  {
    id: 1,
    message: "Cannot read properties of undefined (reading 'title')",
    info: 'React render in ArticleCard',
    url: 'http://localhost/template/example/list',
    stack:
      "TypeError: Cannot read properties of undefined (reading 'title')\n    at ArticleCard (ArticleCard.tsx:12:5)",
    source: 'render',
    time: NOW - 5 * 60_000,
  },
  {
    id: 2,
    message: 'Request failed with status code 500',
    info: 'Unhandled promise rejection',
    url: 'http://localhost/template/dashboard',
    stack: '',
    source: 'promise',
    time: NOW - 3 * 24 * 3_600_000,
  },
];

/** The screen with a log that fills when the button throws (the app's capture store does it for real). */
function Capturing() {
  const [entries, setEntries] = useState<ErrorLogEntry[]>([]);
  return (
    <ErrorLogScreen
      now={NOW}
      entries={entries}
      onClearAll={() => setEntries([])}
      onThrowError={() =>
        setEntries((list) => [
          ...list,
          { ...ENTRIES[0]!, id: list.length + 1, message: 'Thrown on purpose', info: 'Uncaught error', time: NOW },
        ])
      }
      onRejectPromise={fn()}
    />
  );
}

const meta = {
  title: 'Template/Error Log (ErrorLogScreen)',
  component: ErrorLogScreen,
  args: { entries: ENTRIES, now: NOW, onClearAll: fn(), onThrowError: fn(), onRejectPromise: fn() },
} satisfies Meta<typeof ErrorLogScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('5 minutes ago')).toBeInTheDocument();
    await expect(canvas.getByText('2026-11-19 14:05:00')).toBeInTheDocument();
    await expect(canvas.getByText('2 errors captured')).toBeInTheDocument();
  },
};

export const ThrowAndClear: Story = {
  render: () => <Capturing />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No errors captured. Throw one on purpose above.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Throw an error' }));
    await expect(canvas.getByRole('cell', { name: 'Thrown on purpose' })).toBeInTheDocument();
    await expect(canvas.getByText('just now')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear All' }));
    await expect(canvas.getByText('0 errors captured')).toBeInTheDocument();
  },
};

export const Empty: Story = { args: { entries: [] } };

export const NarrowWidth: Story = { globals: { viewport: { value: 'phone' } } };
