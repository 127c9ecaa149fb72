import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Textarea } from '../Textarea';
import { TextField } from './TextField';

function Controlled({ multiline }: { multiline?: boolean }) {
  const [value, setValue] = useState('');
  return multiline ? (
    <Textarea label="Schlusstext" value={value} onChange={setValue} />
  ) : (
    <TextField label="Bezeichnung" value={value} onChange={setValue} />
  );
}

describe('text fields refuse control characters at input', () => {
  it('a pasted bell or C1 control is dropped from a text field, the rest kept', async () => {
    render(<Controlled />);
    const field = screen.getByRole('textbox', { name: 'Bezeichnung' });
    await userEvent.click(field);
    await userEvent.paste('Vermessung\u0007 Rückegassen\u0085');
    expect(field).toHaveValue('Vermessung Rückegassen');
  });

  it('a text area keeps line breaks and tabs but drops a vertical tab', async () => {
    render(<Controlled multiline />);
    const field = screen.getByRole('textbox', { name: 'Schlusstext' });
    await userEvent.click(field);
    await userEvent.paste('Mit freundlichen\u000B Grüßen\n\tAPUS');
    expect(field).toHaveValue('Mit freundlichen Grüßen\n\tAPUS');
  });
});
