import { useState } from 'react';
import { ACTION_CONFLICTS } from '../../../model/contract/errors';
import { Button } from '../../../primitives/Button';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';

export interface ClientStatusActionProps {
  clientName: string;
  /** Whether the client is active now (a_get_client_details `aktiv`). */
  aktiv: boolean;
  /** a_set_client_active with the new state; a rejection is shown in the dialog, which stays open. */
  onActiveChange: (aktiv: boolean) => Promise<unknown>;
}

/**
 * "Kunde deaktivieren" or "Kunde wieder aktivieren" beside the client's title, each asked first:
 * the dialog says what changes (the choices for new work) and what stays (documents, maps, users).
 * Both can be undone, so the confirm button is not the red one.
 */
export function ClientStatusAction({ clientName, aktiv, onActiveChange }: ClientStatusActionProps) {
  const [isOpen, setOpen] = useState(false);
  const label = aktiv ? 'Kunde deaktivieren' : 'Kunde wieder aktivieren';
  return (
    <>
      <Button onClick={() => setOpen(true)}>{label}</Button>
      <ConfirmDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        title={aktiv ? `„${clientName}“ deaktivieren?` : `„${clientName}“ wieder aktivieren?`}
        message={
          aktiv
            ? 'Der Kunde wird für neue Angebote, Rechnungen, Karten und Nutzer nicht mehr zur Auswahl angeboten. Seine Angebote, Rechnungen, Karten und Nutzer bleiben erhalten und lesbar; Sie können ihn jederzeit wieder aktivieren.'
            : 'Der Kunde wird für neue Angebote, Rechnungen, Karten und Nutzer wieder zur Auswahl angeboten.'
        }
        confirmLabel={label}
        onConfirm={() => onActiveChange(!aktiv)}
        conflict={ACTION_CONFLICTS.changeStatus(`Der Kunde „${clientName}“`)}
        failed={aktiv ? 'Der Kunde wurde nicht deaktiviert.' : 'Der Kunde wurde nicht wieder aktiviert.'}
      />
    </>
  );
}
