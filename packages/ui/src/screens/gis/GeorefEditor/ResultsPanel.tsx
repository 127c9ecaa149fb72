import { useId, useState } from 'react';
import styled from 'styled-components';
import { EPSG_CODES, epsgLabel, isEpsgCode } from '../../../model/domainValues';
import { Button } from '../../../primitives/Button';
import { Select, type SelectOption } from '../../../primitives/Select';
import { color, fontSize, fontWeights, media, radii, space } from '../../../theme';
import { GeotiffExport, type GeotiffExportProps } from './GeotiffExport';
import { staysInMapSystem, type ResultFile } from './resultFiles';
import { FileName, FileNote } from './resultStyles';
import { reprojectionTarget } from './saveResult';

export interface ResultsPanelProps {
  /** The script for the settled points and type, in the map's system (what Save stores); `null` without a fit or an EPSG. */
  script: string | null;
  /** The map's EPSG code; `null` when it has none. */
  epsg: number | null;
  /**
   * The files to take away with the script's result in a target system (the map's own when
   * `undefined`), each made on download or saying why it cannot be had.
   */
  filesFor: (targetEpsg: number | undefined) => readonly ResultFile[];
  /** Receives a made file; the editor hands it to the browser's download. */
  onDownload: (text: string, file: ResultFile) => void;
  /** Copies the script; resolves to whether it reached the clipboard. */
  onCopyScript: (script: string) => Promise<boolean>;
  /** Opens the residual report's print page; `null` while there is no fit to report. */
  onOpenReport: (() => void) | null;
  /** The warped scan as a GeoTIFF made in the browser. */
  geotiff: GeotiffExportProps;
}

const systemName = (code: number) => (isEpsgCode(code) ? `EPSG:${code} ${epsgLabel(code)}` : `EPSG:${code}`);

/** The map's own system first, then every other the editor knows: gdalwarp reprojects into any EPSG code. */
const targetOptions = (epsg: number): SelectOption[] => [
  { value: String(epsg), label: `wie die Karte – ${systemName(epsg)}` },
  ...EPSG_CODES.filter(({ value }) => value !== epsg).map(({ value }) => ({
    value: String(value),
    label: systemName(value),
  })),
];

/**
 * What the georeferencing gives a surveyor to take away: the script (`georef_bash`), a world
 * file with its system, a VRT with the GCPs, for IIIF scans a Georeference Annotation, and
 * the warped scan as a GeoTIFF. A target system ("Zielsystem") reprojects the downloaded
 * script's result; the choice is the page's only, not saved.
 */
export function ResultsPanel(props: ResultsPanelProps) {
  const { script, epsg, filesFor, onDownload, onCopyScript, onOpenReport, geotiff } = props;
  const headingId = useId();
  const [copied, setCopied] = useState<string | null>(null);
  // `null`: the map's own system, so a map whose system changes is not left with a stale target.
  const [chosen, setChosen] = useState<number | null>(null);
  const target = reprojectionTarget(epsg, chosen);
  const files = filesFor(target);
  const staysNote = target !== undefined && epsg !== null ? staysInMapSystem(epsg) : null;
  const copy = async () => {
    if (script === null) return;
    const reached = await onCopyScript(script);
    setCopied(
      reached ? 'Skript in die Zwischenablage kopiert.' : 'Kopieren ging nicht: Skript markieren und Strg+C drücken.',
    );
  };
  return (
    <Section aria-labelledby={headingId}>
      <h3 id={headingId}>Ergebnis mitnehmen</h3>
      <TargetField>
        {epsg !== null ? (
          <Select
            label="Zielsystem"
            hint="Gilt für das heruntergeladene GDAL-Skript; die anderen Dateien bleiben im System der Karte."
            options={targetOptions(epsg)}
            value={String(target ?? epsg)}
            onChange={(value) => setChosen(Number(value))}
          />
        ) : (
          <Select
            label="Zielsystem"
            hint="Erst wählbar, wenn die Karte ein Koordinatensystem (EPSG) hat."
            options={[]}
            placeholder="wie die Karte"
            value=""
            disabled
          />
        )}
      </TargetField>
      <Files>
        {files.map((file) => (
          <FileRow key={file.key}>
            <div>
              <FileName>
                {file.label} <code>{file.fileName}</code>
              </FileName>
              <FileNote>{file.unavailable ?? file.purpose}</FileNote>
            </div>
            <Button
              size="sm"
              icon="download"
              disabled={file.make === undefined}
              aria-label={`${file.label} herunterladen`}
              onClick={() => file.make && onDownload(file.make(), file)}
            >
              Herunterladen
            </Button>
          </FileRow>
        ))}
        <FileRow>
          <div>
            <FileName>Residuenbericht</FileName>
            <FileNote>
              {onOpenReport
                ? 'Karte, Transformation, RMSE und alle Punkte mit ihren Residuen als Druckseite, wie QGIS ihn schreibt; drucken oder als PDF speichern.'
                : 'Dazu braucht es eine gültige Transformation.'}
            </FileNote>
          </div>
          <Button size="sm" icon="document" disabled={!onOpenReport} onClick={() => onOpenReport?.()}>
            Bericht öffnen
          </Button>
        </FileRow>
        <GeotiffExport {...geotiff} systemNote={staysNote} />
      </Files>
      <Details>
        <summary>
          GDAL-Skript ansehen (wird beim Speichern als georef_bash gespeichert)
          {target !== undefined ? (
            <SummaryNote>{`Hier im System der Karte (EPSG:${epsg}), wie es gespeichert wird; das heruntergeladene Skript projiziert nach EPSG:${target} um.`}</SummaryNote>
          ) : null}
        </summary>
        {script ? (
          <>
            <CopyLine>
              <Button size="sm" onClick={copy}>
                Skript kopieren
              </Button>
              <span role="status">{copied}</span>
            </CopyLine>
            <Script role="region" tabIndex={0} aria-label="GDAL-Skript">
              {script}
            </Script>
          </>
        ) : (
          <Empty>
            {epsg !== null
              ? 'Noch kein Skript: dazu braucht es eine gültige Transformation.'
              : 'Noch kein Skript: dazu braucht die Karte ein Koordinatensystem (EPSG).'}
          </Empty>
        )}
      </Details>
    </Section>
  );
}

const Section = styled.section`
  display: grid;
  gap: ${space[3]};
  h3 {
    margin: 0;
    font-size: ${fontSize.md};
  }
`;

const TargetField = styled.div`
  max-width: 36rem;
`;

const Files = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${color.border};
  border-radius: ${radii.md};
`;

const FileRow = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${space[3]};
  align-items: center;
  padding: ${space[2]} ${space[3]};
  & + & {
    border-top: 1px solid ${color.border};
  }
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    justify-items: start;
  }
`;

const Details = styled.details`
  border: 1px solid ${color.border};
  border-radius: ${radii.md};
  summary {
    padding: ${space[2]} ${space[3]};
    font-weight: ${fontWeights.semibold};
    cursor: pointer;
  }
`;

const SummaryNote = styled.span`
  display: block;
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
  font-weight: normal;
`;

const CopyLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
  align-items: center;
  padding: ${space[2]} ${space[3]};
  border-top: 1px solid ${color.border};
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
