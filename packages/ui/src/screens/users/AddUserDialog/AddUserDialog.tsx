import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useSingleFlight } from '../../../hooks/useSingleFlight';
import type { Client } from '../../../model/entities';
import { Button } from '../../../primitives/Button';
import { Checkbox } from '../../../primitives/Checkbox';
import { Dialog } from '../../../primitives/Dialog';
import { Select } from '../../../primitives/Select';
import { TextField } from '../../../primitives/TextField';
import { color, radii, space } from '../../../theme';
import { errorText } from '../errorText';
import { validateEmail } from '../userValidation';
import {
  EMPTY_ADD_USER_FORM,
  toAddUserParams,
  validateAddUserForm,
  type AddUserErrors,
  type AddUserForm,
  type AddUserParams,
} from './addUserForm';

export type ClientOption = Pick<Client, 'client_id' | 'name' | 'ort'>;

export interface AddUserDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The clients to choose from (a_get_all_clients). */
  clients: readonly ClientOption[];
  isClientsLoading?: boolean;
  /** Why the clients could not be loaded; the user can still be added without one. */
  clientsError?: string | null;
  /**
   * Sends `a_add_user`. While it runs the dialog is busy and a second click sends
   * nothing; a rejection keeps every typed value and shows the service's message.
   */
  onSubmit: (params: AddUserParams) => Promise<unknown>;
}

const FIELD_ORDER = ['mail', 'first_name', 'last_name'] as const;

/** "Nutzer anlegen": e-mail (required), names (optional), client with cadastre access, team flags. */
export function AddUserDialog({
  isOpen,
  onOpenChange,
  clients,
  isClientsLoading = false,
  clientsError = null,
  onSubmit,
}: AddUserDialogProps) {
  const formId = useId();
  const [form, setForm] = useState<AddUserForm>(EMPTY_ADD_USER_FORM);
  const [errors, setErrors] = useState<AddUserErrors>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(isOpen);
  // Opened again, the dialog starts empty.
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) {
      setForm(EMPTY_ADD_USER_FORM);
      setErrors({});
      setSubmitError(null);
    }
  }
  const mailRef = useRef<HTMLInputElement>(null);
  const firstNameRef = useRef<HTMLInputElement>(null);
  const lastNameRef = useRef<HTMLInputElement>(null);

  const change = <K extends keyof AddUserForm>(key: K, value: AddUserForm[K]) => {
    const next = { ...form, [key]: value };
    if (key === 'client_id' && value === '') next.kataster_enabled = false;
    setForm(next);
    // A field that showed an error is checked again while the person corrects it.
    if (key in errors)
      setErrors((current) => ({ ...current, [key]: validateAddUserForm(next)[key as keyof AddUserErrors] }));
  };

  const submit = async () => {
    const found = validateAddUserForm(form);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((key) => found[key]);
    if (firstInvalid) {
      ({ mail: mailRef, first_name: firstNameRef, last_name: lastNameRef })[firstInvalid].current?.focus();
      return;
    }
    setSubmitError(null);
    try {
      await onSubmit(toAddUserParams(form));
      onOpenChange(false);
    } catch (cause) {
      setSubmitError(errorText(cause));
    }
  };
  const { run, isPending } = useSingleFlight(submit);

  const clientOptions = clients.map((client) => ({
    value: String(client.client_id),
    label: client.ort ? `${client.name} (${client.ort})` : client.name,
  }));

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Nutzer anlegen"
      description="Die Person erhält eine E-Mail und meldet sich mit dieser Adresse an."
      isDismissable={!isPending}
      footer={
        <>
          <Button disabled={isPending} onClick={() => onOpenChange(false)}>
            Abbrechen
          </Button>
          <Button type="submit" form={formId} variant="primary" icon="plus" isLoading={isPending}>
            Nutzer anlegen
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          run();
        }}
      >
        {submitError ? <Failure role="alert">Der Nutzer wurde nicht angelegt: {submitError}</Failure> : null}
        <TextField
          ref={mailRef}
          label="E-Mail-Adresse"
          type="email"
          isRequired
          autoComplete="off"
          value={form.mail}
          error={errors.mail}
          onChange={(value) => change('mail', value)}
          onBlur={() => {
            // Checked when leaving the field, once something was typed.
            if (form.mail.trim() !== '')
              setErrors((current) => ({ ...current, mail: validateEmail(form.mail) ?? undefined }));
          }}
        />
        <Names>
          <TextField
            ref={firstNameRef}
            label="Vorname"
            hint="Optional"
            value={form.first_name}
            error={errors.first_name}
            onChange={(value) => change('first_name', value)}
          />
          <TextField
            ref={lastNameRef}
            label="Nachname"
            hint="Optional"
            value={form.last_name}
            error={errors.last_name}
            onChange={(value) => change('last_name', value)}
          />
        </Names>
        <Select
          label="Kunde"
          placeholder={isClientsLoading ? 'Kunden werden geladen …' : 'Kein Kunde'}
          disabled={isClientsLoading}
          hint={clientsError ? `Die Kunden konnten nicht geladen werden: ${clientsError}` : undefined}
          options={clientOptions}
          value={form.client_id}
          onChange={(value) => change('client_id', value)}
        />
        <Checkbox
          label="Zugriff auf den Kataster des Kunden"
          hint={form.client_id === '' ? 'Nur mit einem Kunden möglich.' : undefined}
          disabled={form.client_id === ''}
          checked={form.kataster_enabled}
          onChange={(checked) => change('kataster_enabled', checked)}
        />
        <Checkbox
          label="Gehört zum APUS-Team"
          hint="Mitarbeitende, die Karten und Kataster für die Kunden bearbeiten."
          checked={form.apus_team}
          onChange={(checked) => change('apus_team', checked)}
        />
        <Checkbox
          label="APUS-Administrator"
          hint="Erhält die Rolle Administrator mit Zugriff auf alle Daten."
          checked={form.apus_admin}
          onChange={(checked) => change('apus_admin', checked)}
        />
      </Form>
    </Dialog>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${space[4]};
`;

const Names = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: ${space[4]};
`;

const Failure = styled.p`
  margin: 0;
  padding: ${space[2]} ${space[3]};
  border: 1px solid ${color.danger};
  border-radius: ${radii.md};
  background: ${color.dangerBg};
  color: ${color.danger};
  overflow-wrap: anywhere;
`;
