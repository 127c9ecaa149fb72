import { useState } from 'react';
import type { BenutzerRow, MailFlag, MailFlags } from '../../../model/entities';
import { Dialog } from '../../../primitives/Dialog';
import { MailFlagList } from '../MailFlagList';
import { ALL_MAIL_FLAGS } from '../mailFlags';
import { displayName } from '../userDisplay';

export interface MailFlagsDialogProps {
  user: BenutzerRow;
  onClose: () => void;
  /** Saves one flag at once; resolves whether it was saved (a refusal is already shown to the person). */
  onChange: (flag: MailFlag, value: boolean) => Promise<boolean>;
}

const flagsOf = (user: BenutzerRow): MailFlags =>
  Object.fromEntries(ALL_MAIL_FLAGS.map((flag) => [flag, user[flag]])) as unknown as MailFlags;

/**
 * The six mail flags of one user (requirements §3), changed by an administrator from the
 * user list: a switch moves at once and saves; a refused change moves back.
 */
export function MailFlagsDialog({ user, onClose, onChange }: MailFlagsDialogProps) {
  const [flags, setFlags] = useState<MailFlags>(() => flagsOf(user));
  const change = async (flag: MailFlag, value: boolean) => {
    setFlags((current) => ({ ...current, [flag]: value }));
    const saved = await onChange(flag, value);
    if (!saved) setFlags((current) => ({ ...current, [flag]: !value }));
  };
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Mail-Einstellungen von ${displayName(user)}`}
      description="Jede Änderung wird sofort gespeichert."
    >
      <MailFlagList flags={flags} onChange={change} />
    </Dialog>
  );
}
