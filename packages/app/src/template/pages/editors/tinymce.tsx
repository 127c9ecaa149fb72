import { TinymceScreen } from '@waldmonitor/ui/template/tinymce';
import { useState } from 'react';

const START = [
  '<h2>Bark beetle season</h2>',
  '<p>The <strong>spruce bark beetle</strong> flies from April. Check the traps every week.</p>',
  '<ul><li>Count the beetles per trap</li><li>Note fresh boring dust</li></ul>',
].join('');

/**
 * /template/components/tinymce, a lazy chunk of its own; TinyMCE itself is one more
 * chunk the editor loads when it shows.
 */
export function TemplateTinymcePage() {
  const [html, setHtml] = useState(START);
  return <TinymceScreen value={html} onChange={setHtml} />;
}
