import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { IconButton } from '../../primitives/IconButton';
import { color, controlHeight, fontSize, radii, shadows, space, zIndex } from '../../theme';
import { createSearchIndex, itemLabel, type HeaderSearchItem } from './searchItems';

export interface HeaderSearchLabels {
  /** The button that opens the search, and the field's name. */
  search: string;
  placeholder: string;
  noResults: string;
}

export const HEADER_SEARCH_LABELS: HeaderSearchLabels = {
  search: 'Search',
  placeholder: 'Search',
  noResults: 'No results',
};

export interface HeaderSearchProps {
  /** The pages the person may open (from the visible routes: `searchItems(routes)`). */
  items: readonly HeaderSearchItem[];
  /** A result was chosen: an app path, or an external address (`item.isExternal`). */
  onSelect: (item: HeaderSearchItem) => void;
  labels?: Partial<HeaderSearchLabels>;
  /** Opens with the field shown (stories). */
  defaultOpen?: boolean;
}

/**
 * The navbar's search over the visible pages: a combobox whose results read
 * "Parent > Page"; arrows move, Enter opens, Escape closes.
 */
export function HeaderSearch({ items, onSelect, labels, defaultOpen = false }: HeaderSearchProps) {
  const text = { ...HEADER_SEARCH_LABELS, ...labels };
  const id = useId();
  const listId = `${id}-results`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [isOpen, setOpen] = useState(defaultOpen);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const search = useMemo(() => createSearchIndex(items), [items]);
  const results = useMemo(() => search(query), [search, query]);
  const hasQuery = query.trim() !== '';

  const close = () => {
    setOpen(false);
    setQuery('');
    setActiveIndex(0);
  };
  const choose = (item: HeaderSearchItem) => {
    close();
    onSelect(item);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = results.length - 1;
    if (event.key === 'ArrowDown' && last >= 0) {
      event.preventDefault();
      setActiveIndex((i) => (i >= last ? 0 : i + 1));
    } else if (event.key === 'ArrowUp' && last >= 0) {
      event.preventDefault();
      setActiveIndex((i) => (i <= 0 ? last : i - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const item = results[activeIndex];
      if (item) choose(item);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  if (!isOpen) {
    return (
      <IconButton
        icon="search"
        variant="ghost"
        label={text.search}
        onClick={() => {
          setOpen(true);
          // The field appears in this render; focus it once it is there.
          requestAnimationFrame(() => inputRef.current?.focus());
        }}
      />
    );
  }

  return (
    <Root>
      <Input
        ref={inputRef}
        role="combobox"
        aria-label={text.search}
        aria-expanded={hasQuery}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={results[activeIndex] ? `${id}-option-${activeIndex}` : undefined}
        placeholder={text.placeholder}
        value={query}
        autoFocus
        onChange={(event) => {
          setQuery(event.target.value);
          setActiveIndex(0);
        }}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          if (!event.currentTarget.parentElement?.contains(event.relatedTarget)) close();
        }}
      />
      {hasQuery ? (
        <Results id={listId} role="listbox" aria-label={text.search}>
          {results.length === 0 ? (
            <Empty role="option" aria-disabled="true" aria-selected="false">
              {text.noResults}
            </Empty>
          ) : (
            results.map((item, index) => (
              <Option
                key={item.path}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === activeIndex}
                $isActive={index === activeIndex}
                // Chosen on mousedown: a click would first blur the field and close the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(item);
                }}
              >
                {itemLabel(item)}
              </Option>
            ))
          )}
        </Results>
      ) : null}
    </Root>
  );
}

const Root = styled.div`
  position: relative;
`;

const Input = styled.input`
  width: 14rem;
  max-width: 40vw;
  height: ${controlHeight.md};
  padding: 0 ${space[2]};
  border: 1px solid ${color.border};
  border-radius: ${radii.md};
  font: inherit;
  font-size: ${fontSize.sm};
`;

const Results = styled.ul`
  position: absolute;
  top: 100%;
  right: 0;
  z-index: ${zIndex.dropdown};
  min-width: 100%;
  max-width: 80vw;
  margin: ${space[1]} 0 0;
  padding: ${space[1]} 0;
  list-style: none;
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${radii.md};
  box-shadow: ${shadows.md};
`;

const Option = styled.li<{ $isActive: boolean }>`
  padding: ${space[1]} ${space[3]};
  font-size: ${fontSize.sm};
  white-space: nowrap;
  cursor: pointer;
  background: ${(p) => (p.$isActive ? color.primarySoft : 'transparent')};
  color: ${color.text};
`;

const Empty = styled.li`
  padding: ${space[1]} ${space[3]};
  font-size: ${fontSize.sm};
  color: ${color.textSecondary};
`;
