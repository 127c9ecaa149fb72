import { useMemo } from 'react';
import styled from 'styled-components';
import { FormError } from '../../../forms/FormError';
import { RowEditActions, rowEditKeys } from '../../../forms/RowEditActions';
import { useRows } from '../../../forms/useRows';
import { validateRevenueAccount, type RevenueAccountDraft } from '../../../model/billing/accountingSettings';
import type { RpcParams } from '../../../model/contract';
import type { RevenueAccountRow } from '../../../model/contract/rpc/accounting';
import { formatGermanNumber } from '../../../model/germanNumber';
import type { QueryState } from '../../../model/queryState';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { Table, type Column } from '../../../primitives/Table';
import { TextField } from '../../../primitives/TextField';
import { color, fontSize, space, visuallyHidden } from '../../../theme';

export interface RevenueAccountsProps {
  /** a_get_revenue_accounts, by chart and rate. */
  accounts: QueryState<readonly RevenueAccountRow[]>;
  /** a_update_revenue_account; a rejection opens the row again with what was typed and the service's message. */
  onUpdate: (params: RpcParams<'a_update_revenue_account'>) => Promise<unknown>;
}

type AccountRow = RevenueAccountRow & { key: number };

const rateLabel = (rate: number) => `${formatGermanNumber(rate)} %`;
const rowName = (row: RevenueAccountRow) => `${row.kontenrahmen} ${rateLabel(row.ust_satz)}`;

/**
 * The revenue account of each VAT rate in each chart, the Gegenkonto of an invoice's booking
 * (DATEV's automatic accounts: 8400/8300/8337 in SKR03, 4400/4300/4337 in SKR04). One row is
 * edited at a time in place (the form engine's rows mode), as the Mahnstufen are.
 */
export function RevenueAccounts({ accounts, onUpdate }: RevenueAccountsProps) {
  const savedAccounts = accounts.data;
  // The service answers in a fixed order (chart, rate descending): the position is the row's key.
  const saved = useMemo(() => (savedAccounts ?? []).map((row, index) => ({ ...row, key: index + 1 })), [savedAccounts]);
  const table = useRows<AccountRow, RevenueAccountDraft>({
    saved,
    emptyDraft: { konto: '' },
    validate: validateRevenueAccount,
    save: (key, draft, current) => {
      const row = current.find((candidate) => candidate.key === key);
      if (!row) return null;
      const konto = draft.konto.trim();
      return {
        rows: current.map((candidate) => (candidate.key === key ? { ...candidate, konto: Number(konto) } : candidate)),
        call: () => onUpdate({ kontenrahmen: row.kontenrahmen, ust_satz: String(row.ust_satz), konto }),
      };
    },
  });
  const { form, editingKey, isBusy } = table;
  const editing = table.rows.find((row) => row.key === editingKey);

  const onKeyDown = rowEditKeys(() => form.handleSubmit(), table.cancel);

  const columns: Column<AccountRow>[] = [
    { key: 'kontenrahmen', header: 'Kontenrahmen', width: '8rem', cell: (row) => row.kontenrahmen },
    { key: 'satz', header: 'USt-Satz', width: '6rem', align: 'end', cell: (row) => rateLabel(row.ust_satz) },
    {
      key: 'konto',
      header: 'Erlöskonto',
      width: '9rem',
      align: 'end',
      cell: (row) =>
        row.key === editingKey ? (
          <span onKeyDown={onKeyDown}>
            <TextField
              label={`Erlöskonto ${rowName(row)}`}
              isLabelHidden
              autoFocus
              inputMode="numeric"
              {...form.field('konto')}
            />
          </span>
        ) : (
          row.konto
        ),
    },
    {
      key: 'aktionen',
      header: <Hidden>Aktionen</Hidden>,
      width: '14rem',
      cell: (row) =>
        row.key === editingKey ? (
          <RowEditActions isSaving={form.isSubmitting} onSubmit={() => form.handleSubmit()} onCancel={table.cancel} />
        ) : (
          <Button
            size="sm"
            icon="edit"
            aria-label={`Erlöskonto ${rowName(row)} bearbeiten`}
            disabled={isBusy || editingKey !== null}
            onClick={() => table.edit(row.key, { konto: String(row.konto) })}
          >
            Bearbeiten
          </Button>
        ),
    },
  ];

  return (
    <Card title="Erlöskonten" headingLevel={2}>
      <Body>
        <Intro>
          Das Gegenkonto einer Rechnung nach ihrem Steuersatz. Es sind Automatikkonten: DATEV rechnet die Umsatzsteuer
          selbst heraus, daher bleibt der BU-Schlüssel leer.
        </Intro>
        {editing ? (
          <FormError title={`Das Erlöskonto ${rowName(editing)} wurde nicht gespeichert.`} problem={form.submitError} />
        ) : null}
        <Table
          aria-label="Erlöskonten nach Kontenrahmen und Steuersatz"
          columns={columns}
          rows={table.rows}
          getRowId={(row) => row.key}
          isSortedByCaller
          query={accounts}
          emptyMessage="Keine Erlöskonten hinterlegt."
          minWidth="30rem"
        />
      </Body>
    </Card>
  );
}

const Body = styled.div`
  display: grid;
  gap: ${space[3]};
  min-width: 0;
`;

const Intro = styled.p`
  margin: 0;
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;
