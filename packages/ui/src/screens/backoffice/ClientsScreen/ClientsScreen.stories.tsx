import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { failedQuery, loadedQuery, loadingQuery } from '../../../model/queryState';
import { LONG_NAME_CLIENT, STORY_CLIENTS } from '../storyData';
import type { ClientFilter } from '../clientFilter';
import { ClientsScreen, type ClientsScreenProps } from './ClientsScreen';

/** Keeps the filter as the page keeps it in the address. */
function Stateful(props: Omit<ClientsScreenProps, 'filter' | 'onFilterChange'> & { initial?: Partial<ClientFilter> }) {
  const [filter, setFilter] = useState<ClientFilter>({ query: '', bundesland: '', kataster: '', ...props.initial });
  return <ClientsScreen {...props} filter={filter} onFilterChange={(change) => setFilter({ ...filter, ...change })} />;
}

const meta = {
  title: 'Screens/Back office/Kunden (ClientsScreen)',
  component: Stateful,
  args: { clients: loadedQuery(STORY_CLIENTS), onOpenClient: fn(), onAddClient: fn() },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

const onRetry = fn(() => Promise.resolve());

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('4 Kunden');
    await userEvent.click(canvas.getByText('Stadtwerke Kassel AG'));
    await expect(args.onOpenClient).toHaveBeenCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Kunde anlegen' }));
    await expect(args.onAddClient).toHaveBeenCalled();
  },
};

export const SearchAndFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name, Ort oder Ansprechpartner suchen' }), 'stadt');
    await expect(canvas.getByRole('status')).toHaveTextContent('2 von 4 Kunden');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Kataster' }), 'aus');
    await expect(canvas.getByRole('status')).toHaveTextContent('0 von 4 Kunden');
    await expect(canvas.getByText('Keine Kunden gefunden.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Filter zurücksetzen' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('4 Kunden');
  },
};

export const Loading: Story = {
  args: { clients: loadingQuery() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')[0]).toBeVisible();
  },
};

export const Empty: Story = {
  args: { clients: loadedQuery([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Noch keine Kunden angelegt.')).toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { clients: failedQuery(new TypeError('Failed to fetch'), onRetry) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Erneut/ })).toBeInTheDocument();
  },
};

export const LongGermanText: Story = { args: { clients: loadedQuery([LONG_NAME_CLIENT, ...STORY_CLIENTS]) } };

export const NarrowWidth: Story = {
  args: { clients: loadedQuery([LONG_NAME_CLIENT, ...STORY_CLIENTS]) },
  globals: { viewport: { value: 'phone' } },
};
