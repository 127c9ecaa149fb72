import styled from 'styled-components';
import { FormError } from '../../../forms/FormError';
import { useForm } from '../../../forms/useForm';
import {
  EMPTY_BASE_RATE_DRAFT,
  LATE_INTEREST_POINTS,
  lateInterestRates,
  toSetBaseRateParams,
  validateBaseRateDraft,
  type BaseRateDraft,
} from '../../../model/billing/dunningSettings';
import type { RpcParams } from '../../../model/contract';
import type { BaseRateRow } from '../../../model/contract/rpc/billing';
import { formatGermanNumber } from '../../../model/germanNumber';
import type { QueryState } from '../../../model/queryState';
import { formatDate } from '../../../model/time';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { DateField } from '../../../primitives/DateField';
import { Grid } from '../../../primitives/Grid';
import { NumberField } from '../../../primitives/NumberField';
import { Table, type Column } from '../../../primitives/Table';
import { color, fontSize, radii, space, visuallyHidden } from '../../../theme';

export interface BaseRatesProps {
  /** a_get_base_rates, newest first. */
  rates: QueryState<readonly BaseRateRow[]>;
  /** a_set_base_rate; a rejection keeps what was typed and shows the service's message at the form. */
  onSave: (params: RpcParams<'a_set_base_rate'>) => Promise<unknown>;
}

export const STALE_BASE_RATE =
  'Der neueste Basiszinssatz ist älter als sechs Monate. Bitte den aktuellen Satz der Bundesbank eintragen.';

const percent = (value: number) => `${formatGermanNumber(value, 2)} %`;

/**
 * The Basiszinssatz (§ 247 BGB) by the day it applies from, newest first, with the default
 * interest rates of § 288 BGB it gives; a form enters the next one or corrects one. When the
 * newest is more than six months old, a warning asks for the current rate.
 */
export function BaseRates({ rates, onSave }: BaseRatesProps) {
  const form = useForm<BaseRateDraft>({
    initialValues: EMPTY_BASE_RATE_DRAFT,
    validate: validateBaseRateDraft,
    onSubmit: (draft) => onSave(toSetBaseRateParams(draft)),
    afterSubmit: 'reset',
  });
  const isStale = rates.data?.[0]?.veraltet ?? false;

  const columns: Column<BaseRateRow>[] = [
    { key: 'gilt_ab', header: 'Gültig ab', cell: (row) => formatDate(row.gilt_ab) },
    { key: 'satz', header: 'Satz', align: 'end', cell: (row) => percent(row.satz) },
    {
      key: 'verbraucher',
      header: `Verbraucher (+${LATE_INTEREST_POINTS.verbraucher})`,
      align: 'end',
      cell: (row) => percent(lateInterestRates(row).verbraucher),
    },
    {
      key: 'unternehmen',
      header: `Unternehmen (+${LATE_INTEREST_POINTS.unternehmen})`,
      align: 'end',
      cell: (row) => percent(lateInterestRates(row).unternehmen),
    },
    {
      key: 'aktion',
      header: <Hidden>Aktionen</Hidden>,
      width: '9rem',
      cell: (row) => (
        <Button
          size="sm"
          icon="edit"
          aria-label={`Satz ab ${formatDate(row.gilt_ab)} korrigieren`}
          disabled={form.isSubmitting}
          onClick={() => form.reset({ gilt_ab: row.gilt_ab, satz: row.satz })}
        >
          Korrigieren
        </Button>
      ),
    },
  ];

  return (
    <Card title="Basiszinssatz" headingLevel={2}>
      <Body>
        {isStale ? <Warning role="status">{STALE_BASE_RATE}</Warning> : null}
        <Intro>
          Verzugszinsen nach § 288 BGB: 5 Prozentpunkte über dem Basiszinssatz für Verbraucher, 9 für Unternehmen. Die
          Bundesbank gibt den Satz zum 1. Januar und 1. Juli bekannt.
        </Intro>
        <Table
          aria-label="Basiszinssätze"
          columns={columns}
          rows={rates.data ?? []}
          getRowId={(row) => row.gilt_ab}
          isSortedByCaller
          query={rates}
          emptyMessage="Noch kein Basiszinssatz eingetragen."
          minWidth="34rem"
        />
        <Form noValidate onSubmit={form.handleSubmit} aria-label="Basiszinssatz eintragen">
          <FormError title="Der Basiszinssatz wurde nicht gespeichert." problem={form.submitError} />
          <Grid minColumnWidth="12rem" gap={4}>
            <DateField label="Gültig ab" hint="1. Januar oder 1. Juli" {...form.field('gilt_ab')} />
            <NumberField label="Basiszinssatz in %" {...form.numberField('satz')} />
          </Grid>
          <Actions>
            <Button type="submit" variant="primary" icon="check" isLoading={form.isSubmitting}>
              Basiszinssatz speichern
            </Button>
            {form.isDirty ? (
              <Button disabled={form.isSubmitting} onClick={() => form.reset(EMPTY_BASE_RATE_DRAFT)}>
                Verwerfen
              </Button>
            ) : null}
          </Actions>
        </Form>
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

const Warning = styled.p`
  margin: 0;
  padding: ${space[2]} ${space[3]};
  border: 1px solid ${color.warning};
  border-radius: ${radii.md};
  background: ${color.warningBg};
  color: ${color.text};
`;

const Form = styled.form`
  display: grid;
  gap: ${space[3]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;
