import { expect, waitFor } from 'storybook/test';

/**
 * Until the TinyMCE editor in `canvasElement` can be typed into: it starts from the bundle in
 * its own frame, 0.5–3 s on a busy machine, and a story photographed before that shows its
 * loading state instead (the review compared "Loading the editor …" with the editor).
 */
export async function editorReady(canvasElement: HTMLElement): Promise<HTMLIFrameElement> {
  return waitFor(
    () => {
      const frame = canvasElement.querySelector<HTMLIFrameElement>('iframe[title="Content"]');
      expect(frame?.contentDocument?.body.isContentEditable).toBe(true);
      return frame!;
    },
    { timeout: 20000 },
  );
}
