import styled from 'styled-components';
import type { DocumentKind, DocumentListRow } from '../../../model/billing/documentList';
import { INVOICE_KINDS } from '../../../model/billing/einvoice';
import { formatEuroCents } from '../../../model/billing/totals';
import { offerSignLabel, offerStatusLabel } from '../../../model/domainValues';
import { formatDate } from '../../../model/time';
import type { Column } from '../../../primitives/Table';
import { Tag } from '../../../primitives/Tag';
import { color, fontSize } from '../../../theme';

/**
 * The gross is no column of the service's list (it follows from net and rate per document),
 * so the list sorts by the net only.
 */
const amount = (key: 'netCents' | 'grossCents', header: string): Column<DocumentListRow> => ({
  key,
  header,
  width: '12%',
  align: 'end',
  ...(key === 'netCents' ? { sortable: (row: DocumentListRow) => row.netCents } : {}),
  cell: (row) => formatEuroCents(row[key]),
});

const common: Column<DocumentListRow>[] = [
  { key: 'id', header: 'Nr.', width: '7%', align: 'end', sortable: (row) => row.id, cell: (row) => String(row.id) },
  {
    key: 'client',
    header: 'Kunde',
    width: '27%',
    sortable: (row) => row.client_name,
    cell: (row) => (row.client_name ? <Wrap>{row.client_name}</Wrap> : <Tag label="kein Kunde" tone="warning" />),
  },
  { key: 'datum', header: 'Datum', width: '11%', sortable: (row) => row.datum, cell: (row) => formatDate(row.datum) },
  {
    key: 'bearbeiter',
    header: 'Bearbeiter',
    width: '15%',
    sortable: (row) => row.bearbeiter,
    cell: (row) => <Wrap>{row.bearbeiter ?? '–'}</Wrap>,
  },
  amount('netCents', 'Netto'),
  amount('grossCents', 'Brutto'),
];

const offerStatus: Column<DocumentListRow> = {
  key: 'status',
  header: 'Status',
  width: '16%',
  sortable: (row) => row.status,
  cell: (row) =>
    row.status ? (
      <>
        <Tag label={offerStatusLabel(row.status)} tone={row.status === 'angenommen' ? 'success' : 'neutral'} />
        {row.sign ? <Sign>{offerSignLabel(row.sign)}</Sign> : null}
      </>
    ) : null,
};

const archived: Column<DocumentListRow> = {
  key: 'archiviert',
  header: 'Archiv',
  width: '16%',
  sortable: (row) => row.archiviert,
  cell: (row) => (
    <>
      {row.archiviert ? <Tag label="archiviert" tone="neutral" icon="lock" /> : <Tag label="offen" tone="info" />}
      {row.art && row.art !== 'rechnung' ? <Sign>{INVOICE_KINDS[row.art].label}</Sign> : null}
    </>
  ),
};

/** The offer list shows status and sign; the invoice list whether an invoice is archived, and its kind. */
export function documentColumns(kind: DocumentKind): Column<DocumentListRow>[] {
  return [...common, kind === 'angebot' ? offerStatus : archived];
}

const Wrap = styled.span`
  display: block;
  overflow-wrap: anywhere;
`;

const Sign = styled.span`
  display: block;
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
`;
