import { useEffect, useMemo, useRef, useState } from 'react';
import { FormError } from '../../../forms/FormError';
import { NEW_ROW, useRows } from '../../../forms/useRows';
import {
  EMPTY_POSITION_DRAFT,
  draftFromTemplate,
  nextLfdNr,
  positionInput,
  reorderPositions,
  validatePositionDraft,
  withoutPosition,
  type PositionDraft,
  type PositionFieldsInput,
} from '../../../model/billing/positionDraft';
import { documentTotals, formatEuroCents, lineTotalCents } from '../../../model/billing/totals';
import { ACTION_CONFLICTS, inAction } from '../../../model/contract/errors';
import { formatGermanNumber } from '../../../model/germanNumber';
import type { Position } from '../../../model/entities';
import type { QueryState } from '../../../model/queryState';
import type { PositionTemplate } from '../../../model/resultRows';
import { Button } from '../../../primitives/Button';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import { ErrorState } from '../../../primitives/ErrorState';
import { Select } from '../../../primitives/Select';
import { ScrollRegion } from '../../../primitives/ScrollRegion';
import { Spinner } from '../../../primitives/Spinner';
import { Adders, Col, Footer, Hidden, Root, StyledTable } from './PositionsTable.styles';
import { PositionEditRow } from './PositionEditRow';
import { PositionRow } from './PositionRow';
import { draftOfRow, rowOf, type PositionRowData } from './positionRows';
import { TotalsList } from './TotalsList';

export interface PositionsTableProps {
  /** The saved positions (a_get_*_positions), sorted by lfd_nr, as one read. */
  positions: QueryState<readonly Position[]>;
  /** The document's VAT rate as it stands in the header now, so the totals follow while typing. */
  ustSatz: number;
  templates: readonly PositionTemplate[];
  /** Archived invoice: shown, never changed. */
  isReadOnly?: boolean;
  /** a_insert_position; a rejection rolls the row back and shows the service's message. */
  onInsert: (input: PositionFieldsInput) => Promise<unknown>;
  onUpdate: (positionId: number, input: PositionFieldsInput) => Promise<unknown>;
  onDelete: (positionId: number) => Promise<unknown>;
  /** The positions whose running number changed, each saved with a_update_position. */
  onReorder: (changed: { id: number; input: PositionFieldsInput }[]) => Promise<unknown>;
  /**
   * A row holds work not yet saved ("Position 4", a new or changed row that is open), or
   * null: the editor asks before it leaves, archives or prints.
   */
  onPendingChange?: (pending: string | null) => void;
}

/**
 * The positions of an offer or invoice, edited in place on the form engine's rows mode
 * (useRows). Every change shows at once; when the service refuses it, the table goes back
 * to what was saved and says why, and a refused edit or addition (by hand or from a
 * template) opens again with what it held. Deleting asks first, and the numbers close up.
 * The totals follow every keystroke.
 */
export function PositionsTable(props: PositionsTableProps) {
  const { positions, ustSatz, templates, isReadOnly = false } = props;
  const savedPositions = positions.data;
  const saved = useMemo(() => (savedPositions ?? []).map(rowOf), [savedPositions]);
  const tempKey = useRef(-1);

  /** A new position at the end, shown at once under a key of its own until the service answers. */
  const inserted = (current: readonly PositionRowData[], draft: PositionDraft) => {
    const lfdNr = nextLfdNr(current);
    const row: PositionRowData = { ...draft, key: tempKey.current--, id: null, lfd_nr: lfdNr };
    return { rows: [...current, row], call: () => props.onInsert(positionInput(draft, lfdNr)) };
  };

  const table = useRows<PositionRowData, PositionDraft>({
    saved,
    emptyDraft: EMPTY_POSITION_DRAFT,
    validate: validatePositionDraft,
    save: (key, draft, current) => {
      if (key === NEW_ROW) return inserted(current, draft);
      const row = current.find((r) => r.key === key);
      if (!row || row.id === null) return null;
      const id = row.id;
      return {
        rows: current.map((r) => (r.key === key ? { ...r, ...draft } : r)),
        call: () => props.onUpdate(id, positionInput(draft, row.lfd_nr)),
      };
    },
  });
  const { rows, editingKey, form, isBusy } = table;
  const draft = form.values;
  const [deleting, setDeleting] = useState<PositionRowData | null>(null);

  // An open row that is new or changed is work not yet saved.
  const pendingLfdNr =
    editingKey === null
      ? null
      : editingKey === NEW_ROW
        ? nextLfdNr(rows)
        : form.isDirty
          ? (rows.find((r) => r.key === editingKey)?.lfd_nr ?? null)
          : null;
  const pending = pendingLfdNr === null ? null : `Position ${pendingLfdNr}`;
  const reportPending = useRef(props.onPendingChange);
  useEffect(() => {
    reportPending.current = props.onPendingChange;
  });
  useEffect(() => reportPending.current?.(pending), [pending]);

  const lines = rows.map((row) => {
    const shown = editingKey === row.key ? draft : row;
    return { anzahl: shown.anzahl ?? 0, ep: shown.ep ?? 0 };
  });
  if (editingKey === NEW_ROW) lines.push({ anzahl: draft.anzahl ?? 0, ep: draft.ep ?? 0 });
  const totals = documentTotals(lines, ustSatz);

  const addFromTemplate = (template: PositionTemplate) => {
    const added = draftFromTemplate(template);
    const { rows: next, call } = inserted(rows, added);
    // Refused: the new row opens with the template's values, to send again or change.
    void table.change(next, 'Die Position wurde nicht hinzugefügt.', call, { key: NEW_ROW, draft: added });
  };

  const move = (index: number, to: number) => {
    const { order, changed } = reorderPositions(rows, index, to);
    if (changed.length === 0 || changed.some((r) => r.id === null)) return;
    void table.change(order, 'Die Reihenfolge wurde nicht gespeichert.', () =>
      props.onReorder(changed.map((r) => ({ id: r.id as number, input: positionInput(r, r.lfd_nr) }))),
    );
  };

  /** After the confirmation: the row goes, the numbers close up (as the service numbers them). */
  const remove = async (row: PositionRowData) => {
    if (row.id === null) return;
    const id = row.id;
    await table.change(
      withoutPosition(
        rows,
        rows.findIndex((r) => r.key === row.key),
      ),
      `Position ${row.lfd_nr} wurde nicht gelöscht.`,
      () =>
        props.onDelete(id).catch((cause: unknown) => {
          throw inAction(cause, { conflict: ACTION_CONFLICTS.deletePosition(`Position ${row.lfd_nr}`) });
        }),
    );
  };

  const editRow = (lfdNr: number, key: number) => (
    <PositionEditRow
      key={key}
      lfdNr={lfdNr}
      form={form}
      failureTitle={
        key === NEW_ROW ? 'Die Position wurde nicht hinzugefügt.' : `Position ${lfdNr} wurde nicht gespeichert.`
      }
      lineCents={lineOf(draft)}
      onCancel={table.cancel}
    />
  );

  if (positions.isLoading) return <Spinner label="Positionen werden geladen …" />;
  if (positions.error !== null)
    return (
      <ErrorState
        title="Die Positionen konnten nicht geladen werden."
        error={positions.error}
        onRetry={positions.onRetry}
      />
    );

  return (
    <Root>
      {table.failure ? <FormError {...table.failure} /> : null}
      {/* Below about 800 px the positions' buttons lie beyond the edge: a region keyboards can scroll. */}
      <ScrollRegion aria-label="Positionen, Tabelle">
        <StyledTable>
          {/* The card around the table shows the title; the caption names the table for screen readers. */}
          <caption>
            <Hidden>Positionen</Hidden>
          </caption>
          <colgroup>
            {/* Narrow enough that the table fits an 800 px window's card (StyledTable's min-width). */}
            <Col $width="3rem" />
            <Col $width="6rem" />
            <Col $width="5.5rem" />
            <Col />
            <Col $width="6.5rem" />
            <Col $width="7rem" />
            {/* Four icon buttons of 2rem with their gaps and the cell's padding. */}
            <Col $width={isReadOnly ? '0' : '10rem'} />
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
            {rows.length === 0 && editingKey !== NEW_ROW ? (
              <tr>
                <td colSpan={7}>Noch keine Positionen.</td>
              </tr>
            ) : null}
            {rows.map((row, index) =>
              editingKey === row.key ? (
                editRow(row.lfd_nr, row.key)
              ) : (
                <PositionRow
                  key={row.key}
                  row={row}
                  lineCents={totals.lineCents[index] ?? 0}
                  isReadOnly={isReadOnly}
                  isFirst={index === 0}
                  isLast={index === rows.length - 1}
                  isBusy={isBusy || editingKey !== null}
                  onEdit={() => table.edit(row.key, draftOfRow(row))}
                  onMove={(by) => move(index, index + by)}
                  onDelete={() => setDeleting(row)}
                />
              ),
            )}
            {editingKey === NEW_ROW ? editRow(nextLfdNr(rows), NEW_ROW) : null}
          </tbody>
        </StyledTable>
      </ScrollRegion>
      <Footer>
        {isReadOnly ? (
          <span />
        ) : (
          <Adders>
            <Button
              icon="plus"
              disabled={editingKey !== null || isBusy}
              onClick={() => table.edit(NEW_ROW, EMPTY_POSITION_DRAFT)}
            >
              Position hinzufügen
            </Button>
            <Select
              label="Aus Vorlage hinzufügen"
              placeholder="Vorlage wählen …"
              value=""
              disabled={editingKey !== null || isBusy}
              options={templates.map((t) => ({ value: String(t.id), label: t.bez }))}
              onChange={(value) => {
                const template = templates.find((t) => String(t.id) === value);
                if (template) addFromTemplate(template);
              }}
            />
          </Adders>
        )}
        <TotalsList totals={totals} ustSatz={ustSatz} />
      </Footer>
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(isOpen) => (isOpen ? undefined : setDeleting(null))}
        title={`Position ${deleting?.lfd_nr ?? ''} löschen?`}
        message={deleting ? deleteQuestion(deleting, deleting.key !== rows.at(-1)?.key) : ''}
        confirmLabel="Löschen"
        tone="danger"
        onConfirm={async () => {
          if (deleting) await remove(deleting);
        }}
      />
    </Root>
  );
}

/** Names the position, so the right one goes, and what happens to the numbers after it. */
function deleteQuestion(row: PositionRowData, hasFollowers: boolean): string {
  const quantity =
    row.anzahl === null ? '' : `${formatGermanNumber(row.anzahl)}${row.einheit ? ` ${row.einheit}` : ''}, `;
  const total = row.anzahl === null || row.ep === null ? '' : formatEuroCents(lineTotalCents(row.anzahl, row.ep));
  const after = hasFollowers ? ' Die Positionen danach rücken um eine Nummer auf.' : '';
  return `„${row.bez}“ (${quantity}${total}) wird gelöscht.${after}`;
}

const lineOf = (draft: PositionDraft) =>
  draft.anzahl === null || draft.ep === null ? null : lineTotalCents(draft.anzahl, draft.ep);
