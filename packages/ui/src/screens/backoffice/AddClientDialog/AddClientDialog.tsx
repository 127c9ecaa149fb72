import { useState } from 'react';
import styled from 'styled-components';
import { FormDialog } from '../../../forms/FormDialog';
import { useForm } from '../../../forms/useForm';
import type { RpcParams } from '../../../model/contract';
import { TextField } from '../../../primitives/TextField';
import { space } from '../../../theme';
import {
  EMPTY_ADD_CLIENT_FORM,
  toAddClientParams,
  validateAddClientForm,
  type AddClientForm,
} from '../../../model/validation/clientForm';
import { TEXT_LIMITS } from '../../../model/validation/textLimits';

export interface AddClientDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /**
   * Sends `a_add_client`. While it runs the dialog is busy and a second click sends
   * nothing; a rejection keeps what was typed and shows the service's message.
   */
  onSubmit: (params: RpcParams<'a_add_client'>) => Promise<unknown>;
}

/** "Kunde anlegen": name (required), street, PLZ (five digits), place. */
export function AddClientDialog({ isOpen, onOpenChange, onSubmit }: AddClientDialogProps) {
  const form = useForm<AddClientForm>({
    initialValues: EMPTY_ADD_CLIENT_FORM,
    validate: validateAddClientForm,
    onSubmit: async (values) => {
      await onSubmit(toAddClientParams(values));
      onOpenChange(false);
    },
  });
  const [wasOpen, setWasOpen] = useState(isOpen);
  // Opened again, the dialog starts empty.
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) form.reset(EMPTY_ADD_CLIENT_FORM);
  }
  const isPending = form.isSubmitting;

  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Kunde anlegen"
      description="Ansprechpartner, Bundesland und Koordinatensystem pflegen Sie danach beim Kunden."
      submitLabel="Kunde anlegen"
      isPending={isPending}
      onSubmit={form.handleSubmit}
      failureTitle="Der Kunde wurde nicht angelegt."
      submitError={form.submitError}
    >
      <TextField
        label="Name"
        isRequired
        autoComplete="organization"
        maxLength={TEXT_LIMITS['kunde.name']}
        {...form.field('name')}
      />
      <TextField
        label="Straße und Hausnummer"
        autoComplete="street-address"
        maxLength={TEXT_LIMITS['kunde.strasse']}
        {...form.field('strasse')}
      />
      <Place>
        <TextField
          label="PLZ"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={TEXT_LIMITS['kunde.plz']}
          {...form.field('plz')}
        />
        <TextField
          label="Ort"
          autoComplete="address-level2"
          maxLength={TEXT_LIMITS['kunde.ort']}
          {...form.field('ort')}
        />
      </Place>
    </FormDialog>
  );
}

const Place = styled.div`
  display: grid;
  grid-template-columns: minmax(6rem, 1fr) minmax(min(100%, 12rem), 3fr);
  gap: ${space[4]};
`;
