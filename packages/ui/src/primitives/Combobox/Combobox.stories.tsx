import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import styled from 'styled-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { space } from '../../theme';
import { Combobox, type ComboboxProps } from './Combobox';
import { filterOptions, type ComboboxOption } from './comboboxModel';

const clients: ComboboxOption[] = [
  { value: '1', label: 'Forstbetrieb Sachsenforst Oberlausitz (Görlitz)' },
  { value: '4', label: 'Müller GmbH (Annaberg-Buchholz)' },
  { value: '13', label: 'Stadtwald Dresden (Dresden)' },
  { value: '20', label: 'Wasser- und Bodenverband Spreewald (Lübbenau)' },
  { value: '21', label: 'Stadtwald Görlitz (Görlitz)' },
  { value: '22', label: 'Waldgenossenschaft Erzgebirge (Marienberg)' },
];

interface StoryArgs extends Omit<ComboboxProps, 'search' | 'onSearchChange'> {
  /** Stands in for a service that answers the first `limit` matches and their total. */
  serviceLimit?: number;
}

/**
 * The combobox keeps the chosen value in story state as a screen does. With `serviceLimit`
 * the story answers the typed text as the service would (first matches, total); without it
 * the combobox filters its options itself.
 */
function StatefulCombobox({ serviceLimit, ...props }: StoryArgs) {
  const [value, setValue] = useState(props.value);
  const [search, setSearch] = useState('');
  const found = filterOptions(props.options, search);
  const service =
    serviceLimit === undefined
      ? {}
      : { search, onSearchChange: setSearch, options: found.slice(0, serviceLimit), total: found.length };
  return (
    <Combobox
      {...props}
      {...service}
      value={value}
      valueLabel={props.options.find((option) => option.value === value)?.label}
      onChange={(next, option) => {
        setValue(next);
        props.onChange(next, option);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/Combobox',
  component: StatefulCombobox,
  args: { label: 'Kunde', placeholder: 'Alle Kunden', options: clients, value: '13', onChange: fn() },
  decorators: [
    (Story) => (
      // Room below for the open list, so the screenshot and the person see it whole.
      <Box>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof StatefulCombobox>;

export default meta;
type Story = StoryObj<typeof meta>;

const combobox = (canvasElement: HTMLElement, name = 'Kunde') => within(canvasElement).getByRole('combobox', { name });

export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const input = combobox(canvasElement);
    await expect(input).toHaveValue('Stadtwald Dresden (Dresden)');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    const listbox = document.getElementById(input.getAttribute('aria-controls')!);
    await expect(listbox).toHaveAttribute('role', 'listbox');
    await expect(listbox).not.toBeVisible();
  },
};

/** Typing narrows the list (umlauts in either spelling); a click chooses and closes it. */
export const TypeToSearch: Story = {
  name: 'Tippen sucht',
  args: { value: '' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = combobox(canvasElement);
    await expect(input).toHaveAttribute('placeholder', 'Alle Kunden');
    await userEvent.type(input, 'goerlitz');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = canvas.getByRole('listbox', { name: 'Kunde' });
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Forstbetrieb Sachsenforst Oberlausitz (Görlitz)', 'Stadtwald Görlitz (Görlitz)']);
    await userEvent.click(canvas.getByRole('option', { name: 'Stadtwald Görlitz (Görlitz)' }));
    await expect(args.onChange).toHaveBeenCalledWith('21', { value: '21', label: 'Stadtwald Görlitz (Görlitz)' });
    await expect(input).toHaveValue('Stadtwald Görlitz (Görlitz)');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveFocus();
  },
};

/** ↓ opens on the chosen option and walks on, ↑ back, Enter chooses, Escape drops what was typed. */
export const KeyboardUse: Story = {
  name: 'Mit Tastatur',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = combobox(canvasElement);
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const active = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    await expect(active()).toHaveTextContent('Stadtwald Dresden (Dresden)');
    await expect(active()).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(active()).toHaveTextContent('Stadtwald Görlitz (Görlitz)');
    await userEvent.keyboard('{ArrowUp}');
    await expect(active()).toHaveTextContent('Wasser- und Bodenverband Spreewald (Lübbenau)');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('20', expect.objectContaining({ value: '20' }));
    await expect(input).toHaveValue('Wasser- und Bodenverband Spreewald (Lübbenau)');
    await expect(input).not.toHaveAttribute('aria-activedescendant');

    await userEvent.clear(input);
    await userEvent.type(input, 'müll');
    await expect(canvas.getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    // Escape keeps the choice: the typed text goes, the chosen client's name comes back.
    await expect(input).toHaveValue('Wasser- und Bodenverband Spreewald (Lübbenau)');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const Cleared: Story = {
  name: 'Auswahl aufgehoben',
  play: async ({ canvasElement, args }) => {
    const input = combobox(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Kunde: Auswahl aufheben' }));
    await expect(args.onChange).toHaveBeenCalledWith('', null);
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(within(canvasElement).queryByRole('button', { name: 'Kunde: Auswahl aufheben' })).toBeNull();
  },
};

export const NoMatches: Story = {
  name: 'Keine Treffer',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(combobox(canvasElement), 'Harz');
    await expect(canvas.getByRole('status')).toHaveTextContent('Keine Treffer');
    await expect(canvas.queryAllByRole('option')).toHaveLength(0);
  },
};

/** The service answers only the first matches: the list says how many more there are. */
export const MoreMatches: Story = {
  name: 'Weitere Treffer',
  args: { serviceLimit: 2, value: '' },
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(combobox(canvasElement));
    await expect(canvas.getAllByRole('option')).toHaveLength(2);
    await expect(canvas.getByRole('status')).toHaveTextContent('4 weitere Treffer: zum Eingrenzen weiter tippen');
    await userEvent.type(combobox(canvasElement), 'stadtwald');
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
    await expect(canvas.getAllByRole('option')).toHaveLength(2);
  },
};

export const Loading: Story = {
  name: 'Lädt',
  args: { isLoading: true, options: [], value: '' },
  play: async ({ canvasElement }) => {
    await userEvent.click(combobox(canvasElement));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Wird gesucht …');
  },
};

export const WithHintAndError: Story = {
  name: 'Mit Hinweis und Fehler',
  args: {
    value: '',
    isRequired: true,
    hint: 'Name oder Ort eintippen und einen Kunden wählen.',
    error: 'Bitte einen Kunden wählen.',
  },
  play: async ({ canvasElement }) => {
    const input = combobox(canvasElement);
    await expect(input).toBeInvalid();
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription(
      'Bitte einen Kunden wählen. Name oder Ort eintippen und einen Kunden wählen.',
    );
  },
};

export const Disabled: Story = {
  name: 'Deaktiviert',
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const input = combobox(canvasElement);
    await expect(input).toBeDisabled();
    await expect(within(canvasElement).queryByRole('button', { name: 'Kunde: Auswahl aufheben' })).toBeNull();
  },
};

const longClients: ComboboxOption[] = [
  {
    value: '7',
    label:
      'Forstbetriebsgemeinschaft Oberlausitz-Niederschlesien Waldbesitzervereinigung Grundstücksverwaltungsgesellschaft (Hoyerswerda)',
  },
  ...clients,
];

/** At 390 px: the long name is cut in the input and wraps in the open list, nothing runs past the edge. */
export const LongGermanTextNarrow: Story = {
  name: 'Langer Text, schmal',
  args: {
    label: 'Auftraggebende Forstbetriebsgemeinschaft oder Waldbesitzervereinigung',
    options: longClients,
    value: '7',
    hint: 'Die Liste zeigt die ersten Treffer; weitere findet die Suche.',
  },
  globals: { viewport: { value: 'phone' } },
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const input = combobox(canvasElement, 'Auftraggebende Forstbetriebsgemeinschaft oder Waldbesitzervereinigung');
    await userEvent.click(input);
    const option = within(canvasElement).getByRole('option', { name: /Grundstücksverwaltungsgesellschaft/ });
    await expect(option).toBeVisible();
    await expect(option.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

const Box = styled.div`
  max-width: 24rem;
  min-height: 22rem;
  padding-bottom: ${space[4]};
`;
