// A photograph against its baseline, pixel by pixel (pixelmatch): the same when at most 40
// pixels differ, anti-aliased edges left out, a change of colour by a shade counted (threshold
// 0). A share of the page would not do: the old rule, one pixel in a thousand, let the smallest
// button moved by 4 px through on a whole 1440 px page (810 pixels); 500, the limit before the
// date inputs' calendar icon was our own, let a changed icon through (docs/decisions.md).
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

const MAX_PIXELS = 40;

/** `image` on a canvas of width × height, the rest transparent. */
function padded(image, width, height) {
  if (image.width === width && image.height === height) return image;
  const canvas = new PNG({ width, height });
  PNG.bitblt(image, canvas, 0, 0, image.width, image.height, 0, 0);
  return canvas;
}

/**
 * Compares two PNG files' bytes: `{ same, pixels, diff }`, `pixels` the differing pixels and
 * `diff` (when not the same) a PNG of the differences in red over the baseline, faded.
 */
export function comparePng(baselineBytes, actualBytes) {
  if (baselineBytes.equals(actualBytes)) return { same: true, pixels: 0 };
  const before = PNG.sync.read(baselineBytes);
  const after = PNG.sync.read(actualBytes);
  const width = Math.max(before.width, after.width);
  const height = Math.max(before.height, after.height);
  const diff = new PNG({ width, height });
  const pixels = pixelmatch(
    padded(before, width, height).data,
    padded(after, width, height).data,
    diff.data,
    width,
    height,
    {
      threshold: 0,
      includeAA: false,
    },
  );
  const sameSize = before.width === after.width && before.height === after.height;
  const same = sameSize && pixels <= MAX_PIXELS;
  return {
    same,
    pixels,
    sizes: { before: [before.width, before.height], after: [after.width, after.height] },
    diff: same ? undefined : PNG.sync.write(diff),
  };
}
