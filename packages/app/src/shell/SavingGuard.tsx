import { useSyncExternalStore } from 'react';
import { writesInFlight } from '../api/writesInFlight';
import { UnsavedChangesGuard } from '../forms/UnsavedChangesGuard';

const isSaving = () => writesInFlight.get() > 0;

/**
 * While a write is under way, leaving asks first, as a changed form does: a reload or a closed
 * tab gets the browser's question, a navigation in the app ours. Gone with the write's answer.
 */
export function SavingGuard() {
  const saving = useSyncExternalStore(writesInFlight.subscribe, isSaving);
  return (
    <UnsavedChangesGuard
      isDirty={saving}
      message="Eine Änderung wird gerade gespeichert. Wenn Sie die Seite jetzt verlassen, erfahren Sie nicht, ob sie gespeichert wurde."
    />
  );
}
