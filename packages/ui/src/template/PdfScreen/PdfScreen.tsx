import DOMPurify from 'dompurify';
import { useEffect, useMemo, useRef } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import type { TemplateArticle } from '../../model/contract/templateApi';
import { Button } from '../../primitives/Button';
import { Page, type PageState } from '../../primitives/Page';
import { color, fontSize, lineHeights, space } from '../../theme';

export interface PdfScreenProps {
  article: TemplateArticle | null;
  isLoading?: boolean;
  error?: unknown;
  onRetry?: () => unknown;
  /** The browser's print dialog ("Save as PDF"); stories pass a spy. */
  print?: () => void;
  /** /pdf/download: opens the print dialog once, as soon as the article is on screen. */
  printWhenReady?: boolean;
}

const written = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' });
const printBrowser = () => window.print();

/**
 * /pdf/index: an article laid out for print; "Print" opens the browser's dialog, where
 * "Save as PDF" makes the file. No PDF library: the browser's print engine lays out text,
 * fonts and page breaks better than one would, and costs nothing to load.
 */
export function PdfScreen({
  article,
  isLoading = false,
  error,
  onRetry,
  print = printBrowser,
  printWhenReady = false,
}: PdfScreenProps) {
  const content = useMemo(() => (article ? DOMPurify.sanitize(article.content) : ''), [article]);
  const hasPrinted = useRef(false);

  useEffect(() => {
    if (!printWhenReady || !article || hasPrinted.current) return;
    // After the browser has painted the article, so the dialog's preview shows it. Marked
    // as printed only then: a re-render before the frame (a revalidated article) cancels
    // this frame and schedules the next, so the dialog still opens, and only once.
    const frame = requestAnimationFrame(() => {
      hasPrinted.current = true;
      print();
    });
    return () => cancelAnimationFrame(frame);
  }, [printWhenReady, article, print]);

  const state: PageState = isLoading
    ? { status: 'loading', label: 'Loading the article …' }
    : error
      ? { status: 'error', title: 'The article could not be loaded.', error, onRetry }
      : { status: 'ready' };

  return (
    <Page
      title="PDF"
      width="narrow"
      state={state}
      actions={
        article ? (
          <Button icon="download" onClick={() => print()}>
            Print
          </Button>
        ) : undefined
      }
    >
      <PrintOnlyArticle />
      {article && (
        <Sheet data-print-article>
          <h2>{article.title}</h2>
          <Byline>
            By {article.author} · {written.format(article.timestamp)} · {article.pageviews} readings
          </Byline>
          <Summary>{article.content_short}</Summary>
          <div dangerouslySetInnerHTML={{ __html: content }} />
        </Sheet>
      )}
    </Page>
  );
}

/** In print, only the article: no sidebar, navbar or buttons, black on white, full width. */
const PrintOnlyArticle = createGlobalStyle`
  @media print {
    body * { visibility: hidden; }
    [data-print-article], [data-print-article] * { visibility: visible; }
    [data-print-article] {
      position: absolute;
      inset: 0 auto auto 0;
      width: 100%;
      border: none;
      box-shadow: none;
      color: black;
    }
    @page { margin: 2cm; }
  }
`;

const Sheet = styled.article`
  padding: ${space[6]};
  border: 1px solid ${color.border};
  background: ${color.surface};
  color: ${color.text};
  line-height: ${lineHeights.normal};

  h2 {
    margin: 0 0 ${space[2]};
    font-size: ${fontSize.xl};
  }

  p {
    margin: 0 0 ${space[3]};
    break-inside: avoid;
  }
`;

const Byline = styled.p`
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
`;

const Summary = styled.p`
  font-style: italic;
`;
