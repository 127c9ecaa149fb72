import { Fragment } from 'react';
import { issuerAddressLines, type Issuer } from '../../../model/billing/issuer';
import {
  footerColumns,
  letterContent,
  recipientLines,
  senderLine,
  type LetterInput,
  type LetterRecipient,
  type PrintKind,
} from '../../../model/billing/letterLayout/letterContent';
import { GiroCode } from './GiroCode';
import * as S from './Letter.styles';

export { din } from './Letter.styles';

/** The letter's props: its content, as the layout the PDF is made from describes it. */
export type LetterProps = LetterInput;
export type { LetterRecipient, PrintKind };

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
        {issuer ? <S.SenderLine>{senderLine(issuer)}</S.SenderLine> : null}
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

/**
 * The letter itself (DIN 5008, form B): what is printed, nothing of the screen around it. It
 * says what `letterContent` describes, the description the PDF is laid out from as well.
 */
export function Letter(input: LetterProps) {
  const content = letterContent(input);
  return (
    <S.Sheet aria-label={`${content.title} ${input.document.id}`}>
      <LetterTop issuer={input.issuer} recipient={input.client} />
      <S.InfoBlock>
        {content.info.map(({ term, value }) => (
          <InfoRow key={term} term={term} value={value} />
        ))}
      </S.InfoBlock>
      <S.Body>
        <S.Subject>{content.subject}</S.Subject>
        {content.reference ? <S.Note>{content.reference}</S.Note> : null}
        {content.intro.map((text, index) => (
          <S.Text key={index}>{text}</S.Text>
        ))}
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
            {content.positions.map((row) => (
              <tr key={row.key}>
                <td>{row.nr}</td>
                <td>{row.quantity}</td>
                <td>{row.unit}</td>
                <td>
                  <strong>{row.title}</strong>
                  {row.explanationTitle || row.explanation ? (
                    <S.Explanation>
                      {row.explanationTitle ? <em>{row.explanationTitle}</em> : null}
                      {row.explanation ? <span>{row.explanation}</span> : null}
                    </S.Explanation>
                  ) : null}
                </td>
                <td>{row.price}</td>
                <td>{row.total}</td>
              </tr>
            ))}
          </tbody>
        </S.Positions>
        <S.Settlement>
          {content.giroCode ? (
            <GiroCode
              issuer={input.issuer}
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
        {content.notes.map((note, index) => (
          <S.Note key={index}>{note}</S.Note>
        ))}
        {content.signature?.kind === 'none' ? <S.Text>{content.signature.text}</S.Text> : null}
        {content.signature?.kind === 'line' ? (
          <S.Signature>
            <span>{content.signature.greeting}</span>
            <S.SignatureLine>{content.signature.name}</S.SignatureLine>
          </S.Signature>
        ) : null}
        {input.issuer ? <IssuerFooter issuer={input.issuer} /> : null}
      </S.Body>
    </S.Sheet>
  );
}

function InfoRow({ term, value }: { term: string; value: string }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </>
  );
}

/** Tax numbers and bank account at the letter's end (on every invoice: §14 Abs. 4 Nr. 2 UStG). */
export function IssuerFooter({ issuer }: { issuer: Issuer }) {
  return (
    <S.Footer>
      {footerColumns(issuer).map((column, index) =>
        column.company ? (
          <S.CompanyLine key={index}>{column.lines.join(' ')}</S.CompanyLine>
        ) : (
          <div key={index}>
            {column.lines.map((line, row) =>
              column.named && row === 0 ? <strong key={row}>{line}</strong> : <span key={row}>{line}</span>,
            )}
          </div>
        ),
      )}
    </S.Footer>
  );
}
