import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { space } from '../../theme';
import { narrowFieldDecorator } from '../../testing/narrowDecorator';
import { useStateInStory } from '../../testing/useStateInStory';
import { Checkbox, type CheckboxProps } from './Checkbox';

/** Checkbox is controlled; stories keep its state like a screen does. */
function StatefulCheckbox(props: CheckboxProps) {
  return <Checkbox {...useStateInStory(props, 'checked')} />;
}

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { label: 'Kataster freigeben', checked: false, onChange: fn() },
  render: (args) => <StatefulCheckbox {...args} />,
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Standard',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'Kataster freigeben' });
    await userEvent.click(checkbox);
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await expect(checkbox).toBeChecked();
    // The label toggles it too.
    await userEvent.click(canvas.getByText('Kataster freigeben'));
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    await expect(checkbox).not.toBeChecked();
  },
};

export const Checked: Story = { name: 'Angehakt', args: { checked: true } };

export const Indeterminate: Story = {
  name: 'Teilweise angehakt',
  args: { label: 'Alle Karten auswählen', isIndeterminate: true },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Alle Karten auswählen' });
    await expect(checkbox).toBePartiallyChecked();
  },
};

export const WithHint: Story = {
  name: 'Mit Hinweis',
  args: {
    label: 'E-Mail bei Veröffentlichung',
    hint: 'Sie erhalten eine E-Mail, sobald eine Ihrer Meldungen veröffentlicht wird.',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'E-Mail bei Veröffentlichung' }),
    ).toHaveAccessibleDescription('Sie erhalten eine E-Mail, sobald eine Ihrer Meldungen veröffentlicht wird.');
  },
};

export const WithError: Story = {
  name: 'Mit Fehler',
  args: {
    label: 'Ich bestätige, dass die Angaben vollständig sind.',
    isRequired: true,
    error: 'Bitte bestätigen.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'Ich bestätige, dass die Angaben vollständig sind.' });
    await expect(checkbox).toBeInvalid();
    await expect(checkbox).toBeRequired();
    await expect(checkbox).toHaveAccessibleDescription('Bitte bestätigen.');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Bitte bestätigen.');
  },
};

export const Disabled: Story = {
  name: 'Deaktiviert',
  args: { checked: true, disabled: true },
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Kataster freigeben' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(checkbox);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(checkbox).toBeChecked();
  },
};

export const LongGermanLabelNarrow: Story = {
  name: 'Lange Beschriftung, schmal',
  args: {
    label: 'Benachrichtigung bei neuen Käfermeldungen im eigenen Bundesland',
    hint: 'Gilt auch für Meldungen aus angrenzenden Landkreisen, wenn Ihr Revier an der Landesgrenze liegt.',
    checked: true,
  },
  decorators: [narrowFieldDecorator],
};

export const All: Story = {
  name: 'Alle',
  render: (args) => (
    <Stack>
      <StatefulCheckbox {...args} label="Nicht gewählt" />
      <StatefulCheckbox {...args} label="Gewählt" checked />
      <StatefulCheckbox {...args} label="Teilweise gewählt" isIndeterminate />
      <StatefulCheckbox {...args} label="Mit Beschreibung" hint="Eine kurze Beschreibung." />
      <StatefulCheckbox {...args} label="Fehler" error="Bitte bestätigen." isRequired />
      <StatefulCheckbox {...args} label="Gesperrt" disabled />
      <StatefulCheckbox {...args} label="Gesperrt und gewählt" checked disabled />
    </Stack>
  ),
};

const Stack = styled.div`
  display: grid;
  gap: ${space[3]};
`;
