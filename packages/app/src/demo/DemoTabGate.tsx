import { DemoInOtherTab } from '@waldmonitor/ui';
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import type { DemoDatabase } from './demoDatabase';

/**
 * The demo's app while this tab uses the demo's data; the whole page DemoInOtherTab while another
 * tab of the browser does (the second tab opened, or the first after the second took the data).
 */
export function DemoTabGate({ tab, children }: { tab: DemoDatabase['tab']; children: ReactNode }) {
  const state = useSyncExternalStore(tab.subscribe, tab.get);
  const [isTakingOver, setTakingOver] = useState(false);
  if (state === 'here') return children;
  return (
    <DemoInOtherTab
      state={state}
      isTakingOver={isTakingOver}
      onUseHere={() => {
        setTakingOver(true);
        tab.useHere();
      }}
    />
  );
}
