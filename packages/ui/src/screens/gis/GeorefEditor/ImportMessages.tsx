import styled from 'styled-components';
import { IconButton } from '../../../primitives/IconButton';
import { color, fontSize, radii, space } from '../../../theme';
import type { ImportReport } from './pointsTransfer';

const tones = {
  success: { border: color.success, background: color.successBg },
  warning: { border: color.warning, background: color.warningBg },
  error: { border: color.danger, background: color.dangerBg },
} as const;

/** What an import took over, and what it could not read. */
export function ImportMessages({ report, onDismiss }: { report: ImportReport; onDismiss: () => void }) {
  return (
    <Box role={report.tone === 'error' ? 'alert' : 'status'} $tone={report.tone}>
      <ul>
        {report.messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
      <IconButton icon="close" variant="ghost" size="sm" label="Importmeldung schließen" onClick={onDismiss} />
    </Box>
  );
}

const Box = styled.div<{ $tone: ImportReport['tone'] }>`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space[2]};
  padding: ${space[2]} ${space[3]};
  border: 1px solid ${(p) => tones[p.$tone].border};
  border-radius: ${radii.md};
  background: ${(p) => tones[p.$tone].background};
  font-size: ${fontSize.sm};
  ul {
    margin: 0;
    padding-left: ${space[4]};
  }
`;
