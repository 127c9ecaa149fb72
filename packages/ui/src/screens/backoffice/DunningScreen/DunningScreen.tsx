import { Fragment, useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { dunningGroups, remindersWrittenLabel, type DunningGroup } from '../../../model/billing/dunning';
import { formatEuroCents } from '../../../model/billing/totals';
import { describeServiceError, type ServiceProblem } from '../../../model/contract/errors';
import type { DunningProposalRow, ReminderListRow } from '../../../model/contract/rpc/billing';
import type { QueryState } from '../../../model/queryState';
import { formatDate, formatEuro } from '../../../model/time';
import { FormError } from '../../../forms/FormError';
import { Button } from '../../../primitives/Button';
import { DateField } from '../../../primitives/DateField';
import { EmptyState } from '../../../primitives/EmptyState';
import { ErrorState } from '../../../primitives/ErrorState';
import { Page } from '../../../primitives/Page';
import { Spinner } from '../../../primitives/Spinner';
import { Table, type Column } from '../../../primitives/Table';
import { Tabs } from '../../../primitives/Tabs';
import { Tag } from '../../../primitives/Tag';
import { color, fontSize, fontWeights, space } from '../../../theme';

export type DunningTab = 'vorschlag' | 'geschrieben';

export interface DunningScreenProps {
  /** a_get_dunning_proposal for the Stichtag: every invoice due for its next level. */
  proposal: QueryState<readonly DunningProposalRow[]>;
  /** a_get_reminders: the reminders written, newest first. */
  reminders: QueryState<readonly ReminderListRow[]>;
  /** The day the proposal is computed for and the reminders are dated, ISO. */
  stichtag: string;
  /** Today, ISO: the latest Stichtag (a reminder is never dated ahead). */
  today: string;
  onStichtagChange: (day: string) => void;
  /**
   * Writes one reminder per client for the kept invoices (a_create_reminders); resolves to the
   * new reminders' numbers, rejects with the service's refusal (shown at the button).
   */
  onWrite: (rechnungIds: number[]) => Promise<readonly number[]>;
  /** Opens the print view of a written reminder. */
  onPrint: (mahnungId: number) => void;
  /**
   * A written reminder's sending by e-mail, shown below the list once its row's "Per E-Mail
   * senden" is pressed (the app's panel: DocumentMail for a 'Mahnung', its dialog open at
   * once); without it the list offers no e-mail.
   */
  renderMail?: (mahnungId: number) => ReactNode;
  /** The tab shown first. */
  initialTab?: DunningTab;
}

const PROPOSAL_COLUMNS: readonly Column<DunningProposalRow>[] = [
  { key: 'rechnung', header: 'Rechnung', width: '7rem', align: 'end', cell: (row) => `Nr. ${row.rechnung_id}` },
  { key: 'faellig', header: 'Fällig am', width: '7rem', cell: (row) => formatDate(row.faellig_am) },
  { key: 'tage', header: 'Tage überfällig', width: '8rem', align: 'end', cell: (row) => row.tage_ueberfaellig },
  { key: 'offen', header: 'Offen', width: '9rem', align: 'end', cell: (row) => formatEuro(row.offen) },
  { key: 'zinsen', header: 'Zinsen', width: '7rem', align: 'end', cell: (row) => formatEuro(row.zinsen) },
  { key: 'pauschale', header: 'Pauschale', width: '7rem', align: 'end', cell: (row) => formatEuro(row.pauschale) },
  { key: 'stufe', header: 'Nächste Stufe', width: '11rem', cell: (row) => row.bezeichnung },
];

/**
 * Dashboard › Mahnwesen: the dunning run and the reminders written. "Mahnvorschlag" lists,
 * per client, every invoice due for its next level on the Stichtag, all kept at first; the
 * administrator takes out what should wait and writes one reminder per client at once.
 * "Geschriebene Mahnungen" lists what was written, each to print from its frozen content or,
 * given `renderMail`, to send by e-mail.
 */
export function DunningScreen({
  proposal,
  reminders,
  stichtag,
  today,
  onStichtagChange,
  onWrite,
  onPrint,
  renderMail,
  initialTab = 'vorschlag',
}: DunningScreenProps) {
  const [tab, setTab] = useState<DunningTab>(initialTab);
  const [written, setWritten] = useState<readonly number[] | null>(null);

  return (
    <Page title="Mahnwesen">
      {written ? (
        <Written role="status">
          <Tag label={remindersWrittenLabel(written.length)} tone="success" icon="checkCircle" />
        </Written>
      ) : null}
      <Tabs
        label="Mahnwesen"
        value={tab}
        onChange={setTab}
        items={[
          {
            value: 'vorschlag',
            label: 'Mahnvorschlag',
            content: (
              <Proposal
                proposal={proposal}
                stichtag={stichtag}
                today={today}
                onStichtagChange={onStichtagChange}
                onWrite={async (ids) => {
                  const numbers = await onWrite(ids);
                  setWritten(numbers);
                  setTab('geschrieben');
                }}
              />
            ),
          },
          {
            value: 'geschrieben',
            label: 'Geschriebene Mahnungen',
            content: (
              <ReminderList reminders={reminders} written={written ?? []} onPrint={onPrint} renderMail={renderMail} />
            ),
          },
        ]}
      />
    </Page>
  );
}

function Proposal({
  proposal,
  stichtag,
  today,
  onStichtagChange,
  onWrite,
}: Pick<DunningScreenProps, 'proposal' | 'stichtag' | 'today' | 'onStichtagChange'> & {
  onWrite: (ids: number[]) => Promise<void>;
}) {
  // The invoices taken out; every other one is kept, so a new proposal's invoices start checked.
  const [excluded, setExcluded] = useState<ReadonlySet<number>>(new Set());
  const [failure, setFailure] = useState<ServiceProblem | null>(null);
  const groups = useMemo(() => dunningGroups(proposal.data ?? [], excluded), [proposal.data, excluded]);
  const keptIds = groups.flatMap((group) => group.keptIds);

  const select = (group: DunningGroup, ids: readonly (string | number)[]) => {
    const chosen = new Set(ids);
    setExcluded((before) => {
      const next = new Set(before);
      for (const row of group.rows)
        if (chosen.has(row.rechnung_id)) next.delete(row.rechnung_id);
        else next.add(row.rechnung_id);
      return next;
    });
  };

  const write = async () => {
    try {
      await onWrite(keptIds);
      setFailure(null);
      setExcluded(new Set());
    } catch (cause) {
      setFailure(describeServiceError(cause));
    }
  };

  let body: ReactNode;
  if (proposal.isLoading) body = <Spinner placement="centre" label="Mahnvorschlag wird geladen …" />;
  else if (proposal.error) body = <ErrorState error={proposal.error} onRetry={proposal.onRetry} headingLevel={2} />;
  else if (groups.length === 0)
    body = <EmptyState icon="calendar" title="Keine Rechnung ist zur Mahnung fällig." headingLevel={2} />;
  else
    body = groups.map((group) => (
      <ClientPart key={group.client_id} aria-labelledby={`mahnung-kunde-${group.client_id}`}>
        <ClientHead>
          <ClientName id={`mahnung-kunde-${group.client_id}`}>{group.client_name}</ClientName>
          <Tag
            label={
              group.verbraucher ? 'Verbraucher: +5 Prozentpunkte' : 'Unternehmen: +9 Prozentpunkte, 40 € Pauschale'
            }
            tone={group.verbraucher ? 'info' : 'neutral'}
          />
        </ClientHead>
        <Table
          aria-label={`Rechnungen von ${group.client_name}`}
          columns={PROPOSAL_COLUMNS}
          rows={group.rows}
          getRowId={(row) => row.rechnung_id}
          selectedIds={group.keptIds}
          onSelectionChange={(ids) => select(group, ids)}
          rowLabel={(row) => `Rechnung ${row.rechnung_id}`}
          minWidth="60rem"
        />
        <Sums>
          <dt>Stufe</dt>
          <dd>{group.bezeichnung ?? 'keine Mahnung'}</dd>
          <dt>Mahngebühr</dt>
          <dd>{formatEuroCents(group.feeCents)}</dd>
          <dt>Summe</dt>
          <dd>
            <strong>{formatEuroCents(group.sumCents)}</strong>
          </dd>
        </Sums>
      </ClientPart>
    ));

  return (
    <Parts>
      <Toolbar>
        <StichtagField stichtag={stichtag} today={today} onStichtagChange={onStichtagChange} />
        <Button variant="primary" icon="mail" disabled={keptIds.length === 0} onClick={write}>
          {`Mahnungen schreiben (${keptIds.length})`}
        </Button>
      </Toolbar>
      <FormError title="Die Mahnungen wurden nicht geschrieben." problem={failure} />
      {body}
    </Parts>
  );
}

/**
 * The Stichtag as typed: emptied or half typed it stays in the field; a whole day up to today
 * becomes the proposal's (a later one gets the field's own message and asks for nothing).
 */
function StichtagField({
  stichtag,
  today,
  onStichtagChange,
}: Pick<DunningScreenProps, 'stichtag' | 'today' | 'onStichtagChange'>) {
  const [draft, setDraft] = useState(stichtag);
  const [shown, setShown] = useState(stichtag);
  if (shown !== stichtag) {
    setShown(stichtag);
    setDraft(stichtag);
  }
  return (
    <DateField
      label="Stichtag"
      value={draft}
      max={today}
      onChange={(day) => {
        setDraft(day);
        if (/^\d{4}-\d{2}-\d{2}$/.test(day) && day <= today && day !== stichtag) onStichtagChange(day);
      }}
    />
  );
}

function ReminderList({
  reminders,
  written,
  onPrint,
  renderMail,
}: {
  reminders: QueryState<readonly ReminderListRow[]>;
  written: readonly number[];
  onPrint: (id: number) => void;
  renderMail?: (id: number) => ReactNode;
}) {
  // The reminder whose e-mail is shown, and how often a row asked: each press shows it anew, its dialog open.
  const [mailing, setMailing] = useState<{ id: number; round: number } | null>(null);
  const mailColumn: Column<ReminderListRow> = {
    key: 'mail',
    header: 'E-Mail',
    width: '11rem',
    cell: (row) => (
      <Button
        size="sm"
        icon="mail"
        aria-label={`Mahnung ${row.id} per E-Mail senden`}
        onClick={() => setMailing((before) => ({ id: row.id, round: (before?.round ?? 0) + 1 }))}
      >
        Per E-Mail senden
      </Button>
    ),
  };
  const columns: readonly Column<ReminderListRow>[] = [
    {
      key: 'nr',
      header: 'Nr.',
      width: '6rem',
      align: 'end',
      cell: (row) => (written.includes(row.id) ? <Tag label={`${row.id} neu`} tone="success" /> : row.id),
    },
    { key: 'kunde', header: 'Kunde', cell: (row) => <Wrap>{row.client_name}</Wrap> },
    { key: 'datum', header: 'Datum', width: '7rem', cell: (row) => formatDate(row.datum) },
    { key: 'stufe', header: 'Stufe', width: '10rem', cell: (row) => row.bezeichnung },
    { key: 'frist', header: 'Frist', width: '7rem', cell: (row) => formatDate(row.frist) },
    { key: 'summe', header: 'Summe', width: '9rem', align: 'end', cell: (row) => formatEuro(row.summe) },
    {
      key: 'druck',
      header: 'Brief',
      width: '9rem',
      cell: (row) => (
        <Button size="sm" icon="download" aria-label={`Mahnung ${row.id} drucken`} onClick={() => onPrint(row.id)}>
          Drucken
        </Button>
      ),
    },
    ...(renderMail ? [mailColumn] : []),
  ];
  return (
    <Parts>
      <Table
        caption="Geschriebene Mahnungen"
        columns={columns}
        rows={reminders.data ?? []}
        getRowId={(row) => row.id}
        query={reminders}
        emptyMessage="Noch keine Mahnung geschrieben."
        minWidth={renderMail ? '63rem' : '52rem'}
      />
      {mailing && renderMail ? <Fragment key={mailing.round}>{renderMail(mailing.id)}</Fragment> : null}
    </Parts>
  );
}

const Parts = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${space[3]};
`;

const Written = styled.p`
  margin: 0;
  font-weight: ${fontWeights.semibold};
`;

const ClientPart = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  min-width: 0;
`;

const ClientHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]};
`;

const ClientName = styled.h2`
  margin: 0;
  font-size: ${fontSize.lg};
  overflow-wrap: anywhere;
  hyphens: auto;
`;

const Sums = styled.dl`
  align-self: flex-end;
  display: grid;
  grid-template-columns: auto auto;
  column-gap: ${space[4]};
  margin: 0;
  dd {
    margin: 0;
    text-align: right;
    white-space: nowrap;
  }
  dt {
    color: ${color.textSecondary};
  }
`;

const Wrap = styled.span`
  overflow-wrap: anywhere;
`;
