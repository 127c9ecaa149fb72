import { JsonEditorScreen } from '@waldmonitor/ui/template/json-editor';
import { useState } from 'react';

const START = JSON.stringify(
  {
    species: 'Ips typographus',
    week: 23,
    traps: [
      { id: 17, beetles: 412, checked: true },
      { id: 18, beetles: 98, checked: false },
    ],
    note: null,
  },
  null,
  2,
);

/** /template/components/json-editor, a lazy chunk of its own (CodeMirror 6). */
export function TemplateJsonEditorPage() {
  const [text, setText] = useState(START);
  return <JsonEditorScreen value={text} onChange={setText} />;
}
