import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NumberField } from './NumberField';

/** A parent that owns the value and can also set it from outside, like a "reset" button. */
function Form({ onChange }: { onChange: (value: number | null) => void }) {
  const [value, setValue] = useState<number | null>(10);
  return (
    <>
      <NumberField
        label="Menge"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <button type="button" onClick={() => setValue(1234.5)}>
        Vorschlag übernehmen
      </button>
      <output>{value === null ? 'leer' : String(value)}</output>
    </>
  );
}

describe('given a NumberField owned by a parent', () => {
  it('after typing invalid text the parent holds null and the text stays', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Form onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Menge' });
    await user.type(input, 'x');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('status')).toHaveTextContent('leer');
    expect(input).toHaveValue('10x');
    await user.tab();
    expect(input).toHaveValue('10x');
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte eine Zahl eingeben.');
  });

  it('after the parent sets another value the field shows it in German notation', async () => {
    const user = userEvent.setup();
    render(<Form onChange={vi.fn()} />);
    const input = screen.getByRole('textbox', { name: 'Menge' });
    await user.type(input, 'abc');
    await user.click(screen.getByRole('button', { name: 'Vorschlag übernehmen' }));
    expect(input).toHaveValue('1.234,5');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('while typing a number the text is not reformatted under the cursor', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Form onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Menge' });
    await user.clear(input);
    await user.type(input, '1234,50');
    expect(input).toHaveValue('1234,50');
    expect(onChange).toHaveBeenLastCalledWith(1234.5);
    await user.tab();
    expect(input).toHaveValue('1.234,5');
  });
});
