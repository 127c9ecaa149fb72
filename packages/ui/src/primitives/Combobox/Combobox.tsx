import {
  forwardRef,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type InputHTMLAttributes,
  type KeyboardEvent,
} from 'react';
import styled, { css } from 'styled-components';
import { color, controlHeight, radii, space } from '../../theme';
import {
  FormField,
  bareInput,
  controlPadding,
  controlSurface,
  type ControlSurfaceProps,
  type FieldProps,
} from '../FormField';
import { Icon } from '../Icon';
import { ComboboxList } from './ComboboxList';
import { filterOptions, listNote, moveActive, type ComboboxMove, type ComboboxOption } from './comboboxModel';

export interface ComboboxProps
  extends
    FieldProps,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      | 'id'
      | 'className'
      | 'type'
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'size'
      | 'prefix'
      | 'required'
      | 'role'
      | 'list'
      | 'autoComplete'
    > {
  /** The options offered now: all of them, or the caller's search's first matches (with `onSearchChange`). */
  options: readonly ComboboxOption[];
  /** The chosen option's value; '' while nothing is chosen. */
  value: string;
  /** The chosen value ('' when cleared) and its option. */
  onChange: (value: string, option: ComboboxOption | null) => void;
  /** The chosen option's text when it is not among `options` (the caller's search no longer lists it). */
  valueLabel?: string;
  /**
   * The typed text, when the caller searches (e.g. asks the service for the first matches):
   * the combobox then offers `options` as they are. Without it the combobox filters `options` itself.
   */
  search?: string;
  onSearchChange?: (text: string) => void;
  /** The caller's search is running. */
  isLoading?: boolean;
  /** How many options the caller's search found in all; more than `options` says "weiter tippen". */
  total?: number;
  /** Shown while nothing is chosen or typed, e.g. "Alle Kunden". */
  placeholder?: string;
}

/**
 * A text input that offers a list of options to choose one from (WAI-ARIA 1.2 combobox with
 * a listbox popup): typing narrows the list, ↓/↑ move through it, Enter or a click chooses,
 * Escape closes it and restores the chosen option's text, the × clears the choice. For lists
 * too long for a select or searched by the service (clients); short fixed lists stay a Select.
 */
export const Combobox = forwardRef<HTMLInputElement, ComboboxProps>(function Combobox(
  {
    label,
    hint,
    error,
    isRequired,
    isLabelHidden,
    id,
    className,
    options,
    value,
    onChange,
    valueLabel,
    search,
    onSearchChange,
    isLoading = false,
    total,
    placeholder,
    disabled = false,
    readOnly = false,
    onBlur,
    onFocus,
    onKeyDown,
    ...inputProps
  },
  ref,
) {
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement);
  const listboxId = useId();
  const optionIdPrefix = useId();
  const [ownQuery, setOwnQuery] = useState('');
  const [isEditing, setEditing] = useState(false);
  const [isOpen, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const searchesItself = onSearchChange === undefined;
  const query = searchesItself ? ownQuery : (search ?? '');
  const shown = searchesItself && isEditing ? filterOptions(options, ownQuery) : options;
  const chosen = options.find((option) => option.value === value) ?? null;
  const chosenLabel = value === '' ? '' : (chosen?.label ?? valueLabel ?? '');
  const text = isEditing ? query : chosenLabel;
  const note = listNote({ isLoading, shown: shown.length, total: searchesItself ? shown.length : (total ?? 0) });
  const canClear = !disabled && !readOnly && (value !== '' || text !== '');
  const activeOption = isOpen && active >= 0 && active < shown.length ? shown[active] : undefined;
  const optionId = (index: number) => `${optionIdPrefix}-${index}`;

  // The highlighted option stays in view while ↓/↑ walk a list longer than the popup.
  useEffect(() => {
    if (!isOpen || active < 0) return;
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // optionId only joins the stable prefix and the index.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen, active]);

  // A dialog around the field closes on Escape in the capture phase, before the input hears it:
  // while the list is open or text typed, Escape is the field's (it closes the list), marked first here.
  const ownsEscape = isOpen || isEditing;
  useEffect(() => {
    if (!ownsEscape) return undefined;
    const claim = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && event.target === inputRef.current) event.preventDefault();
    };
    window.addEventListener('keydown', claim, { capture: true });
    return () => window.removeEventListener('keydown', claim, { capture: true });
  }, [ownsEscape]);

  const setQuery = (next: string) => {
    if (searchesItself) setOwnQuery(next);
    else onSearchChange(next);
  };

  const open = () => {
    if (disabled || readOnly) return;
    setOpen(true);
    setActive(
      Math.max(
        -1,
        shown.findIndex((option) => option.value === value),
      ),
    );
  };

  /** Closes the list and shows the chosen option's text again; the typed text is dropped. */
  const close = () => {
    setOpen(false);
    setActive(-1);
    if (isEditing) {
      setEditing(false);
      if (query !== '') setQuery('');
    }
  };

  const choose = (option: ComboboxOption | null) => {
    close();
    onChange(option?.value ?? '', option);
  };

  const move = (step: ComboboxMove) => {
    if (!isOpen) {
      setOpen(true);
      // Opening with ↓ lands on the chosen option (or the first), with ↑ on the last, as a select does.
      const current = shown.findIndex((option) => option.value === value);
      setActive(current >= 0 ? current : moveActive(-1, shown.length, step));
      return;
    }
    setActive(moveActive(active, shown.length, step));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (disabled || readOnly) return;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (event.altKey) open();
        else move('next');
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (event.altKey) close();
        else move('previous');
        break;
      case 'PageDown':
      case 'PageUp':
        if (!isOpen) return;
        event.preventDefault();
        move(event.key === 'PageDown' ? 'last' : 'first');
        break;
      case 'Enter':
        // A form around the field is not sent while the list is open: Enter chooses.
        if (isOpen) {
          event.preventDefault();
          if (activeOption) choose(activeOption);
        }
        break;
      case 'Escape':
        if (isOpen || isEditing) {
          // Only the list closes, not a dialog around the field.
          event.stopPropagation();
          close();
        }
        break;
      case 'Tab':
        close();
        break;
      default:
        break;
    }
  };

  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      isRequired={isRequired}
      isLabelHidden={isLabelHidden}
      id={id}
      className={className}
    >
      {(control) => (
        <Anchor>
          <Frame
            $isInvalid={Boolean(error)}
            $isDisabled={disabled}
            $isReadOnly={readOnly}
            onClick={() => {
              if (document.activeElement !== inputRef.current) inputRef.current?.focus();
            }}
          >
            <Input
              ref={inputRef}
              {...inputProps}
              {...control}
              type="text"
              role="combobox"
              autoComplete="off"
              aria-autocomplete="list"
              aria-expanded={isOpen}
              aria-controls={listboxId}
              aria-activedescendant={activeOption ? optionId(active) : undefined}
              value={text}
              placeholder={placeholder}
              disabled={disabled}
              readOnly={readOnly}
              onChange={(event) => {
                // Typing after the chosen client's name searches for what was typed, not for name and text.
                const typed = event.target.value;
                const startsOnChoice = !isEditing && chosenLabel !== '' && typed.startsWith(chosenLabel);
                setEditing(true);
                setOpen(true);
                setActive(-1);
                setQuery(startsOnChoice ? typed.slice(chosenLabel.length) : typed);
              }}
              onFocus={(event) => {
                // The chosen option's text is selected, so typing replaces it.
                if (!isEditing) event.currentTarget.select();
                onFocus?.(event);
              }}
              onClick={() => {
                if (!isOpen) open();
              }}
              onKeyDown={handleKeyDown}
              onBlur={(event) => {
                close();
                onBlur?.(event);
              }}
            />
            {canClear ? (
              <FrameButton
                type="button"
                aria-label={`${label}: Auswahl aufheben`}
                // Stays out of the tab order: Escape and typing do the same from the input.
                tabIndex={-1}
                onMouseDown={(event) => event.preventDefault()}
                onClick={(event) => {
                  event.stopPropagation();
                  setEditing(false);
                  setOpen(false);
                  setActive(-1);
                  if (query !== '') setQuery('');
                  if (value !== '') onChange('', null);
                  inputRef.current?.focus();
                }}
              >
                <Icon name="close" />
              </FrameButton>
            ) : null}
            <FrameButton
              type="button"
              aria-label={`${label}: Vorschläge`}
              aria-expanded={isOpen}
              aria-controls={listboxId}
              tabIndex={-1}
              disabled={disabled || readOnly}
              onMouseDown={(event) => event.preventDefault()}
              onClick={(event) => {
                event.stopPropagation();
                if (isOpen) close();
                else open();
                inputRef.current?.focus();
              }}
            >
              <Chevron name="chevronDown" $isOpen={isOpen} />
            </FrameButton>
          </Frame>
          <ComboboxList
            id={listboxId}
            label={label}
            isOpen={isOpen}
            options={shown}
            value={value}
            active={active}
            optionId={optionId}
            note={note}
            onActiveChange={setActive}
            onChoose={choose}
          />
        </Anchor>
      )}
    </FormField>
  );
});

const Anchor = styled.div`
  position: relative;
  min-width: 0;
`;

const Frame = styled.div<ControlSurfaceProps>`
  ${controlSurface}
  display: flex;
  align-items: center;
  gap: ${space[1]};
  height: ${controlHeight.md};
  padding: ${controlPadding};
  padding-right: ${space[1]};
  cursor: text;
`;

const Input = styled.input`
  ${bareInput}
  text-overflow: ellipsis;
`;

const FrameButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: calc(${controlHeight.md} - ${space[2]});
  height: calc(${controlHeight.md} - ${space[2]});
  padding: 0;
  border: 0;
  border-radius: ${radii.sm};
  background: transparent;
  color: ${color.textSecondary};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${color.surfaceMuted};
    color: ${color.text};
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

const Chevron = styled(Icon)<{ $isOpen: boolean }>`
  ${(p) =>
    p.$isOpen &&
    css`
      transform: rotate(180deg);
    `}
`;
