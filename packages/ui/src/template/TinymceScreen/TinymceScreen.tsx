import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import styled from 'styled-components';
import { Card } from '../../primitives/Card';
import { Page } from '../../primitives/Page';
import { Stack } from '../../primitives/Stack';
import { color, fontSize, radii, space } from '../../theme';
import { RichTextEditor } from './RichTextEditor';

export interface TinymceScreenProps {
  /** The editor's HTML. */
  value: string;
  onChange: (html: string) => void;
}

/**
 * The tinymce demo page: the editor, bundled from npm and working offline, with an image
 * button, and a live preview of its HTML. The preview goes through DOMPurify: what the
 * editor or a pasted text holds never runs a script here (architecture §6).
 */
export function TinymceScreen({ value, onChange }: TinymceScreenProps) {
  const clean = useMemo(() => DOMPurify.sanitize(value), [value]);
  return (
    <Page
      title="Tinymce"
      subtitle="A rich-text editor bundled with the app: it loads from our own build and works offline."
    >
      <Stack gap={4}>
        <RichTextEditor label="Content" value={value} onChange={onChange} />
        <Card title="Preview">
          <Preview aria-label="HTML preview" role="region" dangerouslySetInnerHTML={{ __html: clean }} />
        </Card>
      </Stack>
    </Page>
  );
}

const Preview = styled.div`
  min-height: ${space[10]};
  padding: ${space[3]};
  border: 1px solid ${color.border};
  border-radius: ${radii.md};
  font-size: ${fontSize.md};
  overflow-wrap: anywhere;

  img {
    max-width: 100%;
  }
`;
