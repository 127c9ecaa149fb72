import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { expertErik, pendingAndreas } from '../storyData';
import { tabTo } from '../storyKeyboard';
import { APPROVE } from './roleChanges';
import { usersStoryMeta } from './usersStory';

/** The users list's actions: the mails a user gets, expert requests and role changes. */
const meta = {
  ...usersStoryMeta,
  title: 'Screens/Nutzer/Nutzerliste: Rollen und Mails (UsersScreen)',
  parameters: {
    leitfaden: {
      zweck:
        'Die Aktionen der Nutzerverwaltung: E-Mail-Benachrichtigungen eines Nutzers aus der Liste ändern, Expertenanfragen annehmen (wird Experte) oder ablehnen (bleibt Standard-Nutzer) und Rollen über das Menü einer Zeile zuweisen; Entscheidungen und Rollenwechsel nach Bestätigung.',
      rollen: ['Administrator'],
      spezifikation:
        'requirements §2 (Nutzer: annehmen → ogf_expert, ablehnen → ogf_citizens), §6, §7 (a_change_app_status, PATCH /benutzer mit den Mail-Einstellungen), roleChanges.ts',
      tun: [
        'Vor jedem Rollenwechsel sagen, was er bewirkt, etwa dass Administratoren alle Daten sehen und ändern.',
        'Die ganze Entscheidung mit der Tastatur ermöglichen: Tabulatortaste bis zur Schaltfläche, Eingabetaste, Bestätigung mit der Eingabetaste.',
        'Die E-Mail-Einstellungen in der Zeile als Zahl zeigen („3 von 6“); die Namen stehen im Titel der Zelle.',
      ],
      lassen: [
        'Der angemeldeten Person keinen Wechsel der eigenen Rolle anbieten: Sie würde sich aus der Seite aussperren.',
        '„Expertenanfrage offen“ nicht als zuweisbare Rolle anbieten: Die Anfrage stellt die Person selbst im Profil.',
        'Bei einem abgelehnten Wechsel die Bestätigung mit dem Grund offen lassen.',
      ],
    },
  },
} satisfies Meta<typeof usersStoryMeta.render>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pending request's row, as the requests list reads it (with the mail flags). */
const andreas = expect.objectContaining({ user_id: pendingAndreas.user_id, email: pendingAndreas.email });

/** An administrator changes a user's mails from the list: the switch moves at once and saves. */
export const ChangeMailFlags: Story = {
  name: 'Mail-Einstellungen ändern',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mail-Einstellungen von Erik Eichhorn ändern' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mail-Einstellungen von Erik Eichhorn' });
    const flag = within(dialog).getByRole('switch', { name: /Neue Meldungen/ });
    await expect(flag).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(flag);
    await expect(flag).toHaveAttribute('aria-checked', 'true');
    await expect(args.onMailFlagChange).toHaveBeenCalledWith(
      expect.objectContaining({ user_id: expertErik.user_id }),
      'mail_new',
      true,
    );
    // The button inside the row does not also open the user.
    await expect(args.onOpenUser).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/**
 * At 800 px the users table fits its box, row actions included, and each user is one line: the
 * mails read as a count ("3 von 6", "alle", "keine") with the
 * names in the cell's title and for screen readers; the six names side by side made a row seven
 * lines tall.
 */
export const MailsOnOneLineSmallWindow: Story = {
  name: 'Mails einzeilig, kleines Fenster',
  globals: { viewport: { value: 'small' } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Alle Nutzer' });
    const region = within(canvasElement).getByRole('region', { name: 'Alle Nutzer' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth + 1);
    const rows = within(table).getAllByRole('row').slice(1);
    const mailCells = rows.map((row) => within(row).getAllByRole('cell')[5]!);
    for (const cell of mailCells) {
      await expect(cell.textContent).toMatch(/^(keine|alle|[1-5] von 6)/);
    }
    const erik = rows.find((row) => within(row).queryByText(/Eichhorn/))!;
    await expect(within(erik).getByTitle(/Veröffentlichte Meldungen/)).toBeInTheDocument();
    const lineHeight = parseFloat(getComputedStyle(table).lineHeight);
    for (const row of rows) await expect(row.getBoundingClientRect().height).toBeLessThan(lineHeight * 3 + 24);
  },
};

/** A refused change (the caller has shown why) moves the switch back. */
export const MailFlagRefused: Story = {
  name: 'Mail-Einstellung abgelehnt',
  args: { onMailFlagChange: fn(async () => false) },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Mail-Einstellungen von Erik Eichhorn ändern' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Mail-Einstellungen von Erik Eichhorn' });
    const flag = within(dialog).getByRole('switch', { name: /Registrierung/ });
    await userEvent.click(flag);
    await waitFor(() => expect(flag).toHaveAttribute('aria-checked', 'false'));
  },
};

/** The requests' tab: each request decided in its row. */
export const ApproveRequest: Story = {
  name: 'Anfrage annehmen',
  args: { tab: 'anfragen' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Expertenanfrage von Andreas Ahrens annehmen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Expertenanfrage annehmen?' });
    await expect(dialog).toHaveTextContent('Andreas Ahrens erhält die Rolle „Experte“');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annehmen' }));
    await expect(args.onChangeRole).toHaveBeenCalledWith(andreas, APPROVE);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** The whole decision with the keyboard alone: Tab to the button, Enter, confirm with Enter. */
export const ApproveWithKeyboardOnly: Story = {
  name: 'Annehmen nur mit Tastatur',
  args: { tab: 'anfragen' },
  play: async ({ canvasElement, args }) => {
    const approve = within(canvasElement).getByRole('button', { name: 'Expertenanfrage von Andreas Ahrens annehmen' });
    await tabTo(approve);
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Expertenanfrage annehmen?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Annehmen' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onChangeRole).toHaveBeenCalledTimes(1);
    await expect(args.onChangeRole).toHaveBeenCalledWith(andreas, APPROVE);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const RejectRequest: Story = {
  name: 'Anfrage ablehnen',
  args: { tab: 'anfragen' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Expertenanfrage von Andreas Ahrens ablehnen' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Expertenanfrage ablehnen?' });
    // Rejecting is the dangerous choice: the focus starts on "Abbrechen".
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ablehnen' }));
    await expect(args.onChangeRole).toHaveBeenCalledWith(andreas, {
      kind: 'reject',
      status: 'ogf_citizens',
      label: 'Expertenanfrage ablehnen',
    });
  },
};

export const ChangeRoleFromMenu: Story = {
  name: 'Rolle über Menü ändern',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Aktionen für Erik Eichhorn' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Rolle „Administrator“ zuweisen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Rolle ändern?' });
    await expect(dialog).toHaveTextContent('Erik Eichhorn erhält die Rolle „Administrator“ statt „Experte“.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rolle ändern' }));
    await expect(args.onChangeRole).toHaveBeenCalledWith(expect.objectContaining({ user_id: expertErik.user_id }), {
      kind: 'assign',
      status: 'ogf_admin',
      label: 'Rolle „Administrator“ zuweisen',
    });
    // Choosing from the menu inside the row does not also open the user.
    await expect(args.onOpenUser).not.toHaveBeenCalled();
  },
};

export const ChangeRoleFails: Story = {
  name: 'Rollenwechsel scheitert',
  args: {
    tab: 'anfragen',
    onChangeRole: fn(async () => {
      throw new Error('permission denied for function a_change_app_status');
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Expertenanfrage von Andreas Ahrens annehmen' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Expertenanfrage annehmen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annehmen' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'permission denied for function a_change_app_status',
    );
  },
};

export const OwnRoleLocked: Story = {
  name: 'Eigene Rolle gesperrt',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Aktionen für Anja Albrecht' }));
    await expect(await screen.findByRole('menuitem', { name: 'Eigene Rolle nicht änderbar' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(screen.queryByRole('menuitem', { name: /zuweisen/ })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};
