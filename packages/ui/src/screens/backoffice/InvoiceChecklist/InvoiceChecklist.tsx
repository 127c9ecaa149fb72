import styled from 'styled-components';
import { countMissing, type InvoiceChecklistItem } from '../../../model/billing/checklist';
import { Card, type HeadingLevel } from '../../../primitives/Card';
import { Icon } from '../../../primitives/Icon';
import { color, fontSize, fontWeights, space } from '../../../theme';

export interface InvoiceChecklistProps {
  /** From `invoiceChecklist(...)`, recomputed by the editor on every change. */
  items: readonly InvoiceChecklistItem[];
  /** False when the issuer has no bank account: the invoice is printed without a GiroCode. */
  hasIban?: boolean;
  headingLevel?: HeadingLevel;
}

/**
 * The mandatory items of §14 Abs. 4 UStG beside the invoice editor: each ticked or named
 * as missing. The count is announced politely, so a person typing hears when an item is
 * fulfilled without leaving the field.
 */
export function InvoiceChecklist({ items, hasIban = true, headingLevel = 2 }: InvoiceChecklistProps) {
  const missing = countMissing(items);
  return (
    <Card title="Pflichtangaben (§ 14 UStG)" headingLevel={headingLevel} padding="sm">
      <Summary role="status" $isComplete={missing === 0}>
        {missing === 0
          ? 'Alle Pflichtangaben sind vorhanden.'
          : missing === 1
            ? '1 Pflichtangabe fehlt.'
            : `${missing} Pflichtangaben fehlen.`}
      </Summary>
      <List>
        {items.map((item) => (
          <Item key={item.id} $isOk={item.ok}>
            <Icon name={item.ok ? 'checkCircle' : 'warning'} title={item.ok ? 'vorhanden' : 'fehlt'} />
            <div>
              <Label>{item.label}</Label>
              {item.missing ? <Missing>{item.missing}</Missing> : null}
              <Norm>{item.norm}</Norm>
            </div>
          </Item>
        ))}
      </List>
      {/* Not a §14 item: an invoice is complete without one, so a hint, not a missing item. */}
      {hasIban ? null : <Hint>Kein GiroCode: Beim Aussteller ist keine IBAN eingetragen.</Hint>}
    </Card>
  );
}

const Summary = styled.p<{ $isComplete: boolean }>`
  margin: 0 0 ${space[2]};
  font-weight: ${fontWeights.semibold};
  color: ${({ $isComplete }) => ($isComplete ? color.success : color.warning)};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $isOk: boolean }>`
  display: flex;
  gap: ${space[2]};
  align-items: flex-start;
  overflow-wrap: anywhere;
  > svg {
    margin-top: ${space[1]};
    color: ${({ $isOk }) => ($isOk ? color.success : color.warning)};
  }
`;

const Label = styled.span`
  display: block;
  color: ${color.text};
`;

const Missing = styled.span`
  display: block;
  color: ${color.warning};
  font-size: ${fontSize.sm};
`;

const Norm = styled.span`
  display: block;
  color: ${color.textSecondary};
  font-size: ${fontSize.xs};
`;

const Hint = styled.p`
  margin: ${space[3]} 0 0;
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
`;
