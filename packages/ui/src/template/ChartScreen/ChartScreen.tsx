import { useEffect, useId, useMemo } from 'react';
import styled from 'styled-components';
import { cssColor, prefersReducedMotion } from '../../charts/chartEnv';
import { useChartInstance } from '../../charts/useChartInstance';
import { Page } from '../../primitives/Page';
import { color, layout, space, visuallyHidden, type PaletteKey } from '../../theme';
import { chartScreenData, chartSummary, type ChartScreenKind } from './chartScreenData';
import { initChartScreen } from './chartScreenEcharts';
import { chartScreenOption } from './chartScreenOptions';

export interface ChartScreenProps {
  kind: ChartScreenKind;
  /** Default: animate unless the person asked for reduced motion; stories pass false. */
  animate?: boolean;
}

const SERIES_COLORS: PaletteKey[] = ['primary', 'info', 'warning', 'danger'];

/**
 * /charts/keyboard, /charts/line and /charts/mixchart: one chart filling the view's
 * height, redrawn when its box changes size (window or sidebar), in the theme's colours.
 * The canvas is an image named by the title and described in words.
 */
export function ChartScreen({ kind, animate }: ChartScreenProps) {
  const { host, chart } = useChartInstance(initChartScreen);
  const descriptionId = useId();
  const data = useMemo(() => chartScreenData(kind), [kind]);
  const shouldAnimate = animate ?? !prefersReducedMotion();

  useEffect(() => {
    const colors = {
      series: SERIES_COLORS.map(cssColor),
      text: cssColor('text'),
      grid: cssColor('border'),
      shadow: cssColor('surfaceMuted'),
    };
    chart.current?.setOption(chartScreenOption(kind, data, colors, shouldAnimate), true);
  }, [chart, kind, data, shouldAnimate]);

  return (
    <Page title={data.title}>
      <Canvas ref={host} role="img" aria-label={data.title} aria-describedby={descriptionId} />
      <Description id={descriptionId}>{chartSummary(data)}</Description>
    </Page>
  );
}

/** Full height: the view below the navbar, tags view, page title and the page's padding. */
const Canvas = styled.div`
  width: 100%;
  height: calc(100vh - ${layout.navbarHeight} - ${layout.tagsViewHeight} - ${space[12]} * 2);
  min-height: calc(${space[12]} * 6);
  background: ${color.surface};
`;

const Description = styled.p`
  ${visuallyHidden}
`;
