import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, userEvent, within } from 'storybook/test';
import { useForm } from '../../../forms/useForm';
import { validateClientDetailsForm, type ClientDetailsForm } from '../../../model/validation/clientForm';
import { TEXT_LIMITS } from '../../../model/validation/textLimits';
import { narrowDecorator } from '../../../testing/narrowDecorator';
import { space } from '../../../theme';
import { AddressFields } from './AddressFields';

type Address = Pick<ClientDetailsForm, 'name' | 'name_zusatz' | 'strasse' | 'plz' | 'ort'>;

const EMPTY: Address = { name: '', name_zusatz: '', strasse: '', plz: '', ort: '' };

/** The group in a form of its own, with the model's rules for a client's address. */
function Harness({ initial, withNameAddition }: { initial: Address; withNameAddition: boolean }) {
  const form = useForm<Address>({
    initialValues: initial,
    validate: (values) =>
      validateClientDetailsForm({ ...values, ap_gender: '', ap_vorname: '', ap_nachname: '', ap_tel: '' }),
    onSubmit: () => undefined,
  });
  return (
    <Form noValidate aria-label="Anschrift">
      <AddressFields field={form.field} nameAddition={withNameAddition ? form.field('name_zusatz') : undefined} />
    </Form>
  );
}

const meta = {
  title: 'Screens/Gemeinsam/Name und Anschrift (AddressFields)',
  component: Harness,
  parameters: {
    leitfaden: {
      zweck:
        'Feldgruppe für Name und Anschrift eines Kunden, wie das Anschriftenfeld eines Briefes sie druckt: Name (Pflicht), wahlweise ein Namenszusatz, Straße, PLZ und Ort. Sie steht im Backoffice im Dialog „Kunde anlegen“ und in den Stammdaten eines Kunden.',
      rollen: ['Administrator'],
      spezifikation:
        'requirements §2 (Backoffice › Kunden: Detail mit Anschrift), §5 (Meldungen am Feld), §7 (a_add_client, a_update_client_details), textLimits.ts',
      tun: [
        'Die Regeln des Modells nutzen und Meldungen zeigen, sobald ein Feld verlassen wird, etwa bei einer PLZ mit vier Ziffern.',
        'Jedes Feld auf die Länge begrenzen, die der Datendienst erlaubt.',
      ],
      lassen: [
        'Keine Felder ergänzen, die der Brief nicht druckt: Die Gruppe bildet das Anschriftenfeld ab.',
        'Kein eigenes Raster um die Felder legen: Das Formular ringsum ordnet sie an.',
      ],
    },
  },
  args: { initial: EMPTY, withNameAddition: true },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const LIMITS = [
  ['Name', 'kunde.name'],
  ['Namenszusatz', 'kunde.name_zusatz'],
  ['Straße und Hausnummer', 'kunde.strasse'],
  ['PLZ', 'kunde.plz'],
  ['Ort', 'kunde.ort'],
] as const;

/** Empty, as "Kunde anlegen" opens; only the name is required; each field stops at its column's limit. */
export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toBeRequired();
    for (const [name, column] of LIMITS)
      await expect(canvas.getByRole('textbox', { name })).toHaveAttribute('maxlength', String(TEXT_LIMITS[column]));
  },
};

/** Without a name addition, as the dialog that creates a client asks. */
export const WithoutNameAddition: Story = {
  name: 'Ohne Namenszusatz',
  args: { withNameAddition: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('textbox', { name: 'Namenszusatz' })).toBeNull();
  },
};

export const Filled: Story = {
  name: 'Ausgefüllt',
  args: {
    initial: {
      name: 'Stadtwerke Freiburg im Breisgau GmbH',
      name_zusatz: 'Abteilung Netze',
      strasse: 'Ferdinand-Weiß-Straße 40',
      plz: '79106',
      ort: 'Freiburg im Breisgau',
    },
  },
};

/** The model's messages at the fields, once each is left: the name emptied, a PLZ of four digits. */
export const Errors: Story = {
  name: 'Eingabefehler',
  args: { initial: { ...EMPTY, name: 'Forstbetrieb Grafenhausen' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Name' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'PLZ' }), '1737');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Bitte geben Sie den Namen des Kunden ein.',
    );
    await expect(canvas.getByRole('textbox', { name: 'PLZ' })).toHaveAccessibleDescription(
      'Die Postleitzahl hat fünf Ziffern, z. B. 01737.',
    );
  },
};

const LONG: Address = {
  name: 'Forstbetriebsgemeinschaft Hochschwarzwald-Südost Grafenhausen-Rothaus und Umgebung e. V.',
  name_zusatz: 'Geschäftsstelle Waldbesitzerberatung',
  strasse: 'Oberdorfstraße 112, Hinterhaus, 2. Obergeschoss',
  plz: '79865',
  ort: 'Grafenhausen-Rothaus im Schwarzwald',
};

export const LongGermanText: Story = {
  name: 'Langer deutscher Text',
  args: { initial: LONG },
};

export const Narrow: Story = {
  name: 'Schmal',
  args: { initial: LONG },
  decorators: [narrowDecorator],
};

const Form = styled.form`
  display: grid;
  gap: ${space[4]};
  max-width: 36rem;
`;
