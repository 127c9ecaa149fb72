import { expect, waitFor } from 'storybook/test';

/**
 * Waits until a story's maps are drawn, for their screenshots: every scan image loaded and
 * decoded, every warped preview painted (`data-drawn` counts its cells) and, where the offline
 * background is shown, its place names placed. Each arrives a frame or an image load later
 * than the DOM a play function checks.
 */
export async function expectMapsDrawn(root: HTMLElement) {
  await waitFor(
    () => {
      for (const image of root.querySelectorAll('img')) expect(image.complete && image.naturalWidth > 0).toBe(true);
      for (const warp of root.querySelectorAll<HTMLCanvasElement>('[data-testid="georef-warp"]'))
        expect(Number(warp.dataset.drawn ?? 0)).toBeGreaterThan(0);
      for (const background of root.querySelectorAll('.leaflet-wm-background-pane'))
        expect(background.closest('.leaflet-container')?.querySelectorAll('.wm-town').length).toBeGreaterThan(0);
    },
    { timeout: 5000 },
  );
  await Promise.all([...root.querySelectorAll('img')].map((image) => image.decode().catch(() => undefined)));
}
