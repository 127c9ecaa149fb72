import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DemoSignIn, type DemoUser } from './DemoSignIn';

const users: DemoUser[] = [
  {
    email: 'neu@waldmonitor.example',
    name: 'Nora Neumann',
    roleLabel: 'Neuer Nutzer',
    description: 'Konto wartet auf Freischaltung.',
  },
  {
    email: 'buerger@waldmonitor.example',
    name: 'Bernd Bürger',
    roleLabel: 'Standard-Nutzer',
    description: 'Meldet Käfer und sieht veröffentlichte Funde.',
  },
  {
    email: 'experte@waldmonitor.example',
    name: 'Eva Experte',
    roleLabel: 'Experte',
    description: 'Experte, prüft und veröffentlicht Meldungen und georeferenziert Karten',
  },
  {
    email: 'admin@waldmonitor.example',
    name: 'Anton Admin',
    roleLabel: 'Administrator',
    description: 'Administratorin, führt das Backoffice, verwaltet und löscht Karten',
  },
  {
    email: 'anfrage@waldmonitor.example',
    name: 'Anja Anfrage',
    roleLabel: 'Expertenanfrage offen',
    description: 'Hat den Expertenstatus beantragt.',
  },
  {
    email: 'defekt@waldmonitor.example',
    name: 'Dieter Defekt',
    roleLabel: 'Nutzerdaten fehlerhaft',
    description: 'Seine Nutzerdaten lassen sich nicht laden.',
  },
];

const meta = {
  title: 'Screens/Anmeldung/Demo-Anmeldung (DemoSignIn)',
  component: DemoSignIn,
  parameters: { layout: 'fullscreen' },
  args: { users, onSignIn: fn() },
} satisfies Meta<typeof DemoSignIn>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // The roles' descriptions say who georeferences and who deletes maps.
    await expect(canvas.getByRole('button', { name: /^Experte Eva/ })).toHaveTextContent('georeferenziert Karten');
    await expect(canvas.getByRole('button', { name: /Administrator/ })).toHaveTextContent('löscht Karten');
    await userEvent.click(canvas.getByRole('button', { name: /Administrator/ }));
    await expect(args.onSignIn).toHaveBeenCalledWith('admin@waldmonitor.example');
  },
};

export const WithEmail: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Anmelden' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Bitte eine E-Mail-Adresse eingeben.');
    await expect(args.onSignIn).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('E-Mail-Adresse'), '  experte@waldmonitor.example ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSignIn).toHaveBeenCalledWith('  experte@waldmonitor.example ');
  },
};

/** With the template part switched on (`templateDemo: true`), a link leads to its own sign-in. */
export const WithTemplateLink: Story = {
  args: { templateLoginPath: '/template/login' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /Demo der Admin-Vorlage/ })).toHaveAttribute(
      'href',
      '/template/login',
    );
  },
};

export const AfterFailedVerification: Story = {
  args: { error: 'Verification failed, please Login again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Verification failed, please Login again.',
    );
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'phone' } },
};

/** The demo's data back to the seed: the button is busy while the reset runs. */
export const ResetDemo: Story = {
  args: { onResetDemo: fn(async () => undefined) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/bleiben in diesem Browser gespeichert/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Demo zurücksetzen' }));
    await expect(args.onResetDemo).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

/** After the reset the page says so. */
export const DemoReset: Story = {
  args: { onResetDemo: fn(async () => undefined), isReset: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Die Demo-Daten sind wieder auf dem Anfangsstand.',
    );
  },
};

/**
 * After the click on a card, until the landing page is there (in the demo its data may still be
 * starting): the card turns busy with a spinner, the page says whom it signs in, and no other
 * card signs in meanwhile.
 */
export const SigningIn: Story = {
  args: { signingIn: 'admin@waldmonitor.example' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Anmeldung als Administrator …');
    await expect(canvas.getByRole('button', { name: /Administrator/ })).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(canvas.getByRole('button', { name: /^Experte Eva/ }));
    await expect(args.onSignIn).not.toHaveBeenCalled();
  },
};
