import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ErrorLogEntry } from '../../model/template/errorLog';
import { formatRelativeTime } from '../../model/time';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Inline } from '../../primitives/Inline';
import { Page } from '../../primitives/Page';
import { Stack } from '../../primitives/Stack';
import { Table, type Column } from '../../primitives/Table';
import { color, fontSize, space } from '../../theme';

export interface ErrorLogScreenProps {
  entries: readonly ErrorLogEntry[];
  onClearAll: () => void;
  /** Throws from a click handler (an uncaught error). */
  onThrowError: () => void;
  /** Rejects a promise nobody handles. */
  onRejectPromise: () => void;
  /** A part of the page that can fail while React renders it (the app brings its boundary). */
  renderErrorDemo?: ReactNode;
  /** Now, for the relative times (the app ticks it). */
  now: number;
}

/**
 * The template's error log: every error the template part captured (thrown by a page,
 * by React while rendering, by a promise) with message, info, URL and stack, and buttons
 * that cause each on purpose.
 */
export function ErrorLogScreen({
  entries,
  onClearAll,
  onThrowError,
  onRejectPromise,
  renderErrorDemo,
  now,
}: ErrorLogScreenProps) {
  const columns: Column<ErrorLogEntry>[] = [
    { key: 'message', header: 'Message', cell: (entry) => <Strong>{entry.message}</Strong> },
    { key: 'info', header: 'Info', cell: (entry) => entry.info, width: '12rem' },
    { key: 'url', header: 'URL', cell: (entry) => <Url>{entry.url}</Url>, width: '14rem' },
    {
      key: 'stack',
      header: 'Stack',
      width: '16rem',
      cell: (entry) =>
        entry.stack ? (
          <details>
            <summary>Show stack</summary>
            <StackTrace>{entry.stack}</StackTrace>
          </details>
        ) : (
          '—'
        ),
    },
    {
      key: 'time',
      header: 'Time',
      width: '9rem',
      cell: (entry) => formatRelativeTime(entry.time, now, undefined, 'en'),
    },
  ];
  return (
    <Page
      title="Error Log"
      subtitle={`${entries.length} ${entries.length === 1 ? 'error' : 'errors'} captured`}
      actions={
        <Button variant="secondary" icon="trash" onClick={onClearAll} disabled={entries.length === 0}>
          Clear All
        </Button>
      }
    >
      <Stack gap={4}>
        <Card title="Cause an error on purpose" headingLevel={2}>
          <Stack gap={3}>
            <Inline gap={2}>
              <Button variant="danger" icon="error" onClick={onThrowError}>
                Throw an error
              </Button>
              <Button variant="secondary" onClick={onRejectPromise}>
                Reject a promise
              </Button>
            </Inline>
            {renderErrorDemo}
          </Stack>
        </Card>
        <Table
          aria-label="Captured errors"
          columns={columns}
          rows={entries}
          getRowId={(entry) => entry.id}
          emptyMessage="No errors captured. Throw one on purpose above."
          // The fixed columns take 51rem: room for the message beside them.
          minWidth="64rem"
        />
      </Stack>
    </Page>
  );
}

const Strong = styled.strong`
  color: ${color.danger};
`;

const Url = styled.span`
  word-break: break-all;
`;

const StackTrace = styled.pre`
  margin: ${space[1]} 0 0;
  max-height: 12rem;
  overflow: auto;
  white-space: pre-wrap;
  font-size: ${fontSize.xs};
`;
