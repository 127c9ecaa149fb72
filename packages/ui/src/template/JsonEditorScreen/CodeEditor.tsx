import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import { bracketMatching, foldGutter, HighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { linter, lintGutter, type Diagnostic } from '@codemirror/lint';
import {
  EditorView,
  drawSelection,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { color, fontSize, radii } from '../../theme';
import { describeJsonProblem, findJsonProblem } from './jsonProblem';

export interface CodeEditorProps {
  /** Accessible name of the editing area. */
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** Id of the text that describes the content (the lint message under the editor). */
  describedBy?: string;
}

/** CodeMirror's lint source: the first JSON problem, underlined from its offset to the line's end. */
const jsonLinter = linter(
  (view): Diagnostic[] => {
    const text = view.state.doc.toString();
    const problem = findJsonProblem(text);
    if (!problem) return [];
    const to = Math.max(problem.from, view.state.doc.lineAt(problem.from).to);
    return [{ from: problem.from, to, severity: 'error', message: describeJsonProblem(problem) }];
  },
  { delay: 300 },
);

/**
 * JSON's syntax colours from the palette's variables, so they follow the dark theme
 * (CodeMirror's default style writes fixed dark colours: #221199 read 1.4 : 1 on the dark
 * background). Each reads at 4.5 : 1 or more on the surface in both themes.
 */
const jsonColours = HighlightStyle.define([
  { tag: tags.propertyName, color: color.info },
  { tag: tags.string, color: color.primary },
  { tag: tags.number, color: color.warning },
  { tag: [tags.bool, tags.null], color: color.danger },
  { tag: [tags.separator, tags.squareBracket, tags.brace], color: color.textSecondary },
]);

/**
 * The editor's set-up from the `@codemirror/*` packages, only what a JSON editor needs
 * (the `codemirror` bundle's basicSetup carries search, autocompletion and more): line
 * numbers, folding, bracket matching, syntax colours (`jsonColours`), undo history and the standard keys.
 * Tab indents; Escape then Tab leaves the editor (CodeMirror's keyboard escape hatch).
 */
const SETUP = [
  lineNumbers(),
  highlightActiveLineGutter(),
  foldGutter(),
  highlightSpecialChars(),
  drawSelection(),
  indentOnInput(),
  bracketMatching(),
  highlightActiveLine(),
  syntaxHighlighting(jsonColours),
  history(),
  keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
];

/**
 * CodeMirror 6 with JSON syntax, line numbers and lint messages. Mounted once;
 * a new `value` from outside replaces the document, the editor's own echo does not.
 */
export function CodeEditor({ label, value, onChange, describedBy }: CodeEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  // The text to start from should the editor be made again (a new label): the latest value.
  const latestValue = useRef(value);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const view = new EditorView({
      parent: hostRef.current!,
      doc: latestValue.current,
      extensions: [
        SETUP,
        json(),
        lintGutter(),
        jsonLinter,
        EditorView.contentAttributes.of({
          'aria-label': label,
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) onChangeRef.current(update.state.doc.toString());
        }),
      ],
    });
    viewRef.current = view;
    return () => {
      view.destroy();
      viewRef.current = null;
    };
  }, [label, describedBy]);

  useEffect(() => {
    latestValue.current = value;
    const view = viewRef.current;
    if (!view || view.state.doc.toString() === value) return;
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: value } });
  }, [value]);

  return <Host ref={hostRef} />;
}

const Host = styled.div`
  border: 1px solid ${color.borderStrong};
  border-radius: ${radii.md};
  overflow: hidden;
  font-size: ${fontSize.sm};

  .cm-editor {
    min-height: 16rem;
    max-height: 60vh;
  }

  .cm-editor.cm-focused {
    outline: 2px solid ${color.primary};
  }

  .cm-scroller {
    overflow: auto;
  }
`;
