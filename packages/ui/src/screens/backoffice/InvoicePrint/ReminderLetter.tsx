import { Fragment } from 'react';
import styled from 'styled-components';
import { reminderContent, reminderIssuer } from '../../../model/billing/letterLayout/reminderContent';
import type { ReminderContent, ReminderRow } from '../../../model/contract/rpc/billing';
import { GiroCode } from './GiroCode';
import { IssuerFooter, LetterTop } from './Letter';
import * as S from './Letter.styles';

export interface ReminderLetterProps {
  /** The reminder as written: its frozen content and the hash of it. */
  reminder: Pick<ReminderRow, 'inhalt' | 'sha256'>;
}

export { reminderIssuer };

/**
 * A reminder (Zahlungserinnerung or Mahnung) as a DIN 5008 letter, from its frozen content
 * only, as `reminderContent` describes it (the PDF is laid out from the same description).
 */
export function ReminderLetter({ reminder: { inhalt, sha256 } }: ReminderLetterProps) {
  const content = reminderContent(inhalt, sha256);
  const { issuer, table } = content;
  return (
    <S.Sheet aria-label={content.subject}>
      <LetterTop issuer={issuer} recipient={inhalt.kunde} />
      <S.InfoBlock>
        {content.info.map(({ term, value }) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </S.InfoBlock>
      <S.Body>
        <S.Subject>{content.subject}</S.Subject>
        {content.intro.map((text, index) => (
          <S.Text key={index}>{text}</S.Text>
        ))}
        <Items>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column.label} scope="col">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.key}>
                {row.cells.map((parts, index) => (
                  <td key={index}>{parts.map((part) => part.text).join(' ')}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Items>
        <S.Settlement>
          {content.giroCode ? (
            <GiroCode
              issuer={issuer}
              amountCents={content.giroCode.amountCents}
              remittance={content.giroCode.remittance}
            />
          ) : null}
          <S.Totals>
            {content.totals.map(({ term, value, strong }) =>
              strong ? (
                <Fragment key={term}>
                  <S.GrossTerm>{term}</S.GrossTerm>
                  <S.GrossValue>{value}</S.GrossValue>
                </Fragment>
              ) : (
                <Fragment key={term}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </Fragment>
              ),
            )}
          </S.Totals>
        </S.Settlement>
        {content.notes.map((note, index) =>
          // The interest note is a note; the request to pay is the letter's text.
          index === content.notes.length - 1 ? (
            <S.Text key={index}>{note}</S.Text>
          ) : (
            <S.Note key={index}>{note}</S.Note>
          ),
        )}
        {content.signature?.kind === 'line' ? (
          <S.Signature>
            <span>{content.signature.greeting}</span>
            <S.SignatureLine>{content.signature.name}</S.SignatureLine>
          </S.Signature>
        ) : null}
        {issuer ? <IssuerFooter issuer={issuer} /> : null}
        <Hash>{content.smallPrint}</Hash>
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
