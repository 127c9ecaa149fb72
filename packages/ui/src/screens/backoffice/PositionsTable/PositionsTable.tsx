import { useMemo, useRef, useState } from 'react';
import {
  EMPTY_POSITION_DRAFT,
  draftFromTemplate,
  nextLfdNr,
  positionInput,
  reorderPositions,
  validatePositionDraft,
  type PositionDraft,
  type PositionDraftErrors,
  type PositionFieldsInput,
} from '../../../model/billing/positionDraft';
import { documentTotals, lineTotalCents } from '../../../model/billing/totals';
import { failureSentence } from '../../../model/contract/errors';
import type { Position } from '../../../model/entities';
import type { PositionTemplate } from '../../../model/resultRows';
import { Button } from '../../../primitives/Button';
import { ErrorState } from '../../../primitives/ErrorState';
import { Select } from '../../../primitives/Select';
import { Spinner } from '../../../primitives/Spinner';
import { Adders, Col, Failure, Footer, Hidden, Root, Scroller, StyledTable } from './PositionsTable.styles';
import { PositionEditRow } from './PositionEditRow';
import { PositionRow } from './PositionRow';
import { rowOf, type PositionRowData } from './positionRows';
import { TotalsList } from './TotalsList';

export interface PositionsTableProps {
  /** The saved positions (a_get_*_positions), sorted by lfd_nr. */
  positions: readonly Position[];
  /** The document's VAT rate as it stands in the header now, so the totals follow while typing. */
  ustSatz: number;
  templates: readonly PositionTemplate[];
  /** Archived invoice: shown, never changed. */
  isReadOnly?: boolean;
  isLoading?: boolean;
  error?: unknown;
  onRetry?: () => unknown;
  /** a_insert_position; a rejection rolls the row back and shows the service's message. */
  onInsert: (input: PositionFieldsInput) => Promise<unknown>;
  onUpdate: (positionId: number, input: PositionFieldsInput) => Promise<unknown>;
  onDelete: (positionId: number) => Promise<unknown>;
  /** The positions whose running number changed, each saved with a_update_position. */
  onReorder: (changed: { id: number; input: PositionFieldsInput }[]) => Promise<unknown>;
}

interface Editing {
  /** A row's key; NEW for the row being added. */
  key: number;
  draft: PositionDraft;
  errors: PositionDraftErrors;
}

const NEW = 0;

/**
 * The positions of an offer or invoice, edited in place. Every change
 * shows at once; when the service refuses it, the table goes back to what was saved
 * and says why. The totals follow every keystroke.
 */
export function PositionsTable(props: PositionsTableProps) {
  const { positions, ustSatz, templates, isReadOnly = false, isLoading = false, error = null, onRetry } = props;
  const saved = useMemo(() => positions.map(rowOf), [positions]);
  // The optimistic rows belong to the saved rows they were made from: new saved rows replace them.
  const [optimistic, setOptimistic] = useState<{ base: readonly Position[]; rows: PositionRowData[] } | null>(null);
  const rows = optimistic && optimistic.base === positions ? optimistic.rows : saved;
  const [editing, setEditing] = useState<Editing | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const tempKey = useRef(-1);

  const lines = rows.map((row) => {
    const draft = editing && editing.key === row.key ? editing.draft : row;
    return { anzahl: draft.anzahl ?? 0, ep: draft.ep ?? 0 };
  });
  if (editing?.key === NEW) lines.push({ anzahl: editing.draft.anzahl ?? 0, ep: editing.draft.ep ?? 0 });
  const totals = documentTotals(lines, ustSatz);

  /** Shows `next` at once, runs the call, and rolls back with a message when it fails. */
  const change = async (next: PositionRowData[], failed: string, call: () => Promise<unknown>) => {
    if (busy) return false;
    setBusy(true);
    setFailure(null);
    setOptimistic({ base: positions, rows: next });
    try {
      await call();
      return true;
    } catch (cause) {
      setOptimistic(null);
      setFailure(failureSentence(failed, cause));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const insert = (draft: PositionDraft) => {
    const lfdNr = nextLfdNr(rows);
    const key = tempKey.current--;
    return change([...rows, { ...draft, key, id: null, lfd_nr: lfdNr }], 'Die Position wurde nicht hinzugefügt.', () =>
      props.onInsert(positionInput(draft, lfdNr)),
    );
  };

  const save = async () => {
    if (!editing || busy) return;
    const errors = validatePositionDraft(editing.draft);
    if (Object.keys(errors).length > 0) {
      setEditing({ ...editing, errors });
      return;
    }
    const { key, draft } = editing;
    setEditing(null);
    if (key === NEW) {
      await insert(draft);
      return;
    }
    const row = rows.find((r) => r.key === key);
    if (!row || row.id === null) return;
    const id = row.id;
    await change(
      rows.map((r) => (r.key === key ? { ...r, ...draft } : r)),
      `Position ${row.lfd_nr} wurde nicht gespeichert.`,
      () => props.onUpdate(id, positionInput(draft, row.lfd_nr)),
    );
  };

  const move = (index: number, to: number) => {
    const { order, changed } = reorderPositions(rows, index, to);
    if (changed.length === 0 || changed.some((r) => r.id === null)) return;
    void change(order, 'Die Reihenfolge wurde nicht gespeichert.', () =>
      props.onReorder(changed.map((r) => ({ id: r.id as number, input: positionInput(r, r.lfd_nr) }))),
    );
  };

  const remove = (row: PositionRowData) => {
    if (row.id === null) return;
    const id = row.id;
    void change(
      rows.filter((r) => r.key !== row.key),
      `Position ${row.lfd_nr} wurde nicht gelöscht.`,
      () => props.onDelete(id),
    );
  };

  const editRow = (current: Editing, lfdNr: number, key: number) => (
    <PositionEditRow
      key={key}
      lfdNr={lfdNr}
      draft={current.draft}
      errors={current.errors}
      lineCents={lineOf(current.draft)}
      isSaving={busy}
      onChange={(draft) => setEditing({ ...current, draft })}
      onSave={save}
      onCancel={() => setEditing(null)}
    />
  );

  if (isLoading) return <Spinner label="Positionen werden geladen …" />;
  if (error !== null && error !== undefined)
    return <ErrorState title="Die Positionen konnten nicht geladen werden." error={error} onRetry={onRetry} />;

  return (
    <Root>
      {failure ? <Failure role="alert">{failure}</Failure> : null}
      <Scroller>
        <StyledTable>
          {/* The card around the table shows the title; the caption names the table for screen readers. */}
          <caption>
            <Hidden>Positionen</Hidden>
          </caption>
          <colgroup>
            <Col $width="3rem" />
            <Col $width="7rem" />
            <Col $width="6rem" />
            <Col />
            <Col $width="8rem" />
            <Col $width="7.5rem" />
            <Col $width={isReadOnly ? '0' : '9.5rem'} />
          </colgroup>
          <thead>
            <tr>
              <th scope="col">Pos.</th>
              <th scope="col">Menge</th>
              <th scope="col">Einheit</th>
              <th scope="col">Bezeichnung</th>
              <th scope="col">Einzelpreis</th>
              <th scope="col">Gesamt</th>
              <th scope="col">{isReadOnly ? <Hidden>Aktionen</Hidden> : 'Aktionen'}</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && editing?.key !== NEW ? (
              <tr>
                <td colSpan={7}>Noch keine Positionen.</td>
              </tr>
            ) : null}
            {rows.map((row, index) =>
              editing?.key === row.key ? (
                editRow(editing, row.lfd_nr, row.key)
              ) : (
                <PositionRow
                  key={row.key}
                  row={row}
                  lineCents={totals.lineCents[index] ?? 0}
                  isReadOnly={isReadOnly}
                  isFirst={index === 0}
                  isLast={index === rows.length - 1}
                  isBusy={busy || editing !== null}
                  onEdit={() => setEditing({ key: row.key, draft: row, errors: {} })}
                  onMove={(by) => move(index, index + by)}
                  onDelete={() => remove(row)}
                />
              ),
            )}
            {editing?.key === NEW ? editRow(editing, nextLfdNr(rows), NEW) : null}
          </tbody>
        </StyledTable>
      </Scroller>
      <Footer>
        {isReadOnly ? (
          <span />
        ) : (
          <Adders>
            <Button
              icon="plus"
              disabled={editing !== null || busy}
              onClick={() => setEditing({ key: NEW, draft: EMPTY_POSITION_DRAFT, errors: {} })}
            >
              Position hinzufügen
            </Button>
            <Select
              label="Aus Vorlage hinzufügen"
              placeholder="Vorlage wählen …"
              value=""
              disabled={editing !== null || busy}
              options={templates.map((t) => ({ value: String(t.id), label: t.bez }))}
              onChange={(value) => {
                const template = templates.find((t) => String(t.id) === value);
                if (template) void insert(draftFromTemplate(template));
              }}
            />
          </Adders>
        )}
        <TotalsList totals={totals} ustSatz={ustSatz} />
      </Footer>
    </Root>
  );
}

const lineOf = (draft: PositionDraft) =>
  draft.anzahl === null || draft.ep === null ? null : lineTotalCents(draft.anzahl, draft.ep);
