import { Fragment } from 'react';
import {
  dueDateOf,
  INVOICE_KINDS,
  type InvoiceTerms,
  RETENTION_NOTE,
  REVERSE_CHARGE_NOTE,
  showsRetentionNote,
} from '../../../model/billing/einvoice';
import { invoiceRemittance } from '../../../model/billing/giroCode';
import { formatEuroCents, invoiceAmounts, type InvoiceAmounts } from '../../../model/billing/totals';
import { issuerAddressLines, issuerCompanyLine, type Issuer } from '../../../model/billing/issuer';
import type { Angebot, Position, Rechnung } from '../../../model/entities';
import {
  recipientLines,
  type LetterInput,
  type LetterRecipient,
  type PrintKind,
} from '../../../model/billing/letterLayout/letterContent';
import { formatGermanNumber } from '../../../model/germanNumber';
import { formatDate } from '../../../model/time';
import { GiroCode } from './GiroCode';
import * as S from './Letter.styles';

export { din } from './Letter.styles';

/** The letter's props: its content, as the layout the PDF is made from describes it. */
export type LetterProps = LetterInput;
export type { LetterRecipient, PrintKind };

const WORDS = {
  rechnung: { title: 'Rechnung', number: 'Rechnungsnummer', date: 'Rechnungsdatum', total: 'Rechnungsbetrag' },
  angebot: { title: 'Angebot', number: 'Angebotsnummer', date: 'Angebotsdatum', total: 'Angebotssumme' },
} as const;

const documentDate = (document: Rechnung | Angebot) => ('rn_datum' in document ? document.rn_datum : document.an_datum);

/** What every letter begins with: the fold and hole marks, the letterhead and the address field with the return address. */
export function LetterTop({ issuer, recipient }: { issuer: Issuer | null; recipient: LetterRecipient | null }) {
  return (
    <>
      <S.FoldMark $at="first" aria-hidden />
      <S.FoldMark $at="hole" aria-hidden />
      <S.FoldMark $at="second" aria-hidden />
      <S.Letterhead>
        {issuer ? (
          <>
            <S.IssuerName>{issuer.name}</S.IssuerName>
            <span>{issuerAddressLines(issuer).join(' · ')}</span>
          </>
        ) : null}
      </S.Letterhead>
      <S.AddressField>
        {issuer ? <S.SenderLine>{[issuer.name, ...issuerAddressLines(issuer)].join(' · ')}</S.SenderLine> : null}
        <S.Recipient>
          {recipient ? (
            recipientLines(recipient).map(({ text, lines }, index) => (
              <S.RecipientLine key={index} $lines={lines}>
                {text}
              </S.RecipientLine>
            ))
          ) : (
            <span>Kein Kunde gewählt</span>
          )}
        </S.Recipient>
      </S.AddressField>
    </>
  );
}

/** The letter itself (DIN 5008, form B): what is printed, nothing of the screen around it. */
export function Letter({ kind, issuer, client, document, positions, terms: givenTerms }: LetterProps) {
  const terms = kind === 'rechnung' ? (givenTerms ?? null) : null;
  const words = terms ? { ...WORDS.rechnung, title: INVOICE_KINDS[terms.art].label } : WORDS[kind];
  const sorted = [...positions].sort((a, b) => a.lfd_nr - b.lfd_nr);
  const vatRate = terms && terms.ust_kategorie !== 'S' ? 0 : document.ust_satz;
  const totals = invoiceAmounts(sorted, vatRate, terms?.abzuege ?? []);
  const rate = `${formatGermanNumber(vatRate)} %`;
  const leDate = 'le_date' in document ? document.le_date : null;

  return (
    <S.Sheet aria-label={`${words.title} ${document.id}`}>
      <LetterTop issuer={issuer} recipient={client} />
      <S.InfoBlock>
        <dt>{words.number}</dt>
        <dd>{document.id}</dd>
        <dt>{words.date}</dt>
        <dd>{formatDate(documentDate(document))}</dd>
        {kind === 'rechnung' ? (
          <>
            <dt>Leistungsdatum</dt>
            <dd>{formatDate(leDate) || '–'}</dd>
            {terms?.le_von && terms.le_bis ? (
              <>
                <dt>Leistungszeitraum</dt>
                <dd>{`${formatDate(terms.le_von)} – ${formatDate(terms.le_bis)}`}</dd>
              </>
            ) : null}
          </>
        ) : null}
        {client ? (
          <>
            <dt>Kundennummer</dt>
            <dd>{client.client_id}</dd>
          </>
        ) : null}
        <dt>Bearbeiter</dt>
        <dd>{document.bearbeiter ?? '–'}</dd>
        {issuer?.contact?.phone ? (
          <>
            <dt>Telefon</dt>
            <dd>{issuer.contact.phone}</dd>
          </>
        ) : null}
        {issuer?.contact?.email ? (
          <>
            <dt>E-Mail</dt>
            <dd>{issuer.contact.email}</dd>
          </>
        ) : null}
      </S.InfoBlock>
      <S.Body>
        <S.Subject>
          {words.title} Nr. {document.id}
        </S.Subject>
        {terms?.art === 'gutschrift' && terms.bezug_id !== null ? (
          <S.Note>
            {`Stornorechnung zur Rechnung Nr. ${terms.bezug_id}${terms.bezug_datum ? ` vom ${formatDate(terms.bezug_datum)}` : ''}: die folgenden Beträge werden Ihnen gutgeschrieben.`}
          </S.Note>
        ) : null}
        {document.anrede ? <S.Text>{document.anrede}</S.Text> : null}
        {document.anschreiben ? <S.Text>{document.anschreiben}</S.Text> : null}
        <S.Positions>
          <thead>
            <tr>
              <th scope="col">Pos.</th>
              <th scope="col">Menge</th>
              <th scope="col">Einheit</th>
              <th scope="col">Beschreibung</th>
              <th scope="col">Einzelpreis</th>
              <th scope="col">Gesamt</th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((position, index) => (
              <tr key={position.id}>
                <td>{position.lfd_nr}</td>
                <td>{formatGermanNumber(position.anzahl)}</td>
                <td>{position.einheit ?? ''}</td>
                <td>
                  <strong>{position.bez}</strong>
                  {/* requirements §5: a null erl_on counts as 'true'. */}
                  {position.erl_on !== false && (position.erl_titel || position.erl) ? (
                    <S.Explanation>
                      {position.erl_titel ? <em>{position.erl_titel}</em> : null}
                      {position.erl ? <span>{position.erl}</span> : null}
                    </S.Explanation>
                  ) : null}
                </td>
                <td>{formatEuroCents(Math.round(position.ep * 100))}</td>
                <td>{formatEuroCents(totals.lineCents[index] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </S.Positions>
        <S.Settlement>
          {/* What is left to pay, as the totals and the payment terms name it; a credit note is paid out, not in. */}
          {kind === 'rechnung' && terms?.art !== 'gutschrift' ? (
            <GiroCode issuer={issuer} amountCents={totals.payableCents} remittance={invoiceRemittance(document.id)} />
          ) : null}
          <S.Totals>
            <dt>Nettobetrag zu {rate}</dt>
            <dd>{formatEuroCents(totals.netCents)}</dd>
            <dt>zzgl. {rate} Umsatzsteuer</dt>
            <dd>{formatEuroCents(totals.vatCents)}</dd>
            <S.GrossTerm>{words.total}</S.GrossTerm>
            <S.GrossValue>{formatEuroCents(totals.grossCents)}</S.GrossValue>
            {terms && terms.abzuege.length > 0 ? <Deductions terms={terms} totals={totals} /> : null}
          </S.Totals>
        </S.Settlement>
        {terms ? <InvoiceNotes terms={terms} totals={totals} document={document} positions={sorted} /> : null}
        {document.zuerl ? <S.Text>{document.zuerl}</S.Text> : null}
        {'sign' in document ? <Signature sign={document.sign} bearbeiter={document.bearbeiter} /> : null}
        {issuer ? <IssuerFooter issuer={issuer} /> : null}
      </S.Body>
    </S.Sheet>
  );
}

/** §14 Abs. 5 UStG: the partial invoices deducted, each with its VAT, and what is left to pay. */
function Deductions({ terms, totals }: { terms: InvoiceTerms; totals: InvoiceAmounts }) {
  return (
    <>
      {terms.abzuege.map((deduction) => (
        <Fragment key={deduction.rechnung_id}>
          <dt>{`abzüglich Abschlagsrechnung Nr. ${deduction.rechnung_id} vom ${formatDate(deduction.rn_datum)} (netto ${formatEuroCents(deduction.netto_cent)}, USt ${formatEuroCents(deduction.ust_cent)})`}</dt>
          <dd>{formatEuroCents(-(deduction.netto_cent + deduction.ust_cent))}</dd>
        </Fragment>
      ))}
      <S.GrossTerm>Noch zu zahlen</S.GrossTerm>
      <S.GrossValue>{formatEuroCents(totals.payableCents)}</S.GrossValue>
    </>
  );
}

/** Payment terms with Skonto (§14 Abs. 4 Nr. 7), tax notes (§13b, §14a, exemption) and the retention note (Nr. 9). */
function InvoiceNotes({
  terms,
  totals,
  document,
  positions,
}: {
  terms: InvoiceTerms;
  totals: InvoiceAmounts;
  document: Rechnung | Angebot;
  positions: readonly Position[];
}) {
  const issued = 'rn_datum' in document ? document.rn_datum : document.an_datum;
  const skonto =
    terms.skonto_prozent !== null && terms.skonto_tage !== null
      ? ` Bei Zahlung innerhalb von ${terms.skonto_tage} Tagen gewähren wir ${formatGermanNumber(terms.skonto_prozent)} % Skonto (${formatEuroCents(Math.round((totals.payableCents * terms.skonto_prozent) / 100))}).`
      : '';
  return (
    <>
      {terms.art !== 'gutschrift' ? (
        <S.Note>
          {`Zahlbar innerhalb von ${terms.zahlungsziel_tage} Tagen ohne Abzug, bis zum ${formatDate(dueDateOf(issued, terms.zahlungsziel_tage))}.${skonto}`}
        </S.Note>
      ) : null}
      {terms.ust_kategorie === 'AE' ? (
        <S.Note>{`${REVERSE_CHARGE_NOTE} (§ 13b UStG). USt-IdNr. des Leistungsempfängers: ${terms.kaeufer_ustid ?? '–'}`}</S.Note>
      ) : null}
      {terms.ust_kategorie === 'E' ? <S.Note>{terms.befreiungsgrund ?? 'Steuerbefreite Leistung.'}</S.Note> : null}
      {showsRetentionNote(terms, positions) ? <S.Note>{RETENTION_NOTE}</S.Note> : null}
    </>
  );
}

/** The offer's signature block after its `sign` (domainValues: OFFER_SIGNS). */
function Signature({ sign, bearbeiter }: { sign: Angebot['sign']; bearbeiter: string | null }) {
  if (sign === 'ohne')
    return <S.Text>Dieses Angebot wurde maschinell erstellt und ist ohne Unterschrift gültig.</S.Text>;
  return (
    <S.Signature>
      <span>Mit freundlichen Grüßen</span>
      <S.SignatureLine>{sign === 'bearbeiter' ? (bearbeiter ?? 'Bearbeiter/in') : 'Geschäftsführung'}</S.SignatureLine>
    </S.Signature>
  );
}

/** Tax numbers and bank account at the letter's end (on every invoice: §14 Abs. 4 Nr. 2 UStG). */
export function IssuerFooter({ issuer }: { issuer: Issuer }) {
  return (
    <S.Footer>
      <div>
        <strong>{issuer.name}</strong>
        {issuerAddressLines(issuer).map((line) => (
          <span key={line}>{line}</span>
        ))}
      </div>
      <div>
        {issuer.steuernummer ? <span>Steuernummer: {issuer.steuernummer}</span> : null}
        {issuer.ustId ? <span>USt-IdNr.: {issuer.ustId}</span> : null}
      </div>
      {issuer.bank ? (
        <div>
          {issuer.bank.bankName ? <span>{issuer.bank.bankName}</span> : null}
          <span>IBAN: {issuer.bank.iban.replace(/(.{4})/g, '$1 ').trim()}</span>
          {issuer.bank.bic ? <span>BIC: {issuer.bank.bic}</span> : null}
        </div>
      ) : null}
      {issuer.company ? <S.CompanyLine>{issuerCompanyLine(issuer.company)}</S.CompanyLine> : null}
    </S.Footer>
  );
}
