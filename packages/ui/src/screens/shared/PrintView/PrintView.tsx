import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { Button } from '../../../primitives/Button';
import { color, fontFamily, fontWeights, radii, shadows, space, zIndex } from '../../../theme';
import { a4 } from './a4';

export interface PrintViewProps {
  /** The dialog's name, e.g. "Druckansicht: Rechnung 2025017". */
  title: string;
  /** The short header printed from page 2 on. */
  pageHeader: string;
  /** A warning above the letter, e.g. that the issuer's details are missing; not printed. */
  notice?: ReactNode;
  onClose: () => void;
  /** Opens the browser's print dialog; `window.print()` when left out (stories pass a spy). */
  onPrint?: () => void;
  /** Makes the letter's PDF as a download; without it there is no PDF button. */
  onDownloadPdf?: () => Promise<void>;
  /** What the sheet is, for the screen reader's name of its box ("Brief", "Bericht"). */
  paperLabel?: string;
  /** The sheet (an A4 `<article>`). */
  children: ReactNode;
}

/**
 * An A4 sheet over the whole window with its toolbar, printed or saved as PDF through the
 * browser's print dialog (invoices, offers, reminders, the georeferencing's residual report). It
 * renders into its own element under <body>, so the print style can hide everything else (the
 * app's chrome) without knowing the app.
 */
export function PrintView({
  title,
  pageHeader,
  notice,
  onClose,
  onPrint,
  onDownloadPdf,
  paperLabel = 'Brief',
  children,
}: PrintViewProps) {
  const titleId = useId();
  const printButton = useRef<HTMLButtonElement>(null);
  const [pdfFailure, setPdfFailure] = useState<string | null>(null);
  const downloadPdf = onDownloadPdf
    ? async () => {
        setPdfFailure(null);
        try {
          await onDownloadPdf();
        } catch (error) {
          setPdfFailure(error instanceof Error ? error.message : String(error));
        }
      }
    : null;

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const stopFocusing = focusOnceShown(printButton.current);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      stopFocusing();
      document.removeEventListener('keydown', onKeyDown);
      previous?.focus();
    };
  }, [onClose]);

  return createPortal(
    <Overlay role="dialog" aria-modal="true" aria-labelledby={titleId} data-wm-print-view="">
      <PrintPageStyle $header={cssString(pageHeader)} />
      <Toolbar>
        <ToolbarTitle id={titleId}>{title}</ToolbarTitle>
        <Button ref={printButton} variant="primary" icon="download" onClick={onPrint ?? (() => window.print())}>
          Drucken / als PDF speichern
        </Button>
        {downloadPdf ? (
          <Button icon="document" onClick={downloadPdf}>
            PDF herunterladen
          </Button>
        ) : null}
        <Button icon="close" onClick={onClose}>
          Schließen
        </Button>
      </Toolbar>
      {notice ? <Notice role="status">{notice}</Notice> : null}
      {pdfFailure !== null ? (
        <Notice role="alert">
          <strong>Das PDF konnte nicht erstellt werden.</strong> {pdfFailure}
        </Notice>
      ) : null}
      {/* A narrow window scrolls the A4 sheet sideways: the box is a named tab stop, so keys scroll it too. */}
      <Paper tabIndex={0} role="region" aria-label={paperLabel}>
        {children}
      </Paper>
    </Overlay>,
    document.body,
  );
}

/**
 * Focuses the element now, or, when it has no box yet (mounted under a hidden ancestor:
 * Storybook's page shows a story only after it has rendered, and `focus()` on an undisplayed
 * element does nothing), as soon as it is shown. Returns the clean-up.
 */
function focusOnceShown(element: HTMLElement | null): () => void {
  if (!element) return () => {};
  if (element.getClientRects().length > 0) {
    element.focus();
    return () => {};
  }
  const observer = new ResizeObserver(() => {
    if (element.getClientRects().length === 0) return;
    observer.disconnect();
    element.focus();
  });
  observer.observe(element);
  return () => observer.disconnect();
}

/** A text as a quoted CSS string (for `content`). */
const cssString = (text: string) => `"${text.replace(/[\\"]/g, (c) => `\\${c}`).replace(/[\n\r]+/g, ' ')}"`;

/**
 * While the view is open, printing shows the sheet alone on A4: every other child of
 * <body> (the app, Storybook's root) is hidden, and the page margins are DIN 5008's. From
 * page 2 on a short header names the document; every page says "Seite n von m".
 */
const PrintPageStyle = createGlobalStyle<{ $header: string }>`
  @media print {
    @page {
      size: A4;
      margin: ${a4.printMargin.top} ${a4.printMargin.right} ${a4.printMargin.bottom} ${a4.printMargin.left};
      @top-left {
        content: ${({ $header }) => $header};
        padding-left: ${a4.pageMargin.left};
        font-size: 8pt;
        font-family: ${fontFamily};
      }
      @bottom-right {
        content: 'Seite ' counter(page) ' von ' counter(pages);
        font-size: 8pt;
        font-family: ${fontFamily};
      }
    }
    @page :first {
      @top-left {
        content: none;
      }
    }
    html,
    body {
      background: none !important;
    }
    body > :not([data-wm-print-view]) {
      display: none !important;
    }
  }
`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${zIndex.dialog};
  overflow: auto;
  background: ${color.background};
  @media print {
    position: static;
    overflow: visible;
    background: none;
  }
`;

const Toolbar = styled.div`
  position: sticky;
  top: 0;
  z-index: ${zIndex.sticky};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]};
  padding: ${space[3]} ${space[4]};
  background: ${color.surface};
  box-shadow: ${shadows.sm};
  @media print {
    display: none;
  }
`;

const ToolbarTitle = styled.h1`
  flex: 1 1 auto;
  margin: 0;
  font-size: inherit;
`;

const Notice = styled.p`
  max-width: 210mm;
  margin: ${space[4]} auto 0;
  padding: ${space[2]} ${space[3]};
  border: 1px solid ${color.warning};
  border-radius: ${radii.md};
  background: ${color.warningBg};
  color: ${color.text};
  strong {
    font-weight: ${fontWeights.semibold};
  }
  @media print {
    display: none;
  }
`;

const Paper = styled.div`
  padding: ${space[6]} ${space[4]};
  overflow-x: auto;
  > article {
    box-shadow: ${shadows.md};
  }
  @media print {
    padding: 0;
    overflow: visible;
    > article {
      box-shadow: none;
    }
  }
`;
