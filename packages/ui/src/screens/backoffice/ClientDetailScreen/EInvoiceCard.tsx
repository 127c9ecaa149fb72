import styled from 'styled-components';
import { FormError } from '../../../forms/FormError';
import { useForm } from '../../../forms/useForm';
import {
  controlCharProblem,
  DEFAULT_E_INVOICE_FORM,
  E_INVOICE_FORMS,
  endpointProblem,
  type EInvoiceForm,
  type EndpointScheme,
  leitwegIdProblem,
  stripControlChars,
} from '../../../model/billing/einvoice';
import type { RpcParams } from '../../../model/contract';
import type { ClientDetailsRow } from '../../../model/resultRows';
import { clientDetailsForm, toUpdateClientParams } from '../../../model/validation/clientForm';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { Select } from '../../../primitives/Select';
import { TextField } from '../../../primitives/TextField';
import { space } from '../../../theme';
import { textLimit } from '../../../model/validation/textLimits';

export interface EInvoiceCardProps {
  client: ClientDetailsRow;
  /** Sends `a_update_client_details` with the master data unchanged and the e-invoice fields. */
  onSave: (params: RpcParams<'a_update_client_details'>) => Promise<unknown>;
}

interface EInvoiceFields {
  e_schema: string;
  e_adresse: string;
  leitweg_id: string;
  e_format: string;
}

const FORMS = Object.entries(E_INVOICE_FORMS).map(([value, label]) => ({ value, label }));

const SCHEMES = [
  { value: 'EM', label: 'E-Mail-Adresse' },
  { value: '0204', label: 'Leitweg-ID (öffentliche Auftraggeber)' },
];

function validate(form: EInvoiceFields): Partial<Record<keyof EInvoiceFields, string>> {
  const errors: Partial<Record<keyof EInvoiceFields, string>> = {};
  const address = form.e_adresse.trim();
  const addressProblem =
    controlCharProblem(address, 'Adresse für E-Rechnungen') ??
    (address === '' ? undefined : endpointProblem(address, form.e_schema as EndpointScheme));
  if (addressProblem) errors.e_adresse = addressProblem;
  const leitweg = form.leitweg_id.trim();
  const leitwegProblem = leitweg === '' ? undefined : leitwegIdProblem(leitweg);
  if (leitwegProblem) errors.leitweg_id = leitwegProblem;
  return errors;
}

/**
 * The client's e-invoice data (requirements §3 "Decided"): where the buyer receives
 * XRechnungen (BT-49: an e-mail address or, for public buyers, a Leitweg-ID) and the
 * Leitweg-ID as buyer reference (BT-10), and the form the buyer takes (the hybrid PDF, or the
 * XRechnung as CII or UBL). Without an address no e-invoice can be made.
 */
export function EInvoiceCard({ client, onSave }: EInvoiceCardProps) {
  const form = useForm<EInvoiceFields>({
    initialValues: {
      e_schema: client.e_schema ?? 'EM',
      e_adresse: client.e_adresse ?? '',
      leitweg_id: client.leitweg_id ?? '',
      e_format: client.e_format ?? DEFAULT_E_INVOICE_FORM,
    },
    validate,
    onSubmit: (values) =>
      onSave({
        ...toUpdateClientParams(client.client_id, clientDetailsForm(client)),
        e_adresse: values.e_adresse.trim(),
        e_schema: values.e_adresse.trim() === '' ? null : (values.e_schema as EndpointScheme),
        leitweg_id: values.leitweg_id.trim() === '' ? null : values.leitweg_id.trim(),
        e_format: values.e_format as EInvoiceForm,
      }),
  });
  const clean = (name: 'e_adresse' | 'leitweg_id') => {
    const field = form.field(name);
    return {
      ...field,
      maxLength: textLimit('kunde_erechnung', name),
      onChange: (value: string) => field.onChange(stripControlChars(value)),
    };
  };
  const isPublic = form.values.e_schema === '0204';

  return (
    <Card title="E-Rechnung" headingLevel={2}>
      <Form noValidate onSubmit={form.handleSubmit} aria-label="E-Rechnung">
        <FormError title="Die E-Rechnungsdaten wurden nicht gespeichert." problem={form.submitError} />
        {client.e_adresse ? null : (
          <Missing role="status">
            Ohne Adresse für E-Rechnungen kann keine E-Rechnung an diesen Kunden erstellt werden.
          </Missing>
        )}
        <Select label="Empfang über" options={SCHEMES} isRequired {...form.field('e_schema')} />
        <TextField
          label="Adresse für E-Rechnungen"
          hint={isPublic ? 'Die Leitweg-ID des Empfängers, z. B. 04011000-1234512345-06' : 'z. B. rechnung@kunde.de'}
          {...clean('e_adresse')}
        />
        <TextField
          label="Leitweg-ID als Käuferreferenz"
          hint="Nur für öffentliche Auftraggeber; steht in der XRechnung als Käuferreferenz (BT-10)."
          {...clean('leitweg_id')}
        />
        <Select
          label="Format der E-Rechnung"
          hint="So erhält der Kunde seine Rechnungen; im Menü „E-Rechnung“ der Rechnung steht es zuerst."
          options={FORMS}
          isRequired
          {...form.field('e_format')}
        />
        <Actions>
          <Button type="submit" variant="primary" icon="check" isLoading={form.isSubmitting} disabled={!form.isDirty}>
            E-Rechnungsdaten speichern
          </Button>
        </Actions>
      </Form>
    </Card>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${space[4]};
`;

const Missing = styled.p`
  margin: 0;
`;

const Actions = styled.div`
  display: flex;
  gap: ${space[3]};
`;
