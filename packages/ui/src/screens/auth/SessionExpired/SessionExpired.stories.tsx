import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { heldPromise } from '../../../testing/heldPromise';
import { SessionExpired } from './SessionExpired';

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
  parameters: { layout: 'fullscreen' },
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

const dialog = () => screen.findByRole('alertdialog', { name: 'Sitzung abgelaufen' });

/** Says what happened and what comes next; "Erneut anmelden" starts the sign-in; Escape does not close it. */
export const Default: Story = {
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
  args: { isRedirecting: true },
  play: async () => {
    const button = within(await dialog()).getByRole('button', { name: 'Erneut anmelden' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** Error: the sign-in could not be started; the dialog says why and the button tries again. */
export const Error: Story = {
  args: { error: 'Der Anmeldedienst antwortet nicht. Bitte versuchen Sie es in einigen Minuten erneut.' },
  play: async ({ args }) => {
    const shown = await dialog();
    await expect(within(shown).getByRole('alert')).toHaveTextContent('Der Anmeldedienst antwortet nicht.');
    await userEvent.click(within(shown).getByRole('button', { name: 'Erneut anmelden' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
  },
};

export const LongGermanText: Story = {
  args: {
    error:
      'Die Weiterleitung zum Anmeldedienst der Nordwestdeutschen Forstlichen Versuchsanstalt konnte nicht vorbereitet werden (Zeitüberschreitung beim Abruf von https://anmeldung.waldmonitor.example.org/realms/waldmonitor/.well-known/openid-configuration).',
  },
};

export const Closed: Story = {
  args: { isOpen: false },
  play: async () => {
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};

export const Narrow: Story = { globals: { viewport: { value: 'phone' } } };

export const Tablet: Story = { globals: { viewport: { value: 'tablet' } } };

export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };

export const Dark: Story = { globals: { colorMode: 'dark' } };
