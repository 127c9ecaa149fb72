import { useState } from 'react';
import styled from 'styled-components';
import { FormDialog } from '../../../forms/FormDialog';
import { useForm } from '../../../forms/useForm';
import { describeServiceError } from '../../../model/contract/errors';
import type { Client } from '../../../model/entities';
import type { QueryState } from '../../../model/queryState';
import { Checkbox } from '../../../primitives/Checkbox';
import { Select } from '../../../primitives/Select';
import { TextField } from '../../../primitives/TextField';
import { space } from '../../../theme';
import { validateEmail } from '../../../model/validation/fields';
import {
  EMPTY_ADD_USER_FORM,
  toAddUserParams,
  validateAddUserForm,
  type AddUserForm,
  type AddUserParams,
} from '../../../model/validation/addUserForm';
import { TEXT_LIMITS } from '../../../model/validation/textLimits';
import { clientOptions } from '../../../model/clientOptions';
import { ClientChoice, type ClientChoiceSource } from '../../shared/ClientChoice';

export type ClientOption = Pick<Client, 'client_id' | 'name' | 'ort'>;

export interface AddUserDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /**
   * The clients to choose from: searched (`clientChoice`, the first matches from the service),
   * or as one read of them all (`clients`, kept while the client page still hands it). Failed,
   * the user can still be added without one.
   */
  clients?: QueryState<readonly ClientOption[]>;
  clientChoice?: ClientChoiceSource;
  /** The client chosen when the dialog opens (a new user created from the client's page). */
  presetClientId?: number | null;
  /** A valid e-mail was typed and left: the caller may check whether it is known (a_get_user_name, a_get_user_exists). */
  onMailCheck?: (mail: string) => void;
  /** What that check found, shown under the e-mail field. */
  mailNotice?: string | null;
  /**
   * Sends `a_add_user`. While it runs the dialog is busy and a second click sends
   * nothing; a rejection keeps every typed value and shows the service's message.
   */
  onSubmit: (params: AddUserParams) => Promise<unknown>;
}

/** "Nutzer anlegen": e-mail (required), names (optional), client with cadastre access, team flags. */
export function AddUserDialog({
  isOpen,
  onOpenChange,
  clients,
  clientChoice,
  presetClientId = null,
  onMailCheck,
  mailNotice = null,
  onSubmit,
}: AddUserDialogProps) {
  const form = useForm<AddUserForm>({
    initialValues: EMPTY_ADD_USER_FORM,
    validate: validateAddUserForm,
    onSubmit: async (values) => {
      await onSubmit(toAddUserParams(values));
      onOpenChange(false);
    },
    // a_add_user's unique violation names the column `email`.
    columnFields: { email: 'mail' },
  });
  const { values, isSubmitting: isPending } = form;
  const [wasOpen, setWasOpen] = useState(isOpen);
  // Opened again, the dialog starts empty, with the preset client when there is one.
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen)
      form.reset(
        presetClientId === null ? EMPTY_ADD_USER_FORM : { ...EMPTY_ADD_USER_FORM, client_id: String(presetClientId) },
      );
  }

  const mailField = form.field('mail');

  // Cadastre access belongs to a client connection.
  const onClientChange = (value: string) =>
    form.setValues((current) => ({
      ...current,
      client_id: value,
      kataster_enabled: value === '' ? false : current.kataster_enabled,
    }));

  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Nutzer anlegen"
      description="Die Person erhält eine E-Mail und meldet sich mit dieser Adresse an."
      submitLabel="Nutzer anlegen"
      isPending={isPending}
      onSubmit={form.handleSubmit}
      failureTitle="Der Nutzer wurde nicht angelegt."
      submitError={form.submitError}
    >
      <TextField
        label="E-Mail-Adresse"
        type="email"
        isRequired
        autoComplete="off"
        {...mailField}
        hint={mailNotice ?? undefined}
        onBlur={() => {
          mailField.onBlur();
          if (validateEmail(values.mail) === null) onMailCheck?.(values.mail.trim());
        }}
      />
      <Names>
        <TextField
          label="Vorname"
          hint="Optional"
          maxLength={TEXT_LIMITS['benutzer.first_name']}
          {...form.field('first_name')}
        />
        <TextField
          label="Nachname"
          hint="Optional"
          maxLength={TEXT_LIMITS['benutzer.last_name']}
          {...form.field('last_name')}
        />
      </Names>
      {clientChoice ? (
        <ClientChoice
          label="Kunde"
          placeholder="Kein Kunde"
          {...clientChoice}
          value={values.client_id}
          onChange={onClientChange}
        />
      ) : (
        <Select
          label="Kunde"
          placeholder={clients?.isLoading ? 'Kunden werden geladen …' : 'Kein Kunde'}
          disabled={clients?.isLoading}
          hint={
            clients?.error
              ? `Die Kunden konnten nicht geladen werden: ${describeServiceError(clients.error).message}`
              : undefined
          }
          options={clientOptions(clients?.data ?? [])}
          value={values.client_id}
          onChange={onClientChange}
        />
      )}
      <Checkbox
        label="Zugriff auf den Kataster des Kunden"
        hint={values.client_id === '' ? 'Nur mit einem Kunden möglich.' : undefined}
        disabled={values.client_id === ''}
        checked={values.kataster_enabled}
        onChange={(checked) => form.setValue('kataster_enabled', checked)}
      />
      <Checkbox
        label="Gehört zum APUS-Team"
        hint="Mitarbeitende, die Karten und Kataster für die Kunden bearbeiten."
        checked={values.apus_team}
        onChange={(checked) => form.setValue('apus_team', checked)}
      />
      <Checkbox
        label="APUS-Administrator"
        hint="Erhält die Rolle Administrator mit Zugriff auf alle Daten."
        checked={values.apus_admin}
        onChange={(checked) => form.setValue('apus_admin', checked)}
      />
    </FormDialog>
  );
}

const Names = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: ${space[4]};
`;
