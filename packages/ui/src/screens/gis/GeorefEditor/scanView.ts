import type { IiifImage } from '../../../model/georef/iiif';

/**
 * What the image pane can show of a map's scan, decided by the page from the
 * runtime configuration (`scans`) and, for IIIF, the loaded `info.json`.
 */
export type ScanView =
  /** An IIIF Image API service: tiles loaded as needed. */
  | { kind: 'tiled'; image: IiifImage }
  /** One image for the whole scan (small scans). */
  | { kind: 'image'; url: string }
  /** The configuration names no scan source. */
  | { kind: 'none' }
  | { kind: 'loading' }
  /** The source is configured but the scan could not be read; `message` is German. */
  | { kind: 'error'; message: string };

/** The configuration key that names the scan source, as the README documents it. */
export const SCAN_CONFIG_KEY = 'scans';

/** What the pane says about the scan, or null when the scan is simply shown. */
export function scanNotice(view: ScanView): string | null {
  switch (view.kind) {
    case 'none':
      return `Kein Scan hinterlegt: Die Laufzeitkonfiguration (config.json) nennt unter „${SCAN_CONFIG_KEY}“ keine Scan-Quelle – einen IIIF-Dienst ({ "type": "iiif", "url": … }) oder eine Bildadresse mit {id} oder {map_name}. Bis dahin steht ein Blattraster in Pixeln an seiner Stelle.`;
    case 'loading':
      return 'Scan wird geladen …';
    case 'error':
      return `Der Scan konnte nicht geladen werden: ${view.message} Punkte lassen sich auf dem Blattraster weiter setzen.`;
    default:
      return null;
  }
}
