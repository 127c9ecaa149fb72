import { useRef, useState } from 'react';
import styled from 'styled-components';
import { acronymSuggestions, completeAcronym, expandAcronyms, insertText } from '../../../model/billing/letterText';
import type { Acronym, Freitext } from '../../../model/resultRows';
import { Button } from '../../../primitives/Button';
import { Select } from '../../../primitives/Select';
import { Textarea } from '../../../primitives/Textarea';
import { color, fontSize, space } from '../../../theme';

export interface LetterTextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The stored texts for this field (a_get_all_freitexte, filtered by `feld`). */
  freitexte: readonly Freitext[];
  acronyms: readonly Acronym[];
  disabled?: boolean;
  rows?: number;
  /** The form's message, or the warning about a placeholder left in the text. */
  error?: string;
  /** The column's length (TEXT_LIMITS): typing stops there and a counter shows. */
  maxLength?: number;
}

/**
 * A text of the letter: a stored text goes in at the cursor; while a word is typed the
 * fitting acronyms are offered, and "Abkürzungen ausschreiben" writes them all out.
 */
export function LetterTextField({
  label,
  value,
  onChange,
  onBlur,
  freitexte,
  acronyms,
  disabled = false,
  rows = 4,
  error,
  maxLength,
}: LetterTextFieldProps) {
  const area = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState<number | null>(null);
  const suggestions = caret === null || disabled ? [] : acronymSuggestions(value, caret, acronyms);
  const place = (next: { text: string; caret: number }) => {
    onChange(next.text);
    setCaret(null);
    requestAnimationFrame(() => {
      area.current?.focus();
      area.current?.setSelectionRange(next.caret, next.caret);
    });
  };
  const hasAcronym = expandAcronyms(value, acronyms) !== value;

  return (
    <Root>
      <Textarea
        ref={area}
        label={label}
        rows={rows}
        value={value}
        disabled={disabled}
        error={error}
        maxLength={maxLength}
        onChange={(text) => {
          onChange(text);
          setCaret(area.current?.selectionStart ?? text.length);
        }}
        onBlur={() => {
          onBlur?.();
        }}
      />
      {suggestions.length > 0 ? (
        <Suggestions role="group" aria-label={`Abkürzungen für ${label}`}>
          {suggestions.map((acronym) => (
            <Button
              key={acronym.kuerzel}
              size="sm"
              variant="text"
              onClick={() => place(completeAcronym(value, caret ?? value.length, acronym))}
            >
              {acronym.kuerzel} – {acronym.bedeutung}
            </Button>
          ))}
        </Suggestions>
      ) : null}
      {disabled ? null : (
        <Tools>
          {freitexte.length > 0 ? (
            <Select
              label={`Textbaustein in ${label} einfügen`}
              placeholder="Textbaustein wählen …"
              value=""
              options={freitexte.map((f) => ({ value: String(f.id), label: f.titel }))}
              onChange={(id) => {
                const text = freitexte.find((f) => String(f.id) === id)?.text;
                if (text) place(insertText(value, text, area.current?.selectionStart ?? value.length));
              }}
            />
          ) : null}
          <Button
            size="sm"
            icon="textSize"
            disabled={!hasAcronym}
            onClick={() => onChange(expandAcronyms(value, acronyms))}
          >
            Abkürzungen in {label} ausschreiben
          </Button>
        </Tools>
      )}
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${space[2]};
`;

const Suggestions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[1]};
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space[3]};
`;
