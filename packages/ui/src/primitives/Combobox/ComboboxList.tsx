import styled, { css } from 'styled-components';
import { color, fontSize, fontWeights, lineHeights, radii, shadows, space, zIndex } from '../../theme';
import { Icon } from '../Icon';
import type { ComboboxOption } from './comboboxModel';

export interface ComboboxListProps {
  /** The listbox's id, named by the input's `aria-controls`. */
  id: string;
  /** The field's label, the listbox's name. */
  label: string;
  isOpen: boolean;
  /** The options shown now (filtered or the caller's matches). */
  options: readonly ComboboxOption[];
  /** The chosen option's value; '' while nothing is chosen. */
  value: string;
  /** The highlighted option's index, -1 for none. */
  active: number;
  /** The id of the option at `index`, named by the input's `aria-activedescendant`. */
  optionId: (index: number) => string;
  /** What the list says below the options (loading, "weiter tippen", no match), or null. */
  note: string | null;
  onActiveChange: (index: number) => void;
  onChoose: (option: ComboboxOption) => void;
}

/** The combobox's popup: the listbox of options, the chosen one ticked, and the note below it. */
export function ComboboxList({
  id,
  label,
  isOpen,
  options,
  value,
  active,
  optionId,
  note,
  onActiveChange,
  onChoose,
}: ComboboxListProps) {
  return (
    <Popup
      hidden={!isOpen}
      // A press on the list keeps the focus in the input, so its blur does not close the list first.
      onMouseDown={(event) => event.preventDefault()}
    >
      <Listbox id={id} role="listbox" aria-label={label}>
        {options.map((option, index) => (
          <OptionRow
            key={option.value}
            id={optionId(index)}
            role="option"
            aria-selected={option.value === value}
            // The value for tests and the app's stories that pick an option by id.
            data-value={option.value}
            $isActive={index === active}
            onMouseMove={() => {
              if (index !== active) onActiveChange(index);
            }}
            onClick={() => onChoose(option)}
          >
            <OptionLabel>{option.label}</OptionLabel>
            {option.value === value ? <Icon name="check" /> : null}
          </OptionRow>
        ))}
      </Listbox>
      {isOpen && note ? <Note role="status">{note}</Note> : null}
    </Popup>
  );
}

const Popup = styled.div`
  position: absolute;
  z-index: ${zIndex.dropdown};
  top: calc(100% + ${space[1]});
  left: 0;
  right: 0;
  min-width: min(100%, 16rem);
  border: 1px solid ${color.border};
  border-radius: ${radii.md};
  background: ${color.surface};
  box-shadow: ${shadows.md};
  overflow: hidden;
  &[hidden] {
    display: none;
  }
`;

const Listbox = styled.ul`
  max-height: min(18rem, 50vh);
  margin: 0;
  padding: ${space[1]} 0;
  overflow-y: auto;
  list-style: none;
  &:empty {
    display: none;
  }
`;

const OptionRow = styled.li<{ $isActive: boolean }>`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${space[2]};
  padding: ${space[1]} ${space[3]};
  font-size: ${fontSize.md};
  line-height: ${lineHeights.tight};
  color: ${color.text};
  cursor: pointer;
  /* Weight, not the theme colour: that colour on the highlight's tint falls under 4.5:1. */
  &[aria-selected='true'] {
    font-weight: ${fontWeights.semibold};
  }
  ${(p) =>
    p.$isActive &&
    css`
      background: ${color.primarySoft};
      outline: 1px solid ${color.focus};
      outline-offset: -1px;
    `}
`;

const OptionLabel = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Note = styled.p`
  margin: 0;
  padding: ${space[2]} ${space[3]};
  border-top: 1px solid ${color.border};
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
  line-height: ${lineHeights.tight};
  ${Listbox}:empty + & {
    border-top: 0;
  }
`;
