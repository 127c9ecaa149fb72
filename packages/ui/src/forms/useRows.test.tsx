import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from '../primitives/TextField';
import { FormError } from './FormError';
import { NEW_ROW, useRows } from './useRows';

interface Row {
  key: number;
  text: string;
}
interface Draft {
  text: string;
}

const SAVED: Row[] = [
  { key: 1, text: 'Vermessung' },
  { key: 2, text: 'Anfahrt' },
];

/** A PostgREST refusal as the client hands it on. */
const refused = () => Object.assign(new Error('Die Rechnung ist archiviert.'), { code: 'P0001', status: 400 });

function Rows({ onSave, onDelete }: { onSave: (draft: Draft) => Promise<unknown>; onDelete: () => Promise<unknown> }) {
  const table = useRows<Row, Draft>({
    saved: SAVED,
    emptyDraft: { text: '' },
    validate: (draft) => (draft.text.trim() === '' ? { text: 'Bitte einen Text eingeben.' } : {}),
    save: (key, draft, rows) => ({
      rows:
        key === NEW_ROW
          ? [...rows, { key: -1, text: draft.text }]
          : rows.map((r) => (r.key === key ? { ...r, ...draft } : r)),
      call: () => onSave(draft),
    }),
  });
  const { form } = table;
  return (
    <div>
      {table.failure ? <FormError {...table.failure} /> : null}
      <ul>
        {table.rows.map((row) =>
          table.editingKey === row.key ? (
            <li key={row.key}>
              <FormError title="Nicht gespeichert." problem={form.submitError} />
              <TextField label="Text" {...form.field('text')} />
              <button type="button" onClick={() => form.handleSubmit()}>
                Übernehmen
              </button>
            </li>
          ) : (
            <li key={row.key}>
              {row.text}
              <button type="button" onClick={() => table.edit(row.key, { text: row.text })}>
                {`${row.text} bearbeiten`}
              </button>
              <button
                type="button"
                onClick={() =>
                  void table.change(
                    table.rows.filter((r) => r !== row),
                    `${row.text} wurde nicht gelöscht.`,
                    onDelete,
                  )
                }
              >
                {`${row.text} löschen`}
              </button>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}

describe('useRows', () => {
  it('shows a deletion at once and puts the row back with the reason when the service refuses it', async () => {
    const user = userEvent.setup();
    let reject: (cause: unknown) => void = () => undefined;
    const onDelete = vi.fn(() => new Promise((_, no) => (reject = no)));
    render(<Rows onSave={vi.fn()} onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'Anfahrt löschen' }));
    expect(screen.queryByText('Anfahrt')).toBeNull();
    reject(refused());
    expect(await screen.findByRole('alert')).toHaveTextContent('Anfahrt wurde nicht gelöscht.');
    // The service's reason is the details line, not part of the sentence.
    expect(screen.getByText(/^Anfahrt wurde nicht gelöscht\./)).not.toHaveTextContent('archiviert');
    expect(screen.getByText('Meldung des Dienstes: Die Rechnung ist archiviert.')).toBeInTheDocument();
    expect(screen.getByText('Anfahrt')).toBeInTheDocument();
  });

  it('does not send a row with a message at its cell', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => null);
    render(<Rows onSave={onSave} onDelete={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Anfahrt bearbeiten' }));
    await user.clear(screen.getByRole('textbox', { name: 'Text' }));
    await user.click(screen.getByRole('button', { name: 'Übernehmen' }));
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveAccessibleDescription('Bitte einen Text eingeben.');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows a saved row at once, and opens it again with what was typed when the service refuses it', async () => {
    const user = userEvent.setup();
    let reject: (cause: unknown) => void = () => undefined;
    const onSave = vi.fn(() => new Promise((_, no) => (reject = no)));
    render(<Rows onSave={onSave} onDelete={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Anfahrt bearbeiten' }));
    await user.type(screen.getByRole('textbox', { name: 'Text' }), ' Hemeln');
    await user.dblClick(screen.getByRole('button', { name: 'Übernehmen' }));
    expect(screen.getByText('Anfahrt Hemeln')).toBeInTheDocument();
    reject(refused());
    const text = await screen.findByRole('textbox', { name: 'Text' });
    expect(text).toHaveValue('Anfahrt Hemeln');
    expect(screen.getByRole('alert')).toHaveTextContent('Nicht gespeichert.');
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('closes the row once the service took it', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => null);
    render(<Rows onSave={onSave} onDelete={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Vermessung bearbeiten' }));
    await user.type(screen.getByRole('textbox', { name: 'Text' }), '{Backspace}g');
    await user.click(screen.getByRole('button', { name: 'Übernehmen' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Text' })).toBeNull());
    expect(onSave).toHaveBeenCalledWith({ text: 'Vermessung' });
  });
});
