import { useReducer, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { TYPED_INPUT, describeServiceError } from '../../model/contract/errors';
import { FormError } from '../FormError';
import { Button } from '../../primitives/Button';
import { Icon } from '../../primitives/Icon';
import { Spinner } from '../../primitives/Spinner';
import { color, fontSize, space } from '../../theme';
import { autoSaveReducer, initialAutoSave, needsSave } from '../autoSave';

export interface AutoSaveControl<T> {
  value: T;
  /** The person changes the draft (typing); nothing is sent yet. */
  onChange: (value: T) => void;
  /** Saves the draft, or the given value (a choice in a select), when it differs from the saved one. */
  onCommit: (value?: T) => void;
  isSaving: boolean;
  /** The input's own props for a field typed into: the draft, commit on leaving it and on Enter. */
  input: {
    value: T;
    onChange: (value: T) => void;
    onBlur: () => void;
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
    /** A number or year field's own parse message: while there is one, nothing is saved. */
    onValidationChange: (message: string | null) => void;
  };
}

export interface AutoSaveFieldProps<T> {
  /** The field's label, for the retry button's name. */
  label: string;
  /** The value the service holds. */
  value: T;
  onSave: (value: T) => Promise<unknown>;
  children: (control: AutoSaveControl<T>) => ReactNode;
}

/**
 * The form engine's third mode, save on commit (requirements §7: the map metadata saves
 * every field on its own): one field that saves itself when the person leaves it, presses
 * Enter or makes a choice, and shows its own saving / saved / failed state. A failed save
 * keeps the typed value, says why under the field (FormError) and offers to send it again;
 * the rules are autoSave.ts's.
 */
export function AutoSaveField<T>({ label, value, onSave, children }: AutoSaveFieldProps<T>) {
  const [state, dispatch] = useReducer(autoSaveReducer<T>, value, initialAutoSave<T>);
  const [seenValue, setSeenValue] = useState(value);
  // The field's own parse message (a number field's "Bitte eine Zahl eingeben."): a text
  // that is no number would arrive as null, so it is never saved.
  const [parseMessage, setParseMessage] = useState<string | null>(null);
  if (!Object.is(seenValue, value)) {
    setSeenValue(value);
    dispatch({ type: 'external', value });
  }
  // Enter and the blur after it are discrete events: React renders between them, so the
  // second commit already sees "saving" and sends nothing twice.
  const commit = async (next: T = state.draft) => {
    if (parseMessage !== null) return;
    if (!needsSave(state, next)) {
      if (!Object.is(next, state.draft)) dispatch({ type: 'edit', value: next });
      return;
    }
    dispatch({ type: 'start', value: next });
    try {
      await onSave(next);
      dispatch({ type: 'succeed', value: next });
    } catch (cause) {
      dispatch({ type: 'fail', problem: describeServiceError(cause, TYPED_INPUT) });
    }
  };

  const onChange = (next: T) => dispatch({ type: 'edit', value: next });
  return (
    <Root>
      {children({
        value: state.draft,
        onChange,
        onCommit: (next) => void commit(next),
        isSaving: state.status === 'saving',
        input: {
          value: state.draft,
          onChange,
          onBlur: () => void commit(),
          onKeyDown: (event) => {
            if (event.key === 'Enter' && !(event.target instanceof HTMLTextAreaElement)) void commit();
          },
          onValidationChange: setParseMessage,
        },
      })}
      <Status role="status">
        {state.status === 'saving' ? (
          <>
            <Spinner isDecorative size={space[3]} /> Wird gespeichert …
          </>
        ) : state.status === 'saved' ? (
          <Saved>
            <Icon name="check" /> Gespeichert
          </Saved>
        ) : null}
      </Status>
      <FormError title="Nicht gespeichert." problem={state.status === 'failed' ? state.problem : null} />
      {state.status === 'failed' ? (
        <Retry>
          <Button size="sm" variant="secondary" icon="refresh" onClick={() => commit()}>
            {`${label}: erneut speichern`}
          </Button>
        </Retry>
      ) : null}
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  align-content: start;
  gap: ${space[1]};
  min-width: 0;
`;

const Status = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[1]};
  min-height: ${space[4]};
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
  &:empty {
    min-height: 0;
  }
`;

const Saved = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space[1]};
  color: ${color.success};
`;

const Retry = styled.div`
  justify-self: start;
`;
