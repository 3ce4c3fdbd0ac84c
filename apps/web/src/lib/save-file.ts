/** Hands a file made in the browser to the user as a download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is needed no longer than this turn of the event loop.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
