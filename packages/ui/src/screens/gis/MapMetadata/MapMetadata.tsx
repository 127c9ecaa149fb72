import styled from 'styled-components';
import {
  AutoNumber,
  AutoSaveField,
  AutoSelect,
  AutoSwitch,
  AutoText,
  AutoTextarea,
  type AutoProps,
} from '../../../forms/AutoSaveField';
import type { KartePatchField } from '../../../model/contract/tables';
import {
  EPSG_OPTIONS,
  GEOREF_TYPES,
  MAP_CLIENT_STATUSES,
  MAP_STATUSES,
  SURVEY_CATEGORIES,
} from '../../../model/domainValues';
import type { Karte } from '../../../model/entities';
import { Card } from '../../../primitives/Card';
import { color, fontSize, media, space } from '../../../theme';
import { YearField } from '../YearField';
import { ClientGeoSettings, type ClientGeoSettingsProps } from './ClientGeoSettings';
import { textLimit } from '../../../model/validation/textLimits';

export interface MapMetadataProps extends ClientGeoSettingsProps {
  karte: Karte;
  /**
   * requirements §7 PATCH /karte: "one field at a time". Called with one field and its new value
   * when the person leaves a changed field; reject with the service's error to keep the
   * value for a retry.
   */
  onSaveField: <F extends KartePatchField>(field: F, value: Karte[F]) => Promise<unknown>;
}

const whole = new Intl.NumberFormat('de-DE');
const thisYear = new Date().getFullYear();

/** A year that saves on commit ("1936", never grouped as a German number would be). */
function AutoYear({ label, value, onSave, min, max }: AutoProps<number | null> & { min?: number; max?: number }) {
  return (
    <AutoSaveField label={label} value={value} onSave={onSave}>
      {({ input }) => <YearField {...input} label={label} min={min} max={max} />}
    </AutoSaveField>
  );
}

/** The PATCH fields that hold text. */
type KarteTextField = { [F in KartePatchField]: Karte[F] extends string | null ? F : never }[KartePatchField];

/** A map's metadata: every field of requirements §7's PATCH list saves on its own, with its own state. */
export function MapMetadata({ karte, onSaveField, ...client }: MapMetadataProps) {
  const save =
    <F extends KartePatchField>(field: F) =>
    (value: Karte[F]) =>
      onSaveField(field, value);
  /** A text field's value, its column's limit (the model's, as the data service checks it) and its save. */
  const text = <F extends KarteTextField>(field: F) => ({
    value: karte[field],
    maxLength: textLimit('karte', field),
    onSave: save(field),
  });

  return (
    <Layout>
      <Card title="Karte" headingLevel={3}>
        <Facts>
          <dt>Name</dt>
          <dd>{karte.map_name}</dd>
          <dt>Scan</dt>
          <dd>
            {whole.format(karte.width)} × {whole.format(karte.height)} Pixel
          </dd>
          <dt>DIN-Format</dt>
          <dd>{karte.din ?? '–'}</dd>
          <dt>Kunde</dt>
          <dd>{client.client?.name ?? 'Keinem Kunden zugeordnet'}</dd>
        </Facts>
        <Grid>
          <AutoYear label="Jahr" value={karte.jahr} onSave={save('jahr')} min={1500} max={thisYear} />
          <AutoSelect label="Art" value={karte.typ} onSave={save('typ')} options={SURVEY_CATEGORIES} />
          <AutoSelect label="Bearbeitungsstand" value={karte.status} onSave={save('status')} options={MAP_STATUSES} />
          <AutoText label="Kreis" {...text('kreis')} />
          <AutoText label="Gemeinde" {...text('gemeinde')} />
          <AutoText label="Gemarkung" {...text('gemarkung')} />
          <AutoText label="Registriernummer" {...text('reg_nr')} />
          <AutoText label="Auftragsnummer" {...text('auftr_nr')} />
          <AutoText label="Ausführendes Unternehmen" {...text('ausf_unternehmen')} />
        </Grid>
      </Card>

      <Card title="Gespeicherte Georeferenzierung" headingLevel={3}>
        <Grid>
          <AutoSelect
            label="Gespeicherter Transformationstyp"
            value={karte.georef_typ}
            onSave={save('georef_typ')}
            options={GEOREF_TYPES}
          />
          <AutoSelect
            label="Koordinatensystem der Karte"
            value={karte.epsg}
            onSave={save('epsg')}
            options={EPSG_OPTIONS}
          />
          <AutoNumber
            label="Maßstabszahl"
            hint="5000 bedeutet 1:5.000."
            value={karte.scale}
            onSave={save('scale')}
            min={1}
          />
          <AutoNumber
            label="Gespeicherte Scanauflösung (dpi)"
            value={karte.res}
            onSave={save('res')}
            min={1}
            max={4800}
          />
          <AutoText label="Georeferenz-Bezeichnung" {...text('georef_label')} />
        </Grid>
        <Script
          label="Gespeichertes GDAL-Skript"
          hint="Der Editor erzeugt es beim Speichern der Georeferenzierung neu."
          rows={5}
          value={karte.georef_bash}
          onSave={save('georef_bash')}
        />
      </Card>

      <Card title="Kunde und Freigabe" headingLevel={3}>
        <Grid>
          <AutoSwitch label="Für den Kunden sichtbar" value={karte.show_client} onSave={save('show_client')} />
          <AutoSelect
            label="Rückmeldung des Kunden"
            value={karte.client_status}
            onSave={save('client_status')}
            options={MAP_CLIENT_STATUSES}
          />
        </Grid>
        <Grid>
          <AutoTextarea label="Bemerkung des Kunden" {...text('bem_client')} />
          <AutoTextarea label="Bemerkung an den Kunden" {...text('bem_to_client')} />
          <AutoTextarea label="Interne Bemerkung (APUS)" {...text('bem_apus')} />
        </Grid>
      </Card>

      <ClientGeoSettings {...client} />
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${space[4]};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, calc(${space[12]} * 5)), 1fr));
  gap: ${space[3]} ${space[4]};
  & + & {
    margin-top: ${space[4]};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${space[1]} ${space[4]};
  margin: 0 0 ${space[4]};
  font-size: ${fontSize.md};
  dt {
    color: ${color.textSecondary};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  ${media.mobile} {
    grid-template-columns: 1fr;
    dd {
      margin-bottom: ${space[2]};
    }
  }
`;

const Script = styled(AutoTextarea)`
  margin-top: ${space[4]};
  textarea {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: ${fontSize.sm};
  }
`;
