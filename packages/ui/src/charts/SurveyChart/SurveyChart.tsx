import { useEffect, useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { chartCsv, chartTotal, type ChartData } from '../../model/backOffice/surveyCharts';
import type { QueryState } from '../../model/queryState';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Spinner } from '../../primitives/Spinner';
import { fontWeights, space, visuallyHidden, type PaletteKey } from '../../theme';
import { cssColor, prefersReducedMotion } from '../chartEnv';
import { barOption, type ChartColors } from '../chartOption';
import { initChart } from '../echarts';
import { useChartInstance } from '../useChartInstance';

export interface SurveyChartProps {
  title: string;
  /** The chart's read, shaped by the model (surveyObjectsChart, lengthByErfqChart, …). */
  data: QueryState<ChartData>;
  /** The table's first column header, e.g. "Objektart". */
  categoryHeader: string;
  /** Stack the series (vermessen over vermutet make the whole). */
  isStacked?: boolean;
  /** Base name of the PNG and CSV files. */
  fileName: string;
  /** Default: animate unless the person asked for reduced motion; stories pass false for stable screenshots. */
  animate?: boolean;
  /** What the empty state says when there are no rows or every value is 0 (a new client). */
  emptyTitle?: string;
}

const NO_DATA: ChartData = { series: [], rows: [], unit: '' };
const number = new Intl.NumberFormat('de-DE');
const SERIES_COLORS: PaletteKey[] = ['primary', 'borderStrong', 'info', 'warning'];

function download(href: string, fileName: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.click();
}

/**
 * A bar chart with its table alternative: the canvas is hidden from screen readers, the
 * table (visually hidden until "Tabelle zeigen") says the same with German numbers.
 */
export function SurveyChart({
  title,
  data: query,
  categoryHeader,
  isStacked = false,
  fileName,
  animate,
  emptyTitle = 'Noch nichts erfasst.',
}: SurveyChartProps) {
  // Pages build the chart's data afresh on every render (mapQuery), and each new object redrew
  // the whole chart (setOption, tens of milliseconds), on every answer and keystroke of the page
  // around it: the chart takes its data by content. Chart data is plain JSON (labels, numbers).
  const dataContent = JSON.stringify(query.data ?? NO_DATA);
  const data = useMemo(() => JSON.parse(dataContent) as ChartData, [dataContent]);
  const { isLoading, error } = query;
  const [isTableShown, setTableShown] = useState(false);
  const tableId = useId();
  // Rows of nothing but zeros (a client without objects) drew empty axes without a word.
  const hasData = !isLoading && error === null && data.rows.some((row) => row.values.some((value) => value !== 0));
  const shouldAnimate = animate ?? !prefersReducedMotion();
  const { host, chart } = useChartInstance(initChart, hasData);

  useEffect(() => {
    if (!chart.current) return;
    const colors: ChartColors = {
      series: SERIES_COLORS.map(cssColor),
      text: cssColor('text'),
      grid: cssColor('border'),
    };
    chart.current.setOption(barOption(data, colors, { isStacked, animate: shouldAnimate }), true);
  }, [chart, data, isStacked, shouldAnimate, hasData]);

  const totals = chartTotal(data);
  const actions = hasData ? (
    <>
      <Button
        size="sm"
        aria-expanded={isTableShown}
        aria-controls={tableId}
        onClick={() => setTableShown(!isTableShown)}
      >
        {isTableShown ? 'Tabelle ausblenden' : 'Tabelle zeigen'}
      </Button>
      <Button
        size="sm"
        icon="download"
        aria-label={`${title} als PNG herunterladen`}
        onClick={() => {
          const url = chart.current?.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: cssColor('surface') });
          if (url) download(url, `${fileName}.png`);
        }}
      >
        PNG
      </Button>
      <Button
        size="sm"
        icon="download"
        aria-label={`${title} als CSV herunterladen`}
        onClick={() => {
          // The byte order mark makes spreadsheet programs read the umlauts as UTF-8.
          const blob = new Blob(['\uFEFF', chartCsv(data, categoryHeader)], { type: 'text/csv;charset=utf-8' });
          const url = URL.createObjectURL(blob);
          download(url, `${fileName}.csv`);
          URL.revokeObjectURL(url);
        }}
      >
        CSV
      </Button>
    </>
  ) : null;

  return (
    <Card title={title} headingLevel={3} actions={isLoading || error !== null ? undefined : actions}>
      {isLoading ? (
        <Spinner label={`${title} wird geladen …`} />
      ) : error !== null ? (
        <ErrorState title={`${title} konnte nicht geladen werden.`} error={error} onRetry={query.onRetry} />
      ) : !hasData ? (
        <EmptyState icon="map" title={emptyTitle} />
      ) : (
        <>
          <Canvas ref={host} aria-hidden="true" $rows={data.rows.length} />
          <TableWrap
            id={tableId}
            $isShown={isTableShown}
            // Shown, a wide table scrolls: reachable by keyboard then.
            tabIndex={isTableShown ? 0 : undefined}
          >
            <table>
              <caption>{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{categoryHeader}</th>
                  {data.series.map((name) => (
                    <th scope="col" key={name}>{`${name} (${data.unit})`}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.rows.map((row) => (
                  <tr key={row.label}>
                    <th scope="row">{row.label}</th>
                    {row.values.map((value, index) => (
                      <td key={data.series[index]}>{number.format(value)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">Summe</th>
                  {totals.map((total, index) => (
                    <td key={data.series[index]}>{number.format(total)}</td>
                  ))}
                </tr>
              </tfoot>
            </table>
          </TableWrap>
        </>
      )}
    </Card>
  );
}

const Canvas = styled.div<{ $rows: number }>`
  width: 100%;
  height: calc(${space[10]} * ${(p) => Math.max(p.$rows, 3)} + ${space[12]});
`;

const TableWrap = styled.div<{ $isShown: boolean }>`
  margin-top: ${space[3]};
  overflow-x: auto;
  ${(p) => (p.$isShown ? '' : visuallyHidden)}
  table {
    border-collapse: collapse;
    width: 100%;
  }
  caption {
    text-align: start;
  }
  th,
  td {
    padding: ${space[1]} ${space[2]};
    text-align: end;
  }
  th[scope='row'],
  th:first-child {
    text-align: start;
  }
  tfoot {
    font-weight: ${fontWeights.semibold};
  }
`;
