import { useId, useMemo } from 'react';
import styled from 'styled-components';
import { Icon } from '../../primitives/Icon';
import { Page } from '../../primitives/Page';
import { Stack } from '../../primitives/Stack';
import { color, fontSize, fontWeights, space } from '../../theme';
import { CodeEditor } from './CodeEditor';
import { describeJsonProblem, findJsonProblem } from './jsonProblem';

export interface JsonEditorScreenProps {
  /** The JSON text as typed (kept even while invalid). */
  value: string;
  onChange: (text: string) => void;
}

/**
 * The json-editor demo page: CodeMirror 6 with JSON syntax, line numbers and lint
 * messages. Under the editor the first problem is also written out with its line and
 * column, so it is read without hovering the underline.
 */
export function JsonEditorScreen({ value, onChange }: JsonEditorScreenProps) {
  const statusId = useId();
  const problem = useMemo(() => findJsonProblem(value), [value]);
  return (
    <Page title="JSON Editor" subtitle="Edit JSON with syntax colours, line numbers and lint messages.">
      <Stack gap={2}>
        <Label>JSON</Label>
        <CodeEditor label="JSON" value={value} onChange={onChange} describedBy={statusId} />
        <Status id={statusId} role="status" $isValid={!problem}>
          <Icon name={problem ? 'error' : 'check'} />
          <span>{problem ? describeJsonProblem(problem) : 'Valid JSON'}</span>
        </Status>
      </Stack>
    </Page>
  );
}

const Label = styled.span`
  font-weight: ${fontWeights.semibold};
  color: ${color.text};
`;

const Status = styled.p<{ $isValid: boolean }>`
  display: flex;
  align-items: center;
  gap: ${space[1]};
  margin: 0;
  font-size: ${fontSize.sm};
  color: ${(p) => (p.$isValid ? color.text : color.danger)};
`;
