import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Card } from '../../primitives/Card';
import { TextField } from '../../primitives/TextField';
import { AutoSaveField } from './AutoSaveField';
import { AutoNumber, AutoSelect, AutoSwitch, AutoText, AutoTextarea } from './autoSaveControls';

/** The form engine's save-on-commit mode: each field sends itself when the person leaves it, presses Enter or chooses. */
const meta = {
  title: 'Forms/AutoSaveField',
  component: AutoSaveField<string | null>,
  // The fields live on a card (the map's metadata), whose surface their state colours are made for.
  decorators: [
    (Story) => (
      <Card title="Karte" headingLevel={3}>
        {Story()}
      </Card>
    ),
  ],
  args: {
    label: 'Gemeinde',
    value: 'Hann. Münden',
    onSave: fn(async () => null),
    children: ({ input }) => (
      <TextField
        label="Gemeinde"
        value={input.value ?? ''}
        onChange={input.onChange}
        onBlur={input.onBlur}
        onKeyDown={input.onKeyDown}
      />
    ),
  },
} satisfies Meta<typeof AutoSaveField<string | null>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter saves the typed text once; the blur after it sends nothing twice. */
export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Gemeinde' });
    await userEvent.type(field, ' (Weser){Enter}');
    await userEvent.tab();
    await expect(await canvas.findByText('Gespeichert')).toBeInTheDocument();
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(args.onSave).toHaveBeenCalledWith('Hann. Münden (Weser)');
  },
};

/** Leaving an unchanged field sends nothing. */
export const Unchanged: Story = {
  name: 'Unverändert',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('textbox', { name: 'Gemeinde' }));
    await userEvent.tab();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The save under way shows at the field. */
export const Saving: Story = {
  name: 'Speichert',
  args: { onSave: fn(() => new Promise(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Gemeinde' }), 'x');
    await userEvent.tab();
    await expect(await canvas.findByRole('status')).toHaveTextContent('Wird gespeichert …');
  },
};

/** A refused save keeps the typed text, says why in German and sends the same value again on request. */
export const FailedSave: Story = {
  name: 'Speichern scheitert',
  args: {
    onSave: fn(async () =>
      Promise.reject({ status: 403, code: '42501', message: 'permission denied for table karte', details: null }),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Gemeinde' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Staufenberg');
    await userEvent.tab();
    // The failed save's one inline look (FormError) under the field, the service's text inside the alert.
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(/^Nicht gespeichert\. Dafür fehlt Ihnen die Berechtigung\./);
    await expect(alert).toHaveTextContent('Meldung des Dienstes: permission denied for table karte');
    await expect(field).toHaveValue('Staufenberg');
    await userEvent.click(canvas.getByRole('button', { name: 'Gemeinde: erneut speichern' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(2));
    await expect(args.onSave).toHaveBeenLastCalledWith('Staufenberg');
  },
};

const saveControl = fn(async (_field: string, _value: unknown) => null);

/** Every control kind: text and numbers on leaving, the choice and the switch at once; emptied text is null. */
export const Controls: Story = {
  name: 'Alle Eingabearten',
  render: () => (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: '24rem' }}>
      <AutoText label="Kreis" value="Göttingen" onSave={(value) => saveControl('kreis', value)} />
      <AutoTextarea label="Bemerkung" value={null} onSave={(value) => saveControl('bem', value)} />
      <AutoNumber label="Maßstabszahl" value={5000} min={1} onSave={(value) => saveControl('scale', value)} />
      <AutoSelect
        label="Bearbeitungsstand"
        value="neu"
        options={[
          { value: 'neu', label: 'Neu' },
          { value: 'geprueft', label: 'Geprüft' },
        ]}
        onSave={(value) => saveControl('status', value)}
      />
      <AutoSwitch label="Für den Kunden sichtbar" value={false} onSave={(value) => saveControl('show', value)} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    saveControl.mockClear();
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Kreis' }));
    await userEvent.tab();
    await expect(saveControl).toHaveBeenLastCalledWith('kreis', null);
    const scale = canvas.getByRole('textbox', { name: 'Maßstabszahl' });
    await userEvent.clear(scale);
    await userEvent.type(scale, '25000{Enter}');
    await expect(saveControl).toHaveBeenLastCalledWith('scale', 25000);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Bearbeitungsstand' }), 'Geprüft');
    await expect(saveControl).toHaveBeenLastCalledWith('status', 'geprueft');
    await userEvent.click(canvas.getByRole('switch', { name: 'Für den Kunden sichtbar' }));
    await expect(saveControl).toHaveBeenLastCalledWith('show', true);
    // Text that is no number is never sent.
    await userEvent.clear(scale);
    await userEvent.type(scale, 'viel');
    await userEvent.tab();
    await expect(await canvas.findByText('Bitte eine Zahl eingeben.')).toBeInTheDocument();
    await expect(saveControl).toHaveBeenCalledTimes(4);
  },
};
