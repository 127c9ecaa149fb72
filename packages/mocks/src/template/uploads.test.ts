// @vitest-environment node
import { UPLOAD_MAX_BYTES } from '@waldmonitor/ui/model';
import { afterEach, describe, expect, it } from 'vitest';
import { clearFaults, setFault } from '../faults';
import { BASE, setupMockServer } from '../testServer';

setupMockServer();
afterEach(clearFaults);

const upload = async (file?: File) => {
  const form = new FormData();
  if (file) form.append('file', file);
  const response = await fetch(`${BASE}/prod-api/vue-element-admin/upload`, { method: 'POST', body: form });
  return (await response.json()) as {
    code: number;
    data?: { name: string; size: number; url: string };
    message?: string;
  };
};

describe('template mock API: upload', () => {
  it('given a file, answers 20000 with its name, size and a URL under the mock API', async () => {
    const answer = await upload(new File(['hello'], 'avatar.png', { type: 'image/png' }));
    expect(answer.code).toBe(20000);
    expect(answer.data).toMatchObject({ name: 'avatar.png', size: 5 });
    expect(answer.data?.url).toMatch(/^\/prod-api\/vue-element-admin\/uploads\/\d+\/avatar\.png$/);
  });

  it('refuses a form without a file and a file over 2 MB with 50000', async () => {
    expect(await upload()).toEqual({ code: 50000, message: 'No file was sent' });
    const big = new File([new Uint8Array(UPLOAD_MAX_BYTES + 1)], 'big.jpg');
    expect(await upload(big)).toEqual({ code: 50000, message: 'big.jpg is larger than 2 MB' });
  });

  it('answers the fault switch under the name upload', async () => {
    setFault('upload', { code: 50000, message: 'Upload unavailable' });
    expect(await upload(new File(['x'], 'a.txt'))).toEqual({ code: 50000, message: 'Upload unavailable' });
  });
});
