import { Activity, useEffect, useRef, useState, type ReactNode } from 'react';
import { Page } from '../../primitives/Page';
import { Stack } from '../../primitives/Stack';
import { Tabs } from '../../primitives/Tabs';
import { Badge } from '../../primitives/Badge';
import { Inline } from '../../primitives/Inline';

export interface TabScreenTab<Value extends string> {
  value: Value;
  label: string;
}

export interface TabScreenProps<Value extends string> {
  tabs: readonly TabScreenTab<Value>[];
  /** The open tab (the app keeps it in `?tab=`). */
  value: Value;
  onChange: (value: Value) => void;
  /** A tab's content; rendered the first time the tab opens, then kept (hidden) while another is open. */
  renderPane: (value: Value) => ReactNode;
}

/**
 * Counts its own mounts: a kept-alive pane mounts once, however often its tab is opened.
 * `<Activity>` re-runs effects when a hidden pane shows again, so the ref remembers that
 * this instance was counted (a new instance, after a remount, counts again).
 */
function Pane({ onMount, children }: { onMount: () => void; children: ReactNode }) {
  const isCounted = useRef(false);
  useEffect(() => {
    if (isCounted.current) return;
    isCounted.current = true;
    onMount();
  }, [onMount]);
  return <>{children}</>;
}

/**
 * The template's tab demo: four tabs, each loaded when first opened and then kept alive
 * (React `<Activity>`), and "mounted times" to prove it: it grows only when a tab opens
 * for the first time.
 */
export function TabScreen<Value extends string>({ tabs, value, onChange, renderPane }: TabScreenProps<Value>) {
  const [visited, setVisited] = useState<readonly Value[]>([value]);
  const [mountedTimes, setMountedTimes] = useState(0);
  const [countMount] = useState(() => () => setMountedTimes((n) => n + 1));
  if (!visited.includes(value)) setVisited([...visited, value]);

  // One element for every tab, so switching tabs never remounts the kept panes.
  const panes = (
    <>
      {tabs
        .filter((tab) => visited.includes(tab.value))
        .map((tab) => (
          <Activity key={tab.value} mode={tab.value === value ? 'visible' : 'hidden'}>
            <Pane onMount={countMount}>{renderPane(tab.value)}</Pane>
          </Activity>
        ))}
    </>
  );

  return (
    <Page title="Tab">
      <Stack gap={3}>
        <Inline gap={2}>
          <span>mounted times:</span>
          <Badge tone="info" srText="panes mounted">
            {mountedTimes}
          </Badge>
        </Inline>
        <Tabs
          label="Article types"
          value={value}
          onChange={onChange}
          items={tabs.map((tab) => ({ value: tab.value, label: tab.label, content: panes }))}
        />
      </Stack>
    </Page>
  );
}
