import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { space } from '../../theme';
import { narrowFieldDecorator } from '../../testing/narrowDecorator';
import { useStateInStory } from '../../testing/useStateInStory';
import { heldPromise } from '../../testing/heldPromise';
import { Switch, type SwitchProps } from './Switch';

/** Switch is controlled; like a screen, the story flips it at once and returns the save. */
function StatefulSwitch(props: SwitchProps) {
  return <Switch {...useStateInStory(props, 'checked')} />;
}

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  args: { label: 'E-Mail bei neuen Meldungen', checked: false, onChange: fn() },
  render: (args) => <StatefulSwitch {...args} />,
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

const held = heldPromise();

export const Default: Story = {
  name: 'Standard',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'E-Mail bei neuen Meldungen' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    // The label toggles it too, and so does the keyboard.
    await userEvent.click(canvas.getByText('E-Mail bei neuen Meldungen'));
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
  },
};

export const On: Story = { name: 'Eingeschaltet', args: { checked: true } };

/** A save started elsewhere is pending: spinner in the thumb, clicks ignored. */
export const Busy: Story = {
  name: 'Beschäftigt',
  args: { checked: true, isBusy: true },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'E-Mail bei neuen Meldungen' });
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(toggle);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
  },
};

/** onChange returns the save's promise: the switch flips at once, is busy, and a double click saves once. */
export const OptimisticSave: Story = {
  name: 'Schaltet sofort, speichert einmal',
  args: { onChange: fn(held.start) },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'E-Mail bei neuen Meldungen' });
    await userEvent.dblClick(toggle);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(true);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    held.release();
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-busy'));
  },
};

export const WithHint: Story = {
  name: 'Mit Hinweis',
  args: { hint: 'Höchstens eine E-Mail am Tag.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('switch', { name: 'E-Mail bei neuen Meldungen' }),
    ).toHaveAccessibleDescription('Höchstens eine E-Mail am Tag.');
  },
};

export const WithError: Story = {
  name: 'Mit Fehler',
  args: { checked: true, error: 'Die Einstellung konnte nicht gespeichert werden.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Die Einstellung konnte nicht gespeichert werden.');
    await expect(canvas.getByRole('switch', { name: 'E-Mail bei neuen Meldungen' })).toHaveAccessibleDescription(
      'Die Einstellung konnte nicht gespeichert werden.',
    );
  },
};

export const Disabled: Story = {
  name: 'Deaktiviert',
  args: { disabled: true, hint: 'Nur Administratoren können das ändern.' },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'E-Mail bei neuen Meldungen' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongGermanLabelNarrow: Story = {
  name: 'Lange Beschriftung, schmal',
  args: {
    label: 'Benachrichtigung bei neuen Käfermeldungen im eigenen Bundesland',
    hint: 'Sie erhalten eine E-Mail, sobald Expertinnen oder Experten eine Meldung bestätigt haben.',
    checked: true,
  },
  decorators: [narrowFieldDecorator],
};

export const All: Story = {
  name: 'Alle',
  render: (args) => (
    <Stack>
      <StatefulSwitch {...args} label="Aus" />
      <StatefulSwitch {...args} label="An" checked />
      <StatefulSwitch {...args} label="Speichert" checked isBusy />
      <StatefulSwitch {...args} label="Mit Beschreibung" hint="Eine kurze Beschreibung." />
      <StatefulSwitch {...args} label="Fehler" error="Nicht gespeichert." />
      <StatefulSwitch {...args} label="Gesperrt aus" disabled />
      <StatefulSwitch {...args} label="Gesperrt an" checked disabled />
    </Stack>
  ),
};

const Stack = styled.div`
  display: grid;
  gap: ${space[3]};
`;
