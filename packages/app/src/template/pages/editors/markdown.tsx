import { MarkdownScreen } from '@waldmonitor/ui/template/markdown';
import { useState } from 'react';

const START = [
  '# Trap report',
  '',
  'The **spruce bark beetle** (_Ips typographus_) was counted in week 23:',
  '',
  '- Trap 17: 412 beetles',
  '- Trap 18: 98 beetles',
  '',
  'See the [guide](https://www.example.org/guide) for `threshold` values.',
].join('\n');

/** /template/components/markdown, a lazy chunk of its own (marked, DOMPurify). */
export function TemplateMarkdownPage() {
  const [markdown, setMarkdown] = useState(START);
  return <MarkdownScreen value={markdown} onChange={setMarkdown} />;
}
