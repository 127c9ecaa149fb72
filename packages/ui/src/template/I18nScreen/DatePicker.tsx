import { useState } from 'react';
import styled from 'styled-components';
import { FormField, controlPadding, controlSurface, type ControlSurfaceProps } from '../../primitives/FormField';
import { Stack } from '../../primitives/Stack';

export interface DatePickerProps {
  label: string;
  /** The sentence naming the chosen date, in the page's language. */
  chosenText: (date: Date) => string;
}

/** A native date input with a translated label; the chosen date is written out with Intl in the page's language. */
export function DatePicker({ label, chosenText }: DatePickerProps) {
  const [value, setValue] = useState('2026-05-03');
  const [year, month, day] = value.split('-').map(Number);
  const date = year && month && day ? new Date(year, month - 1, day) : null;
  return (
    <Stack gap={2}>
      <FormField label={label} isLabelHidden>
        {(control) => (
          <Input {...control} type="date" value={value} onChange={(event) => setValue(event.target.value)} />
        )}
      </FormField>
      <output>{date ? chosenText(date) : null}</output>
    </Stack>
  );
}

const Input = styled.input<ControlSurfaceProps>`
  ${controlSurface};
  padding: ${controlPadding};
  max-width: 14rem;
`;
