import styled from 'styled-components';
import { reminderRemittance } from '../../../model/billing/giroCode';
import { parseIssuer, type Issuer } from '../../../model/billing/issuer';
import type { ReminderContent, ReminderRow } from '../../../model/contract/rpc/billing';
import { formatDate, formatEuro } from '../../../model/time';
import { GiroCode } from './GiroCode';
import { IssuerFooter, LetterTop } from './Letter';
import * as S from './Letter.styles';

export interface ReminderLetterProps {
  /** The reminder as written: its frozen content and the hash of it. */
  reminder: Pick<ReminderRow, 'inhalt' | 'sha256'>;
}

/** The issuer frozen with the reminder; null when none was given or it no longer reads as one. */
export function reminderIssuer(content: ReminderContent): Issuer | null {
  if (content.aussteller === null || content.aussteller === undefined) return null;
  const check = parseIssuer(content.aussteller);
  return check.ok ? check.issuer : null;
}

/**
 * What the letter says before the table, by level: a friendly reminder first, then the
 * default (§ 286 BGB) and its interest, and at the last level what follows if nothing is paid.
 */
function levelText(stufe: number): string {
  if (stufe <= 1)
    return 'sicher ist es Ihrer Aufmerksamkeit entgangen: Für die folgenden Rechnungen haben wir bis heute keine Zahlung erhalten. Wir bitten Sie, den offenen Betrag zu überweisen. Sollten Sie inzwischen gezahlt haben, betrachten Sie dieses Schreiben bitte als gegenstandslos.';
  if (stufe === 2)
    return 'trotz unserer Zahlungserinnerung sind die folgenden Rechnungen noch nicht bezahlt. Sie befinden sich seit der Fälligkeit in Verzug (§ 286 BGB); wir berechnen daher Verzugszinsen nach § 288 BGB und eine Mahngebühr.';
  if (stufe === 3)
    return 'leider haben Sie auf unsere Mahnung nicht reagiert. Die folgenden Rechnungen sind weiterhin offen. Wir fordern Sie nachdrücklich auf, den Gesamtbetrag einschließlich Verzugszinsen und Mahngebühr fristgerecht zu zahlen.';
  return 'trotz mehrfacher Mahnung sind die folgenden Rechnungen noch immer nicht bezahlt. Dies ist unsere letzte Mahnung: Geht der Gesamtbetrag nicht fristgerecht ein, werden wir die Forderung ohne weitere Ankündigung gerichtlich geltend machen; die Kosten dafür gehen zu Ihren Lasten.';
}

/** "Sehr geehrte Frau Köhler," when the client names a contact person, else to whom it may concern. */
function salutation(kunde: ReminderContent['kunde']): string {
  if (kunde.ap_nachname && kunde.ap_gender === 'Frau') return `Sehr geehrte Frau ${kunde.ap_nachname},`;
  if (kunde.ap_nachname && kunde.ap_gender === 'Herr') return `Sehr geehrter Herr ${kunde.ap_nachname},`;
  return 'Sehr geehrte Damen und Herren,';
}

/**
 * A reminder (Zahlungserinnerung or Mahnung) as a DIN 5008 letter, from its frozen content
 * only: the issuer, the address, the invoices, interest, Pauschalen and the fee as they were
 * written; nothing is looked up again, so a reprint shows what was sent. The hash in small
 * print lets anyone check that the content is the stored one (GoBD).
 */
export function ReminderLetter({ reminder: { inhalt, sha256 } }: ReminderLetterProps) {
  const issuer = reminderIssuer(inhalt);
  const { kunde } = inhalt;
  const subject = `${inhalt.bezeichnung} Nr. ${inhalt.nummer}`;
  const hasInterest = inhalt.posten.some((posten) => posten.zinsen > 0);
  const hasPauschale = inhalt.posten.some((posten) => posten.pauschale > 0);

  return (
    <S.Sheet aria-label={subject}>
      <LetterTop issuer={issuer} recipient={kunde} />
      <S.InfoBlock>
        <dt>Nummer</dt>
        <dd>{inhalt.nummer}</dd>
        <dt>Datum</dt>
        <dd>{formatDate(inhalt.datum)}</dd>
        <dt>Kundennummer</dt>
        <dd>{kunde.client_id}</dd>
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
        <S.Subject>{subject}</S.Subject>
        <S.Text>{salutation(kunde)}</S.Text>
        <S.Text>{levelText(inhalt.stufe)}</S.Text>
        <Items>
          <thead>
            <tr>
              <th scope="col">Rechnung</th>
              <th scope="col">Datum</th>
              <th scope="col">Fällig am</th>
              <th scope="col">Betrag</th>
              <th scope="col">bezahlt</th>
              <th scope="col">offen</th>
              <th scope="col">{`Zinsen bis ${formatDate(inhalt.zinsen_bis)}`}</th>
              <th scope="col">Pauschale</th>
            </tr>
          </thead>
          <tbody>
            {inhalt.posten.map((posten) => (
              <tr key={posten.rechnung_id}>
                <td>{posten.rechnung_id}</td>
                <td>{formatDate(posten.rn_datum)}</td>
                <td>{formatDate(posten.faellig_am)}</td>
                <td>{formatEuro(posten.zahlbetrag)}</td>
                <td>{formatEuro(posten.bezahlt)}</td>
                <td>{formatEuro(posten.offen)}</td>
                <td>{formatEuro(posten.zinsen)}</td>
                <td>{formatEuro(posten.pauschale)}</td>
              </tr>
            ))}
          </tbody>
        </Items>
        <S.Settlement>
          <GiroCode
            issuer={issuer}
            amountCents={Math.round(inhalt.summe * 100)}
            remittance={reminderRemittance(
              inhalt.nummer,
              inhalt.posten.map((posten) => posten.rechnung_id),
            )}
          />
          <S.Totals>
            <dt>Mahngebühr</dt>
            <dd>{formatEuro(inhalt.gebuehr)}</dd>
            <S.GrossTerm>Gesamtbetrag</S.GrossTerm>
            <S.GrossValue>{formatEuro(inhalt.summe)}</S.GrossValue>
          </S.Totals>
        </S.Settlement>
        {hasInterest ? (
          <S.Note>
            {kunde.verbraucher
              ? 'Verzugszinsen nach § 288 Abs. 1 BGB: 5 Prozentpunkte über dem Basiszinssatz, taggenau.'
              : 'Verzugszinsen nach § 288 Abs. 2 BGB: 9 Prozentpunkte über dem Basiszinssatz, taggenau.'}
            {hasPauschale ? ' Pauschale nach § 288 Abs. 5 BGB: 40 € je Rechnung.' : ''}
          </S.Note>
        ) : null}
        <S.Text>
          {`Bitte zahlen Sie bis zum ${formatDate(inhalt.frist)} den Gesamtbetrag von ${formatEuro(inhalt.summe)}${
            issuer?.bank ? ` auf unser Konto (IBAN ${issuer.bank.iban.replace(/(.{4})/g, '$1 ').trim()})` : ''
          } unter Angabe der Rechnungsnummern.`}
        </S.Text>
        <S.Signature>
          <span>Mit freundlichen Grüßen</span>
          <S.SignatureLine>{issuer ? issuer.name : 'Geschäftsführung'}</S.SignatureLine>
        </S.Signature>
        {issuer ? <IssuerFooter issuer={issuer} /> : null}
        <Hash>{`SHA-256 des gespeicherten Inhalts: ${sha256}`}</Hash>
      </S.Body>
    </S.Sheet>
  );
}

/** The invoice table: eight columns of figures after the invoice's number, all aligned right. */
const Items = styled(S.Positions)`
  th,
  td {
    white-space: nowrap;
  }
  th:nth-child(n),
  td:nth-child(n) {
    text-align: right;
  }
  td:nth-child(4) {
    width: auto;
  }
  th {
    white-space: normal;
  }
`;

/** The hash in small print, broken anywhere (64 hex digits do not fit one line of the footer). */
const Hash = styled.p`
  margin: 0;
  font-size: ${S.din.smallSize};
  color: inherit;
  overflow-wrap: anywhere;
`;

/** The page header of a reminder's print (page 2 on): its subject and the client. */
export function reminderPageHeader(content: ReminderContent): string {
  return `${content.bezeichnung} Nr. ${content.nummer} · ${content.kunde.name}`;
}
