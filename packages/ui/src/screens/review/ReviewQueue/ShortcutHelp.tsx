import styled from 'styled-components';
import { TRIAGE_SHORTCUTS } from '../../../model/review';
import { Dialog } from '../../../primitives/Dialog';
import { color, fontSize, radii, space } from '../../../theme';

/** The visible help of the triage keys (`?`), from the same list the keys are read with. */
export function ShortcutHelp({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (isOpen: boolean) => void }) {
  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title="Tastenkürzel der Prüfliste" size="sm">
      <List>
        {TRIAGE_SHORTCUTS.map((shortcut) => (
          <div key={shortcut.label}>
            <dt>
              {shortcut.keys.map((key) => (key === '…' ? <span key={key}> … </span> : <kbd key={key}>{key}</kbd>))}
            </dt>
            <dd>{shortcut.label}</dd>
          </div>
        ))}
      </List>
    </Dialog>
  );
}

const List = styled.dl`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  div {
    display: grid;
    grid-template-columns: 7rem 1fr;
    gap: ${space[3]};
  }
  dt {
    display: flex;
    gap: ${space[1]};
  }
  dd {
    margin: 0;
  }
  kbd {
    min-width: 1.6em;
    padding: 0 ${space[1]};
    border: 1px solid ${color.borderStrong};
    border-radius: ${radii.sm};
    background: ${color.surfaceMuted};
    font-size: ${fontSize.sm};
    text-align: center;
  }
`;
