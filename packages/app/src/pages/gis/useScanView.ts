import { iiifInfoUrl, parseIiifInfo, type IiifImage, type Karte } from '@waldmonitor/ui/model';
import type { ScanView } from '@waldmonitor/ui/gis';
import { useMemo } from 'react';
import useSWR from 'swr';
import type { ScanSourceConfig } from '../../config/runtimeConfig';
import { scansReady } from '../../config/scansReady';

/** `{id}` and `{map_name}` of a plain image URL template, filled in as URL parts. */
export function scanImageUrl(template: string, karte: Pick<Karte, 'id' | 'map_name'>): string {
  return template
    .replaceAll('{id}', encodeURIComponent(String(karte.id)))
    .replaceAll('{map_name}', encodeURIComponent(karte.map_name));
}

/** Reads and checks an IIIF info.json; a failure is an Error with a German message. */
export async function loadIiifInfo(url: string): Promise<IiifImage> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: 'application/ld+json, application/json' } });
  } catch {
    throw new Error(`Der Scan-Dienst ist nicht erreichbar (${url}).`);
  }
  if (!response.ok) throw new Error(`Der Scan-Dienst antwortet auf ${url} mit HTTP ${response.status}.`);
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new Error(`Die Bildbeschreibung ${url} ist kein gültiges JSON.`);
  }
  return parseIiifInfo(json);
}

/**
 * The scan of a map as the runtime configuration serves it: `undefined` config
 * means no source (the editor says which key to set), an image template gives one image,
 * an IIIF base gives tiles once its info.json (image id = map id) is read.
 */
export function useScanView(
  source: ScanSourceConfig | undefined,
  karte: Pick<Karte, 'id' | 'map_name'> | null,
): ScanView {
  const infoUrl =
    source?.type === 'iiif' && karte
      ? iiifInfoUrl(new URL(source.url, window.location.href).href, String(karte.id))
      : null;
  const info = useSWR(
    infoUrl ? ['iiif-info', infoUrl] : null,
    // A start that failed is said where the demo starts; the scan then says what its request met.
    ([, url]: [string, string]) =>
      scansReady.get().then(
        () => loadIiifInfo(url),
        () => loadIiifInfo(url),
      ),
    {
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      shouldRetryOnError: false,
    },
  );
  const imageUrl = source?.type === 'image' && karte ? scanImageUrl(source.url, karte) : null;
  return useMemo<ScanView>(() => {
    if (!source) return { kind: 'none' };
    if (imageUrl) return { kind: 'image', url: imageUrl };
    if (info.data) return { kind: 'tiled', image: info.data };
    if (info.error)
      return { kind: 'error', message: info.error instanceof Error ? info.error.message : String(info.error) };
    return { kind: 'loading' };
  }, [source, imageUrl, info.data, info.error]);
}
