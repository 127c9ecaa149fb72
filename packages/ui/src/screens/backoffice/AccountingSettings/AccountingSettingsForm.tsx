import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FormError } from '../../../forms/FormError';
import { useForm } from '../../../forms/useForm';
import {
  DEFAULT_BANK_ACCOUNT,
  FISCAL_YEAR_MONTHS,
  KONTENRAHMEN,
  accountingSettingsDraft,
  toUpdateAccountingSettingsParams,
  validateAccountingSettings,
  type AccountingSettingsDraft,
} from '../../../model/billing/accountingSettings';
import type { RpcParams } from '../../../model/contract';
import type { AccountingSettingsRow, Kontenrahmen } from '../../../model/contract/rpc/accounting';
import type { QueryState } from '../../../model/queryState';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { ErrorState } from '../../../primitives/ErrorState';
import { Grid } from '../../../primitives/Grid';
import { Select } from '../../../primitives/Select';
import { Spinner } from '../../../primitives/Spinner';
import { TextField } from '../../../primitives/TextField';
import { color, fontSize, space } from '../../../theme';

export interface AccountingSettingsFormProps {
  /** a_get_accounting_settings' row (the defaults when nothing is stored). */
  settings: QueryState<AccountingSettingsRow | null>;
  /** a_update_accounting_settings; a rejection keeps what was typed and shows the service's message at the form. */
  onSave: (params: RpcParams<'a_update_accounting_settings'>) => Promise<unknown>;
}

const CHARTS = KONTENRAHMEN.map((chart) => ({ value: chart, label: chart }));

/**
 * The DATEV export's settings: the consultant's and the client's numbers at DATEV, the chart of
 * accounts, the month the fiscal year begins in and the bank account the payments are booked to.
 */
export function AccountingSettingsForm({ settings, onSave }: AccountingSettingsFormProps) {
  let body: ReactNode = null;
  if (settings.isLoading) body = <Spinner placement="centre" label="Einstellungen werden geladen …" />;
  else if (settings.error)
    body = (
      <ErrorState
        title="Die Einstellungen konnten nicht geladen werden."
        error={settings.error}
        onRetry={settings.onRetry}
        headingLevel={3}
      />
    );
  else if (settings.data) body = <SettingsFields row={settings.data} onSave={onSave} />;
  return (
    <Card title="Einstellungen für den DATEV-Export" headingLevel={2}>
      {body}
    </Card>
  );
}

function SettingsFields({
  row,
  onSave,
}: {
  row: AccountingSettingsRow;
  onSave: AccountingSettingsFormProps['onSave'];
}) {
  const form = useForm<AccountingSettingsDraft>({
    initialValues: accountingSettingsDraft(row),
    validate: validateAccountingSettings,
    onSubmit: (draft) => onSave(toUpdateAccountingSettingsParams(draft)),
  });

  // The chart's usual bank account follows the chart, unless another account was typed.
  const changeChart = (chart: string) =>
    form.setValues((current) => {
      const next = chart as Kontenrahmen;
      const isUsual = current.bankkonto.trim() === String(DEFAULT_BANK_ACCOUNT[current.kontenrahmen]);
      return {
        ...current,
        kontenrahmen: next,
        bankkonto: isUsual ? String(DEFAULT_BANK_ACCOUNT[next]) : current.bankkonto,
      };
    });

  return (
    <Form noValidate onSubmit={form.handleSubmit} aria-label="Einstellungen für den DATEV-Export">
      <Intro>
        Berater- und Mandantennummer stehen im Kopf jedes Buchungsstapels; die Steuerberatung nennt sie. Der
        Kontenrahmen bestimmt die Erlöskonten und das übliche Bankkonto.
      </Intro>
      <FormError title="Die Einstellungen wurden nicht gespeichert." problem={form.submitError} />
      <Grid minColumnWidth="12rem" gap={4}>
        <TextField label="Beraternummer" inputMode="numeric" hint="1001 bis 9999999" {...form.field('berater_nr')} />
        <TextField label="Mandantennummer" inputMode="numeric" hint="1 bis 99999" {...form.field('mandant_nr')} />
        <Select label="Kontenrahmen" options={CHARTS} {...form.field('kontenrahmen')} onChange={changeChart} />
        <Select label="Beginn des Wirtschaftsjahres" options={FISCAL_YEAR_MONTHS} {...form.field('wj_beginn')} />
        <TextField
          label="Bankkonto"
          inputMode="numeric"
          hint={`Leer: das übliche Konto (SKR03 ${DEFAULT_BANK_ACCOUNT.SKR03}, SKR04 ${DEFAULT_BANK_ACCOUNT.SKR04})`}
          {...form.field('bankkonto')}
        />
      </Grid>
      <Actions>
        <Button type="submit" variant="primary" icon="check" isLoading={form.isSubmitting} disabled={!form.isDirty}>
          Einstellungen speichern
        </Button>
        {form.isDirty ? (
          <Button disabled={form.isSubmitting} onClick={() => form.reset()}>
            Verwerfen
          </Button>
        ) : null}
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${space[4]};
`;

const Intro = styled.p`
  margin: 0;
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
`;
