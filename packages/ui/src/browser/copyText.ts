/** How a copy went: through the Clipboard API, through the old selection fallback, or not at all. */
export type CopyOutcome = 'copied' | 'fallback' | 'failed';

/** The part of the Clipboard API a copy needs; null when the browser has none (http, old browsers). */
export type ClipboardWriter = Pick<Clipboard, 'writeText'> | null;

const defaultClipboard = (): ClipboardWriter =>
  typeof navigator !== 'undefined' && navigator.clipboard ? navigator.clipboard : null;

/** The template's clipboard.js way: a hidden text area, selected and copied with execCommand. */
function copyBySelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/**
 * Copies text: the Clipboard API first; when it is missing or denied (permissions, an
 * insecure page), the selection fallback.
 */
export async function copyText(text: string, clipboard: ClipboardWriter = defaultClipboard()): Promise<CopyOutcome> {
  if (clipboard) {
    try {
      await clipboard.writeText(text);
      return 'copied';
    } catch {
      // Denied or unavailable: fall through to the selection fallback.
    }
  }
  return copyBySelection(text) ? 'fallback' : 'failed';
}
