import { useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import { FormError } from '../../../forms/FormError';
import { RowEditActions, rowEditKeys } from '../../../forms/RowEditActions';
import { useRows } from '../../../forms/useRows';
import {
  dunningLevelDraft,
  toUpdateDunningLevelParams,
  validateDunningLevelDraft,
  type DunningLevelDraft,
} from '../../../model/billing/dunningSettings';
import type { RpcParams } from '../../../model/contract';
import type { DunningLevel } from '../../../model/contract/rpc/billing';
import { formatGermanNumber } from '../../../model/germanNumber';
import type { QueryState } from '../../../model/queryState';
import { formatEuro } from '../../../model/time';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { NumberField } from '../../../primitives/NumberField';
import { Table, type Column } from '../../../primitives/Table';
import { TextField } from '../../../primitives/TextField';
import { color, fontSize, space, visuallyHidden } from '../../../theme';

export interface DunningLevelsProps {
  /** a_get_dunning_levels, in order. */
  levels: QueryState<readonly DunningLevel[]>;
  /** a_update_dunning_level; a rejection opens the row again with what was typed and the service's message. */
  onUpdate: (params: RpcParams<'a_update_dunning_level'>) => Promise<unknown>;
}

type LevelRow = DunningLevel & { key: number };

/** data.mahnstufe's check on the name (migration 0009). */
const NAME_LIMIT = 500;

const days = (count: number) => (count === 1 ? '1 Tag' : `${formatGermanNumber(count)} Tage`);

/**
 * The Mahnstufen: name, days after the due date, fee and payment deadline of each, one row
 * edited at a time in place (the form engine's rows mode). The model's rules stand at the
 * cells before anything is sent; a refusal opens the row again with the service's message.
 */
export function DunningLevels({ levels, onUpdate }: DunningLevelsProps) {
  const savedLevels = levels.data;
  const saved = useMemo(() => (savedLevels ?? []).map((level) => ({ ...level, key: level.stufe })), [savedLevels]);
  const table = useRows<LevelRow, DunningLevelDraft>({
    saved,
    emptyDraft: { stufe: 0, bezeichnung: '', tage_nach_faelligkeit: null, gebuehr: null, frist_tage: null },
    validate: (draft) => validateDunningLevelDraft(draft, savedLevels ?? []),
    save: (key, draft, current) => ({
      rows: current.map((row) =>
        row.key === key
          ? {
              ...row,
              bezeichnung: draft.bezeichnung.trim(),
              tage_nach_faelligkeit: draft.tage_nach_faelligkeit ?? row.tage_nach_faelligkeit,
              gebuehr: draft.gebuehr ?? row.gebuehr,
              frist_tage: draft.frist_tage ?? row.frist_tage,
            }
          : row,
      ),
      call: () => onUpdate(toUpdateDunningLevelParams(draft)),
    }),
  });
  const { form, editingKey, isBusy } = table;

  const onKeyDown = rowEditKeys(() => form.handleSubmit(), table.cancel);

  /** A cell of the open row gets its field; the others show the saved value. */
  const cell = (row: LevelRow, shown: ReactNode, edit: (of: string) => ReactNode) =>
    row.key === editingKey ? <span onKeyDown={onKeyDown}>{edit(`Stufe ${row.stufe}`)}</span> : shown;

  const columns: Column<LevelRow>[] = [
    { key: 'stufe', header: 'Stufe', width: '3.5rem', cell: (row) => row.stufe },
    {
      key: 'bezeichnung',
      header: 'Bezeichnung',
      cell: (row) =>
        cell(row, row.bezeichnung, (of) => (
          <TextField
            label={`Bezeichnung ${of}`}
            isLabelHidden
            autoFocus
            maxLength={NAME_LIMIT}
            {...form.field('bezeichnung')}
          />
        )),
    },
    {
      key: 'tage',
      header: 'Tage nach Fälligkeit',
      width: '8rem',
      align: 'end',
      cell: (row) =>
        cell(row, days(row.tage_nach_faelligkeit), (of) => (
          <NumberField
            label={`Tage nach Fälligkeit ${of}`}
            isLabelHidden
            decimals={0}
            {...form.numberField('tage_nach_faelligkeit')}
          />
        )),
    },
    {
      key: 'gebuehr',
      header: 'Gebühr',
      width: '7rem',
      align: 'end',
      cell: (row) =>
        cell(row, formatEuro(row.gebuehr), (of) => (
          <NumberField label={`Gebühr in Euro ${of}`} isLabelHidden {...form.numberField('gebuehr')} />
        )),
    },
    {
      key: 'frist',
      header: 'Zahlungsfrist',
      width: '7rem',
      align: 'end',
      cell: (row) =>
        cell(row, days(row.frist_tage), (of) => (
          <NumberField
            label={`Zahlungsfrist in Tagen ${of}`}
            isLabelHidden
            decimals={0}
            {...form.numberField('frist_tage')}
          />
        )),
    },
    {
      key: 'aktionen',
      header: <Hidden>Aktionen</Hidden>,
      width: '8rem',
      cell: (row) =>
        row.key === editingKey ? (
          <RowEditActions isSaving={form.isSubmitting} onSubmit={() => form.handleSubmit()} onCancel={table.cancel} />
        ) : (
          <Button
            size="sm"
            icon="edit"
            aria-label={`Stufe ${row.stufe} bearbeiten`}
            disabled={isBusy || editingKey !== null}
            onClick={() => table.edit(row.key, dunningLevelDraft(row))}
          >
            Bearbeiten
          </Button>
        ),
    },
  ];

  return (
    <Card title="Mahnstufen" headingLevel={2}>
      <Body>
        <Intro>
          Wann eine Rechnung in die nächste Stufe kommt (Tage nach Fälligkeit, von Stufe zu Stufe steigend), welche
          Gebühr die Mahnung fordert und welche Zahlungsfrist sie setzt (1 bis 90 Tage).
        </Intro>
        {editingKey !== null ? (
          <FormError title={`Stufe ${editingKey} wurde nicht gespeichert.`} problem={form.submitError} />
        ) : null}
        <Table
          aria-label="Mahnstufen mit Fristen und Gebühren"
          columns={columns}
          rows={table.rows}
          getRowId={(row) => row.key}
          isSortedByCaller
          query={levels}
          emptyMessage="Keine Mahnstufen angelegt."
          minWidth="46rem"
        />
      </Body>
    </Card>
  );
}

const Body = styled.div`
  display: grid;
  gap: ${space[3]};
  min-width: 0;
`;

const Intro = styled.p`
  margin: 0;
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;
