import type { ReminderRow } from '../../../model/contract/rpc/billing';
import { PrintView } from '../../shared/PrintView';
import { ReminderLetter, reminderIssuer, reminderPageHeader } from './ReminderLetter';

export interface ReminderPrintViewProps {
  /** The reminder as a_get_reminder answers it. */
  reminder: ReminderRow;
  onClose: () => void;
  /** Opens the browser's print dialog; `window.print()` when left out (stories pass a spy). */
  onPrint?: () => void;
  /** Makes the reminder's PDF as a download; rejects with what went wrong. */
  onDownloadPdf?: () => Promise<void>;
}

/** The print view of a written reminder: its letter from the frozen content, over the whole window. */
export function ReminderPrintView({ reminder, onClose, onPrint, onDownloadPdf }: ReminderPrintViewProps) {
  const { inhalt } = reminder;
  return (
    <PrintView
      title={`Druckansicht: ${inhalt.bezeichnung} ${inhalt.nummer}`}
      pageHeader={reminderPageHeader(inhalt)}
      notice={
        reminderIssuer(inhalt) === null ? (
          <>
            <strong>Angaben zum Aussteller fehlen.</strong> Die Mahnung wurde ohne gültige Angaben zum Aussteller
            geschrieben; Briefkopf und Fußzeile bleiben leer.
          </>
        ) : null
      }
      onClose={onClose}
      onPrint={onPrint}
      onDownloadPdf={onDownloadPdf}
    >
      <ReminderLetter reminder={reminder} />
    </PrintView>
  );
}
