import {
  TEMPLATE_API_BASE,
  TEMPLATE_MESSAGES,
  TEMPLATE_TIMEOUT_MS,
  TEMPLATE_TOKEN_HEADER,
  TEMPLATE_UPLOAD_CALL,
  isTemplateSuccess,
  type TemplateUploadResponse,
  type TemplateUploadResult,
} from '@waldmonitor/ui/model';
import { templateSessionStore } from '../../templateSession';

/**
 * One file to the template mock API's upload call, multipart as the template's upload
 * component sends it. XMLHttpRequest rather than the template client's fetch: only it
 * reports the upload's progress. Same base, X-Token and timeout as the client; a code
 * other than 20000 rejects with the API's message.
 */
export function uploadToMockApi(
  file: Blob,
  name: string,
  onProgress: (share: number) => void = () => undefined,
): Promise<TemplateUploadResult> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(TEMPLATE_UPLOAD_CALL.method, `${TEMPLATE_API_BASE}${TEMPLATE_UPLOAD_CALL.path}`);
    const token = templateSessionStore.get()?.token;
    if (token) request.setRequestHeader(TEMPLATE_TOKEN_HEADER, token);
    request.timeout = TEMPLATE_TIMEOUT_MS;
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const answer = request.response as TemplateUploadResponse | null;
      if (request.status === 200 && answer && isTemplateSuccess(answer)) {
        onProgress(1);
        resolve(answer.data);
        return;
      }
      const message = answer && 'message' in answer && answer.message ? answer.message : null;
      reject(new Error(message ?? `Request failed with status code ${request.status}`));
    };
    request.onerror = () => reject(new Error(TEMPLATE_MESSAGES.fallback));
    request.ontimeout = () => reject(new Error(`timeout of ${TEMPLATE_TIMEOUT_MS}ms exceeded`));
    const form = new FormData();
    form.append(TEMPLATE_UPLOAD_CALL.field, file, name);
    request.send(form);
  });
}
