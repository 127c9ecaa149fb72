import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { MailFlag, MailFlags } from '../../../model/entities';
import { MailFlagList, type MailFlagListProps } from './MailFlagList';

const flags: MailFlags = {
  mail_register: false,
  mail_new: true,
  mail_rejected: true,
  mail_published: false,
  mail_expert_request: true,
  mail_expert_approved: false,
};

/** Moves the switch at once and back when the save fails, as the page does with SWR. */
function OptimisticList(props: MailFlagListProps) {
  const [current, setCurrent] = useState(props.flags);
  return (
    <MailFlagList
      {...props}
      flags={current}
      onChange={async (flag: MailFlag, value: boolean) => {
        setCurrent((before) => ({ ...before, [flag]: value }));
        const saved = await props.onChange(flag, value);
        if (saved === false) setCurrent((before) => ({ ...before, [flag]: !value }));
      }}
    />
  );
}

const meta = {
  title: 'Screens/Nutzer/Nutzer – E-Mail-Benachrichtigungen (MailFlagList)',
  component: MailFlagList,
  parameters: {
    leitfaden: {
      zweck:
        'Die E-Mail-Benachrichtigungen einer Person als Schalter, die sofort speichern; jeder sagt, wann die E-Mail kommt. Sie stehen im Profil unter „Benachrichtigungen“ (nur die zur Rolle passenden), in den Nutzerdetails und im Dialog „Mail-Einstellungen von …“ der Nutzerliste (alle sechs).',
      rollen: ['Standard-Nutzer', 'Expertenanfrage offen', 'Experte', 'Administrator'],
      spezifikation:
        'requirements §2 (Profil und Nutzerdetails: Mail-Einstellungen), §3 (Mail-Einstellungen des Nutzers), §7 (PATCH /benutzer mit den Mail-Einstellungen), mailFlags.ts',
      tun: [
        'Den Schalter sofort umlegen und zurückstellen, wenn das Speichern scheitert.',
        'Die Reihenfolge beibehalten, in der eine Person den Anlässen begegnet.',
      ],
      lassen: [
        'Keine Schaltfläche zum Speichern ergänzen: Jede Änderung gilt sofort.',
        'Die Bezeichnungen nicht allein hier ändern: Die Fehlermeldungen des Datendienstes verwenden dieselben Namen.',
      ],
    },
  },
  render: (args) => <OptimisticList {...args} />,
  args: { flags, onChange: fn(async () => true) },
} satisfies Meta<typeof MailFlagList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('switch')).toHaveLength(6);
    const published = canvas.getByRole('switch', { name: 'Veröffentlichte Meldungen' });
    await expect(published).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(published);
    await expect(published).toHaveAttribute('aria-checked', 'true');
    await expect(args.onChange).toHaveBeenCalledWith('mail_published', true);
  },
};

export const SavingFailsRollsBack: Story = {
  name: 'Speichern scheitert, Schalter zurück',
  args: { onChange: fn(() => new Promise((resolve) => setTimeout(() => resolve(false), 200))) },
  play: async ({ canvasElement }) => {
    const register = within(canvasElement).getByRole('switch', { name: 'Registrierung' });
    await userEvent.click(register);
    await expect(register).toHaveAttribute('aria-checked', 'true');
    await expect(register).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(register).toHaveAttribute('aria-checked', 'false'));
  },
};

export const CitizenFlags: Story = {
  name: 'Schalter eines Standard-Nutzers',
  args: { shown: ['mail_rejected', 'mail_published', 'mail_expert_approved'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('switch')).toHaveLength(3);
    await expect(canvas.queryByRole('switch', { name: 'Registrierung' })).toBeNull();
  },
};

export const Disabled: Story = {
  name: 'Deaktiviert',
  args: { isDisabled: true },
};

export const NarrowWidth: Story = {
  name: 'Schmal',
  globals: { viewport: { value: 'phone' } },
};
