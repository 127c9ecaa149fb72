import styled from 'styled-components';
import { FormError } from '../../../forms/FormError';
import { useForm } from '../../../forms/useForm';
import type { RpcParams } from '../../../model/contract';
import type { Client } from '../../../model/entities';
import type { ClientDetailsRow } from '../../../model/resultRows';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { Checkbox } from '../../../primitives/Checkbox';
import { Grid } from '../../../primitives/Grid';
import { Select } from '../../../primitives/Select';
import { fontWeights, space } from '../../../theme';
import { validatePhone } from '../../../model/validation/fields';
import {
  clientDetailsForm,
  telHref,
  toUpdateClientParams,
  validateClientDetailsForm,
  type ClientDetailsForm,
} from '../../../model/validation/clientForm';
import { AddressFields } from '../../shared/AddressFields';
import { PersonNameFields } from '../../shared/PersonNameFields';

export interface MasterDataCardProps {
  client: Client & Pick<ClientDetailsRow, 'verbraucher'>;
  /** Sends `a_update_client_details`; a rejection keeps what was typed and shows the service's message. */
  onSave: (params: RpcParams<'a_update_client_details'>) => Promise<unknown>;
  onDirtyChange?: (isDirty: boolean) => void;
}

const GENDERS = [
  { value: 'Frau', label: 'Frau' },
  { value: 'Herr', label: 'Herr' },
];

/** The header form: the client's fields and whether it is a consumer (§ 288 BGB). */
type MasterDataForm = ClientDetailsForm & { verbraucher: boolean };

/** Address, name addition, contact person (Ansprechpartner) and the consumer flag, saved together. */
export function MasterDataCard({ client, onSave, onDirtyChange }: MasterDataCardProps) {
  const form = useForm<MasterDataForm>({
    initialValues: { ...clientDetailsForm(client), verbraucher: client.verbraucher },
    validate: validateClientDetailsForm,
    // The flag goes only when it changed: left out, the service keeps it as it is.
    onSubmit: ({ verbraucher, ...values }) =>
      onSave({
        ...toUpdateClientParams(client.client_id, values),
        ...(verbraucher === client.verbraucher ? {} : { verbraucher }),
      }),
    onDirtyChange,
  });
  const phone = form.values.ap_tel.trim();
  const canDial = phone !== '' && validatePhone(phone) === null;

  return (
    <Card title="Stammdaten" headingLevel={2}>
      <Form noValidate onSubmit={form.handleSubmit} aria-label="Stammdaten">
        <FormError title="Die Stammdaten wurden nicht gespeichert." problem={form.submitError} />
        <Grid minColumnWidth="14rem" gap={4}>
          <AddressFields field={form.field} nameAddition={form.field('name_zusatz')} />
        </Grid>
        <Fieldset>
          <legend>Ansprechpartner</legend>
          <Grid minColumnWidth="12rem" gap={4}>
            <Select label="Anrede" placeholder="Keine Angabe" options={GENDERS} {...form.field('ap_gender')} />
            <PersonNameFields
              whose="contact"
              first={form.field('ap_vorname')}
              last={form.field('ap_nachname')}
              phone={form.field('ap_tel')}
            />
          </Grid>
          {canDial ? (
            <p>
              <a href={telHref(phone)}>{`${phone} anrufen`}</a>
            </p>
          ) : null}
        </Fieldset>
        <Checkbox
          label="Privatkunde (Verbraucher)"
          hint="Verzugszinsen: 5 Prozentpunkte über dem Basiszinssatz, keine 40-€-Pauschale"
          checked={form.values.verbraucher}
          onChange={(checked) => form.setValue('verbraucher', checked)}
        />
        <Actions>
          <Button type="submit" variant="primary" icon="check" isLoading={form.isSubmitting} disabled={!form.isDirty}>
            Stammdaten speichern
          </Button>
          {form.isDirty ? (
            <Button disabled={form.isSubmitting} onClick={() => form.reset()}>
              Verwerfen
            </Button>
          ) : null}
        </Actions>
      </Form>
    </Card>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${space[4]};
`;

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${space[3]};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: ${space[3]};
    font-weight: ${fontWeights.semibold};
  }
  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
`;
