import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from '../primitives/TextField';
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

  it('submit() says whether the values were saved: the check, the service, then saved', async () => {
    const onSubmit = vi.fn().mockRejectedValueOnce(Object.assign(new Error('gesperrt'), { code: 'P0001' }));
    const { result } = renderHook(() => useForm<Values>({ initialValues: { mail: '', name: '' }, validate, onSubmit }));
    const saved: boolean[] = [];
    await act(async () => {
      saved.push(await result.current.submit());
    });
    expect(onSubmit).not.toHaveBeenCalled();
    act(() => result.current.setValue('mail', 'a@b.de'));
    await act(async () => {
      saved.push(await result.current.submit());
    });
    expect(result.current.submitError?.details).toBe('gesperrt');
    await act(async () => {
      saved.push(await result.current.submit());
    });
    expect(saved).toEqual([false, false, true]);
    expect(result.current.isDirty).toBe(false);
  });
});
