import { lazyLoad, useMessage } from '@waldmonitor/ui';
import { failureMessage, localIsoDate } from '@waldmonitor/ui/model';
import { DunningScreen } from '@waldmonitor/ui/screens/backoffice/DunningScreen/DunningScreen';
import { Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { rowOf, useRpc, useRpcMutation } from '../../../api';
import { useIssuer } from '../../../config/useIssuer';
import { useFetchAhead } from '../../../shell/fetchAhead';
import { useSetViewParams } from '../../../shell/useSearchParamState';
import { useViewTitle } from '../../../shell/viewTitle';
import { DunningSettingsPanel } from './DunningSettingsPanel';
import { downloadReminderPdf, letterPdfCode } from './downloadLetterPdf';
import { ReminderMailPanel } from './ReminderMailPanel';

// The letter layout loads only when a reminder is printed (the invoices' print chunk).
const ReminderPrintView = lazyLoad(() => import('@waldmonitor/ui/invoice-print')).component((m) => m.ReminderPrintView);

/** The Stichtag of the address (`stichtag=2026-11-20`): an ISO day up to today; anything else is today. */
function stichtagOf(param: string | null, today: string): string {
  return param !== null && /^\d{4}-\d{2}-\d{2}$/.test(param) && param <= today ? param : today;
}

/** A reminder's PDF (its download and its mail's attachment) needs the letter's PDF code. */
const REMINDER_PDF_CODE = [letterPdfCode];

/**
 * Dashboard › Mahnwesen (`?bereich=mahnwesen&stichtag=…`): the dunning proposal for the
 * Stichtag (a_get_dunning_proposal), the run that writes one reminder per client for the kept
 * invoices (a_create_reminders, with the configured issuer frozen into each), the reminders
 * written (a_get_reminders), a reminder's letter from its frozen content (a_get_reminder) and
 * its sending by e-mail with that letter's PDF (ReminderMailPanel, a_send_reminder). The
 * Stichtag is state of the view, in its address; the reminders are dated with it.
 */
export function DunningSection() {
  useViewTitle('Mahnwesen');
  useFetchAhead('pages', REMINDER_PDF_CODE);
  const message = useMessage();
  const [params] = useSearchParams();
  const setViewParams = useSetViewParams();
  const today = localIsoDate();
  const stichtag = stichtagOf(params.get('stichtag'), today);
  const proposal = useRpc('a_get_dunning_proposal', { stichtag });
  const reminders = useRpc('a_get_reminders', {});
  const createReminders = useRpcMutation('a_create_reminders');
  const { issuer } = useIssuer();
  const [printId, setPrintId] = useState<number | null>(null);
  const reminder = rowOf(useRpc('a_get_reminder', printId === null ? null : { mahnung_id: printId }));

  // A reminder that cannot be read has no letter to show: the message says so; its button asks again.
  const printError = printId === null ? null : reminder.error;
  useEffect(() => {
    if (printError) message.error(failureMessage('Die Mahnung konnte nicht geladen werden.', printError));
  }, [printError, message]);

  const printed = reminder.data;
  return (
    <>
      <DunningScreen
        proposal={proposal}
        reminders={reminders}
        stichtag={stichtag}
        today={today}
        onStichtagChange={(day) => setViewParams({ stichtag: day === today ? null : day })}
        onWrite={(rechnungIds) => createReminders({ rechnung_ids: rechnungIds, datum: stichtag, aussteller: issuer })}
        onPrint={(id) => {
          if (id === printId && reminder.error) void reminder.onRetry();
          setPrintId(id);
        }}
        renderMail={(id) => <ReminderMailPanel mahnungId={id} isDialogInitiallyOpen />}
      />
      {/* The levels and base rates the proposal is computed with, edited beside it. */}
      <DunningSettingsPanel />
      {printId !== null && printed ? (
        <Suspense fallback={null}>
          <ReminderPrintView
            reminder={printed}
            onClose={() => setPrintId(null)}
            onDownloadPdf={() => downloadReminderPdf(printed)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
