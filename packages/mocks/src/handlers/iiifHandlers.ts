import { http, type HttpHandler } from 'msw';
import type { FaultRegistry } from '../faults';
import { DEMO_IIIF_PATH } from '../scans/iiifPath';
import { answerInfo, answerTile } from './iiifAnswers';
import { guarded } from './respond';

/**
 * The mock IIIF Image API service of demo mode: `info.json` and level-0 tiles
 * of every seeded map's scan, drawn as PNG with OffscreenCanvas (in the browser: demo mode,
 * Storybook). msw/node has no canvas: there a tile answers 501 and tests keep to info.json.
 * Fault switch names: `GET /iiif/info.json` and `GET /iiif/tile`.
 */
export function iiifHandlers(faults: FaultRegistry): HttpHandler[] {
  return [
    http.get(
      `*${DEMO_IIIF_PATH}/:id/info.json`,
      guarded(faults, ['GET /iiif/info.json'], 'data', ({ params, request }) => answerInfo(request, String(params.id))),
    ),
    http.get(
      `*${DEMO_IIIF_PATH}/:id/:region/:size/:rotation/:file`,
      guarded(faults, ['GET /iiif/tile'], 'data', ({ params }) => answerTile(params as Record<string, string>)),
    ),
  ];
}
