import { useRef, useState } from 'react';
import styled from 'styled-components';
import { downloadBlob } from '../../../browser/downloadText';
import { FormError } from '../../../forms/FormError';
import { useForm } from '../../../forms/useForm';
import {
  exportFileName,
  previousMonth,
  validateExportDraft,
  writeDatevExport,
  writeJournalExport,
  type ExportDraft,
  type ExportKind,
  type FetchPage,
} from '../../../model/billing/accountingExport';
import type { AccountingSettingsRow, BookingRow, JournalRow } from '../../../model/contract/rpc/accounting';
import { formatGermanNumber } from '../../../model/germanNumber';
import type { QueryState } from '../../../model/queryState';
import { formatDate } from '../../../model/time';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { DateField } from '../../../primitives/DateField';
import { Grid } from '../../../primitives/Grid';
import { Page } from '../../../primitives/Page';
import { TextField } from '../../../primitives/TextField';
import { color, fontSize, radii, space } from '../../../theme';

export interface AccountingScreenProps {
  /** a_get_accounting_settings' row: the numbers the DATEV header names. */
  settings: QueryState<AccountingSettingsRow | null>;
  /** Today, ISO: the form proposes the calendar month before it. */
  today: string;
  /** One page of a_get_bookings; rejects with the service's refusal, which the form shows. */
  onFetchBookings: FetchPage<BookingRow>;
  /** One page of a_get_journal. */
  onFetchJournal: FetchPage<JournalRow>;
  /** Hands the written file to the browser; by default a download through a hidden link. */
  onDownload?: (blob: Blob, fileName: string) => void;
  /** Rows asked for per page (the service's 2000 unless given). */
  pageSize?: number;
}

const LABELS: Record<ExportKind, { button: string; failed: string }> = {
  datev: { button: 'DATEV-Buchungsstapel herunterladen', failed: 'Der DATEV-Buchungsstapel wurde nicht erstellt.' },
  csv: { button: 'CSV herunterladen', failed: 'Das Rechnungsjournal wurde nicht erstellt.' },
};

/** What the last export did, said under the buttons. */
type Outcome = { kind: 'written'; fileName: string; rows: number } | { kind: 'empty'; von: string; bis: string };

/** The DATEV header needs the settings; the button waits for them, so this guards only against a change of props. */
function settingsOrRefuse(row: AccountingSettingsRow | null): AccountingSettingsRow {
  if (row) return row;
  const explanation = 'Die Buchhaltungseinstellungen sind nicht geladen. Bitte laden Sie die Seite neu.';
  throw Object.assign(new Error(explanation), { explanation });
}

const bookings = (rows: number) => (rows === 1 ? '1 Buchung' : `${formatGermanNumber(rows)} Buchungen`);

/**
 * Dashboard › Buchhaltung: the accountant's export of a period (requirements §7 "Procedures of
 * ours", a_get_bookings and a_get_journal). The DATEV Buchungsstapel goes to the tax advisor,
 * the journal as CSV to the company's own spreadsheet. The file is read page by page and
 * written as the pages come; the button counts the bookings meanwhile, and a double click
 * starts one export. A refusal (a client without Debitorennummer) shows at the form, and
 * nothing is downloaded.
 */
export function AccountingScreen({
  settings,
  today,
  onFetchBookings,
  onFetchJournal,
  onDownload = downloadBlob,
  pageSize,
}: AccountingScreenProps) {
  // Which button sent the form: both export the same period.
  const asked = useRef<ExportKind>('datev');
  const [running, setRunning] = useState<{ kind: ExportKind; rows: number | null } | null>(null);
  const [failedKind, setFailedKind] = useState<ExportKind>('datev');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const settingsRow = settings.data ?? null;

  const form = useForm<ExportDraft>({
    initialValues: previousMonth(today),
    validate: validateExportDraft,
    onSubmit: async ({ von, bis, bezeichnung }) => {
      const kind = asked.current;
      setFailedKind(kind);
      setOutcome(null);
      setRunning({ kind, rows: null });
      const onProgress = (rows: number) => setRunning({ kind, rows });
      try {
        const paging = { von, bis, pageSize, onProgress };
        const file =
          kind === 'csv'
            ? await writeJournalExport({ ...paging, fetchPage: onFetchJournal })
            : await writeDatevExport({
                ...paging,
                fetchPage: onFetchBookings,
                settings: settingsOrRefuse(settingsRow),
                bezeichnung: bezeichnung.trim(),
                erzeugtAm: new Date(),
              });
        if (file.rows === 0) {
          setOutcome({ kind: 'empty', von, bis });
          return;
        }
        const fileName = exportFileName(kind, von, bis);
        onDownload(file.blob, fileName);
        setOutcome({ kind: 'written', fileName, rows: file.rows });
      } finally {
        setRunning(null);
      }
    },
  });

  const start = (kind: ExportKind) => {
    asked.current = kind;
    return form.submit();
  };

  const buttonLabel = (kind: ExportKind) => {
    if (running?.kind !== kind) return LABELS[kind].button;
    return running.rows === null ? 'Buchungen werden gelesen …' : `${bookings(running.rows)} …`;
  };

  return (
    <Page title="Buchhaltung">
      <Card title="Export für die Buchhaltung" headingLevel={2}>
        <Form noValidate aria-label="Export für die Buchhaltung" onSubmit={(event) => event.preventDefault()}>
          <Intro>
            Der DATEV-Buchungsstapel enthält die gestellten Rechnungen, Stornorechnungen und Zahlungen des Zeitraums für
            die Steuerberatung; der Zeitraum liegt in einem Wirtschafts- und Kalenderjahr. Die CSV-Datei listet
            dieselben Belege für die eigene Tabellenkalkulation.
          </Intro>
          <FormError title={LABELS[failedKind].failed} problem={form.submitError} />
          {settings.error ? (
            <Notice role="status">
              Die Einstellungen konnten nicht geladen werden; ohne sie lässt sich kein DATEV-Buchungsstapel schreiben.
            </Notice>
          ) : settingsRow && (settingsRow.berater_nr === null || settingsRow.mandant_nr === null) ? (
            <Notice role="status">
              Für den DATEV-Buchungsstapel fehlen noch die Berater- und Mandantennummer (Einstellungen unten).
            </Notice>
          ) : null}
          <Grid minColumnWidth="11rem" gap={4}>
            <DateField label="Von" {...form.field('von')} />
            <DateField label="Bis" {...form.field('bis')} />
            <TextField
              label="Bezeichnung (optional)"
              hint="Name des Stapels in DATEV, höchstens 30 Zeichen"
              maxLength={30}
              {...form.field('bezeichnung')}
            />
          </Grid>
          <Actions>
            <Button
              variant="primary"
              icon="download"
              disabled={settingsRow === null || running?.kind === 'csv'}
              onClick={() => start('datev')}
            >
              {buttonLabel('datev')}
            </Button>
            <Button icon="download" disabled={running?.kind === 'datev'} onClick={() => start('csv')}>
              {buttonLabel('csv')}
            </Button>
          </Actions>
          {outcome ? (
            <Done role="status">
              {outcome.kind === 'written'
                ? `${outcome.fileName} mit ${bookings(outcome.rows)} wurde erstellt.`
                : `Vom ${formatDate(outcome.von)} bis ${formatDate(outcome.bis)} gibt es keine Buchungen; es wurde keine Datei erstellt.`}
            </Done>
          ) : null}
        </Form>
      </Card>
    </Page>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${space[4]};
  min-width: 0;
`;

const Intro = styled.p`
  margin: 0;
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
`;

const Notice = styled.p`
  margin: 0;
  padding: ${space[2]} ${space[3]};
  border: 1px solid ${color.warning};
  border-radius: ${radii.md};
  background: ${color.warningBg};
  color: ${color.text};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
`;

const Done = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;
