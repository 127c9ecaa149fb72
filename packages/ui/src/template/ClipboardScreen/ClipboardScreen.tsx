import { useState } from 'react';
import styled from 'styled-components';
import { Button, type ButtonProps } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Inline } from '../../primitives/Inline';
import { Page } from '../../primitives/Page';
import { Stack } from '../../primitives/Stack';
import { TextField } from '../../primitives/TextField';
import { color } from '../../theme';
import { copyMessage, copyText, type ClipboardWriter } from '../shared';

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** What the button copies. */
  text: string;
  /** Told how the copy went, with the sentence to show. */
  onCopied?: (message: string) => void;
  clipboard?: ClipboardWriter;
}

/** The template's `v-clipboard` as a component: a button that copies `text`. */
export function CopyButton({ text, onCopied, clipboard, children, ...buttonProps }: CopyButtonProps) {
  return (
    <Button
      {...buttonProps}
      onClick={async () => onCopied?.(copyMessage(await copyText(text, clipboard), `"${text}"`))}
    >
      {children}
    </Button>
  );
}

export interface ClipboardScreenProps {
  /** The clipboard to write to; stories pass a fake, or one that refuses. Default: the browser's. */
  clipboard?: ClipboardWriter;
}

/** The template's clipboard demo: copy a text directly, and through the button component. */
export function ClipboardScreen({ clipboard }: ClipboardScreenProps) {
  const [text, setText] = useState('https://github.com/PanJiaChen/vue-element-admin');
  const [status, setStatus] = useState('');
  return (
    <Page title="Clipboard" width="narrow">
      <Stack gap={4}>
        <Card title="Copy directly" headingLevel={2}>
          <Inline gap={2} align="end">
            <TextField label="Text to copy" value={text} onChange={setText} />
            <Button
              icon="document"
              onClick={async () => setStatus(copyMessage(await copyText(text, clipboard), `"${text}"`))}
            >
              Copy
            </Button>
          </Inline>
        </Card>
        <Card title="Copy with the button component" headingLevel={2}>
          <CopyButton text={text} clipboard={clipboard} onCopied={setStatus} variant="primary">
            Copy with CopyButton
          </CopyButton>
        </Card>
        <Status role="status">{status}</Status>
      </Stack>
    </Page>
  );
}

const Status = styled.p`
  min-height: 1.5em;
  margin: 0;
  color: ${color.text};
`;
