import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { OutboxRow } from '../../../model/resultRows';
import { formatDateTime } from '../../../model/time';
import { Page } from '../../../primitives/Page';
import type { Column } from '../../../primitives/Table';
import { Tag } from '../../../primitives/Tag';
import { color, fontSize, fontWeights, space } from '../../../theme';
import { ListPage, type ListView } from '../../shared/ListPage';
import { activeFilters, optionChip } from '../../shared/activeFilters';
import { ListFilterField } from '../../shared/listToolbar';
import { OutboxMailDialog } from './OutboxMailDialog';
import { OUTBOX_STATES, attemptsLabel, outboxStateOf, type OutboxFilter } from './outboxLabels';

export interface OutboxScreenProps {
  /** One page of a_get_outbox, newest first unless sorted otherwise, searched, filtered by state and paged by the service. */
  mails: ListView<OutboxRow, OutboxFilter>;
  /** A line under the title, e.g. in the demo that nothing is really sent. */
  note?: ReactNode;
  /** Downloads a mail's attachments (a_get_outbox_attachments); shows its own failure. */
  onDownloadAttachments?: (mail: OutboxRow) => Promise<unknown>;
}

/** The columns; `onOpen` shows a mail's body. The sortable ones are the ones the service orders by. */
export function outboxColumns(onOpen: (mail: OutboxRow) => void): Column<OutboxRow>[] {
  return [
    {
      key: 'geschrieben',
      header: 'Geschrieben',
      width: '11rem',
      sortable: (row) => row.created_at,
      cell: (row) => formatDateTime(row.created_at),
    },
    {
      key: 'empfaenger',
      header: 'Empfänger',
      width: '24%',
      sortable: (row) => row.recipient,
      cell: (row) => <Breakable>{row.recipient}</Breakable>,
    },
    {
      key: 'betreff',
      header: 'Betreff',
      cell: (row) => (
        <>
          <SubjectButton type="button" onClick={() => onOpen(row)} aria-haspopup="dialog">
            {row.subject}
          </SubjectButton>
          {row.anhaenge ? <Detail>Anhang: {row.anhaenge}</Detail> : null}
        </>
      ),
    },
    {
      key: 'zustand',
      header: 'Zustand',
      width: '13rem',
      sortable: (row) => row.zustand,
      cell: (row) => <StateCell mail={row} />,
    },
  ];
}

/** The state, and for a mail not yet out how often it was tried and what the server answered last. */
function StateCell({ mail }: { mail: OutboxRow }) {
  const state = outboxStateOf(mail.zustand);
  return (
    <StateBox>
      <Tag label={state.label} tone={state.tone} />
      {mail.zustand === 'gesendet' ? null : <Detail>{attemptsLabel(mail.attempts)}</Detail>}
      {mail.zustand === 'fehlgeschlagen' && mail.last_error ? <ErrorLine>{mail.last_error}</ErrorLine> : null}
    </StateBox>
  );
}

/**
 * Dashboard › Postausgang: every mail the data service wrote to be sent (review decisions,
 * expert requests, invoices), newest first, one page at a time (ListPage): search in recipient
 * and subject, filter by state; a subject opens the mail with its body and its attachments.
 */
export function OutboxScreen({ mails, note, onDownloadAttachments }: OutboxScreenProps) {
  const [open, setOpen] = useState<OutboxRow | null>(null);
  return (
    <Page title="Postausgang" subtitle={note ? <Note>{note}</Note> : undefined}>
      <ListPage
        {...mails}
        caption="Postausgang"
        searchLabel="Empfänger oder Betreff suchen"
        filters={
          <ListFilterField
            label="Zustand"
            placeholder="Alle Zustände"
            value={mails.filter.zustand}
            onChange={(value) => mails.onFilterChange('zustand', value as OutboxFilter['zustand'])}
            options={OUTBOX_STATES}
          />
        }
        activeFilters={activeFilters(
          optionChip('zustand', 'Zustand', OUTBOX_STATES, mails.filter.zustand, () =>
            mails.onFilterChange('zustand', ''),
          ),
        )}
        countLabel={(total, n) => (n === 1 ? '1 E-Mail' : `${total} E-Mails`)}
        columns={outboxColumns(setOpen)}
        getRowId={(row) => row.id}
        minWidth="56rem"
        emptyMessage="Noch keine E-Mails geschrieben."
        filteredEmptyMessage="Keine E-Mails gefunden."
      />
      <OutboxMailDialog mail={open} onClose={() => setOpen(null)} onDownloadAttachments={onDownloadAttachments} />
    </Page>
  );
}

const Note = styled.span`
  color: ${color.textSecondary};
  font-size: ${fontSize.md};
`;

// An address has no spaces: without this a long one pushes the table wider than its column.
const Breakable = styled.span`
  overflow-wrap: anywhere;
`;

const SubjectButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${color.primary};
  font: inherit;
  font-weight: ${fontWeights.semibold};
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  overflow-wrap: anywhere;
  &:hover,
  &:focus-visible {
    text-decoration: underline;
  }
`;

const StateBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space[1]};
`;

const Detail = styled.span`
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
`;

// The whole answer is in the mail's dialog; the list shows its start.
const ErrorLine = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
  overflow-wrap: anywhere;
`;
