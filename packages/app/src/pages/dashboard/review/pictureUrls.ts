import { useEffect, useState } from 'react';
import { useRuntimeConfig } from '../../../config/RuntimeConfigContext';

/** A picture's address from the runtime configuration's template (`{kaefer_id}`, `{filename}`). */
export function kaeferBildUrl(template: string, kaeferId: number, filename: string): string {
  return template
    .replaceAll('{kaefer_id}', encodeURIComponent(String(kaeferId)))
    .replaceAll('{filename}', encodeURIComponent(filename));
}

type Resolve = (kaeferId: number, filename: string) => string | null;

const none: Resolve = () => null;

/**
 * Where a beetle picture is served: the configured template in connected mode; in demo mode
 * the seed's bundled pictures, loaded with the review (never with the first load).
 */
export function usePictureUrl(): Resolve {
  const config = useRuntimeConfig();
  const template = config.kaeferBilder?.url ?? null;
  const isDemo = config.dataService.type === 'mock';
  const [demo, setDemo] = useState<Resolve | null>(null);
  useEffect(() => {
    if (template !== null || !isDemo) return;
    let isCurrent = true;
    void import('@waldmonitor/dataservice/images').then(({ imageUrl }) => {
      if (isCurrent) setDemo(() => (_id: number, filename: string) => imageUrl(filename) ?? null);
    });
    return () => {
      isCurrent = false;
    };
  }, [template, isDemo]);
  if (template !== null) return (kaeferId, filename) => kaeferBildUrl(template, kaeferId, filename);
  return demo ?? none;
}
