import { useState } from 'react';
import { FormDialog } from '../../../forms/FormDialog';
import { useForm } from '../../../forms/useForm';
import {
  EMPTY_PROGNOSE_FORM,
  prognoseFormOf,
  toPrognoseParams,
  validatePrognoseForm,
  type PrognoseForm,
} from '../../../model/billing/prognose';
import type { RpcParams } from '../../../model/contract';
import type { Prognose } from '../../../model/entities';
import { DateField } from '../../../primitives/DateField';
import { NumberField } from '../../../primitives/NumberField';
import { TextField } from '../../../primitives/TextField';
import { TEXT_LIMITS } from '../../../model/validation/textLimits';

export interface ForecastDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The forecast to change; null adds a new one. */
  editing: Prognose | null;
  /** Kinds of work already forecast, offered while typing. */
  kinds: readonly string[];
  /** a_insert_prognose or a_update_prognose; a rejection keeps the input and shows the service's message. */
  onSubmit: (params: RpcParams<'a_insert_prognose'>) => Promise<unknown>;
}

/** "Prognose anlegen" / "Prognose bearbeiten": month, amount (net, German notation) and kind of work. */
export function ForecastDialog({ isOpen, onOpenChange, editing, kinds, onSubmit }: ForecastDialogProps) {
  const initial = editing ? prognoseFormOf(editing) : EMPTY_PROGNOSE_FORM;
  const form = useForm<PrognoseForm>({
    initialValues: initial,
    validate: validatePrognoseForm,
    onSubmit: async (values) => {
      await onSubmit(toPrognoseParams(values));
      onOpenChange(false);
    },
  });
  const [openedFor, setOpenedFor] = useState<Prognose | null | undefined>(isOpen ? editing : undefined);
  // Opened again (or for another row), the form starts from that row or empty.
  if (isOpen && openedFor !== editing) {
    setOpenedFor(editing);
    form.reset(initial);
  }
  if (!isOpen && openedFor !== undefined) setOpenedFor(undefined);
  const listId = 'prognose-arten';

  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={editing ? 'Prognose bearbeiten' : 'Prognose anlegen'}
      description="Erwarteter Nettoumsatz eines Monats für eine Art der Leistung."
      submitLabel={editing ? 'Speichern' : 'Prognose anlegen'}
      submitIcon={editing ? 'save' : 'plus'}
      isPending={form.isSubmitting}
      onSubmit={form.handleSubmit}
      failureTitle="Die Prognose wurde nicht gespeichert."
      submitError={form.submitError}
    >
      <DateField label="Datum" isRequired hint="Meist der Erste des Monats." {...form.field('datum')} />
      <NumberField label="Betrag (netto, €)" isRequired min={0} decimals={2} {...form.numberField('betrag')} />
      <TextField
        label="Art der Leistung"
        isRequired
        list={listId}
        autoComplete="off"
        maxLength={TEXT_LIMITS['prognose.art']}
        {...form.field('art')}
      />
      <datalist id={listId}>
        {kinds.map((kind) => (
          <option key={kind} value={kind} />
        ))}
      </datalist>
    </FormDialog>
  );
}
