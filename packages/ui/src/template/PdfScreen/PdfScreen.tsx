import DOMPurify from 'dompurify';
import { useEffect, useMemo, useRef } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import type { TemplateArticle } from '../../model/contract/templateApi';
import { Button } from '../../primitives/Button';
import type { QueryState } from '../../model/queryState';
import { Page } from '../../primitives/Page';
import { color, fontSize, lineHeights, space } from '../../theme';

export interface PdfScreenProps {
  /** The printed article, as one read. */
  article: QueryState<TemplateArticle>;
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
export function PdfScreen({ article: read, print = printBrowser, printWhenReady = false }: PdfScreenProps) {
  const article = read.data ?? null;
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

  return (
    <Page
      title="PDF"
      width="narrow"
      query={read}
      loadingLabel="Loading the article …"
      errorTitle="The article could not be loaded."
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
