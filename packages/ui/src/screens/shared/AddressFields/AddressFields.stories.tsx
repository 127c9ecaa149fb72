import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
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

interface HarnessProps {
  initial: Address;
  withNameAddition: boolean;
  /** Shows the model's messages at once, as after a refused submit. */
  showErrors?: boolean;
}

/** The group in a form of its own, with the model's rules for a client's address. */
function Harness({ initial, withNameAddition, showErrors = false }: HarnessProps) {
  const form = useForm<Address>({
    initialValues: initial,
    validate: (values) =>
      validateClientDetailsForm({ ...values, ap_gender: '', ap_vorname: '', ap_nachname: '', ap_tel: '' }),
    onSubmit: () => undefined,
  });
  const { handleSubmit } = form;
  useEffect(() => {
    if (showErrors) void handleSubmit();
    // Once, on the first render: the story shows the messages a refused submit leaves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Form noValidate aria-label="Anschrift">
      <AddressFields field={form.field} nameAddition={withNameAddition ? form.field('name_zusatz') : undefined} />
    </Form>
  );
}

const meta = {
  title: 'Screens/Gemeinsam/Name und Anschrift (AddressFields)',
  component: Harness,
  args: { initial: EMPTY, withNameAddition: true },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, as "Kunde anlegen" opens; only the name is required. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAttribute(
      'maxlength',
      String(TEXT_LIMITS['kunde.name']),
    );
    await expect(canvas.getByRole('textbox', { name: 'Namenszusatz' })).toHaveAttribute(
      'maxlength',
      String(TEXT_LIMITS['kunde.name_zusatz']),
    );
    await expect(canvas.getByRole('textbox', { name: 'Straße und Hausnummer' })).toHaveAttribute(
      'maxlength',
      String(TEXT_LIMITS['kunde.strasse']),
    );
    await expect(canvas.getByRole('textbox', { name: 'PLZ' })).toHaveAttribute(
      'maxlength',
      String(TEXT_LIMITS['kunde.plz']),
    );
    await expect(canvas.getByRole('textbox', { name: 'Ort' })).toHaveAttribute(
      'maxlength',
      String(TEXT_LIMITS['kunde.ort']),
    );
  },
};

/** Without a name addition, as the dialog that creates a client asks. */
export const WithoutNameAddition: Story = {
  args: { withNameAddition: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('textbox', { name: 'Namenszusatz' })).toBeNull();
  },
};

export const Filled: Story = {
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

/** The model's messages at the fields: the name is missing, the PLZ has four digits. */
export const Errors: Story = {
  args: { initial: { ...EMPTY, plz: '1737' }, showErrors: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Bitte geben Sie den Namen des Kunden ein.')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'PLZ' })).toHaveAccessibleDescription(
      'Die Postleitzahl hat fünf Ziffern, z. B. 01737.',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Forstbetrieb Grafenhausen');
    await expect(canvas.queryByText('Bitte geben Sie den Namen des Kunden ein.')).toBeNull();
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
  args: { initial: LONG },
};

export const Narrow: Story = {
  args: { initial: LONG, showErrors: true },
  decorators: [narrowDecorator],
};

const Form = styled.form`
  display: grid;
  gap: ${space[4]};
  max-width: 36rem;
`;
