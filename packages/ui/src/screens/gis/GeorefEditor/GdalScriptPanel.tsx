import styled from 'styled-components';
import { color, fontSize, fontWeights, radii, space } from '../../../theme';

export interface GdalScriptPanelProps {
  /** The script for the current points and type; `null` without a fit or an EPSG. */
  script: string | null;
  hasEpsg: boolean;
}

/** The GDAL script (`georef_bash`) as it will be stored with the next save. */
export function GdalScriptPanel({ script, hasEpsg }: GdalScriptPanelProps) {
  return (
    <Details>
      <summary>GDAL-Skript (wird beim Speichern als georef_bash gespeichert)</summary>
      {script ? (
        <Script role="region" tabIndex={0} aria-label="GDAL-Skript">
          {script}
        </Script>
      ) : (
        <Empty>
          {hasEpsg
            ? 'Noch kein Skript: dazu braucht es eine gültige Transformation.'
            : 'Noch kein Skript: dazu braucht die Karte ein Koordinatensystem (EPSG).'}
        </Empty>
      )}
    </Details>
  );
}

const Details = styled.details`
  border: 1px solid ${color.border};
  border-radius: ${radii.md};
  summary {
    padding: ${space[2]} ${space[3]};
    font-weight: ${fontWeights.semibold};
    cursor: pointer;
  }
`;

const Script = styled.pre`
  margin: 0;
  padding: ${space[3]};
  overflow: auto;
  border-top: 1px solid ${color.border};
  background: ${color.surfaceMuted};
  font-size: ${fontSize.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Empty = styled.p`
  margin: 0;
  padding: ${space[3]};
  color: ${color.textSecondary};
`;
