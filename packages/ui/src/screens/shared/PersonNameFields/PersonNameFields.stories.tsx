import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, userEvent, within } from 'storybook/test';
import { useForm } from '../../../forms/useForm';
import { validateProfileForm, type ProfileFormValues } from '../../../model/validation/profileForm';
import { TEXT_LIMITS } from '../../../model/validation/textLimits';
import { narrowDecorator } from '../../../testing/narrowDecorator';
import { space } from '../../../theme';
import { PersonNameFields, type PersonNameFieldsProps } from './PersonNameFields';

type Person = Omit<ProfileFormValues, 'berufsgruppe'>;

const EMPTY: Person = { first_name: '', last_name: '', phone: '' };

/** The group in a form of its own, with the model's rules for a person's name and phone. */
function Harness({ initial, whose }: { initial: Person; whose: PersonNameFieldsProps['whose'] }) {
  const form = useForm<Person>({
    initialValues: initial,
    validate: (values) => validateProfileForm({ ...values, berufsgruppe: '' }),
    onSubmit: () => undefined,
  });
  return (
    <Form noValidate aria-label="Person">
      <PersonNameFields
        whose={whose}
        first={form.field('first_name')}
        last={form.field('last_name')}
        phone={form.field('phone')}
      />
    </Form>
  );
}

const meta = {
  title: 'Screens/Gemeinsam/Name und Telefon (PersonNameFields)',
  component: Harness,
  parameters: {
    leitfaden: {
      zweck:
        'Feldgruppe für Vorname, Nachname und Telefon einer Person, begrenzt wie im Datendienst. Sie steht im Profil für die eigenen Daten, die der Browser ausfüllen darf, und im Backoffice in den Stammdaten eines Kunden für dessen Ansprechpartner.',
      rollen: ['Standard-Nutzer', 'Expertenanfrage offen', 'Experte', 'Administrator'],
      spezifikation:
        'requirements §2 (Profil: eigene Daten; Backoffice › Kunden: Stammdaten), §5 (Meldungen am Feld), §7 (a_update_user, a_update_client_details), textLimits.ts',
      tun: [
        'Für die eigenen Daten die Variante mit automatischem Ausfüllen und Beispiel zum Telefon wählen, für Ansprechpartner die ohne.',
        'Meldungen des Modells zeigen, sobald ein Feld verlassen wird, etwa wenn eine Telefonnummer keine Ziffern enthält.',
      ],
      lassen: [
        'Bei fremden Personen nicht die eigenen gespeicherten Daten des Browsers vorschlagen lassen.',
        'Kein eigenes Raster um die Felder legen: Das Formular ringsum ordnet sie an.',
      ],
    },
  },
  args: { initial: EMPTY, whose: 'own' },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One's own data (the profile): the browser may fill it in, limits of benutzer.*. */
export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('textbox', { name: 'Vorname' });
    await expect(first).toHaveAttribute('autocomplete', 'given-name');
    await expect(first).toHaveAttribute('maxlength', String(TEXT_LIMITS['benutzer.first_name']));
    await expect(canvas.getByRole('textbox', { name: 'Telefon' })).toHaveAttribute(
      'maxlength',
      String(TEXT_LIMITS['benutzer.phone']),
    );
  },
};

/** A client's Ansprechpartner: someone else's data, so the browser does not fill in one's own. */
export const Contact: Story = {
  name: 'Ansprechpartner',
  args: { whose: 'contact', initial: { first_name: 'Sabine', last_name: 'Köhler', phone: '0761 2799-0' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const last = canvas.getByRole('textbox', { name: 'Nachname' });
    await expect(last).toHaveAttribute('autocomplete', 'off');
    await expect(last).toHaveAttribute('maxlength', String(TEXT_LIMITS['kunde.ap_nachname']));
  },
};

/** The model's message at a field once it is left: a phone number needs digits. */
export const Errors: Story = {
  name: 'Eingabefehler',
  args: { initial: { first_name: 'Sabine', last_name: 'Köhler', phone: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByRole('textbox', { name: 'Telefon' });
    await userEvent.type(phone, 'bitte anrufen');
    await userEvent.tab();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
  },
};

const LONG: Person = {
  first_name: 'Maria-Magdalena Friederike',
  last_name: 'von Hohenzollern-Sigmaringen-Schwarzenberg',
  phone: '+49 7748 123456-7890',
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
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  gap: ${space[4]};
  max-width: 48rem;
`;
