import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { space } from '../../theme';
import { narrowFieldDecorator } from '../../testing/narrowDecorator';
import { useStateInStory } from '../../testing/useStateInStory';
import { Textarea, type TextareaProps } from './Textarea';

/** Textarea is controlled; stories keep its value in state like a screen does. */
function StatefulTextarea(props: TextareaProps) {
  return <Textarea {...useStateInStory(props, 'value')} />;
}

const meta = {
  title: 'Primitives/Textarea',
  component: Textarea,
  args: { label: 'Nachricht an die Meldenden', value: '', maxLength: 500, onChange: fn() },
  render: (args) => <StatefulTextarea {...args} />,
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Standard',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: 'Nachricht an die Meldenden' });
    await expect(canvas.getByText('0 / 500 Zeichen')).toBeInTheDocument();
    await userEvent.type(textarea, 'Danke für die Meldung!');
    await expect(args.onChange).toHaveBeenLastCalledWith('Danke für die Meldung!');
    await expect(canvas.getByText('22 / 500 Zeichen')).toBeInTheDocument();
    await expect(textarea).toHaveAccessibleDescription('22 / 500 Zeichen');
  },
};

export const WithoutLimit: Story = {
  name: 'Ohne Höchstlänge',
  args: { label: 'Bemerkung', maxLength: undefined, rows: 2 },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Bemerkung' });
    await expect(textarea).not.toHaveAttribute('aria-describedby');
  },
};

/** The browser stops at maxLength; the counter shows the limit reached. */
export const AtLimit: Story = {
  name: 'Höchstlänge erreicht',
  args: { label: 'Kurzbeschreibung', maxLength: 20, value: 'Buchdrucker an Fich' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: 'Kurzbeschreibung' });
    await userEvent.type(textarea, 'tenholz');
    await expect(textarea).toHaveValue('Buchdrucker an Ficht');
    await expect(canvas.getByText('20 / 20 Zeichen')).toBeInTheDocument();
  },
};

export const LargeCounts: Story = {
  name: 'Große Zahlen',
  args: { label: 'Anschreiben', maxLength: 5000, value: 'Sehr geehrte Damen und Herren,\n\n'.padEnd(1200, 'x') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1.200 / 5.000 Zeichen')).toBeInTheDocument();
  },
};

export const WithHintAndError: Story = {
  name: 'Mit Hinweis und Fehler',
  args: {
    label: 'Begründung der Ablehnung',
    isRequired: true,
    hint: 'Die meldende Person sieht diesen Text.',
    error: 'Bitte eine Begründung eingeben.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: 'Begründung der Ablehnung' });
    await expect(textarea).toBeInvalid();
    await expect(textarea).toHaveAccessibleDescription(
      'Bitte eine Begründung eingeben. Die meldende Person sieht diesen Text. 0 / 500 Zeichen',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('Bitte eine Begründung eingeben.');
  },
};

export const Disabled: Story = {
  name: 'Deaktiviert',
  args: { value: 'Wird nach der Prüfung versendet.', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Nachricht an die Meldenden' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  name: 'Nur lesen',
  args: { label: 'Bemerkung des Kunden', value: 'Bitte Karte bis Ende März liefern.', readOnly: true },
  play: async ({ args, canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Bemerkung des Kunden' });
    await userEvent.type(textarea, '!');
    await expect(textarea).toHaveValue('Bitte Karte bis Ende März liefern.');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongGermanTextNarrow: Story = {
  name: 'Langer Text, schmal',
  args: {
    label: 'Benachrichtigung bei neuen Käfermeldungen im eigenen Bundesland: eigener Begleittext',
    value:
      'Sehr geehrte Revierleitung, im Forstrevier Oberschwaben wurden neue Befallsherde des Buchdruckers gemeldet und durch die Expertinnen und Experten bestätigt.',
    hint: 'Erscheint über der Liste der Meldungen.',
    rows: 6,
  },
  decorators: [narrowFieldDecorator],
};

export const All: Story = {
  name: 'Alle',
  render: (args) => (
    <Grid>
      <StatefulTextarea {...args} label="Leer" />
      <StatefulTextarea {...args} label="Mit Text" value="Befall an drei Fichten." />
      <StatefulTextarea {...args} label="Fast voll" maxLength={30} value="Befall an drei Fichten, Nord" />
      <StatefulTextarea {...args} label="Fehler" error="Bitte einen Text eingeben." isRequired />
      <StatefulTextarea {...args} label="Gesperrt" value="Versendet." disabled />
      <StatefulTextarea {...args} label="Nur lesen" value="Vom Kunden." readOnly />
    </Grid>
  ),
};

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${space[4]};
`;
