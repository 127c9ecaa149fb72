import { http, type HttpHandler } from 'msw';
import type { FaultRegistry } from '../faults';
import { guarded } from './respond';

/** Where msw's WMS answers: `/wms/<service>`, one path per configured service. */
export const DEMO_WMS_PATH = '/wms';

/** One pixel in the offline background's land colour, stretched over the whole tile. */
const TILE = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGO4/+ICAAVBApgHQ9GCAAAAAElFTkSuQmCC'),
  (char) => char.charCodeAt(0),
);

/** A WMS answers a request it cannot serve with a service exception, as XML (WMS 1.3.0 §6.11). */
const serviceException = (text: string) =>
  new Response(
    `<?xml version="1.0"?><ServiceExceptionReport version="1.3.0"><ServiceException>${text}</ServiceException></ServiceExceptionReport>`,
    {
      status: 400,
      headers: { 'Content-Type': 'application/vnd.ogc.se_xml' },
    },
  );

/** The GetMap parameters by upper-case name: WMS parameter names are case-insensitive (WMS 1.3.0 §6.8.1). */
function wmsParams(url: URL): Map<string, string> {
  return new Map([...url.searchParams].map(([name, value]) => [name.toUpperCase(), value]));
}

/**
 * msw's WMS for the world map's backgrounds (the Länder's DTK, DOP, ALKIS in production):
 * GetMap with SERVICE, REQUEST and LAYERS answers a plain PNG tile, anything else a service
 * exception. Fault switch name: `GET /wms`.
 */
export function wmsHandlers(faults: FaultRegistry): HttpHandler[] {
  return [
    http.get(
      `*${DEMO_WMS_PATH}/:service`,
      guarded(faults, ['GET /wms'], 'data', ({ request }) => {
        const params = wmsParams(new URL(request.url));
        if (params.get('SERVICE') !== 'WMS' || params.get('REQUEST') !== 'GetMap') {
          return serviceException('Nur SERVICE=WMS mit REQUEST=GetMap wird beantwortet.');
        }
        if (!params.get('LAYERS')) return serviceException('LAYERS fehlt.');
        return new Response(TILE, { headers: { 'Content-Type': 'image/png' } });
      }),
    ),
  ];
}
