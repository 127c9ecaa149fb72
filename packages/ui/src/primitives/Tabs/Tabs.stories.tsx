import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import styled from 'styled-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '../Badge';
import { Tabs, type TabItem } from './Tabs';

// Declared before the stories: story args render it when the module loads.
const Label = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.5em;
`;

const items: TabItem[] = [
  { value: 'daten', label: 'Persönliche Daten', content: 'Vorname, Nachname, Telefon und Berufsgruppe.' },
  { value: 'benachrichtigungen', label: 'Benachrichtigungen', content: 'Welche E-Mails Sie erhalten.' },
  { value: 'kunden', label: 'Kunden', content: 'Die Kunden, denen Sie zugeordnet sind.' },
  { value: 'experte', label: 'Experte werden', content: 'Beantragen Sie hier den Expertenstatus.' },
];

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { items, value: 'daten', label: 'Profilbereiche', onChange: fn() },
  // The app keeps the tab in the URL; stories keep it in state and report every change.
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <Tabs
        {...args}
        value={value}
        onChange={(next) => {
          args.onChange(next);
          setValue(next);
        }}
      />
    );
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Standard',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Profilbereiche' })).toBeInTheDocument();
    const first = canvas.getByRole('tab', { name: 'Persönliche Daten' });
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Persönliche Daten' })).toHaveTextContent('Berufsgruppe');

    await userEvent.click(canvas.getByRole('tab', { name: 'Kunden' }));
    await expect(args.onChange).toHaveBeenCalledWith('kunden');
    await expect(canvas.getByRole('tabpanel', { name: 'Kunden' })).toHaveTextContent('zugeordnet');
  },
};

export const KeyboardNavigation: Story = {
  name: 'Mit Tastatur',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Persönliche Daten' })).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Benachrichtigungen' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('benachrichtigungen');
    await expect(canvas.getByRole('tab', { name: 'Benachrichtigungen' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Experte werden' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('experte');

    // Arrows wrap around at both ends.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Persönliche Daten' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Experte werden' })).toHaveFocus();

    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Persönliche Daten' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('daten');

    // Tab leaves the tab list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Persönliche Daten' })).toHaveFocus();
  },
};

/** Deep link: `/profile/index?tab=experte` opens the expert tab. */
export const FromUrl: Story = {
  name: 'Reiter aus der Adresse',
  args: { value: 'experte' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Experte werden' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Expertenstatus');
  },
};

export const WithDisabledTab: Story = {
  name: 'Mit deaktiviertem Reiter',
  args: {
    items: items.map((item) => (item.value === 'kunden' ? { ...item, disabled: true } : item)),
    value: 'benachrichtigungen',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Kunden' })).toBeDisabled();
    canvas.getByRole('tab', { name: 'Benachrichtigungen' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Experte werden' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('experte');
  },
};

export const WithBadge: Story = {
  name: 'Mit Zähler',
  args: {
    items: [
      {
        value: 'pruefung',
        label: (
          <Label>
            Zur Prüfung
            <Badge tone="danger" srText="offen">
              4
            </Badge>
          </Label>
        ),
        content: 'Vier Meldungen warten auf Ihre Bestimmung.',
      },
      { value: 'erledigt', label: 'Erledigt', content: 'Bereits bestimmte Meldungen.' },
    ],
    value: 'pruefung',
    label: 'Prüfungen',
  },
};

export const LongGermanText: Story = {
  name: 'Langer deutscher Text',
  args: {
    items: [
      {
        value: 'a',
        label: 'Borkenkäferbefallsflächen',
        content: 'Kartierte Flächen mit Käferholz und Stehendbefall.',
      },
      { value: 'b', label: 'Georeferenzierungspasspunkte', content: 'Passpunkte der gescannten Karte.' },
      { value: 'c', label: 'Rechnungspositionsvorlagen', content: 'Vorlagen für Rechnungspositionen.' },
    ],
    value: 'a',
    label: 'Fachbereiche',
  },
};

export const NarrowWidth: Story = {
  name: 'Schmal',
  decorators: [
    (Story) => (
      <Narrow>
        <Story />
      </Narrow>
    ),
  ],
};

const Narrow = styled.div`
  max-width: 20rem;
`;
