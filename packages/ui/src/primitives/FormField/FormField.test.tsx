import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from './FormField';

describe('given a FormField', () => {
  it('without hint or error the control has only its name', () => {
    render(<FormField label="Ort">{(control) => <input {...control} />}</FormField>);
    const input = screen.getByRole('textbox', { name: 'Ort' });
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-required');
  });

  it('with an id the control keeps it and hint and error ids derive from it', () => {
    render(
      <FormField label="PLZ" id="plz" hint="Fünf Ziffern." error="Bitte fünf Ziffern eingeben." isRequired>
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'PLZ' });
    expect(input).toHaveAttribute('id', 'plz');
    expect(input).toHaveAttribute('aria-describedby', 'plz-error plz-hint');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('alert')).toHaveAttribute('id', 'plz-error');
  });

  it('with an aside it is linked after the hint', () => {
    render(
      <FormField label="Text" id="t" hint="Hinweis" aside="3 / 10 Zeichen">
        {(control) => <textarea {...control} />}
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveAttribute('aria-describedby', 't-hint t-aside');
  });
});
