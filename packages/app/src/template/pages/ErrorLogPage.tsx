import { Button, Inline } from '@waldmonitor/ui';
import { ErrorLogScreen } from '@waldmonitor/ui/template';
import { useState } from 'react';
import { ErrorLogBoundary } from '../ErrorLogBoundary';
import { clearErrorLog, installErrorCapture, useErrorLog } from '../errorLog';
import { useNow } from './useNow';

function Broken(): never {
  throw new Error('Rendering failed on purpose');
}

/** A card part that fails while React renders it: the boundary logs it and offers to try again. */
function RenderErrorDemo() {
  const [isBroken, setBroken] = useState(false);
  return (
    <ErrorLogBoundary
      fallback={(retry) => (
        <Inline gap={2}>
          <span>This part failed to render; the error is in the log.</span>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              setBroken(false);
              retry();
            }}
          >
            Try again
          </Button>
        </Inline>
      )}
    >
      {isBroken ? <Broken /> : null}
      <Button variant="secondary" onClick={() => setBroken(true)}>
        Break while rendering
      </Button>
    </ErrorLogBoundary>
  );
}

/** /template/error-log/log. */
export function TemplateErrorLogPage() {
  installErrorCapture();
  const entries = useErrorLog();
  const now = useNow();
  return (
    <ErrorLogScreen
      entries={entries}
      onClearAll={clearErrorLog}
      onThrowError={() => {
        throw new Error('Thrown on purpose');
      }}
      onRejectPromise={() => void Promise.reject(new Error('Rejected on purpose'))}
      renderErrorDemo={<RenderErrorDemo />}
      now={now}
    />
  );
}
