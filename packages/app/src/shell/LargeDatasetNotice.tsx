import { color, fontSize, radii, shadows, space, zIndex } from '@waldmonitor/ui';
import { createRoot } from 'react-dom/client';
import styled from 'styled-components';

export interface LargeDatasetNoticeProps {
  /** Parts built so far. */
  done: number;
  /** Parts in all (the generator's, then the store's tables). */
  total: number;
}

/**
 * The demo's `?daten=gross`: the data worker builds a busy year's data, which takes seconds;
 * the page stays usable meanwhile, and this says why the first list waits.
 */
export function LargeDatasetNotice({ done, total }: LargeDatasetNoticeProps) {
  return (
    <Box role="status" aria-label="Großer Demo-Datenbestand">
      <strong>Großer Demo-Datenbestand wird erzeugt …</strong>
      <span>
        Die Daten eines geschäftigen Jahres: Zehntausende Nutzer, Karten, Käferfunde, Angebote und Rechnungen. Die
        Listen antworten, sobald er fertig ist (Teil {Math.min(done + 1, total)} von {total}).
      </span>
      <progress max={total} value={done} aria-label="Fortschritt" />
    </Box>
  );
}

/**
 * The notice in a root of its own at the end of the body, beside the app's: main.tsx loads
 * this module only when the large dataset is being built, so the first load stays as it was.
 */
export function mountLargeDatasetNotice(): { show: (done: number, total: number) => void; close: () => void } {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  return {
    show: (done, total) => root.render(<LargeDatasetNotice done={done} total={total} />),
    close: () => {
      root.unmount();
      host.remove();
    },
  };
}

const Box = styled.div`
  position: fixed;
  left: ${space[4]};
  bottom: ${space[4]};
  z-index: ${zIndex.toast};
  display: grid;
  gap: ${space[2]};
  max-width: min(28rem, calc(100vw - 2 * ${space[4]}));
  padding: ${space[3]} ${space[4]};
  border: 1px solid ${color.border};
  border-radius: ${radii.lg};
  background: ${color.surface};
  color: ${color.text};
  box-shadow: ${shadows.md};
  font-size: ${fontSize.sm};

  progress {
    width: 100%;
    accent-color: ${color.primary};
  }
`;
