import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { loadedQuery } from '../../../model/queryState';
import { admin, expertErik, longTextUser, pendingAndreas, storyBenutzer } from '../../users/storyData';
import { profileStoryMeta } from './profileStory';
import type { ProfileScreen } from './ProfileScreen';

/** The profile's "Experte" tab: asking for the expert status, the open request and its withdrawal. */
const meta = {
  ...profileStoryMeta,
  title: 'Screens/Profil/Profil – Expertenanfrage (ProfileScreen)',
  parameters: {
    leitfaden: {
      zweck:
        'Der Reiter „Experte“ im Profil (/profile/index?tab=experte): Er erklärt, was Experten tun, und zeigt je Rolle den nächsten Schritt: Expertenstatus beantragen, bei offener Anfrage die E-Mail zur Entscheidung und „Anfrage zurückziehen“, sonst den bestehenden Status.',
      rollen: ['Standard-Nutzer', 'Expertenanfrage offen', 'Experte', 'Administrator'],
      spezifikation:
        'requirements §1 („Experte werden“), §2 (Profil: Reiter „experte“, Anfrage zurückziehen), §4 (ogf_expert_query), §7 (a_change_app_status, PATCH /benutzer), ExpertTab.tsx',
      tun: [
        'Eine offene Anfrage überall „Expertenanfrage offen“ nennen und sagen, dass die Person bis zur Entscheidung als Standard-Nutzer arbeitet.',
        'Das Zurückziehen erst nach Bestätigung senden; scheitert es, bleibt die Frage mit dem Grund offen.',
      ],
      lassen: [
        'Keine E-Mail in einem Satz versprechen: Ob sie kommt, entscheidet der Schalter „E-Mail, sobald entschieden ist“.',
        'Anfragen anderer hier nicht entscheiden: Das geschieht in der Nutzerverwaltung.',
      ],
    },
  },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ExpertRequest: Story = {
  name: 'Expertenstatus beantragen',
  args: { tab: 'experte' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Was Expertinnen und Experten tun' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Expertenstatus beantragen' }));
    await expect(args.onRequestExpert).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByText('Ihre Expertenanfrage ist offen.')).toBeInTheDocument();
    await expect(canvas.getAllByText('Expertenanfrage offen').length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('button', { name: 'Expertenstatus beantragen' })).toBeNull();
  },
};

export const ExpertRequestFails: Story = {
  name: 'Beantragen scheitert',
  args: {
    tab: 'experte',
    onRequestExpert: fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Expertenstatus beantragen' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Die Anfrage wurde nicht gesendet. Der Datendienst ist nicht erreichbar. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
    );
    await expect(alert).toHaveTextContent('Meldung des Dienstes: Failed to fetch');
    await expect(canvas.getByRole('button', { name: 'Expertenstatus beantragen' })).toBeInTheDocument();
  },
};

/**
 * An open request: the notice says so, offers the mail once it is decided as the person's own
 * switch (on here: the promise is the switch's, not a sentence), and the withdrawal.
 */
export const ExpertPending: Story = {
  name: 'Expertenanfrage offen',
  args: { tab: 'experte', user: loadedQuery(storyBenutzer(pendingAndreas)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = canvas.getByRole('status');
    await expect(notice).toHaveTextContent('Ihre Expertenanfrage ist offen.');
    await expect(notice).toHaveTextContent(
      'Die Administration entscheidet darüber; bis dahin arbeiten Sie als Standard-Nutzer.',
    );
    // No sentence promises a mail: the switch below says whether one comes.
    await expect(notice).not.toHaveTextContent('E-Mail');
    const mail = canvas.getByRole('switch', { name: 'E-Mail, sobald entschieden ist' });
    await expect(mail).toHaveAttribute('aria-checked', 'true');
    await expect(mail).toHaveAccessibleDescription(
      'Wenn die Administration Ihre Anfrage angenommen oder abgelehnt hat. Dieselbe Einstellung wie „Bestätigte Expertenanfragen“ unter Benachrichtigungen.',
    );
    await expect(canvas.getByRole('button', { name: 'Anfrage zurückziehen' })).toBeEnabled();
  },
};

/** The mail is off (the seed's citizens have it off): no promise of a mail; one click turns it on, saved at once. */
export const ExpertPendingMailOff: Story = {
  name: 'Anfrage offen, E-Mail aus',
  args: { tab: 'experte', user: loadedQuery(storyBenutzer(pendingAndreas, { mail_expert_approved: false })) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).not.toHaveTextContent('erhalten Sie eine E-Mail');
    const mail = canvas.getByRole('switch', { name: 'E-Mail, sobald entschieden ist' });
    await expect(mail).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(mail);
    await expect(args.onMailFlagChange).toHaveBeenCalledWith('mail_expert_approved', true);
    await expect(mail).toHaveAttribute('aria-checked', 'true');
    // The same flag on the Benachrichtigungen tab.
    await userEvent.click(canvas.getByRole('tab', { name: 'Benachrichtigungen' }));
    await expect(canvas.getByRole('switch', { name: 'Bestätigte Expertenanfragen' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

/** "Anfrage zurückziehen" asks first; confirmed, the request is withdrawn and the request button is back. */
export const WithdrawRequest: Story = {
  name: 'Anfrage zurückziehen',
  args: { tab: 'experte', user: loadedQuery(storyBenutzer(pendingAndreas)) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Anfrage zurückziehen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Expertenanfrage zurückziehen?' });
    await expect(dialog).toHaveTextContent(
      'Die Administration sieht Ihre Anfrage dann nicht mehr, und Sie bleiben Standard-Nutzer. Den Expertenstatus können Sie später erneut beantragen.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anfrage zurückziehen' }));
    await expect(args.onWithdrawExpertRequest).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(await canvas.findByRole('button', { name: 'Expertenstatus beantragen' })).toBeInTheDocument();
    await expect(canvas.queryByText('Ihre Expertenanfrage ist offen.')).toBeNull();
  },
};

/** "Anfrage behalten" closes the question and sends nothing. */
export const WithdrawCancelled: Story = {
  name: 'Zurückziehen abgebrochen',
  args: { tab: 'experte', user: loadedQuery(storyBenutzer(pendingAndreas)) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Anfrage zurückziehen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Expertenanfrage zurückziehen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anfrage behalten' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onWithdrawExpertRequest).not.toHaveBeenCalled();
    await expect(canvas.getByText('Ihre Expertenanfrage ist offen.')).toBeInTheDocument();
  },
};

/** A failed withdrawal keeps the question open with what went wrong; the request stays open. */
export const WithdrawFails: Story = {
  name: 'Zurückziehen scheitert',
  args: {
    tab: 'experte',
    user: loadedQuery(storyBenutzer(pendingAndreas)),
    onWithdrawExpertRequest: fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Anfrage zurückziehen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Expertenanfrage zurückziehen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anfrage zurückziehen' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Der Datendienst ist nicht erreichbar. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anfrage behalten' }));
    await expect(within(canvasElement).getByText('Ihre Expertenanfrage ist offen.')).toBeInTheDocument();
  },
};

/** A conflict (409) asks for no other value: the request changed meanwhile, nothing was changed. */
export const WithdrawConflict: Story = {
  name: 'Zurückziehen mit Konflikt',
  args: {
    tab: 'experte',
    user: loadedQuery(storyBenutzer(pendingAndreas)),
    onWithdrawExpertRequest: fn(async () => {
      throw { status: 409, code: '40001', message: 'could not serialize access', details: null, hint: null };
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Anfrage zurückziehen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Expertenanfrage zurückziehen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anfrage zurückziehen' }));
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Ihre Expertenanfrage wurde inzwischen anderweitig geändert; geändert wurde nichts. Bitte laden Sie die Seite neu und prüfen Sie den aktuellen Stand.',
    );
    await expect(alert).not.toHaveTextContent('einen anderen Wert');
  },
};

/** 390 px: the notice, its switch and the button fit. */
export const ExpertPendingNarrow: Story = {
  name: 'Anfrage offen, schmal',
  tags: ['visual'],
  args: {
    tab: 'experte',
    user: loadedQuery(storyBenutzer(longTextUser, { mail_expert_approved: false })),
  },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'E-Mail, sobald entschieden ist' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Anfrage zurückziehen' })).toBeVisible();
  },
};

export const ExpertAlready: Story = {
  name: 'Bereits Experte',
  args: { tab: 'experte', user: loadedQuery(storyBenutzer(expertErik)) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sie sind Experte.')).toBeInTheDocument();
  },
};

export const ExpertAsAdministrator: Story = {
  name: 'Als Administrator',
  args: { tab: 'experte', user: loadedQuery(storyBenutzer(admin)) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Als Administrator haben Sie alle Rechte eines Experten.'),
    ).toBeInTheDocument();
  },
};
