import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from '../primitives/TextField';
import { useFieldArray } from './useFieldArray';
import { useForm, type FormErrors } from './useForm';

interface Values extends Record<string, unknown> {
  mail: string;
  name: string;
}

const validate = (values: Values): FormErrors => ({
  ...(values.mail.trim() === '' ? { mail: 'Bitte geben Sie eine E-Mail-Adresse ein.' } : {}),
  ...(values.name.length > 5 ? { name: 'Höchstens 5 Zeichen.' } : {}),
});

function Form({
  onSubmit,
  onDirtyChange,
}: {
  onSubmit: (values: Values) => unknown;
  onDirtyChange?: (d: boolean) => void;
}) {
  const form = useForm<Values>({
    initialValues: { mail: '', name: '' },
    validate,
    onSubmit,
    onDirtyChange,
    columnFields: { email: 'mail' },
  });
  const mail = form.field('mail');
  const name = form.field('name');
  return (
    <form aria-label="Test" noValidate onSubmit={form.handleSubmit}>
      {form.submitError ? <p role="alert">{form.submitError.message}</p> : null}
      <TextField label="Name" {...name} />
      <TextField label="E-Mail" {...mail} />
      <p>{form.isDirty ? 'geändert' : 'unverändert'}</p>
      <button type="submit">Senden</button>
    </form>
  );
}

describe('given a form', () => {
  it('after submit with errors, shows them, focuses the first invalid field and sends nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Zu langer Name');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Höchstens 5 Zeichen.');
    expect(screen.getByRole('textbox', { name: /E-Mail/ })).toHaveAccessibleDescription(
      'Bitte geben Sie eine E-Mail-Adresse ein.',
    );
  });

  it('after leaving a changed field, shows its message; an untouched field stays quiet', async () => {
    const user = userEvent.setup();
    render(<Form onSubmit={vi.fn()} />);
    await user.click(screen.getByRole('textbox', { name: /E-Mail/ }));
    await user.tab();
    expect(screen.getByRole('textbox', { name: /E-Mail/ })).not.toHaveAccessibleDescription();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Sechsse');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Höchstens 5 Zeichen.');
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAccessibleDescription();
  });

  it('after a double click, submits once', async () => {
    const user = userEvent.setup();
    let release = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    render(<Form onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: /E-Mail/ }), 'a@b.de');
    await user.dblClick(screen.getByRole('button', { name: 'Senden' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => release());
  });

  it('after a refused submit, keeps the values, shows the German message and drops it when the named field changes', async () => {
    const user = userEvent.setup();
    const onDirtyChange = vi.fn();
    const onSubmit = vi.fn().mockRejectedValue({
      status: 409,
      code: '23505',
      message: 'duplicate key value violates unique constraint "benutzer_email_key"',
      details: 'Key (email)=(a@b.de) already exists.',
    });
    render(<Form onSubmit={onSubmit} onDirtyChange={onDirtyChange} />);
    await user.type(screen.getByRole('textbox', { name: /E-Mail/ }), 'a@b.de');
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ein Eintrag mit diesem Wert existiert bereits. Bitte geben Sie einen anderen Wert ein.',
    );
    expect(screen.getByRole('textbox', { name: /E-Mail/ })).toHaveValue('a@b.de');
    expect(screen.getByText('geändert')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Jo');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /E-Mail/ }), 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('after a successful submit, is no longer dirty', async () => {
    const user = userEvent.setup();
    const onDirtyChange = vi.fn();
    render(<Form onSubmit={vi.fn().mockResolvedValue(undefined)} onDirtyChange={onDirtyChange} />);
    await user.type(screen.getByRole('textbox', { name: /E-Mail/ }), 'a@b.de');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(await screen.findByText('unverändert')).toBeInTheDocument();
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
  });
});

interface Invoice extends Record<string, unknown> {
  positionen: { text: string }[];
}

function Rows() {
  const form = useForm<Invoice>({
    initialValues: { positionen: [{ text: 'Erste' }] },
    validate: (values) =>
      Object.fromEntries(
        values.positionen.flatMap((row, index) =>
          row.text.trim() === '' ? [[`positionen.${index}.text`, 'Bitte einen Text eingeben.']] : [],
        ),
      ),
    onSubmit: vi.fn(),
  });
  const rows = useFieldArray(form, 'positionen');
  return (
    <form aria-label="Positionen" noValidate onSubmit={form.handleSubmit}>
      {rows.rows.map(({ key, index, row, errorOf, refOf }) => (
        <div key={key}>
          <TextField
            ref={refOf('text')}
            label={`Position ${index + 1}`}
            value={row.text}
            error={errorOf('text')}
            onChange={(text) => rows.update(index, { text })}
          />
          <button type="button" onClick={() => rows.move(index, index - 1)}>
            {`Position ${index + 1} nach oben`}
          </button>
          <button type="button" onClick={() => rows.remove(index)}>
            {`Position ${index + 1} entfernen`}
          </button>
        </div>
      ))}
      <button type="button" onClick={() => rows.append({ text: '' })}>
        Position hinzufügen
      </button>
      <p>{form.isDirty ? 'geändert' : 'unverändert'}</p>
      <button type="submit">Senden</button>
    </form>
  );
}

describe('given rows', () => {
  it('after add, move and remove, each row keeps its text and input, and dirtiness follows', async () => {
    const user = userEvent.setup();
    render(<Rows />);
    await user.click(screen.getByRole('button', { name: 'Position hinzufügen' }));
    const second = screen.getByRole('textbox', { name: 'Position 2' });
    await user.type(second, 'Zweite');
    expect(screen.getByText('geändert')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Position 2 nach oben' }));
    // The same input element moved up with its row.
    expect(screen.getByRole('textbox', { name: 'Position 1' })).toBe(second);
    expect(screen.getByRole('textbox', { name: 'Position 2' })).toHaveValue('Erste');
    await user.click(screen.getByRole('button', { name: 'Position 1 entfernen' }));
    expect(screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value)).toEqual(['Erste']);
    expect(screen.getByText('unverändert')).toBeInTheDocument();
  });

  it('after submit, shows a row cell message', async () => {
    const user = userEvent.setup();
    render(<Rows />);
    await user.click(screen.getByRole('button', { name: 'Position hinzufügen' }));
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(screen.getByRole('textbox', { name: 'Position 2' })).toHaveAccessibleDescription(
      'Bitte einen Text eingeben.',
    );
    expect(screen.getByRole('textbox', { name: 'Position 2' })).toHaveFocus();
  });
});
