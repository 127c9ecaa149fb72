import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { heldPromise } from '../../../testing/heldPromise';
import { SessionExpired } from './SessionExpired';
import { findDialog } from '../../../testing/findDialog';

/** The page the dialog interrupts, so a reviewer sees it stays in view behind the overlay. */
function PageBehind() {
  return (
    <main>
      <h1>Rechnungen</h1>
      <p>Die Liste der Rechnungen, wie sie vor dem Ablauf der Sitzung zu sehen war.</p>
    </main>
  );
}

const meta = {
  title: 'Screens/Anmeldung/Sitzung abgelaufen (SessionExpired)',
  component: SessionExpired,
  parameters: {
    layout: 'fullscreen',
    leitfaden: {
      zweck:
        'Dialog, wenn die Sitzung beim Identitätsdienst abgelaufen ist: Die Seite bleibt sichtbar, lädt und speichert aber erst nach erneuter Anmeldung wieder. Er kann jede angemeldete Person treffen, gleich welcher Rolle; danach geht es auf derselben Seite weiter.',
      rollen: ['Neuer Nutzer', 'Standard-Nutzer', 'Expertenanfrage offen', 'Experte', 'Administrator'],
      spezifikation:
        'requirements §4 (Sitzung: Anmeldung wird gespeichert und erneuert), §9 (Erneuerung alle 60 s), SessionEndedQuestion.tsx',
      tun: [
        '„Erneut anmelden“ beschäftigt zeigen, solange die Weiterleitung läuft, damit ein Doppelklick nur eine Anmeldung startet.',
        'Lässt sich die Anmeldung nicht starten, den Grund auf Deutsch im Dialog zeigen.',
      ],
      lassen: [
        'Den Dialog nicht schließbar machen: Ohne Anmeldung ließe sich auf der Seite nichts laden oder speichern.',
        'Die Seite dahinter nicht leeren oder verlassen: Nach der Anmeldung geht es genau dort weiter.',
      ],
    },
  },
  args: { isOpen: true, onSignIn: fn() },
  render: (args) => (
    <>
      <PageBehind />
      <SessionExpired {...args} />
    </>
  ),
} satisfies Meta<typeof SessionExpired>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => findDialog('alertdialog', 'Sitzung abgelaufen');

/** Says what happened and what comes next; "Erneut anmelden" starts the sign-in; Escape does not close it. */
export const Default: Story = {
  name: 'Standard',
  play: async ({ args }) => {
    const shown = await dialog();
    await expect(shown).toHaveAccessibleDescription(
      'Ihre Anmeldung ist abgelaufen. Melden Sie sich erneut an; danach geht es auf dieser Seite weiter.',
    );
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog', { name: 'Sitzung abgelaufen' })).toHaveAttribute('data-state', 'open');
    await userEvent.click(within(shown).getByRole('button', { name: 'Erneut anmelden' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
  },
};

/** While the sign-in starts the button is busy: a double click starts it once. */
const held = heldPromise();
export const SigningInSendsOnce: Story = {
  name: 'Doppelklick meldet einmal an',
  args: { onSignIn: fn(held.start) },
  play: async ({ args }) => {
    const button = within(await dialog()).getByRole('button', { name: 'Erneut anmelden' });
    await userEvent.dblClick(button);
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    held.release();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy', 'true'));
  },
};

/** Loading: the browser is on its way to the identity service. */
export const Redirecting: Story = {
  name: 'Leitet weiter',
  args: { isRedirecting: true },
  play: async () => {
    const button = within(await dialog()).getByRole('button', { name: 'Erneut anmelden' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** Error: the sign-in could not be started; the dialog says why and the button tries again. */
export const Error: Story = {
  name: 'Fehler',
  args: { error: 'Der Anmeldedienst antwortet nicht. Bitte versuchen Sie es in einigen Minuten erneut.' },
  play: async ({ args }) => {
    const shown = await dialog();
    await expect(within(shown).getByRole('alert')).toHaveTextContent('Der Anmeldedienst antwortet nicht.');
    await userEvent.click(within(shown).getByRole('button', { name: 'Erneut anmelden' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
  },
};

export const LongGermanText: Story = {
  name: 'Langer deutscher Text',
  args: {
    error:
      'Die Weiterleitung zum Anmeldedienst der Nordwestdeutschen Forstlichen Versuchsanstalt konnte nicht vorbereitet werden (Zeitüberschreitung beim Abruf von https://anmeldung.waldmonitor.example.org/realms/waldmonitor/.well-known/openid-configuration).',
  },
};

export const Closed: Story = {
  name: 'Geschlossen',
  args: { isOpen: false },
  play: async () => {
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};

export const Narrow: Story = { name: 'Schmal', globals: { viewport: { value: 'phone' } } };

export const Tablet: Story = { name: 'Tablet-Breite', globals: { viewport: { value: 'tablet' } } };

export const Desktop: Story = { name: 'Desktop-Breite', globals: { viewport: { value: 'desktop' } } };

export const Dark: Story = { name: 'Dunkel', globals: { colorMode: 'dark' } };
