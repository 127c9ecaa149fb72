import styled from 'styled-components';
import { FormError } from '../../../forms/FormError';
import { RowEditActions, rowEditKeys } from '../../../forms/RowEditActions';
import type { FormApi } from '../../../forms/useForm';
import { POSITION_TEXT_COLUMNS, type PositionDraft } from '../../../model/billing/positionDraft';
import { TEXT_LIMITS } from '../../../model/validation/textLimits';
import { formatEuroCents } from '../../../model/billing/totals';
import { Checkbox } from '../../../primitives/Checkbox';
import { NumberField } from '../../../primitives/NumberField';
import { Textarea } from '../../../primitives/Textarea';
import { TextField } from '../../../primitives/TextField';
import { space } from '../../../theme';

export interface PositionEditRowProps {
  /** The running number shown, e.g. 3. */
  lfdNr: number;
  /** The row's form (useRows): the draft, the model's messages at the cells, the service's answer. */
  form: FormApi<PositionDraft>;
  /** What did not happen when the service refused the row, e.g. "Position 3 wurde nicht gespeichert.". */
  failureTitle: string;
  lineCents: number | null;
  onCancel: () => void;
}

/**
 * A position edited in place: Tab moves through the fields, Enter saves (a new line in
 * the explanation stays a new line), Escape puts the row back as it was.
 */
export function PositionEditRow({ lfdNr, form, failureTitle, lineCents, onCancel }: PositionEditRowProps) {
  const onKeyDown = rowEditKeys(() => form.handleSubmit(), onCancel);
  const of = `Position ${lfdNr}`;
  const isSaving = form.isSubmitting;
  return (
    <>
      <tr onKeyDown={onKeyDown} data-editing="">
        <td>{lfdNr}</td>
        <td>
          <NumberField label={`Menge ${of}`} isLabelHidden autoFocus decimals={3} {...form.numberField('anzahl')} />
        </td>
        <td>
          <TextField
            label={`Einheit ${of}`}
            isLabelHidden
            maxLength={TEXT_LIMITS[POSITION_TEXT_COLUMNS.einheit]}
            {...form.field('einheit')}
          />
        </td>
        <td>
          <TextField
            label={`Bezeichnung ${of}`}
            isLabelHidden
            maxLength={TEXT_LIMITS[POSITION_TEXT_COLUMNS.bez]}
            {...form.field('bez')}
          />
        </td>
        <td>
          <NumberField label={`Einzelpreis ${of}`} isLabelHidden decimals={2} {...form.numberField('ep')} />
        </td>
        <Amount>{lineCents === null ? '–' : formatEuroCents(lineCents)}</Amount>
        <td>
          <RowEditActions isSaving={isSaving} onSubmit={() => form.handleSubmit()} onCancel={onCancel} />
        </td>
      </tr>
      <tr onKeyDown={onKeyDown}>
        <td />
        <td colSpan={6}>
          <Explanation>
            <FormError title={failureTitle} problem={form.submitError} />
            <Checkbox label="Erläuterung drucken" {...checkbox(form.field('erl_on'))} />
            {form.values.erl_on ? (
              <>
                <TextField
                  label={`Titel der Erläuterung ${of}`}
                  maxLength={TEXT_LIMITS[POSITION_TEXT_COLUMNS.erl_titel]}
                  {...form.field('erl_titel')}
                />
                <Textarea
                  label={`Erläuterung ${of}`}
                  rows={2}
                  maxLength={TEXT_LIMITS[POSITION_TEXT_COLUMNS.erl]}
                  {...form.field('erl')}
                />
              </>
            ) : null}
          </Explanation>
        </td>
      </tr>
    </>
  );
}

/** A boolean binding as the checkbox takes it. */
const checkbox = ({ value, onChange }: { value: boolean; onChange: (value: boolean) => void }) => ({
  checked: value,
  onChange,
});

export const Amount = styled.td`
  text-align: end;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

const Explanation = styled.div`
  display: grid;
  gap: ${space[2]};
`;
