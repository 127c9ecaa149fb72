import { useId, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { FormError } from '../../../forms/FormError';
import type { ServiceProblem } from '../../../model/contract/errors';
import { Button } from '../../../primitives/Button';
import { Icon } from '../../../primitives/Icon';
import { IconButton } from '../../../primitives/IconButton';
import { color, controlHeight, fontSize, radii, space, transitions, visuallyHidden } from '../../../theme';
import { useDelayedFlag } from '../../../hooks/useDelayedFlag';
import { BUSY_NOTICE_MS } from './FitSummary';

export type SaveState =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'saved' }
  /** The one error mapping's reading of what the save rejected with. */
  | { status: 'failed'; problem: ServiceProblem };

export interface EditorToolbarProps {
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onImport: (file: File) => void;
  onExport: () => void;
  /** Resolves when saved; the toolbar stays busy meanwhile. */
  onSave: () => Promise<unknown>;
  /** Why saving is not possible now, the computation aside; `null` when it is. */
  saveBlocker: string | null;
  /** A newer fit is being computed: saving waits for it. */
  isComputing?: boolean;
  isDirty: boolean;
  save: SaveState;
  /** The unsaved points are kept as a local draft too (the failure says so). */
  keepsDraft?: boolean;
}

/** Undo and redo, `.points` import and export, and Save with its state. */
export function EditorToolbar(props: EditorToolbarProps) {
  const { canUndo, canRedo, onUndo, onRedo, onImport, onExport, onSave, saveBlocker, isDirty, save, keepsDraft } =
    props;
  const { isComputing = false } = props;
  const blockerId = useId();
  // The computation's reason only for a wait a person notices (BUSY_NOTICE_MS): its line below
  // the buttons, coming and going with every move of a dragged spline point, shifted the panes
  // (and the page's scroll with them) twenty times a second.
  const showsComputing = useDelayedFlag(isComputing, BUSY_NOTICE_MS);
  const blocker = isComputing
    ? showsComputing
      ? 'Speichern, sobald die Transformation neu berechnet ist.'
      : null
    : saveBlocker;
  const pickFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be picked again after changes.
    event.target.value = '';
    if (file) onImport(file);
  };
  return (
    <Bar role="toolbar" aria-label="Georeferenzierung">
      <Group>
        <IconButton icon="undo" label="Rückgängig (Strg+Z)" disabled={!canUndo} onClick={onUndo} />
        <IconButton icon="redo" label="Wiederholen (Strg+Umschalt+Z)" disabled={!canRedo} onClick={onRedo} />
      </Group>
      <Group>
        <FileButton>
          <Icon name="upload" />
          .points importieren
          <input type="file" accept=".points,.txt,text/plain" onChange={pickFile} />
        </FileButton>
        <Button variant="secondary" icon="download" onClick={onExport}>
          .points exportieren
        </Button>
      </Group>
      <SaveGroup>
        <SaveStatus role="status">
          {save.status === 'saving'
            ? 'Wird gespeichert …'
            : save.status === 'saved' && !isDirty
              ? 'Gespeichert'
              : isDirty
                ? 'Ungespeicherte Änderungen'
                : ''}
        </SaveStatus>
        <Button
          variant="primary"
          icon="save"
          disabled={isComputing || saveBlocker !== null}
          aria-describedby={blocker !== null ? blockerId : undefined}
          isLoading={save.status === 'saving'}
          onClick={onSave}
        >
          Georeferenzierung speichern
        </Button>
      </SaveGroup>
      {blocker !== null ? <Blocker id={blockerId}>{blocker}</Blocker> : null}
      {save.status === 'failed' ? (
        <Failure
          title={`Die Georeferenzierung wurde nicht gespeichert; die Passpunkte, der Typ und das Skript bleiben hier erhalten${keepsDraft ? ', bis sie gespeichert sind, auch als Entwurf in diesem Browser' : ''}.`}
          problem={save.problem}
        />
      ) : null}
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]} ${space[4]};
`;

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
`;

const SaveGroup = styled(Group)`
  align-items: center;
  margin-left: auto;
`;

const SaveStatus = styled.span`
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
`;

/** The file input inside its label: the label is the button and the input's name. */
const FileButton = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  height: ${controlHeight.md};
  padding: 0 ${space[3]};
  border: 1px solid ${color.borderStrong};
  border-radius: ${radii.md};
  background: ${color.surface};
  color: ${color.text};
  font-size: ${fontSize.md};
  cursor: pointer;
  transition: background ${transitions.fast};
  &:hover {
    background: ${color.surfaceMuted};
  }
  &:focus-within {
    outline: 3px solid ${color.focus};
    outline-offset: 1px;
  }
  input {
    ${visuallyHidden}
  }
`;

const Blocker = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
  text-align: right;
`;

const Failure = styled(FormError)`
  flex-basis: 100%;
`;
