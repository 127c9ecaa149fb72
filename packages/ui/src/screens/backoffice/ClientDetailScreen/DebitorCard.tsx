import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FormError } from '../../../forms/FormError';
import { useForm } from '../../../forms/useForm';
import { ACCOUNTING_RANGES, validateDebitorDraft, type DebitorDraft } from '../../../model/billing/accountingSettings';
import type { QueryState } from '../../../model/queryState';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { ErrorState } from '../../../primitives/ErrorState';
import { Spinner } from '../../../primitives/Spinner';
import { TextField } from '../../../primitives/TextField';
import { space } from '../../../theme';

export interface DebitorCardProps {
  /** a_get_debitor_nr: the client's number, null for none. */
  debitorNr: QueryState<number | null>;
  /** a_next_debitor_nr: the number to propose, null when every number is given away. */
  suggestion: QueryState<number | null>;
  /** a_set_debitor_nr with the number as typed (empty takes it away); a refusal shows at the field. */
  onSave: (debitorNr: string) => Promise<unknown>;
}

const [LOWEST, HIGHEST] = ACCOUNTING_RANGES.debitor_nr;

/**
 * The client's Debitorennummer, its account in the DATEV export (requirements §7 "Procedures
 * of ours"): without one, the export of a period with the client's invoices is refused.
 * "Nächste freie Nummer" fills in the number after the highest in use.
 */
export function DebitorCard({ debitorNr, suggestion, onSave }: DebitorCardProps) {
  let body: ReactNode = null;
  if (debitorNr.isLoading) body = <Spinner label="Debitorennummer wird geladen …" />;
  else if (debitorNr.error)
    body = (
      <ErrorState
        title="Die Debitorennummer konnte nicht geladen werden."
        error={debitorNr.error}
        onRetry={debitorNr.onRetry}
        headingLevel={3}
      />
    );
  else if (debitorNr.data !== undefined)
    body = <DebitorForm saved={debitorNr.data} suggestion={suggestion} onSave={onSave} />;
  return (
    <Card title="Debitor (DATEV)" headingLevel={2}>
      {body}
    </Card>
  );
}

function DebitorForm({
  saved,
  suggestion,
  onSave,
}: Pick<DebitorCardProps, 'suggestion' | 'onSave'> & { saved: number | null }) {
  const form = useForm<DebitorDraft>({
    initialValues: { debitor_nr: saved === null ? '' : String(saved) },
    validate: validateDebitorDraft,
    onSubmit: (draft) => onSave(draft.debitor_nr.trim()),
  });
  const next = suggestion.data ?? null;
  const isFull = suggestion.data === null;

  return (
    <Form noValidate onSubmit={form.handleSubmit} aria-label="Debitorennummer">
      {saved === null ? (
        <Missing role="status">Ohne Debitorennummer lehnt der DATEV-Export Rechnungen dieses Kunden ab.</Missing>
      ) : null}
      <TextField
        label="Debitorennummer"
        inputMode="numeric"
        hint={
          isFull
            ? `Alle Nummern von ${LOWEST} bis ${HIGHEST} sind vergeben.`
            : `${LOWEST} bis ${HIGHEST}, jede nur für einen Kunden; leer entfernt die Nummer.`
        }
        {...form.field('debitor_nr')}
      />
      <FormError title="Die Debitorennummer wurde nicht gespeichert." problem={form.submitError} />
      <Actions>
        <Button type="submit" variant="primary" icon="check" isLoading={form.isSubmitting} disabled={!form.isDirty}>
          Debitorennummer speichern
        </Button>
        <Button
          icon="plus"
          disabled={next === null || form.isSubmitting}
          onClick={() => {
            if (next !== null) form.setValue('debitor_nr', String(next));
          }}
        >
          Nächste freie Nummer
        </Button>
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${space[3]};
`;

const Missing = styled.p`
  margin: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
`;
