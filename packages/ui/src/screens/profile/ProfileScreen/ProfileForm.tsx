import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useSingleFlight } from '../../../hooks/useSingleFlight';
import { Button } from '../../../primitives/Button';
import { Select } from '../../../primitives/Select';
import { TextField } from '../../../primitives/TextField';
import { color, fontSize, radii, space } from '../../../theme';
import { errorText } from '../../users/errorText';
import { berufsgruppeOptions } from '../../users/userDisplay';
import {
  toUpdateUserParams,
  validateProfileForm,
  type ProfileErrors,
  type ProfileFormValues,
  type UpdateUserParams,
} from './profileForm';

export interface ProfileFormProps {
  /** The signed-in address; a_update_user finds the user by it. */
  email: string;
  values: ProfileFormValues;
  onValuesChange: (values: ProfileFormValues) => void;
  isDirty: boolean;
  /** Sends a_update_user; a rejection keeps every typed value and shows the service's message. */
  onSave: (params: UpdateUserParams) => Promise<unknown>;
  /** The values were saved. */
  onSaved: (values: ProfileFormValues) => void;
  onDiscard: () => void;
}

const FIELD_ORDER = ['first_name', 'last_name', 'phone'] as const;

/** The Profil tab: own name, phone and Berufsgruppe; the e-mail belongs to the sign-in. */
export function ProfileForm({ email, values, onValuesChange, isDirty, onSave, onSaved, onDiscard }: ProfileFormProps) {
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const firstNameRef = useRef<HTMLInputElement>(null);
  const lastNameRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);

  const change = (key: keyof ProfileFormValues, value: string) => {
    const next = { ...values, [key]: value };
    onValuesChange(next);
    // A field that showed an error is checked again while the person corrects it.
    if (key in errors)
      setErrors((current) => ({ ...current, [key]: validateProfileForm(next)[key as keyof ProfileErrors] }));
  };

  const save = async () => {
    const found = validateProfileForm(values);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((key) => found[key]);
    if (firstInvalid) {
      ({ first_name: firstNameRef, last_name: lastNameRef, phone: phoneRef })[firstInvalid].current?.focus();
      return;
    }
    setFailure(null);
    try {
      await onSave(toUpdateUserParams(values, email));
      onSaved(values);
    } catch (cause) {
      setFailure(errorText(cause));
    }
  };
  const { run, isPending } = useSingleFlight(save);

  return (
    <Form
      noValidate
      aria-label="Eigene Daten"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        run();
      }}
    >
      <Grid>
        <TextField
          ref={firstNameRef}
          label="Vorname"
          autoComplete="given-name"
          value={values.first_name}
          error={errors.first_name}
          onChange={(value) => change('first_name', value)}
        />
        <TextField
          ref={lastNameRef}
          label="Nachname"
          autoComplete="family-name"
          value={values.last_name}
          error={errors.last_name}
          onChange={(value) => change('last_name', value)}
        />
        <TextField
          ref={phoneRef}
          label="Telefon"
          type="tel"
          autoComplete="tel"
          hint="Optional, z. B. 0351 1234567"
          value={values.phone}
          error={errors.phone}
          onChange={(value) => change('phone', value)}
        />
        <Select
          label="Berufsgruppe"
          placeholder="Keine Angabe"
          options={berufsgruppeOptions(values.berufsgruppe || null)}
          value={values.berufsgruppe}
          onChange={(value) => change('berufsgruppe', value)}
        />
        <TextField
          label="E-Mail-Adresse"
          type="email"
          readOnly
          value={email}
          hint="Mit dieser Adresse melden Sie sich an; sie wird beim Anmeldedienst geändert."
        />
      </Grid>
      {failure ? <Failure role="alert">Ihr Profil wurde nicht gespeichert: {failure}</Failure> : null}
      <Actions>
        {isDirty ? <Unsaved>Ungespeicherte Änderungen</Unsaved> : null}
        <Button disabled={!isDirty || isPending} onClick={onDiscard}>
          Änderungen verwerfen
        </Button>
        <Button type="submit" variant="primary" icon="save" isLoading={isPending} disabled={!isDirty && !isPending}>
          Speichern
        </Button>
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${space[4]};
  max-width: 48rem;
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  gap: ${space[4]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${space[2]} ${space[3]};
`;

const Unsaved = styled.span`
  margin-right: auto;
  color: ${color.warning};
  font-size: ${fontSize.sm};
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
