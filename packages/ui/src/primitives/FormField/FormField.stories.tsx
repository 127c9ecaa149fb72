import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import styled from 'styled-components';
import { expect, userEvent, within } from 'storybook/test';
import { space } from '../../theme';
import { narrowFieldDecorator } from '../../testing/narrowDecorator';
import { controlPadding, controlSurface } from './controlSurface';
import { FormField } from './FormField';

/** A plain input: FormField works with any control through its render function. */
const Input = styled.input<{ $isInvalid?: boolean }>`
  ${controlSurface}
  padding: ${controlPadding};
`;

const meta = {
  title: 'Primitives/FormField',
  component: FormField,
  args: {
    label: 'Gemarkung',
    children: (control) => <Input {...control} $isInvalid={Boolean(control['aria-invalid'])} />,
  },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Gemarkung' });
    // Clicking the label focuses the control: htmlFor and id are linked.
    await userEvent.click(canvas.getByText('Gemarkung'));
    await expect(input).toHaveFocus();
    await expect(input).not.toHaveAttribute('aria-describedby');
  },
};

export const WithHint: Story = {
  name: 'Mit Hinweis',
  args: { hint: 'Wie im Liegenschaftskataster geschrieben.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Gemarkung' });
    await expect(input).toHaveAccessibleDescription('Wie im Liegenschaftskataster geschrieben.');
  },
};

export const Required: Story = {
  name: 'Pflichtfeld',
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Gemarkung' });
    await expect(input).toHaveAttribute('aria-required', 'true');
  },
};

export const WithError: Story = {
  name: 'Mit Fehler',
  args: {
    hint: 'Wie im Liegenschaftskataster geschrieben.',
    error: 'Diese Gemarkung gibt es im Landkreis nicht.',
    isRequired: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Gemarkung' });
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Diese Gemarkung gibt es im Landkreis nicht.');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // The error is linked first, then the hint.
    await expect(input.getAttribute('aria-describedby')?.split(' ')[0]).toBe(alert.id);
    await expect(input).toHaveAccessibleDescription(
      'Diese Gemarkung gibt es im Landkreis nicht. Wie im Liegenschaftskataster geschrieben.',
    );
  },
};

/** An error that appears on leaving the field is announced (role="alert") and linked. */
export const ErrorOnBlur: Story = {
  name: 'Fehler beim Verlassen',
  render: (args) => <ValidatedOnBlur label={args.label} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Gemarkung' });
    await userEvent.click(input);
    await userEvent.tab();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Bitte eine Gemarkung eingeben.');
    await expect(input).toHaveAccessibleDescription('Bitte eine Gemarkung eingeben.');
    await userEvent.type(input, 'Oberammergau');
    await userEvent.tab();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

function ValidatedOnBlur({ label }: { label: string }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <FormField label={label} error={error} isRequired>
      {(control) => (
        <Input
          {...control}
          $isInvalid={Boolean(error)}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onBlur={() => setError(value.trim() ? null : 'Bitte eine Gemarkung eingeben.')}
        />
      )}
    </FormField>
  );
}

export const LabelHidden: Story = {
  name: 'Beschriftung verborgen',
  args: { label: 'Bemerkung zur Position 3', isLabelHidden: true },
  play: async ({ canvasElement }) => {
    // Not visible, still the accessible name.
    await expect(within(canvasElement).getByRole('textbox', { name: 'Bemerkung zur Position 3' })).toBeVisible();
  },
};

export const Inline: Story = {
  name: 'Nebeneinander',
  args: {
    label: 'Karte für den Kunden freigeben',
    layout: 'inline',
    hint: 'Der Kunde sieht die Karte danach in seinem Portal.',
    children: (control) => <input type="checkbox" {...control} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'Karte für den Kunden freigeben' });
    await userEvent.click(canvas.getByText('Karte für den Kunden freigeben'));
    await expect(checkbox).toBeChecked();
    await expect(checkbox).toHaveAccessibleDescription('Der Kunde sieht die Karte danach in seinem Portal.');
  },
};

export const WithAside: Story = {
  name: 'Mit Zusatzangabe',
  args: { label: 'Kurzbeschreibung', hint: 'Erscheint in der Kartenliste.', aside: '12 / 80 Zeichen' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Kurzbeschreibung' })).toHaveAccessibleDescription(
      'Erscheint in der Kartenliste. 12 / 80 Zeichen',
    );
  },
};

export const LongGermanTextNarrow: Story = {
  name: 'Langer Text, schmal',
  args: {
    label: 'Benachrichtigung bei neuen Käfermeldungen im eigenen Bundesland',
    hint: 'Die Benachrichtigung geht an die hinterlegte dienstliche E-Mail-Adresse der Revierleitung.',
    error: 'Die Benachrichtigungseinstellungen konnten nicht gespeichert werden. Bitte später erneut versuchen.',
    isRequired: true,
  },
  decorators: [narrowFieldDecorator],
};

export const All: Story = {
  name: 'Alle',
  render: (args) => (
    <Grid>
      <FormField {...args} label="Standard" />
      <FormField {...args} label="Mit Hinweis" hint="Ein kurzer Hinweis." />
      <FormField {...args} label="Pflichtfeld" isRequired />
      <FormField {...args} label="Mit Fehler" error="Bitte einen Wert eingeben." />
      <FormField {...args} label="Verborgenes Label" isLabelHidden />
      <FormField
        {...args}
        label="Nebeneinander"
        layout="inline"
        hint="Steuerelement vor dem Label."
        error="Bitte bestätigen."
      >
        {(control) => <input type="checkbox" {...control} />}
      </FormField>
    </Grid>
  ),
};

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${space[4]};
`;
