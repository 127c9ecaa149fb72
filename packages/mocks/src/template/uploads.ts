import {
  TEMPLATE_API_BASE,
  TEMPLATE_CODES,
  TEMPLATE_UPLOAD_CALL,
  UPLOAD_MAX_BYTES,
  uploadMessages,
  type TemplateUploadResponse,
} from '@waldmonitor/ui/model';
import { HttpResponse, http, type HttpHandler } from 'msw';
import type { FaultRegistry } from '../faults';
import { guarded } from '../handlers/respond';

/** A running number keeps the URLs of two uploads with the same name apart. */
let stored = 0;

/**
 * What the template mock API answers for one multipart upload (avatar upload
 * and dropzone): the stored file's name, size and a URL under the mock API, or 50000
 * with a sentence when the form has no file or the file is over the size limit.
 */
export async function storeUpload(request: Request): Promise<TemplateUploadResponse> {
  const form = await request.formData().catch(() => null);
  const file = form?.get(TEMPLATE_UPLOAD_CALL.field);
  if (!file || typeof file === 'string') return { code: 50000, message: 'No file was sent' };
  if (file.size > UPLOAD_MAX_BYTES) return { code: 50000, message: uploadMessages.tooLarge(file.name) };
  stored += 1;
  const url = `${TEMPLATE_API_BASE}/vue-element-admin/uploads/${stored}/${encodeURIComponent(file.name)}`;
  return { code: TEMPLATE_CODES.success, data: { name: file.name, size: file.size, url } };
}

/** The upload call on any host, behind the fault switch (fault name `upload`) like the other template calls. */
export function uploadHandlers(faults: FaultRegistry): HttpHandler[] {
  const { path } = TEMPLATE_UPLOAD_CALL;
  return [
    http.post(
      `*${TEMPLATE_API_BASE}${path}`,
      guarded(faults, ['upload', `POST ${path}`, path], 'template', async ({ request }) =>
        HttpResponse.json(await storeUpload(request)),
      ),
    ),
  ];
}
