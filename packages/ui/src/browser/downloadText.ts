/**
 * Offers a text as a file to save, through a hidden link (no server round trip). Used by
 * the georeferencing editor's `.points` export and the XRechnung export.
 */
export function downloadText(text: string, fileName: string, type = 'text/plain;charset=utf-8'): void {
  downloadBlob(new Blob([text], { type }), fileName);
}

/** Offers any file to save (the template's excel and zip exports), the same way. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the URL is no longer needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
