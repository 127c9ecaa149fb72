import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { FormField } from '../../primitives/FormField';
import { Spinner } from '../../primitives/Spinner';
import { Textarea } from '../../primitives/Textarea';
import { color, radii, space } from '../../theme';
import type { Editor } from './tinymceEditor';

export interface RichTextEditorProps {
  /** Visible label, the editing area's accessible name. */
  label: string;
  /** The HTML in the editor; a new value from outside (a loaded article) replaces the content. */
  value: string;
  onChange: (html: string) => void;
  error?: string | null;
  /** Height of the editor in pixels (TinyMCE's option). */
  height?: number;
}

type Status = 'loading' | 'ready' | 'failed';

/**
 * A TinyMCE rich-text field. The editor and its skins are a chunk of their own
 * (tinymceEditor.ts), loaded with a dynamic import() when the field first shows: a form
 * with this field opens at once with a loading state in its place. Should the chunk
 * fail to load (offline after an update), a plain text area keeps the field usable.
 */
export function RichTextEditor({ label, value, onChange, error, height = 320 }: RichTextEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const editorRef = useRef<Editor | null>(null);
  // What the editor holds: a value equal to it is the editor's own echo, not a new value.
  const shownRef = useRef(value);
  const onChangeRef = useRef(onChange);
  const [status, setStatus] = useState<Status>('loading');

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return undefined;
    let isCancelled = false;
    // A target of its own per run: StrictMode's second run must not meet the first's editor.
    const target = document.createElement('textarea');
    target.hidden = true;
    host.append(target);
    import('./tinymceEditor')
      .then(({ createEditor, removeEditorsOn }) =>
        createEditor({
          target,
          label,
          initialValue: shownRef.current,
          height,
          onChange: (html) => {
            // Undo levels and commands fire without a change too: only a new HTML is news.
            if (html === shownRef.current) return;
            shownRef.current = html;
            onChangeRef.current(html);
          },
        }).catch((error: unknown) => {
          // A start that fails (its field went away meanwhile) can leave a half-made editor
          // in TinyMCE's list, which then answers the window's events with its frame gone.
          removeEditorsOn(target);
          throw error;
        }),
      )
      .then(
        (editor) => {
          if (isCancelled) return editor.remove();
          editorRef.current = editor;
          setStatus('ready');
        },
        () => {
          if (!isCancelled) setStatus('failed');
        },
      );
    return () => {
      isCancelled = true;
      editorRef.current = null;
      // Whatever state the editor is in (still starting, or the chunk still loading), it
      // leaves TinyMCE's list: one left there answers the window's resize and scroll events
      // with its frame gone, long after this field.
      void import('./tinymceEditor').then(({ removeEditorsOn }) => {
        removeEditorsOn(target);
        target.remove();
      });
    };
  }, [label, height]);

  useEffect(() => {
    if (value === shownRef.current) return;
    shownRef.current = value;
    editorRef.current?.setContent(value);
  }, [value]);

  if (status === 'failed') {
    return (
      <Textarea
        label={label}
        value={value}
        rows={10}
        onChange={onChange}
        error={error}
        hint="The rich-text editor could not be loaded: the content is edited as HTML text."
      />
    );
  }
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <Frame {...control} aria-busy={status === 'loading'} $isInvalid={Boolean(error)}>
          {status === 'loading' ? <Spinner placement="centre" label="Loading the editor …" /> : null}
          <div ref={hostRef} />
        </Frame>
      )}
    </FormField>
  );
}

const Frame = styled.div<{ $isInvalid: boolean }>`
  min-height: ${space[12]};
  border-radius: ${radii.md};
  outline: ${(p) => (p.$isInvalid ? `1px solid ${color.danger}` : 'none')};
`;
