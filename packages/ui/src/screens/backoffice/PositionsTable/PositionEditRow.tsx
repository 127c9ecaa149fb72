import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { PositionDraft, PositionDraftErrors } from '../../../model/billing/positionDraft';
import { formatEuroCents } from '../../../model/billing/totals';
import { Button } from '../../../primitives/Button';
import { Checkbox } from '../../../primitives/Checkbox';
import { NumberField } from '../../../primitives/NumberField';
import { Textarea } from '../../../primitives/Textarea';
import { TextField } from '../../../primitives/TextField';
import { space } from '../../../theme';

export interface PositionEditRowProps {
  /** The running number shown, e.g. 3. */
  lfdNr: number;
  draft: PositionDraft;
  errors: PositionDraftErrors;
  lineCents: number | null;
  isSaving: boolean;
  onChange: (draft: PositionDraft) => void;
  onSave: () => void;
  onCancel: () => void;
}

/**
 * A position edited in place: Tab moves through the fields, Enter saves (a new line in
 * the explanation stays a new line), Escape puts the row back as it was.
 */
export function PositionEditRow({
  lfdNr,
  draft,
  errors,
  lineCents,
  isSaving,
  onChange,
  onSave,
  onCancel,
}: PositionEditRowProps) {
  const set = <K extends keyof PositionDraft>(key: K, value: PositionDraft[K]) => onChange({ ...draft, [key]: value });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    } else if (event.key === 'Enter' && !(event.target instanceof HTMLTextAreaElement)) {
      event.preventDefault();
      onSave();
    }
  };
  const of = `Position ${lfdNr}`;
  return (
    <>
      <tr onKeyDown={onKeyDown} data-editing="">
        <td>{lfdNr}</td>
        <td>
          <NumberField
            label={`Menge ${of}`}
            isLabelHidden
            autoFocus
            value={draft.anzahl}
            decimals={3}
            error={errors.anzahl}
            onChange={(value) => set('anzahl', value)}
          />
        </td>
        <td>
          <TextField label={`Einheit ${of}`} isLabelHidden value={draft.einheit} onChange={(v) => set('einheit', v)} />
        </td>
        <td>
          <TextField
            label={`Bezeichnung ${of}`}
            isLabelHidden
            value={draft.bez}
            error={errors.bez}
            onChange={(v) => set('bez', v)}
          />
        </td>
        <td>
          <NumberField
            label={`Einzelpreis ${of}`}
            isLabelHidden
            value={draft.ep}
            decimals={2}
            error={errors.ep}
            onChange={(value) => set('ep', value)}
          />
        </td>
        <Amount>{lineCents === null ? '–' : formatEuroCents(lineCents)}</Amount>
        <td>
          <Actions>
            <Button size="sm" variant="primary" icon="check" isLoading={isSaving} onClick={onSave}>
              Übernehmen
            </Button>
            <Button size="sm" disabled={isSaving} onClick={onCancel}>
              Abbrechen
            </Button>
          </Actions>
        </td>
      </tr>
      <tr onKeyDown={onKeyDown}>
        <td />
        <td colSpan={6}>
          <Explanation>
            <Checkbox label="Erläuterung drucken" checked={draft.erl_on} onChange={(on) => set('erl_on', on)} />
            {draft.erl_on ? (
              <>
                <TextField
                  label={`Titel der Erläuterung ${of}`}
                  value={draft.erl_titel}
                  onChange={(v) => set('erl_titel', v)}
                />
                <Textarea label={`Erläuterung ${of}`} rows={2} value={draft.erl} onChange={(v) => set('erl', v)} />
              </>
            ) : null}
          </Explanation>
        </td>
      </tr>
    </>
  );
}

export const Amount = styled.td`
  text-align: end;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[1]};
`;

const Explanation = styled.div`
  display: grid;
  gap: ${space[2]};
`;
