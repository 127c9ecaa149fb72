import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TabScreen } from './TabScreen';

const TABS = [
  { value: 'CN', label: 'China' },
  { value: 'US', label: 'USA' },
  { value: 'JP', label: 'Japan' },
  { value: 'EU', label: 'Eurozone' },
] as const;
type Tab = (typeof TABS)[number]['value'];

/** A pane with its own state: typed text survives a tab switch only if the pane stays mounted. */
function NotePane({ tab }: { tab: Tab }) {
  const [note, setNote] = useState('');
  return (
    <label>
      Note for {tab} <input value={note} onChange={(event) => setNote(event.target.value)} />
    </label>
  );
}

function Switching() {
  const [tab, setTab] = useState<Tab>('CN');
  return <TabScreen tabs={TABS} value={tab} onChange={setTab} renderPane={(value) => <NotePane tab={value} />} />;
}

const meta = {
  title: 'Template/Tab (TabScreen)',
  component: TabScreen,
  args: { tabs: TABS, value: 'CN', onChange: () => undefined, renderPane: () => null },
  render: () => <Switching />,
} satisfies Meta<typeof TabScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mounted = () => canvas.getByText('mounted times:').nextElementSibling;
    // The count grows in an effect, after the first paint (at once only under the test runner's act()).
    await waitFor(() => expect(mounted()).toHaveTextContent('1'));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Note for CN' }), 'kept');
    await userEvent.click(canvas.getByRole('tab', { name: 'USA' }));
    await waitFor(() => expect(mounted()).toHaveTextContent('2'));
    await userEvent.click(canvas.getByRole('tab', { name: 'China' }));
    await expect(mounted()).toHaveTextContent('2');
    await expect(canvas.getByRole('textbox', { name: 'Note for CN' })).toHaveValue('kept');
    await userEvent.click(canvas.getByRole('tab', { name: 'Eurozone' }));
    await userEvent.click(canvas.getByRole('tab', { name: 'USA' }));
    await waitFor(() => expect(mounted()).toHaveTextContent('3'));
  },
};

export const NarrowWidth: Story = { globals: { viewport: { value: 'phone' } } };
