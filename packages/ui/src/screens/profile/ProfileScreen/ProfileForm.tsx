import styled from 'styled-components';
import { FormError } from '../../../forms/FormError';
import type { FormApi } from '../../../forms/useForm';
import { Button } from '../../../primitives/Button';
import { Select } from '../../../primitives/Select';
import { TextField } from '../../../primitives/TextField';
import { color, fontSize, space } from '../../../theme';
import { berufsgruppeOptions } from '../../../model/domainValues';
import type { ProfileFormValues } from '../../../model/validation/profileForm';
import { PersonNameFields } from '../../shared/PersonNameFields';

export interface ProfileFormProps {
  /** The signed-in address; a_update_user finds the user by it. */
  email: string;
  /**
   * The form (useForm with profileFormOptions): it lives in ProfileScreen, above the
   * tabs, so switching tabs keeps what was typed.
   */
  form: FormApi<ProfileFormValues>;
}

/** The Profil tab: own name, phone and Berufsgruppe; the e-mail belongs to the sign-in. */
export function ProfileForm({ email, form }: ProfileFormProps) {
  const { isDirty, isSubmitting } = form;
  return (
    <Form noValidate aria-label="Eigene Daten" onSubmit={form.handleSubmit}>
      <Grid>
        <PersonNameFields
          whose="own"
          first={form.field('first_name')}
          last={form.field('last_name')}
          phone={form.field('phone')}
        />
        <Select
          label="Berufsgruppe"
          placeholder="Keine Angabe"
          options={berufsgruppeOptions(form.values.berufsgruppe || null)}
          {...form.field('berufsgruppe')}
        />
        <TextField
          label="E-Mail-Adresse"
          type="email"
          readOnly
          value={email}
          hint="Mit dieser Adresse melden Sie sich an; sie wird beim Anmeldedienst geändert."
        />
      </Grid>
      <FormError title="Ihr Profil wurde nicht gespeichert." problem={form.submitError} />
      <Actions>
        {isDirty ? <Unsaved>Ungespeicherte Änderungen</Unsaved> : null}
        <Button disabled={!isDirty || isSubmitting} onClick={() => form.reset()}>
          Änderungen verwerfen
        </Button>
        <Button
          type="submit"
          variant="primary"
          icon="save"
          isLoading={isSubmitting}
          disabled={!isDirty && !isSubmitting}
        >
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
