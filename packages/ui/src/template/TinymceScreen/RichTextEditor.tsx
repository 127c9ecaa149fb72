import { useEffect, useLayoutEffect, useRef, useState } from 'react';
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

  // A layout effect, so that its cleanup runs while the field is still in the page: React
  // takes the elements out before a plain effect's cleanup, and TinyMCE's remove() expects
  // its frame there. An editor that stays in TinyMCE's list answers every later window
  // resize with "Cannot read properties of null (reading 'innerWidth')" (CI runs of the
  // stories, whose viewports change between files, showed 68 and 122 such errors).
  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return undefined;
    let isCancelled = false;
    let removeEditors: (() => void) | null = null;
    // A target of its own per run: StrictMode's second run must not meet the first's editor.
    const target = document.createElement('textarea');
    target.hidden = true;
    host.append(target);
    import('./tinymceEditor')
      .then(({ createEditor, removeEditorsOn }) => {
        // The field went away while the chunk loaded: no editor is started for it.
        if (isCancelled) return null;
        // From here on the cleanup removes the editor at once, whatever state it is in.
        removeEditors = () => removeEditorsOn(target);
        return createEditor({
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
          // A start that fails can leave a half-made editor in TinyMCE's list.
          removeEditorsOn(target);
          throw error;
        });
      })
      .then(
        (editor) => {
          // Cancelled: the cleanup has already removed the editor.
          if (!editor || isCancelled) return;
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
      removeEditors?.();
      target.remove();
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
