import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { color, fontSize, fontWeights, space, transitions } from '../../theme';

export interface TabItem<Value extends string = string> {
  value: Value;
  label: ReactNode;
  /** The panel shown while this tab is selected. */
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps<Value extends string = string> {
  items: readonly TabItem<Value>[];
  /** The selected tab; controlled, so the app can keep it in the URL (`?tab=experte`). */
  value: Value;
  onChange: (value: Value) => void;
  /** Names the tab list for assistive technology, e.g. "Profilbereiche". */
  label: string;
  className?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move the focus and
 * select the tab at once; disabled tabs are skipped. Only the selected panel is mounted.
 */
export function Tabs<Value extends string = string>({ items, value, onChange, label, className }: TabsProps<Value>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<Value, HTMLButtonElement>());
  const enabled = items.filter((item) => !item.disabled);
  const selected = items.find((item) => item.value === value);
  const tabId = (v: Value) => `${baseId}-tab-${v}`;
  const panelId = (v: Value) => `${baseId}-panel-${v}`;

  const select = (next: TabItem<Value> | undefined) => {
    if (!next) return;
    tabRefs.current.get(next.value)?.focus();
    if (next.value !== value) onChange(next.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, current: Value) => {
    const index = enabled.findIndex((item) => item.value === current);
    const step = (delta: number) => enabled[(index + delta + enabled.length) % enabled.length];
    const targets: Record<string, () => TabItem<Value> | undefined> = {
      ArrowRight: () => step(1),
      ArrowLeft: () => step(-1),
      Home: () => enabled[0],
      End: () => enabled[enabled.length - 1],
    };
    const target = targets[event.key];
    if (!target) return;
    event.preventDefault();
    select(target());
  };

  return (
    <Root className={className}>
      <List role="tablist" aria-label={label}>
        {items.map((item) => {
          const isSelected = item.value === value;
          return (
            <Tab
              key={item.value}
              ref={(node) => {
                if (node) tabRefs.current.set(item.value, node);
                else tabRefs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={tabId(item.value)}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId(item.value) : undefined}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              onClick={() => select(item)}
              onKeyDown={(event) => onKeyDown(event, item.value)}
            >
              {item.label}
            </Tab>
          );
        })}
      </List>
      {selected ? (
        <Panel role="tabpanel" id={panelId(selected.value)} aria-labelledby={tabId(selected.value)} tabIndex={0}>
          {selected.content}
        </Panel>
      ) : null}
    </Root>
  );
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const List = styled.div`
  display: flex;
  overflow-x: auto;
  border-bottom: 1px solid ${color.border};
`;

const Tab = styled.button`
  flex: none;
  margin-bottom: -1px;
  padding: ${space[2]} ${space[4]};
  border: 0;
  border-bottom: 2px solid transparent;
  background: transparent;
  color: ${color.textSecondary};
  font-size: ${fontSize.md};
  font-weight: ${fontWeights.semibold};
  white-space: nowrap;
  cursor: pointer;
  transition:
    color ${transitions.fast},
    border-color ${transitions.fast};
  &:hover:not(:disabled) {
    color: ${color.primary};
  }
  &[aria-selected='true'] {
    color: ${color.primary};
    border-bottom-color: ${color.primary};
  }
  &:disabled {
    color: ${color.textDisabled};
    cursor: not-allowed;
  }
  &:focus-visible {
    outline-offset: -2px;
  }
`;

const Panel = styled.div`
  padding: ${space[4]} ${space[0]};
  &:focus-visible {
    outline-offset: 0;
  }
`;
