import styled from 'styled-components';
import { Button } from '../../../primitives/Button';
import { Icon } from '../../../primitives/Icon';
import { Spinner } from '../../../primitives/Spinner';
import { color } from '../../../theme';
import { MessagePanel, SignInScreen } from '../signInFrame';

/**
 * Where the demo's data are used: in another tab since this one opened (`elsewhere`), handed
 * to another tab that asked for them (`givenAway`), or still by this tab's page before its
 * reload, which is finishing a save (`finishing`: nothing to choose, it goes on by itself).
 */
export type DemoTabState = 'elsewhere' | 'givenAway' | 'finishing';

export interface DemoInOtherTabProps {
  state: DemoTabState;
  /** "Hier verwenden": the other tab lets go of the data and this one takes them. */
  onUseHere: () => void;
  /** Asked, the other tab not yet let go: the button stays busy (a second click sends nothing). */
  isTakingOver?: boolean;
}

const TEXT: Record<DemoTabState, { title: string; body: string; action: string | null }> = {
  elsewhere: {
    title: 'Die Demo ist bereits in einem anderen Tab geöffnet',
    body:
      'Nur ein Tab kann die Demo-Daten nutzen. Arbeiten Sie dort weiter, oder verwenden Sie die Demo hier: ' +
      'Der andere Tab schließt dann seine Daten, was er gespeichert hat, bleibt erhalten.',
    action: 'Hier verwenden',
  },
  givenAway: {
    title: 'Die Demo wird jetzt in einem anderen Tab verwendet',
    body:
      'Ein anderer Tab hat die Demo-Daten übernommen; was Sie hier gespeichert hatten, bleibt erhalten. ' +
      'Um hier weiterzuarbeiten, holen Sie die Demo zurück.',
    action: 'Hier wieder verwenden',
  },
  finishing: {
    title: 'Die Demo-Daten werden übernommen',
    body:
      'Die Seite vor dem Neuladen speichert noch ihre letzte Änderung. Sobald sie damit fertig ist, ' +
      'geht es hier mit allen gespeicherten Daten weiter, meist nach wenigen Sekunden.',
    action: null,
  },
};

/**
 * The demo's whole page while another tab of this browser holds its data: the demo keeps its
 * database in the browser, and two tabs writing it would overwrite each other.
 */
export function DemoInOtherTab({ state, onUseHere, isTakingOver = false }: DemoInOtherTabProps) {
  const text = TEXT[state];
  return (
    <SignInScreen>
      <Panel aria-labelledby="demo-other-tab-title" $iconColor={color.primary}>
        <Icon name="info" size="40px" />
        <h1 id="demo-other-tab-title">{text.title}</h1>
        <p>{text.body}</p>
        {text.action === null ? (
          <Spinner size="32px" label="Die Demo-Daten werden übernommen …" />
        ) : (
          <>
            <Button variant="primary" isLoading={isTakingOver} onClick={() => onUseHere()}>
              {text.action}
            </Button>
            <p role="status">{isTakingOver ? 'Der andere Tab gibt die Demo-Daten frei …' : ''}</p>
          </>
        )}
      </Panel>
    </SignInScreen>
  );
}

/** Long German words break rather than widen the panel; the status line takes no room while empty. */
const Panel = styled(MessagePanel)`
  overflow-wrap: anywhere;
  p[role='status']:empty {
    display: none;
  }
`;
