import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Grid } from '../../primitives/Grid';
import { Inline } from '../../primitives/Inline';
import { Page } from '../../primitives/Page';
import { Stack } from '../../primitives/Stack';
import { Textarea } from '../../primitives/Textarea';
import { color, fontSize, radii, space } from '../../theme';
import { MARKDOWN_ACTIONS, applyMarkdown, markdownToHtml, type MarkdownAction } from './markdownEdit';

export interface MarkdownScreenProps {
  /** The markdown text. */
  value: string;
  onChange: (markdown: string) => void;
}

const ACTION_LABELS: Record<MarkdownAction, string> = {
  bold: 'Bold',
  italic: 'Italic',
  heading: 'Heading',
  list: 'List',
  link: 'Link',
  code: 'Code',
};

/**
 * The markdown demo page: a text field with a toolbar that writes the syntax around the
 * selection, a live preview, and "Get HTML" showing the HTML it makes. marked turns the
 * markdown into HTML and DOMPurify cleans it before it is shown or handed out.
 */
export function MarkdownScreen({ value, onChange }: MarkdownScreenProps) {
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  // The selection to restore once the new text is rendered.
  const pendingSelection = useRef<{ start: number; end: number } | null>(null);
  const [shownHtml, setShownHtml] = useState<string | null>(null);
  const html = useMemo(() => markdownToHtml(value), [value]);

  useLayoutEffect(() => {
    const field = fieldRef.current;
    const selection = pendingSelection.current;
    if (!field || !selection) return;
    pendingSelection.current = null;
    field.focus();
    field.setSelectionRange(selection.start, selection.end);
  }, [value]);

  const apply = (action: MarkdownAction) => {
    const field = fieldRef.current;
    const next = applyMarkdown(
      { text: value, start: field?.selectionStart ?? value.length, end: field?.selectionEnd ?? value.length },
      action,
    );
    pendingSelection.current = { start: next.start, end: next.end };
    onChange(next.text);
  };

  return (
    <Page title="Markdown" subtitle="Write markdown; the preview and the HTML are cleaned before they are shown.">
      <Stack gap={4}>
        <Grid minColumnWidth="18rem">
          <Stack gap={2}>
            <Inline gap={1} role="group" aria-label="Formatting">
              {MARKDOWN_ACTIONS.map((action) => (
                <Button key={action} size="sm" variant="secondary" onClick={() => apply(action)}>
                  {ACTION_LABELS[action]}
                </Button>
              ))}
            </Inline>
            <Textarea ref={fieldRef} label="Markdown" value={value} rows={14} onChange={onChange} />
          </Stack>
          <Card title="Preview">
            <Rendered role="region" aria-label="Markdown preview" dangerouslySetInnerHTML={{ __html: html }} />
          </Card>
        </Grid>
        <Inline gap={2}>
          <Button icon="document" onClick={() => setShownHtml(html)}>
            Get HTML
          </Button>
        </Inline>
        {shownHtml !== null ? (
          <Card title="HTML">
            <Source role="region" aria-label="HTML output" tabIndex={0}>
              <code>{shownHtml}</code>
            </Source>
          </Card>
        ) : null}
      </Stack>
    </Page>
  );
}

const Rendered = styled.div`
  font-size: ${fontSize.md};
  overflow-wrap: anywhere;

  img {
    max-width: 100%;
  }

  pre {
    overflow-x: auto;
    padding: ${space[2]};
    background: ${color.surfaceMuted};
    border-radius: ${radii.sm};
  }
`;

const Source = styled.pre`
  margin: 0;
  padding: ${space[3]};
  overflow-x: auto;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: ${fontSize.sm};
  background: ${color.surfaceMuted};
  border-radius: ${radii.md};
`;
