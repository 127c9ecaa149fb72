import { useState } from 'react';
import styled from 'styled-components';
import { FormError, type SaveFailure } from '../../../forms/FormError';
import { epsgFieldText, epsgFit, suggestedEpsg } from '../../../model/backOffice/epsgSuggestion';
import type { KundePatch } from '../../../model/contract/tables';
import { describeServiceError } from '../../../model/contract/errors';
import { BUNDESLAENDER, EPSG_OPTIONS, type BundeslandCode, type EpsgCode } from '../../../model/domainValues';
import type { Client } from '../../../model/entities';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { Grid } from '../../../primitives/Grid';
import { Select } from '../../../primitives/Select';
import { color, fontSize, space } from '../../../theme';

export interface GeoCardProps {
  client: Pick<Client, 'bundesland' | 'epsg'>;
  /** requirements §7 PATCH /kunde: "{bundesland} or {epsg}", one field at a time; rejects on failure. */
  onPatch: (patch: KundePatch) => Promise<unknown>;
}

const EPSG_CHOICES = EPSG_OPTIONS.map(({ value, label }) => ({ value: String(value), label }));

const NOT_SAVED = {
  bundesland: 'Das Bundesland wurde nicht gespeichert.',
  epsg: 'Das Koordinatensystem wurde nicht gespeichert.',
} as const;

/** Bundesland and coordinate system, each saved on its own when chosen; the EPSG says when it does not fit the Land. */
export function GeoCard({ client, onPatch }: GeoCardProps) {
  const [pending, setPending] = useState<'bundesland' | 'epsg' | null>(null);
  const [failure, setFailure] = useState<SaveFailure | null>(null);

  const save = async (field: 'bundesland' | 'epsg', patch: KundePatch) => {
    setPending(field);
    setFailure(null);
    try {
      await onPatch(patch);
    } catch (error) {
      setFailure({ title: NOT_SAVED[field], problem: describeServiceError(error) });
    } finally {
      setPending(null);
    }
  };

  const suggested = suggestedEpsg(client.bundesland);
  const fit = epsgFit(client.bundesland, client.epsg);
  const epsgText = epsgFieldText(client.bundesland, client.epsg);

  return (
    <Card title="Bundesland und Koordinatensystem" headingLevel={2}>
      <Grid minColumnWidth="14rem" gap={4}>
        <Select
          label="Bundesland"
          placeholder="Bitte wählen …"
          options={BUNDESLAENDER}
          value={client.bundesland ?? ''}
          disabled={pending !== null}
          onChange={(value) => save('bundesland', { bundesland: value === '' ? null : (value as BundeslandCode) })}
        />
        <div>
          <Select
            label="Koordinatensystem (EPSG)"
            placeholder="Bitte wählen …"
            options={EPSG_CHOICES}
            value={client.epsg === null ? '' : String(client.epsg)}
            disabled={pending !== null}
            hint={epsgText.hint}
            error={epsgText.error}
            onChange={(value) => save('epsg', { epsg: value === '' ? null : (Number(value) as EpsgCode) })}
          />
          {suggested !== null && client.epsg !== suggested && fit.status !== 'legacy' ? (
            <Suggest>
              <Button size="sm" disabled={pending !== null} onClick={() => save('epsg', { epsg: suggested })}>
                {`EPSG:${suggested} übernehmen`}
              </Button>
            </Suggest>
          ) : null}
        </div>
      </Grid>
      {failure ? <Failure {...failure} /> : null}
      {pending !== null ? <Saving role="status">Wird gespeichert …</Saving> : null}
    </Card>
  );
}

const Failure = styled(FormError)`
  margin-top: ${space[3]};
`;

const Suggest = styled.div`
  margin-top: ${space[2]};
`;

const Saving = styled.p`
  margin: ${space[3]} 0 0;
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
`;
