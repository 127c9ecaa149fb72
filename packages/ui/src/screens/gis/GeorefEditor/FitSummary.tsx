import styled from 'styled-components';
import { georefTypeLabel, type GeorefType } from '../../../model/domainValues';
import type { ScalePlausibility } from '../../../model/georef/plausibility';
import type { PreviewGap } from '../../../model/georef/previewGap';
import type { ResidualReport } from '../../../model/georef/residuals';
import { MIN_CONTROL_POINTS, type FitResult } from '../../../model/georef/types';
import { useDelayedFlag } from '../../../hooks/useDelayedFlag';
import { Icon } from '../../../primitives/Icon';
import { color, fontSize, radii, space } from '../../../theme';

/**
 * requirements §2: minimum point counts, enforced and explained. What each type fits and why it
 * needs its minimum: each point gives two equations, the type has twice the minimum in
 * unknowns (the spline interpolates and only needs a triangle).
 */
export const TYPE_EXPLANATIONS: Readonly<Record<GeorefType, string>> = {
  linear: 'Maßstab und Verschiebung je Achse, ohne Drehung (4 Unbekannte).',
  helmert: 'Verschiebung, Drehung und ein gemeinsamer Maßstab (4 Unbekannte).',
  polynomial1: 'Affin: Maßstab je Achse, Drehung und Scherung (6 Koeffizienten).',
  polynomial2: 'Gleicht gleichmäßigen Verzug des Blatts aus (12 Koeffizienten).',
  polynomial3: 'Für stark verzogene Blätter (20 Koeffizienten); braucht gut verteilte Punkte.',
  projective: 'Perspektive, etwa für abfotografierte Karten (8 Parameter).',
  tps: 'Biegt das Blatt exakt durch jeden Punkt; Residuen als Leave-one-out.',
};

export interface FitSummaryProps {
  type: GeorefType;
  fit: FitResult;
  report: ResidualReport | null;
  plausibility: ScalePlausibility | null;
  /** Point numbers (1-based) of the flagged points. */
  outlierNumbers: readonly number[];
  /** How far the preview (forward fit) lies from gdalwarp's output (reverse fit); null when they agree exactly. */
  gap?: PreviewGap | null;
  /** A newer fit is being computed; the figures are the previous ones. */
  isUpdating?: boolean;
}

/**
 * How long a computation runs before the summary and the table say so: a spline's answer to a
 * drag move comes within it, a first fit of 1,000 points or a release does not.
 */
export const BUSY_NOTICE_MS = 200;

const two = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });
const one = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

/** A distance with as many decimals as it deserves: 25 m, 2,4 m, 0,47 m. */
function metres(value: number): string {
  return `${(value >= 10 ? whole : value >= 1 ? one : two).format(value)} m`;
}

/** The state of the fit in words: why there is none, the RMSE, outliers, the scale check. */
export function FitSummary(props: FitSummaryProps) {
  const { type, fit, report, plausibility, outlierNumbers, gap = null, isUpdating = false } = props;
  const min = MIN_CONTROL_POINTS[type];
  // The notice only for a wait a person notices (BUSY_NOTICE_MS): a line coming and going with
  // every move of a dragged spline point would shift the panes below it.
  const showsBusy = useDelayedFlag(isUpdating, BUSY_NOTICE_MS);
  return (
    <Root>
      <Explanation>
        {georefTypeLabel(type)}: {TYPE_EXPLANATIONS[type]} Mindestens {min} aktive Passpunkte.
      </Explanation>
      <Lines role="status" data-testid="georef-fit-summary" aria-busy={isUpdating}>
        {showsBusy ? (
          <Line $tone="neutral">
            <Icon name="refresh" />
            <span>
              {georefTypeLabel(type)} wird berechnet … Die Zahlen unten gelten noch für die vorige Berechnung.
            </span>
          </Line>
        ) : null}
        {!fit.ok ? (
          <Line $tone="warning">
            <Icon name="warning" />
            <span>
              {fit.message}
              {fit.reason === 'too-few-points' ? ` Es fehlen noch ${fit.needed - fit.have}.` : ''}
            </span>
          </Line>
        ) : report ? (
          <>
            <Line $tone="neutral">
              <Icon name="chart" />
              <span>
                {report.rmse === null
                  ? `RMSE nicht bestimmbar: ${report.enabledCount} aktive Punkte sind genau die Mindestanzahl, die Transformation geht durch jeden.`
                  : `RMSE ${two.format(report.rmse)} ${report.units === 'pixels' ? 'px' : 'm'} aus ${report.enabledCount} aktiven Punkten (${report.degreesOfFreedom} ${report.isLeaveOneOut ? 'Leave-one-out-Fehler' : report.degreesOfFreedom === 1 ? 'Freiheitsgrad' : 'Freiheitsgrade'}).`}
              </span>
            </Line>
            {gap?.exceeds ? (
              <Line $tone="warning" data-testid="georef-preview-gap">
                <Icon name="warning" />
                <span>
                  Hin- und Rückrichtung weichen bis zu {metres(gap.worstMap)} ab: mehr Passpunkte setzen. Die Vorschau
                  zeigt die Hinrichtung (Scan → Karte), gdalwarp entzerrt mit der eigens ausgeglichenen Rückrichtung;
                  das sind bis zu {one.format(gap.worstPixels)} Scanpixel Unterschied.
                </span>
              </Line>
            ) : null}
            {report.isLeaveOneOut ? (
              <Line $tone="neutral">
                <Icon name="info" />
                <span>
                  Der Thin Plate Spline geht durch jeden Punkt; die Residuen zeigen, wie weit jeder Punkt von der
                  Transformation ohne ihn liegt.
                </span>
              </Line>
            ) : null}
            {outlierNumbers.length > 0 ? (
              <Line $tone="danger">
                <Icon name="error" />
                <span>
                  {outlierNumbers.length === 1 ? 'Ausreißer: Punkt ' : 'Ausreißer: Punkte '}
                  {outlierNumbers.join(', ')} (Residuum über {report.outlierFactor} × RMSE der übrigen Punkte).
                </span>
              </Line>
            ) : null}
          </>
        ) : null}
        {plausibility ? (
          plausibility.hint ? (
            <Line $tone="warning">
              <Icon name="warning" />
              <span>{plausibility.hint}</span>
            </Line>
          ) : (
            <Line $tone="success">
              <Icon name="checkCircle" />
              <span>
                Maßstab plausibel: {two.format(plausibility.fittedMetresPerPixel)} m pro Pixel, erwartet{' '}
                {two.format(plausibility.expectedMetresPerPixel)} m.
              </span>
            </Line>
          )
        ) : null}
      </Lines>
    </Root>
  );
}

type Tone = 'neutral' | 'warning' | 'danger' | 'success';
const tones: Record<Tone, { background: string; border: string; icon: string }> = {
  neutral: { background: color.surfaceMuted, border: color.border, icon: color.textSecondary },
  warning: { background: color.warningBg, border: color.warning, icon: color.warning },
  danger: { background: color.dangerBg, border: color.danger, icon: color.danger },
  success: { background: color.successBg, border: color.success, icon: color.success },
};

const Root = styled.div`
  display: grid;
  gap: ${space[2]};
`;

const Explanation = styled.p`
  margin: 0;
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
`;

const Lines = styled.div`
  display: grid;
  gap: ${space[1]};
`;

const Line = styled.p<{ $tone: Tone }>`
  display: flex;
  align-items: flex-start;
  gap: ${space[2]};
  margin: 0;
  padding: ${space[2]} ${space[3]};
  border: 1px solid ${(p) => tones[p.$tone].border};
  border-radius: ${radii.md};
  background: ${(p) => tones[p.$tone].background};
  color: ${color.text};
  font-size: ${fontSize.sm};
  svg {
    flex: none;
    margin-top: ${space[0]};
    color: ${(p) => tones[p.$tone].icon};
  }
`;
