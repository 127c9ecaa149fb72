import styled from 'styled-components';
import { changeEntries, type ChangeEntry } from '../../../model/billing/changeLog';
import type { ChangeLogRow } from '../../../model/contract';
import type { QueryState } from '../../../model/queryState';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { ErrorState } from '../../../primitives/ErrorState';
import { Spinner } from '../../../primitives/Spinner';
import { color, fontSize, fontWeights, space } from '../../../theme';

export interface InvoiceChangeLogProps {
  /** a_get_invoice_changes once asked for; null until "Protokoll anzeigen" (the log is read only when wanted). */
  changes: QueryState<readonly ChangeLogRow[]> | null;
  /** Asks for the log: the caller starts the read. */
  onShow: () => void;
}

/**
 * An invoice's change log in its editor (GoBD): who changed what when, old → new, newest first,
 * from the triggers' log (data.aenderung). Nobody edits it; it is read only when asked for.
 */
export function InvoiceChangeLog({ changes, onShow }: InvoiceChangeLogProps) {
  return (
    <Card
      title="Änderungsprotokoll"
      actions={
        changes === null ? (
          <Button icon="calendar" aria-expanded={false} onClick={onShow}>
            Protokoll anzeigen
          </Button>
        ) : undefined
      }
    >
      {changes === null ? (
        <Note>
          Jede Änderung an der Rechnung, ihren Positionen und Zahlungen wird mit Person und Zeit festgehalten.
        </Note>
      ) : changes.isLoading ? (
        <Spinner label="Änderungsprotokoll wird geladen …" />
      ) : changes.error !== null ? (
        <ErrorState
          title="Das Änderungsprotokoll konnte nicht geladen werden."
          error={changes.error}
          onRetry={changes.onRetry}
        />
      ) : (changes.data ?? []).length === 0 ? (
        <Note>Noch keine Änderungen protokolliert.</Note>
      ) : (
        <Entries aria-label="Änderungen, neueste zuerst">
          {changeEntries(changes.data ?? []).map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </Entries>
      )}
    </Card>
  );
}

function Entry({ entry }: { entry: ChangeEntry }) {
  return (
    <li>
      <Head>
        <strong>{entry.what}</strong>
        <Meta>
          {entry.who} · <time dateTime={entry.when}>{entry.whenText}</time>
        </Meta>
      </Head>
      {entry.changes.length > 0 ? (
        <Fields>
          {entry.changes.map((change) => (
            <div key={change.field}>
              <dt>{change.field}</dt>
              <dd>
                <ChangeText before={change.before} after={change.after} />
              </dd>
            </div>
          ))}
        </Fields>
      ) : null}
    </li>
  );
}

/** Old → new; a value set where there was none (a new row) is just the value, one removed is struck through. */
function ChangeText({ before, after }: { before: string; after: string }) {
  if (before === '–') return <span>{after}</span>;
  if (after === '–') return <Before>{before}</Before>;
  return (
    <>
      <Before>{before}</Before>
      <span aria-label="geändert zu"> → </span>
      <span>{after}</span>
    </>
  );
}

const Note = styled.p`
  margin: 0;
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
`;

const Entries = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    padding-bottom: ${space[3]};
    border-bottom: 1px solid ${color.border};
  }
  > li:last-child {
    padding-bottom: 0;
    border-bottom: none;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${space[1]} ${space[3]};
`;

const Meta = styled.span`
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
`;

const Fields = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) minmax(0, 1fr);
  gap: ${space[1]} ${space[3]};
  margin: ${space[2]} 0 0;
  font-size: ${fontSize.sm};

  > div {
    display: contents;
  }
  dt {
    color: ${color.textSecondary};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Before = styled.span`
  color: ${color.textSecondary};
  text-decoration: line-through;
  font-weight: ${fontWeights.regular};
`;
