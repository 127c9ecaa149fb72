import { describe, expect, it } from 'vitest';
import { splitFieldProps } from './splitFieldProps';

describe('splitFieldProps', () => {
  it('gives FormField its props and the control everything else', () => {
    const onChange = () => undefined;
    expect(
      splitFieldProps({ label: 'Menge', hint: 'Festmeter', isRequired: true, id: 'menge', value: '3', onChange }),
    ).toEqual([
      {
        label: 'Menge',
        hint: 'Festmeter',
        error: undefined,
        isRequired: true,
        isLabelHidden: undefined,
        id: 'menge',
        className: undefined,
      },
      { value: '3', onChange },
    ]);
  });
});
