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
  parameters: {
    layout: 'fullscreen',
    leitfaden: {
      zweck:
        'Anmeldeseite der Demo ohne Identitätsdienst: Man wählt einen Demo-Nutzer je Rolle oder gibt eine E-Mail-Adresse aus dem Demo-Datenbestand ein. Alle sehen sie vor der Anmeldung; „Demo zurücksetzen“ stellt den Anfangsstand der Daten wieder her.',
      rollen: ['Neuer Nutzer', 'Standard-Nutzer', 'Expertenanfrage offen', 'Experte', 'Administrator'],
      spezifikation:
        'requirements §1 und §4 (Anmeldung beim Laden, Sitzung), §5 (Nutzername wird getrimmt); Demo-Ersatz für den Identitätsdienst, DemoLogin.tsx',
      tun: [
        'Je Rolle einen Demo-Nutzer zeigen, mit einem Satz dazu, was man als diese Person sieht.',
        'Den Fehler, der zurück zur Anmeldung geführt hat, oben als Meldung zeigen.',
        'Während der gewählte Nutzer angemeldet wird, an seiner Karte sagen, dass Seite und Daten laden.',
      ],
      lassen: [
        'Das Eingabefeld nicht als E-Mail-Feld des Browsers auszeichnen: Der Browser entfernte sonst Leerzeichen selbst, bevor die Regel aus §5 greift.',
        'Während eine Anmeldung läuft, keine zweite zulassen.',
      ],
    },
  },
  args: { users, onSignIn: fn() },
} satisfies Meta<typeof DemoSignIn>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Standard',
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
  name: 'Anmeldung mit E-Mail-Adresse',
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
  name: 'Mit Link zur Admin-Vorlage',
  args: { templateLoginPath: '/template/login' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /Demo der Admin-Vorlage/ })).toHaveAttribute(
      'href',
      '/template/login',
    );
  },
};

export const AfterFailedVerification: Story = {
  name: 'Nach gescheiterter Verifizierung',
  args: { error: 'Verification failed, please Login again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Verification failed, please Login again.',
    );
  },
};

export const NarrowWidth: Story = {
  name: 'Schmal',
  globals: { viewport: { value: 'phone' } },
};

/** The demo's data back to the seed: the button is busy while the reset runs. */
export const ResetDemo: Story = {
  name: 'Demo zurücksetzen',
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
  name: 'Demo zurückgesetzt',
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
  name: 'Anmeldung läuft',
  args: { signingIn: 'admin@waldmonitor.example' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Anmeldung als Administrator …');
    await expect(canvas.getByRole('button', { name: /Administrator/ })).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(canvas.getByRole('button', { name: /^Experte Eva/ }));
    await expect(args.onSignIn).not.toHaveBeenCalled();
  },
};
