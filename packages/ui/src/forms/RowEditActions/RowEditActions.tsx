import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../primitives/Button';
import { space } from '../../theme';

/**
 * The keys of a row edited in place (useRows): Enter saves, Escape puts the row back as it
 * was. Enter in a multi-line field stays a new line there. Escape stops at the row, so a
 * dialog or drawer around the table stays open.
 */
export function rowEditKeys(onSubmit: () => void, onCancel: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    } else if (event.key === 'Enter' && !(event.target instanceof HTMLTextAreaElement)) {
      event.preventDefault();
      onSubmit();
    }
  };
}

export interface RowEditActionsProps {
  /** The row's save is under way: "Übernehmen" spins, "Abbrechen" waits. */
  isSaving: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}

/** "Übernehmen" and "Abbrechen" of a row edited in place, as every editable table shows them. */
export function RowEditActions({ isSaving, onSubmit, onCancel }: RowEditActionsProps) {
  return (
    <Actions>
      <Button size="sm" variant="primary" icon="check" isLoading={isSaving} onClick={onSubmit}>
        Übernehmen
      </Button>
      <Button size="sm" disabled={isSaving} onClick={onCancel}>
        Abbrechen
      </Button>
    </Actions>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[1]};
`;
