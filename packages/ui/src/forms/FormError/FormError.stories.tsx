import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TYPED_INPUT, describeServiceError } from '../../model/contract/errors';
import { FormError } from './FormError';

const meta = {
  title: 'Forms/FormError',
  component: FormError,
  args: {
    title: 'Der Nutzer wurde nicht angelegt.',
    // A form's failure: what was typed may be what conflicts.
    problem: describeServiceError(
      {
        status: 409,
        code: '23505',
        message: 'duplicate key value violates unique constraint "benutzer_email_key"',
        details: 'Key (email)=(buerger@waldmonitor.example) already exists.',
      },
      TYPED_INPUT,
    ),
  },
} satisfies Meta<typeof FormError>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The inline presentation of a failed save (forms; actions without a form get the write hook's
 * message instead, `Primitives/Message › ActionFailedWithReload`): at the form, the sentence of
 * what did not happen and what to do, the service's text apart.
 */
export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(
      'Der Nutzer wurde nicht angelegt. Ein Eintrag mit diesem Wert existiert bereits. Bitte geben Sie einen anderen Wert ein.',
    );
    await expect(alert).toHaveTextContent(
      'Meldung des Dienstes: duplicate key value violates unique constraint "benutzer_email_key"',
    );
  },
};

export const Network: Story = {
  name: 'Netzwerkfehler',
  args: {
    title: 'Ihr Profil wurde nicht gespeichert.',
    problem: describeServiceError(new TypeError('Failed to fetch')),
  },
};

export const WithoutDetails: Story = {
  name: 'Ohne Meldung des Dienstes',
  args: { problem: describeServiceError(undefined) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).not.toHaveTextContent('Meldung des Dienstes');
  },
};

export const Nothing: Story = {
  name: 'Kein Fehler',
  args: { problem: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};
