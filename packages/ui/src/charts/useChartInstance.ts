import type { ECharts } from 'echarts/core';
import { useEffect, useRef } from 'react';

/**
 * An echarts instance on `host` while the component is mounted and `isActive`: made with
 * `init`, redrawn when its box changes size (window, sidebar, settings panel), disposed
 * on unmount. Call it before the effect that sets the option, so the chart exists then.
 */
export function useChartInstance(init: (element: HTMLElement) => ECharts, isActive = true) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);

  useEffect(() => {
    if (!host.current || !isActive) return;
    const instance = init(host.current);
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(host.current);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [init, isActive]);

  return { host, chart };
}
