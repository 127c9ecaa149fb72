import styled from 'styled-components';
import type { FormApi } from '../../../forms/useForm';
import { UST_SAETZE, type DocumentHeaderForm } from '../../../model/billing/documentHeader';
import type { DocumentKind } from '../../../model/billing/documentList';
import { INVOICE_KINDS, VAT_CATEGORIES, type VatCategory } from '../../../model/billing/einvoice';
import { fillPlaceholders, placeholderWarning, type PlaceholderContact } from '../../../model/billing/placeholders';
import { OFFER_SIGNS, OFFER_STATUSES } from '../../../model/domainValues';
import { TEXT_LIMITS, textLimit } from '../../../model/validation/textLimits';
import type { Acronym, Freitext, MinMaxDateRow } from '../../../model/resultRows';
import { formatDate } from '../../../model/time';
import { DateField } from '../../../primitives/DateField';
import { Select } from '../../../primitives/Select';
import { TextField } from '../../../primitives/TextField';
import { fontWeights, space } from '../../../theme';
import { ClientChoice, type ClientChoiceSource } from '../../shared/ClientChoice';
import { LetterTextField } from './LetterTextField';

export interface HeaderFormProps {
  kind: DocumentKind;
  form: FormApi<DocumentHeaderForm>;
  /** The document's client: searched, the first matches from the service, the saved one by name. */
  clientChoice: ClientChoiceSource;
  clientId: number | null;
  onClientChange: (clientId: number) => void;
  isClientChanging: boolean;
  dateRange: MinMaxDateRow | null | undefined;
  freitexte: readonly Freitext[];
  acronyms: readonly Acronym[];
  isReadOnly: boolean;
  /** The client's contact person: fills the placeholders of a chosen text ("{nachname}"). */
  contact: PlaceholderContact | null;
}

function rangeHint(range: MinMaxDateRow | null | undefined): string | undefined {
  if (!range) return undefined;
  const from = range.min_datum ? `ab ${formatDate(range.min_datum)}` : null;
  const to = range.max_datum ? `bis ${formatDate(range.max_datum)}` : null;
  const span = [from, to].filter(Boolean).join(' ');
  return span ? `Möglich ${span}, damit die Nummern in Datumsfolge bleiben.` : undefined;
}

/** The letter's head: client, editor, dates, VAT rate, offer status and sign, and the letter's texts. */
export function HeaderForm({
  kind,
  form,
  clientChoice,
  clientId,
  onClientChange,
  isClientChanging,
  dateRange,
  freitexte,
  acronyms,
  isReadOnly,
  contact,
}: HeaderFormProps) {
  // A chosen text goes in with its placeholders filled from the client's contact.
  const texts = (feld: Freitext['feld']) =>
    freitexte.filter((f) => f.feld === feld).map((f) => ({ ...f, text: fillPlaceholders(f.text, contact) }));
  /** A letter field: the form's message first, else the warning about a placeholder left in it. */
  const letterField = (name: 'anrede' | 'anschreiben' | 'zuerl') => {
    const binding = form.field(name);
    return {
      ...binding,
      error: binding.error ?? (isReadOnly ? undefined : placeholderWarning(binding.value, contact)),
      maxLength: TEXT_LIMITS[`${kind}.${name}`],
    };
  };
  const anrede = letterField('anrede');
  return (
    <Fields>
      <Wide>
        <ClientChoice
          label="Kunde"
          placeholder="Kunden wählen"
          {...clientChoice}
          value={clientId === null ? '' : String(clientId)}
          disabled={isReadOnly || isClientChanging}
          hint={isReadOnly ? undefined : 'Wird sofort gespeichert.'}
          onChange={(value) => value !== '' && onClientChange(Number(value))}
        />
      </Wide>
      <TextField
        label="Bearbeiter"
        autoComplete="name"
        disabled={isReadOnly}
        maxLength={textLimit(kind, 'bearbeiter')}
        {...form.field('bearbeiter')}
      />
      <DateField
        label={kind === 'rechnung' ? 'Rechnungsdatum' : 'Angebotsdatum'}
        isRequired
        min={dateRange?.min_datum ?? undefined}
        max={dateRange?.max_datum ?? undefined}
        hint={rangeHint(dateRange)}
        disabled={isReadOnly}
        {...form.field('datum')}
      />
      {kind === 'rechnung' ? (
        <DateField label="Leistungsdatum" disabled={isReadOnly} {...form.field('le_date')} />
      ) : null}
      <Select label="Umsatzsteuersatz" options={UST_SAETZE} disabled={isReadOnly} {...form.field('ust_satz')} />
      {kind === 'angebot' ? (
        <>
          <Select
            label="Status"
            options={OFFER_STATUSES}
            value={form.values.status}
            onChange={(value) => form.setValue('status', value as DocumentHeaderForm['status'])}
          />
          <Select
            label="Unterschrift"
            options={OFFER_SIGNS}
            value={form.values.sign}
            onChange={(value) => form.setValue('sign', value as DocumentHeaderForm['sign'])}
          />
        </>
      ) : null}
      {kind === 'rechnung' ? <InvoiceTermsFields form={form} isReadOnly={isReadOnly} /> : null}
      <Wide>
        <TextField label="Anrede" disabled={isReadOnly} {...anrede} />
        {isReadOnly || texts('anrede').length === 0 ? null : (
          <Select
            label="Anrede aus Textbaustein"
            placeholder="Textbaustein wählen …"
            value=""
            options={texts('anrede').map((f) => ({ value: String(f.id), label: `${f.titel}: ${f.text}` }))}
            onChange={(id) => {
              const text = texts('anrede').find((f) => String(f.id) === id)?.text;
              if (text) anrede.onChange(text);
            }}
          />
        )}
      </Wide>
      <Wide>
        <LetterTextField
          label="Anschreiben"
          disabled={isReadOnly}
          freitexte={texts('anschreiben')}
          acronyms={acronyms}
          {...letterField('anschreiben')}
        />
      </Wide>
      <Wide>
        <LetterTextField
          label="Schlusstext"
          disabled={isReadOnly}
          freitexte={texts('zuerl')}
          acronyms={acronyms}
          {...letterField('zuerl')}
        />
      </Wide>
    </Fields>
  );
}

const KIND_OPTIONS = (['rechnung', 'abschlag', 'schluss'] as const).map((art) => ({
  value: art,
  label: INVOICE_KINDS[art].label,
}));
const CATEGORY_OPTIONS = (Object.keys(VAT_CATEGORIES) as VatCategory[]).map((value) => ({
  value,
  label: VAT_CATEGORIES[value],
}));
const RETENTION_OPTIONS = [
  { value: 'auto', label: 'Bei Vermessungsleistungen' },
  { value: 'ja', label: 'Ja' },
  { value: 'nein', label: 'Nein' },
];

/**
 * An invoice's kind, payment terms (Zahlungsziel, Skonto), service period and VAT category
 * (requirements §3 "Decided"): printed in the letter and written to the XRechnung.
 */
function InvoiceTermsFields({ form, isReadOnly }: { form: FormApi<DocumentHeaderForm>; isReadOnly: boolean }) {
  const { values } = form;
  const isCreditNote = values.art === 'gutschrift';
  return (
    <Terms>
      <legend>Rechnungsart, Zahlung und Steuer</legend>
      <Fields>
        {isCreditNote ? (
          <TextField
            label="Rechnungsart"
            value={`Stornorechnung zu Rechnung ${values.bezug_id}`}
            disabled
            onChange={() => undefined}
          />
        ) : (
          <Select
            label="Rechnungsart"
            options={KIND_OPTIONS}
            disabled={isReadOnly}
            value={values.art}
            onChange={(value) => form.setValue('art', value as DocumentHeaderForm['art'])}
          />
        )}
        {values.art === 'schluss' ? (
          <TextField
            label="Abgezogene Abschlagsrechnungen"
            hint="Nummern der archivierten Abschlagsrechnungen, z. B. 38, 45"
            disabled={isReadOnly}
            {...form.field('abzuege')}
          />
        ) : null}
        <TextField
          label="Zahlungsziel (Tage)"
          inputMode="numeric"
          disabled={isReadOnly}
          {...form.field('zahlungsziel_tage')}
        />
        <TextField label="Skonto (%)" inputMode="decimal" disabled={isReadOnly} {...form.field('skonto_prozent')} />
        <TextField
          label="Skontofrist (Tage)"
          inputMode="numeric"
          disabled={isReadOnly}
          {...form.field('skonto_tage')}
        />
        <DateField label="Leistungszeitraum von" disabled={isReadOnly} {...form.field('le_von')} />
        <DateField label="Leistungszeitraum bis" disabled={isReadOnly} {...form.field('le_bis')} />
        <Select
          label="Umsatzsteuer-Kategorie"
          options={CATEGORY_OPTIONS}
          disabled={isReadOnly}
          value={values.ust_kategorie}
          onChange={(value) => form.setValue('ust_kategorie', value as VatCategory)}
        />
        {values.ust_kategorie === 'E' ? (
          <TextField
            label="Befreiungsgrund"
            disabled={isReadOnly}
            maxLength={textLimit('rechnung_angaben', 'befreiungsgrund')}
            {...form.field('befreiungsgrund')}
          />
        ) : null}
        {values.ust_kategorie === 'AE' ? (
          <TextField
            label="USt-IdNr. des Kunden"
            disabled={isReadOnly}
            maxLength={textLimit('rechnung_angaben', 'kaeufer_ustid')}
            {...form.field('kaeufer_ustid')}
          />
        ) : null}
        <Select
          label="Hinweis auf die Aufbewahrungspflicht"
          hint="§ 14 Abs. 4 Nr. 9 UStG, bei Leistungen im Zusammenhang mit einem Grundstück"
          options={RETENTION_OPTIONS}
          disabled={isReadOnly}
          value={values.aufbewahrung_hinweis}
          onChange={(value) =>
            form.setValue('aufbewahrung_hinweis', value as DocumentHeaderForm['aufbewahrung_hinweis'])
          }
        />
      </Fields>
    </Terms>
  );
}

const Terms = styled.fieldset`
  grid-column: 1 / -1;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: ${space[3]};
    font-weight: ${fontWeights.semibold};
  }
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr));
  gap: ${space[4]};
`;

const Wide = styled.div`
  grid-column: 1 / -1;
  display: grid;
  gap: ${space[2]};
`;
