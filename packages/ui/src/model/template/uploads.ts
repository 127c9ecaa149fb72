import type { TemplateResponse } from '../contract/templateApi';

/**
 * The template mock API's upload call (avatar upload and dropzone), below
 * `TEMPLATE_API_BASE`. Decision (the spec does not show it): a multipart POST with one
 * file in the field `file`, answered as every template call with code 20000 and the
 * stored file's name, size and a URL; a file over the size limit answers 50000.
 */
export const TEMPLATE_UPLOAD_CALL = { method: 'POST', path: '/vue-element-admin/upload', field: 'file' } as const;

export interface TemplateUploadResult {
  name: string;
  size: number;
  url: string;
}

export type TemplateUploadResponse = TemplateResponse<TemplateUploadResult>;

/** The dropzone's limits ("at most 3 files of at most 2 MB"). */
export const UPLOAD_MAX_FILES = 3;
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

export const uploadMessages = {
  tooMany: (max: number) => `Only ${max} files can be uploaded`,
  tooLarge: (name: string, maxBytes: number = UPLOAD_MAX_BYTES) =>
    `${name} is larger than ${maxBytes / 1024 / 1024} MB`,
} as const;

export interface UploadCandidate {
  name: string;
  size: number;
}

export interface UploadChoice<F extends UploadCandidate> {
  /** The files taken, in the order chosen. */
  accepted: F[];
  /** One clear sentence per refusal, in English like the template. */
  refusals: string[];
}

/**
 * Which newly chosen files join the ones already there: files over the size limit are
 * refused by name; of the rest, only as many as fit under the file limit are taken, and
 * a single sentence says the limit when any had to be left out.
 */
export function chooseUploads<F extends UploadCandidate>(
  already: number,
  chosen: readonly F[],
  maxFiles: number = UPLOAD_MAX_FILES,
  maxBytes: number = UPLOAD_MAX_BYTES,
): UploadChoice<F> {
  const refusals: string[] = [];
  const fitting = chosen.filter((file) => {
    if (file.size <= maxBytes) return true;
    refusals.push(uploadMessages.tooLarge(file.name, maxBytes));
    return false;
  });
  const room = Math.max(0, maxFiles - already);
  if (fitting.length > room) refusals.unshift(uploadMessages.tooMany(maxFiles));
  return { accepted: fitting.slice(0, room), refusals };
}
