import { PrintView } from '../../shared/PrintView';
import { Letter, type LetterProps } from './Letter';

export interface InvoicePrintViewProps extends LetterProps {
  onClose: () => void;
  /** Opens the browser's print dialog; `window.print()` when left out (stories pass a spy). */
  onPrint?: () => void;
  /** Makes the letter's PDF and hands it to the browser as a download; rejects with what went wrong. */
  onDownloadPdf?: () => Promise<void>;
}

const TITLES = { rechnung: 'Rechnung', angebot: 'Angebot' } as const;

/**
 * The print view of an offer or invoice: the A4 letter after DIN 5008
 * over the whole window, printed or saved as PDF through the browser's print dialog.
 */
export function InvoicePrintView({ onClose, onPrint, onDownloadPdf, ...letter }: InvoicePrintViewProps) {
  return (
    <PrintView
      title={`Druckansicht: ${TITLES[letter.kind]} ${letter.document.id}`}
      pageHeader={`${TITLES[letter.kind]} Nr. ${letter.document.id}${letter.client ? ` · ${letter.client.name}` : ''}`}
      notice={
        letter.issuer === null ? (
          <>
            <strong>Angaben zum Aussteller fehlen.</strong> Name, Anschrift, Steuernummer und Bankverbindung kommen aus
            der Konfiguration (Schlüssel „issuer“ in config.json); ohne sie bleiben Briefkopf und Fußzeile leer.
          </>
        ) : null
      }
      onClose={onClose}
      onPrint={onPrint}
      onDownloadPdf={onDownloadPdf}
    >
      <Letter {...letter} />
    </PrintView>
  );
}
