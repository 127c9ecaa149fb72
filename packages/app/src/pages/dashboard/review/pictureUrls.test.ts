import { describe, expect, it } from 'vitest';
import { ConfigError, parseRuntimeConfig } from '../../../config/runtimeConfig';
import { kaeferBildUrl } from './pictureUrls';

describe('beetle pictures and the reporting link in the runtime configuration', () => {
  it('fills the picture template with the record and the file name', () => {
    expect(kaeferBildUrl('https://bilder.example/kaefer/{kaefer_id}/{filename}', 12, 'fund 1.jpg')).toBe(
      'https://bilder.example/kaefer/12/fund%201.jpg',
    );
  });

  it('reads both keys when given, and leaves them out otherwise', () => {
    const config = parseRuntimeConfig({
      reporting: { url: 'https://meldeportal.example', label: 'das Meldeportal' },
      kaeferBilder: { url: 'https://bilder.example/{filename}' },
    });
    expect(config.reporting).toEqual({ url: 'https://meldeportal.example', label: 'das Meldeportal' });
    expect(config.kaeferBilder).toEqual({ url: 'https://bilder.example/{filename}' });
    const plain = parseRuntimeConfig({});
    expect('reporting' in plain).toBe(false);
    expect('kaeferBilder' in plain).toBe(false);
  });

  it('refuses a reporting link without its label', () => {
    expect(() => parseRuntimeConfig({ reporting: { url: 'https://meldeportal.example' } })).toThrow(
      new ConfigError('„reporting“ braucht „url“ und „label“.'),
    );
  });
});
