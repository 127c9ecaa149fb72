import { useState } from 'react';
import { FormDialog } from '../../../forms/FormDialog';
import { useForm } from '../../../forms/useForm';
import type { RpcParams } from '../../../model/contract';
import {
  EMPTY_ADD_CLIENT_FORM,
  toAddClientParams,
  validateAddClientForm,
  type AddClientForm,
} from '../../../model/validation/clientForm';
import { AddressFields } from '../../shared/AddressFields';

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
      <AddressFields field={form.field} />
    </FormDialog>
  );
}
