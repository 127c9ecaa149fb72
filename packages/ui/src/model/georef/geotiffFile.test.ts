// @vitest-environment node
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { applyPredictor, geoKeyDirectory, geotiffFile } from './geotiffFile';

/** The IFD's entries as tag → [type, count, first value or offset]. */
function entries(file: Uint8Array): Map<number, [number, number, number]> {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const ifd = view.getUint32(4, true);
  const count = view.getUint16(ifd, true);
  const found = new Map<number, [number, number, number]>();
  for (let i = 0; i < count; i += 1) {
    const at = ifd + 2 + i * 12;
    const type = view.getUint16(at + 2, true);
    const n = view.getUint32(at + 4, true);
    const value = type === 3 && n <= 2 ? view.getUint16(at + 8, true) : view.getUint32(at + 8, true);
    found.set(view.getUint16(at, true), [type, n, value]);
  }
  return found;
}

const image = {
  data: new Uint8ClampedArray([1, 2, 3, 255, 4, 6, 8, 0, 9, 9, 9, 255, 0, 0, 0, 0]),
  width: 2,
  height: 2,
  channels: 4,
};
const options = { geoTransform: [389000, 2, 0, 5820000, 0, -2], epsg: 25832 } as const;

describe('geotiffFile', () => {
  it('given RGBA without compression, writes a little-endian TIFF with the pixels as given', async () => {
    const file = await geotiffFile(image, { ...options, compression: 'none' });
    expect([...file.subarray(0, 4)]).toEqual([0x49, 0x49, 42, 0]);
    const tags = entries(file);
    expect([...tags.keys()]).toEqual([
      256, 257, 258, 259, 262, 273, 277, 278, 279, 284, 305, 338, 339, 33550, 33922, 34735,
    ]);
    expect(tags.get(256)?.[2]).toBe(2);
    expect(tags.get(259)?.[2]).toBe(1);
    expect(tags.get(262)?.[2]).toBe(2);
    expect(tags.get(277)?.[2]).toBe(4);
    expect(tags.get(338)?.slice(1)).toEqual([1, 2]);
    const offset = tags.get(273)?.[2] as number;
    expect(tags.get(279)?.[2]).toBe(16);
    expect([...file.subarray(offset, offset + 16)]).toEqual([...image.data]);
  });

  it('given Deflate, writes zlib strips of the horizontally differenced rows', async () => {
    const file = await geotiffFile(image, { ...options, compression: 'deflate' });
    const tags = entries(file);
    expect(tags.get(259)?.[2]).toBe(8);
    expect(tags.get(317)?.[2]).toBe(2);
    const offset = tags.get(273)?.[2] as number;
    const strip = inflateSync(file.subarray(offset, offset + (tags.get(279)?.[2] as number)));
    expect([...strip]).toEqual([1, 2, 3, 255, 3, 4, 5, 1, 9, 9, 9, 255, 247, 247, 247, 1]);
  });

  it('given a strip size, cuts the rows into strips', async () => {
    const file = await geotiffFile(image, { ...options, compression: 'none', stripBytes: 8 });
    const tags = entries(file);
    expect(tags.get(278)?.[2]).toBe(1);
    expect(tags.get(273)?.[1]).toBe(2);
  });

  it('refuses a turned grid and pixels that do not match the size', async () => {
    await expect(
      geotiffFile(image, { ...options, geoTransform: [0, 1, 0.1, 0, 0, -1], compression: 'none' }),
    ).rejects.toThrow('Nur nach Norden');
    await expect(geotiffFile({ ...image, width: 3 }, { ...options, compression: 'none' })).rejects.toThrow('Pixelzahl');
  });
});

describe('geoKeyDirectory', () => {
  it.each([
    [25832, [1, 1, 0, 3, 1024, 0, 1, 1, 1025, 0, 1, 1, 3072, 0, 1, 25832]],
    [4326, [1, 1, 0, 3, 1024, 0, 1, 2, 1025, 0, 1, 1, 2048, 0, 1, 4326]],
  ])('EPSG:%s', (epsg, keys) => {
    expect(geoKeyDirectory(epsg)).toEqual(keys);
  });
});

describe('applyPredictor', () => {
  it('differences each sample from its left neighbour in the row, wrapping below 0', () => {
    const bytes = new Uint8Array([10, 20, 15, 5, 7, 7]);
    applyPredictor(bytes, 3, 1);
    expect([...bytes]).toEqual([10, 10, 251, 5, 2, 0]);
  });
});
