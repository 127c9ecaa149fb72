import styled from 'styled-components';
import { georefTypeLabel, type GeorefType } from '../../../model/domainValues';
import { useState } from 'react';
import { computeResiduals, type ResidualReport as Residuals } from '../../../model/georef/residuals';
import type { GeorefFit } from '../../../model/georef/types';
import { A4Sheet, PrintView } from '../../shared/PrintView';
import { fontSize, fontWeights } from '../../../theme';
import type { EditorPoint } from './editorState';

export interface ResidualReportProps {
  mapName: string;
  karteId: number;
  type: GeorefType;
  /** The map's EPSG; `null` when it has none. */
  epsg: number | null;
  points: readonly EditorPoint[];
  /** The fit the report is of: its residuals are taken once, when the report opens. */
  fit: GeorefFit;
  printedAt: Date;
  onClose: () => void;
  /** Opens the browser's print dialog; `window.print()` when left out (stories pass a spy). */
  onPrint?: () => void;
}

const two = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const day = new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeStyle: 'short' });
const figure = (value: number | null | undefined) => (value === null || value === undefined ? '–' : two.format(value));

/** The RMSE line of one unit: the figure and what it rests on. */
function rmseText(report: Residuals, unit: string): string {
  if (report.rmse === null) return `nicht bestimmbar (${report.enabledCount} aktive Punkte, keine Überbestimmung)`;
  const basis = report.isLeaveOneOut ? 'Leave-one-out-Fehler' : 'Freiheitsgrade';
  return `${two.format(report.rmse)} ${unit} (${report.degreesOfFreedom} ${basis})`;
}

/**
 * The residual report of a georeferencing as a print page (QGIS's Georeferencer writes one as
 * PDF): the map, type and system, the RMSE in pixels and metres, and every point with its
 * residuals, outliers marked. Printed or saved as PDF through the browser's print dialog.
 */
export function ResidualReport(props: ResidualReportProps) {
  const { mapName, karteId, type, epsg, points, fit, printedAt, onClose, onPrint } = props;
  // The figures of the moment the report opened (a spline of 1,000 points is not cheap).
  const [{ pixels, metres }] = useState(() => ({
    pixels: computeResiduals(fit, points, { units: 'pixels' }),
    metres: computeResiduals(fit, points, { units: 'map' }),
  }));
  const outliers = points.filter((_, index) => pixels.points[index]?.isOutlier).length;
  return (
    <PrintView
      title={`Druckansicht: Residuenbericht ${mapName}`}
      pageHeader={`Residuenbericht · ${mapName}`}
      paperLabel="Bericht"
      onClose={onClose}
      onPrint={onPrint}
    >
      <Sheet>
        <h2>Residuenbericht</h2>
        <Facts>
          <dt>Karte</dt>
          <dd>
            {mapName} (Nr. {karteId})
          </dd>
          <dt>Transformation</dt>
          <dd>{georefTypeLabel(type)}</dd>
          <dt>Koordinatensystem</dt>
          <dd>{epsg === null ? 'keines angegeben' : `EPSG:${epsg}`}</dd>
          <dt>Passpunkte</dt>
          <dd>
            {points.length}, davon {pixels.enabledCount} aktiv
            {outliers > 0 ? `, ${outliers} Ausreißer` : ''}
          </dd>
          <dt>RMSE im Scan</dt>
          <dd>{rmseText(pixels, 'px')}</dd>
          <dt>RMSE auf der Karte</dt>
          <dd>{rmseText(metres, 'm')}</dd>
          <dt>Erstellt</dt>
          <dd>{day.format(printedAt)}</dd>
        </Facts>
        <Points>
          <caption>Passpunkte und Residuen</caption>
          <thead>
            <tr>
              <th scope="col">Nr.</th>
              <th scope="col">Aktiv</th>
              <th scope="col">Pixel X</th>
              <th scope="col">Pixel Y</th>
              <th scope="col">Rechtswert</th>
              <th scope="col">Hochwert</th>
              <th scope="col">dX (m)</th>
              <th scope="col">dY (m)</th>
              <th scope="col">Residuum (m)</th>
              <th scope="col">Residuum (px)</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point, index) => {
              const m = metres.points[index] ?? null;
              const px = pixels.points[index] ?? null;
              return (
                <tr key={point.key} data-outlier={px?.isOutlier || undefined}>
                  <th scope="row">{index + 1}</th>
                  <td>{point.enable ? 'ja' : 'nein'}</td>
                  <td>{two.format(point.pixelx)}</td>
                  <td>{two.format(point.pixely)}</td>
                  <td>{two.format(point.mapx)}</td>
                  <td>{two.format(point.mapy)}</td>
                  <td>{figure(m?.dx)}</td>
                  <td>{figure(m?.dy)}</td>
                  <td>{figure(m?.residual)}</td>
                  <td>
                    {figure(px?.residual)}
                    {px?.isOutlier ? ' (Ausreißer)' : ''}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Points>
      </Sheet>
    </PrintView>
  );
}

/** The report's type on the shared sheet. */
const Sheet = styled(A4Sheet)`
  font-size: 10pt;
  h2 {
    margin: 0 0 6mm;
    font-size: 16pt;
    font-weight: ${fontWeights.semibold};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: 40mm 1fr;
  gap: 1mm 4mm;
  margin: 0 0 6mm;
  dt {
    font-weight: ${fontWeights.semibold};
  }
  dd {
    margin: 0;
  }
`;

const Points = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 8.5pt;
  font-variant-numeric: tabular-nums;
  caption {
    margin-bottom: 2mm;
    text-align: left;
    font-size: ${fontSize.sm};
    font-weight: ${fontWeights.semibold};
  }
  th,
  td {
    padding: 1mm 1.5mm;
    border-bottom: 0.2mm solid #999;
    text-align: right;
    white-space: nowrap;
  }
  thead th {
    border-bottom: 0.4mm solid #000;
  }
  tr[data-outlier] td,
  tr[data-outlier] th {
    font-weight: ${fontWeights.bold};
    color: #a3151b;
  }
  thead {
    display: table-header-group;
  }
`;
