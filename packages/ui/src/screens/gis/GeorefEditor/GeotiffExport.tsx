import { useId, useState } from 'react';
import styled from 'styled-components';
import { formatGermanNumber } from '../../../model/germanNumber';
import type { TiffCompression } from '../../../model/georef/geotiffFile';
import type { Resampling } from '../../../model/georef/warpRaster';
import { Button } from '../../../primitives/Button';
import { NumberField } from '../../../primitives/NumberField';
import { Select } from '../../../primitives/Select';
import { color, media, space } from '../../../theme';
import type { GeotiffSettings } from './geotiffBuild';
import { FileName, FileNote } from './resultStyles';

export interface GeotiffExportProps {
  fileName: string;
  /** Why the GeoTIFF cannot be made now, German; `null` when it can. */
  unavailable: string | null;
  /**
   * When the script's result is reprojected into another system: that this file stays in the
   * map's (it is warped in the browser in the map's system), German.
   */
  systemNote?: string | null;
  /** GDAL's suggested resolution for the fit (metres per pixel), the field's default. */
  suggested: number | null;
  /** gdalwarp's own resolution, when `suggested` is coarser to stay within `maxPixels`. */
  gdalResolution?: number | null;
  /** The output's size in pixels at a resolution; `null` when the fit gives no grid. */
  sizeAt: (resolution: number) => { width: number; height: number } | null;
  /** The most output pixels one file may have (the browser holds them all in memory). */
  maxPixels: number;
  /** Makes the file and hands it to the download; `onProgress` takes German status text. Rejects with a German message. */
  onBuild: (settings: GeotiffSettings, onProgress: (text: string) => void) => Promise<void>;
}

const RESAMPLING = [
  { value: 'nearest', label: 'Nächster Nachbar' },
  { value: 'bilinear', label: 'Bilinear' },
  { value: 'cubic', label: 'Kubisch' },
];
const COMPRESSION = [
  { value: 'none', label: 'Keine' },
  { value: 'deflate', label: 'Deflate (verlustfrei, kleiner)' },
];

const count = (value: number) => formatGermanNumber(value, 0);

function suggestionHint(suggested: number | null, gdal: number | null, maxPixels: number): string | undefined {
  if (suggested === null) return undefined;
  if (gdal === null || gdal >= suggested) return `Vorschlag wie gdalwarp: ${formatGermanNumber(suggested, 3)} m`;
  return `Vorschlag: ${formatGermanNumber(suggested, 3)} m (gdalwarp: ${formatGermanNumber(gdal, 3)} m, im Browser höchstens ${count(maxPixels / 1e6)} Megapixel)`;
}
const megabytes = (bytes: number) => formatGermanNumber(bytes / 1e6, 1);

/**
 * The warped scan as a GeoTIFF, made in the browser: resolution (GDAL's suggestion until
 * one is typed), resampling and compression, the result's size before it is made, and the
 * progress while it is.
 */
export function GeotiffExport(props: GeotiffExportProps) {
  const {
    fileName,
    unavailable,
    systemNote,
    suggested,
    gdalResolution = suggested,
    sizeAt,
    maxPixels,
    onBuild,
  } = props;
  const titleId = useId();
  // `undefined` until a resolution is typed: the field follows GDAL's suggestion for the current fit.
  const [typed, setTyped] = useState<number | null | undefined>(undefined);
  const [fieldMessage, setFieldMessage] = useState<string | null>(null);
  const [resampling, setResampling] = useState<Resampling>('bilinear');
  const [compression, setCompression] = useState<TiffCompression>('none');
  const [status, setStatus] = useState<string | null>(null);
  const resolution = typed === undefined ? suggested : typed;
  const size = resolution !== null && fieldMessage === null ? sizeAt(resolution) : null;
  const pixels = size ? size.width * size.height : 0;
  const tooLarge =
    pixels > maxPixels
      ? `Bei dieser Auflösung hätte das GeoTIFF ${formatGermanNumber(pixels / 1e6, 1)} Megapixel, höchstens ${count(maxPixels / 1e6)} gehen im Browser. Bitte eine gröbere Auflösung wählen.`
      : null;
  const canBuild = unavailable === null && size !== null && tooLarge === null;

  const build = async () => {
    if (!canBuild || resolution === null) return;
    try {
      await onBuild({ resolution, resampling, compression }, setStatus);
      setStatus(`${fileName} erstellt.`);
    } catch (cause) {
      setStatus(`Das GeoTIFF ließ sich nicht erstellen: ${cause instanceof Error ? cause.message : String(cause)}`);
    }
  };

  return (
    <Root>
      <Group role="group" aria-labelledby={titleId}>
        <FileName id={titleId}>
          Entzerrtes GeoTIFF <code>{fileName}</code>
        </FileName>
        <FileNote>
          {unavailable ??
            `Der Scan, entzerrt wie mit gdalwarp und denselben Passpunkten, mit Koordinatensystem und Transparenz außerhalb des Blatts; wird im Browser erstellt.${systemNote ? ` ${systemNote}` : ''}`}
        </FileNote>
        <Fields>
          <NumberField
            label="Auflösung (m pro Pixel)"
            hint={suggestionHint(suggested, gdalResolution ?? null, maxPixels)}
            decimals={3}
            min={0.001}
            isRequired
            value={resolution}
            error={tooLarge}
            disabled={unavailable !== null}
            onChange={(value) => setTyped(value)}
            onValidationChange={setFieldMessage}
          />
          <Select
            label="Resampling"
            options={RESAMPLING}
            value={resampling}
            disabled={unavailable !== null}
            onChange={(value) => setResampling(value as Resampling)}
          />
          <Select
            label="Kompression"
            options={COMPRESSION}
            value={compression}
            disabled={unavailable !== null}
            onChange={(value) => setCompression(value as TiffCompression)}
          />
        </Fields>
        <Action>
          <Button size="sm" icon="download" disabled={!canBuild} onClick={build}>
            GeoTIFF erstellen
          </Button>
          <FileNote>
            {size
              ? `Ergebnis: ${count(size.width)} × ${count(size.height)} Pixel (Breite × Höhe), unkomprimiert ${megabytes(pixels * 4)} MB.`
              : null}
          </FileNote>
        </Action>
        <FileNote role="status">{status}</FileNote>
      </Group>
    </Root>
  );
}

const Root = styled.li`
  padding: ${space[2]} ${space[3]};
  border-top: 1px solid ${color.border};
`;

const Group = styled.div`
  display: grid;
  gap: ${space[2]};
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${space[3]};
  align-items: start;
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Action = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
  align-items: center;
`;
