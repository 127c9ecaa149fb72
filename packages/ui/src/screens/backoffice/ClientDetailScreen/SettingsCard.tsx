import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FormError } from '../../../forms/FormError';
import { useForm } from '../../../forms/useForm';
import { MAX_ORDNER_LENGTH, validateOrdnerForm } from '../../../model/validation/clientForm';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { Switch } from '../../../primitives/Switch';
import { TextField } from '../../../primitives/TextField';
import { space } from '../../../theme';

export interface SettingsCardProps {
  clientName: string;
  kataster: boolean;
  ordner: string | null;
  /** `a_set_kataster_for_client`; the caller shows the change at once and rolls it back on failure. */
  onKatasterChange: (enabled: boolean) => unknown;
  /** `a_set_projektordner {client_id, ordner}`; rejects on failure. */
  onSaveOrdner: (ordner: string) => Promise<unknown>;
  /** The client's maps in /gis/index. */
  mapsHref: string;
}

/** Cadastre switch, project folder and the way to the client's maps. */
export function SettingsCard({
  clientName,
  kataster,
  ordner,
  onKatasterChange,
  onSaveOrdner,
  mapsHref,
}: SettingsCardProps) {
  const form = useForm({
    initialValues: { ordner: ordner ?? '' },
    validate: validateOrdnerForm,
    onSubmit: (values) => onSaveOrdner(values.ordner.trim()),
  });

  return (
    <Card title="Kataster und Projektordner" headingLevel={2}>
      <Body>
        <Switch
          label="Kataster für diesen Kunden"
          hint={
            kataster
              ? `Nutzer von ${clientName} mit Kataster-Zugriff sehen das Dränagekataster.`
              : 'Eingeschaltet sehen Nutzer mit Kataster-Zugriff das Dränagekataster.'
          }
          checked={kataster}
          onChange={onKatasterChange}
        />
        <form noValidate onSubmit={form.handleSubmit} aria-label="Projektordner">
          <FormError title="Der Projektordner wurde nicht gespeichert." problem={form.submitError} />
          <Row>
            <TextField
              label="Projektordner"
              hint="Pfad auf dem Dateiserver, z. B. /projekte/007_Calw"
              maxLength={MAX_ORDNER_LENGTH}
              {...form.field('ordner')}
            />
            <div>
              <Button type="submit" isLoading={form.isSubmitting} disabled={!form.isDirty}>
                Ordner speichern
              </Button>
            </div>
          </Row>
        </form>
        <p>
          <Link to={mapsHref}>Karten des Kunden im GIS</Link>
        </p>
      </Body>
    </Card>
  );
}

const Body = styled.div`
  display: grid;
  gap: ${space[4]};
  p {
    margin: 0;
  }
`;

const Row = styled.div`
  display: grid;
  gap: ${space[2]};
`;
