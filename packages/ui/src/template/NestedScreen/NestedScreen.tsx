import { useState } from 'react';
import { Card } from '../../primitives/Card';
import { Page } from '../../primitives/Page';
import { Stack } from '../../primitives/Stack';
import { TextField } from '../../primitives/TextField';

export interface NestedScreenProps {
  /** The menu entry, e.g. "Menu 1-2-1". */
  title: string;
  /** The menu entries above it, outermost first, e.g. ["Nested Routes", "Menu 1", "Menu 1-2"]. */
  trail: readonly string[];
}

/**
 * A page of the nested-routes demo. What is typed is state of this page: the shell
 * keeps the view alive, so it is still there after leaving and coming back, at every
 * depth (the template lost it three levels down).
 */
export function NestedScreen({ title, trail }: NestedScreenProps) {
  const [text, setText] = useState('');
  return (
    <Page title={title} subtitle={[...trail, title].join(' › ')} width="narrow">
      <Card>
        <Stack gap={3}>
          <p>Type something, open another menu entry and come back: the text is still here.</p>
          <TextField label={`${title} input`} value={text} onChange={setText} />
        </Stack>
      </Card>
    </Page>
  );
}
