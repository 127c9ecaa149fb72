import {
  TEMPLATE_API_BASE,
  TEMPLATE_CALLS,
  TEMPLATE_DATA_CALLS,
  type TemplateCallName,
  type TemplateDataCallName,
} from '@waldmonitor/ui/model';
import { HttpResponse, http, type HttpHandler } from 'msw';
import type { FaultRegistry } from '../faults';
import type { TemplateDataResolve, Resolve } from '../template/resolvers';
import { uploadHandlers } from '../template/uploads';
import { guarded } from './respond';

/** The answers and their data load with the first template call (the demo starts without them). */
const loadResolvers = () => import('../template/resolvers');

const METHODS = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete, PATCH: http.patch } as const;

/**
 * The template mock API of requirements §7 under `/prod-api/vue-element-admin/…` on any host. It
 * answers HTTP 200 with `{code, …}`: 20000 with `data`, or an error code with `message`.
 */
export function templateHandlers(faults: FaultRegistry): HttpHandler[] {
  return TEMPLATE_CALLS.map((call) => {
    const path = call.path.replace('{id}', ':id');
    const names = [call.name, `${call.method} ${call.path}`, call.path];
    return METHODS[call.method](
      `*${TEMPLATE_API_BASE}${path}`,
      guarded(faults, names, 'template', async ({ request }) => {
        const resolve = (await loadResolvers()).RESOLVERS[call.name] as Resolve<TemplateCallName>;
        return HttpResponse.json(await resolve(request));
      }),
    );
  }).concat(
    TEMPLATE_DATA_CALLS.map((call) => {
      return METHODS[call.method](
        `*${TEMPLATE_API_BASE}${call.path}`,
        guarded(faults, [call.name, `${call.method} ${call.path}`, call.path], 'template', async ({ request }) => {
          const resolve = (await loadResolvers()).TEMPLATE_DATA_RESOLVERS[
            call.name
          ] as TemplateDataResolve<TemplateDataCallName>;
          return HttpResponse.json(await resolve(request));
        }),
      );
    }),
    uploadHandlers(faults),
  );
}
