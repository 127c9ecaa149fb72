import { useEffect } from 'react';
import styled from 'styled-components';
import type { TemplateChartData } from '../../model/template/dashboard';
import { Card } from '../../primitives/Card';
import { space, visuallyHidden, type PaletteKey } from '../../theme';
import { cssColor, prefersReducedMotion } from '../chartEnv';
import { templateChartOption, type TemplateChartKind } from './templateChartOption';
import { useChartInstance } from '../useChartInstance';
import { initTemplateChart } from './templateEcharts';

export interface TemplateChartProps {
  kind: TemplateChartKind;
  data: TemplateChartData;
  /** Default: animate unless the person asked for reduced motion; stories pass false. */
  animate?: boolean;
  /** Heading level of the card's title, to fit the page's outline. */
  headingLevel?: 2 | 3;
}

const SERIES_COLORS: PaletteKey[] = ['primary', 'info', 'warning', 'danger', 'borderStrong'];
const number = new Intl.NumberFormat('en-US');

/**
 * A chart of the template dashboard (line, radar, pie or bar) in a card. The canvas is
 * hidden from screen readers; a visually hidden table says the same in numbers.
 */
export function TemplateChart({ kind, data, animate, headingLevel = 2 }: TemplateChartProps) {
  const { host, chart } = useChartInstance(initTemplateChart);
  const shouldAnimate = animate ?? !prefersReducedMotion();

  useEffect(() => {
    const colors = { series: SERIES_COLORS.map(cssColor), text: cssColor('text'), grid: cssColor('border') };
    chart.current?.setOption(templateChartOption(kind, data, colors, shouldAnimate), true);
  }, [chart, kind, data, shouldAnimate]);

  return (
    <Card title={data.title} headingLevel={headingLevel}>
      <Canvas ref={host} aria-hidden="true" />
      <HiddenData>
        <table>
          <caption>{data.title}</caption>
          <thead>
            <tr>
              <th scope="col">Category</th>
              {data.series.map((series) => (
                <th scope="col" key={series.name}>
                  {series.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.categories.map((category, index) => (
              <tr key={category}>
                <th scope="row">{category}</th>
                {data.series.map((series) => (
                  <td key={series.name}>{number.format(series.values[index] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </HiddenData>
    </Card>
  );
}

const Canvas = styled.div`
  width: 100%;
  height: calc(${space[12]} * 6);
`;

/**
 * The data table's hidden box. A table itself ignores the 1 px size and the clipping of
 * `visuallyHidden` and, placed absolutely, would widen a phone's page by its full width.
 */
const HiddenData = styled.div`
  ${visuallyHidden}
`;
