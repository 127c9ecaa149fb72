import { useState } from 'react';
import styled from 'styled-components';
import {
  invoiceStateLine,
  localIsoDate,
  paymentMethodLabel,
  paymentName,
  takesPayments,
  type PaymentForm,
} from '../../../model/billing/payments';
import type { InvoiceState, InvoiceStateRow, PaymentRow } from '../../../model/contract';
import type { QueryState } from '../../../model/queryState';
import { formatDate, formatDateTime, formatEuro } from '../../../model/time';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { ErrorState } from '../../../primitives/ErrorState';
import { Spinner } from '../../../primitives/Spinner';
import { Table, type Column } from '../../../primitives/Table';
import { Tag } from '../../../primitives/Tag';
import type { Tone } from '../../../primitives/Tag/tones';
import { color, fontSize, space, visuallyHidden } from '../../../theme';
import { PaymentDialog } from './PaymentDialog';
import { ReversePaymentDialog } from './ReversePaymentDialog';

export interface InvoicePaymentsProps {
  /** a_get_invoice_state's row; null when the service has none. */
  state: QueryState<InvoiceStateRow | null>;
  /** a_get_payments: the payments and counter-entries by date. */
  payments: QueryState<readonly PaymentRow[]>;
  /** The invoice's date (rn_datum): no payment arrives before it. */
  invoiceDate: string;
  /** a_add_payment with the form's values; a rejection keeps them and shows the service's message in the form. */
  onAddPayment: (values: PaymentForm) => Promise<unknown>;
  /** a_reverse_payment with the reason (null for the service's default); a rejection shows in the dialog. */
  onReversePayment: (payment: PaymentRow, notiz: string | null) => Promise<unknown>;
  /** Today, ISO; default the browser's day. Stories fix it, so that their checks do not move with the calendar. */
  today?: string;
}

const TONES: Record<InvoiceState, Tone> = {
  entwurf: 'neutral',
  offen: 'info',
  'teilweise bezahlt': 'primary',
  überfällig: 'danger',
  bezahlt: 'success',
  storniert: 'neutral',
  gutschrift: 'neutral',
};

/**
 * An invoice's payments in its editor: the state computed from them (never typed in), the
 * payments and counter-entries, "Zahlung erfassen" and "Stornieren" per payment. A wrong
 * payment is reversed by a counter-entry, never changed or deleted (GoBD).
 */
export function InvoicePayments(props: InvoicePaymentsProps) {
  const { state, payments, invoiceDate, onAddPayment, onReversePayment } = props;
  const today = props.today ?? localIsoDate();
  const [isAddOpen, setAddOpen] = useState(false);
  const [reversing, setReversing] = useState<PaymentRow | null>(null);
  const row = state.data ?? null;
  const canPay = row !== null && takesPayments(row.zustand);
  const rows = payments.data ?? [];

  const columns: readonly Column<PaymentRow>[] = [
    { key: 'datum', header: 'Datum', width: '7rem', cell: (p) => formatDate(p.datum) },
    {
      key: 'betrag',
      header: 'Betrag',
      width: '8rem',
      align: 'end',
      cell: (p) => (p.storniert_durch !== null ? <Reversed>{formatEuro(p.betrag)}</Reversed> : formatEuro(p.betrag)),
    },
    { key: 'buchung', header: 'Buchung', width: '8rem', cell: (p) => <EntryKind payment={p} rows={rows} /> },
    { key: 'art', header: 'Art', width: '7rem', cell: (p) => paymentMethodLabel(p.art) },
    { key: 'referenz', header: 'Referenz', cell: (p) => p.referenz ?? '–' },
    { key: 'notiz', header: 'Notiz', cell: (p) => p.notiz ?? '–' },
    {
      key: 'erfasst',
      header: 'Erfasst von',
      width: '10rem',
      cell: (p) => (
        <>
          {p.erfasst_von ?? 'unbekannt'}
          <Muted>{formatDateTime(p.erfasst_am)}</Muted>
        </>
      ),
    },
    {
      key: 'aktion',
      header: <Hidden>Aktion</Hidden>,
      width: '7.5rem',
      cell: (p) =>
        p.gegenbuchung_zu === null && p.storniert_durch === null ? (
          <Button size="sm" aria-label={`${paymentName(p)} stornieren`} onClick={() => setReversing(p)}>
            Stornieren
          </Button>
        ) : null,
    },
  ];

  return (
    <Card
      title="Zahlungen"
      actions={
        canPay ? (
          <Button icon="plus" onClick={() => setAddOpen(true)}>
            Zahlung erfassen
          </Button>
        ) : undefined
      }
    >
      {state.isLoading ? (
        <Spinner label="Zahlungen werden geladen …" />
      ) : state.error !== null ? (
        <ErrorState
          title="Der Zahlungsstand konnte nicht geladen werden."
          error={state.error}
          onRetry={state.onRetry}
        />
      ) : row === null ? null : row.zustand === 'entwurf' ? (
        <Note>
          Zahlungen werden erfasst, sobald die Rechnung gestellt (archiviert) ist. Bis dahin ist sie ein Entwurf.
        </Note>
      ) : row.zustand === 'gutschrift' ? (
        <Note>
          Dies ist eine Stornorechnung: Auf sie werden keine Zahlungen erfasst; ihr Betrag gleicht die stornierte
          Rechnung aus.
        </Note>
      ) : (
        <Body>
          <StateLine row={row} />
          {row.zustand === 'storniert' ? (
            <Note>
              Die Rechnung ist storniert: Weitere Zahlungen werden nicht erfasst.
              {row.offen < 0 ? ' Was schon eingegangen ist, steht dem Kunden als Guthaben zu.' : ''}
            </Note>
          ) : null}
          <Table
            aria-label="Zahlungen und Gegenbuchungen"
            columns={columns}
            rows={rows}
            getRowId={(p) => p.id}
            query={payments}
            emptyMessage="Noch keine Zahlungen erfasst."
            minWidth="44rem"
          />
        </Body>
      )}
      {canPay ? (
        <PaymentDialog
          isOpen={isAddOpen}
          onOpenChange={setAddOpen}
          offen={row.offen}
          invoiceDate={invoiceDate}
          today={today}
          onSubmit={onAddPayment}
        />
      ) : null}
      <ReversePaymentDialog payment={reversing} onClose={() => setReversing(null)} onConfirm={onReversePayment} />
    </Card>
  );
}

/** "Teilweise bezahlt · offen 690,00 € · fällig am 25.11.2026", and below what was asked and what came. */
function StateLine({ row }: { row: InvoiceStateRow }) {
  const { label, facts } = invoiceStateLine(row);
  const amounts = [`Zahlbetrag ${formatEuro(row.zahlbetrag)}`, `eingegangen ${formatEuro(row.bezahlt)}`];
  return (
    <div>
      <Line>
        <Tag label={label} tone={TONES[row.zustand]} />
        {facts.map((fact) => (
          <span key={fact}> · {fact}</span>
        ))}
      </Line>
      <Muted as="p">{amounts.join(' · ')}</Muted>
    </div>
  );
}

/** A payment, a reversed payment, or the counter-entry that reverses one (naming it). */
function EntryKind({ payment, rows }: { payment: PaymentRow; rows: readonly PaymentRow[] }) {
  if (payment.gegenbuchung_zu !== null) {
    const reversed = rows.find((p) => p.id === payment.gegenbuchung_zu);
    return (
      <>
        <Tag label="Gegenbuchung" tone="neutral" icon="undo" />
        {reversed ? <Muted>zu {paymentName(reversed)}</Muted> : null}
      </>
    );
  }
  if (payment.storniert_durch !== null) return <Tag label="storniert" tone="warning" />;
  return <>Zahlung</>;
}

const Body = styled.div`
  display: grid;
  gap: ${space[3]};
  min-width: 0;
`;

const Line = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  display: block;
  margin: 0;
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
`;

const Reversed = styled.span`
  text-decoration: line-through;
`;

const Note = styled.p`
  margin: 0;
  padding: ${space[2]} ${space[3]};
  border: 1px solid ${color.border};
  background: ${color.surfaceMuted};
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;
