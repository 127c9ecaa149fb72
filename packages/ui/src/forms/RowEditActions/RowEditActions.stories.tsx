import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from '../../primitives/TextField';
import { RowEditActions, rowEditKeys } from './RowEditActions';

const meta = {
  title: 'Forms/RowEditActions',
  component: RowEditActions,
  args: { isSaving: false, onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof RowEditActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pair beside a row edited in place (Erlöskonten, Mahnstufen, Positionen). */
export const Offen: Story = {
  name: 'Zeile in Bearbeitung',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Übernehmen' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Abbrechen' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** While the row's save runs: "Übernehmen" spins, "Abbrechen" waits. */
export const Speichert: Story = {
  name: 'Zeile wird gespeichert',
  args: { isSaving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Abbrechen' })).toBeDisabled();
  },
};

function KeyedRow({ onSubmit, onCancel }: { onSubmit: () => void; onCancel: () => void }) {
  const [value, setValue] = useState('8400');
  return (
    <div onKeyDown={rowEditKeys(onSubmit, onCancel)}>
      <TextField label="Erlöskonto SKR03 19 %" value={value} onChange={setValue} />
      <RowEditActions isSaving={false} onSubmit={onSubmit} onCancel={onCancel} />
    </div>
  );
}

/** From the keyboard: Enter in a field takes the row, Escape puts it back. */
export const MitTastatur: Story = {
  name: 'Bedienung mit Tastatur',
  render: (args) => <KeyedRow onSubmit={args.onSubmit} onCancel={args.onCancel} />,
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Erlöskonto SKR03 19 %' });
    await userEvent.type(field, '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.type(field, '{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};
