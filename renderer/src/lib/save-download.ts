/**
 * The one way the renderer saves a file (findings exports, the history's CSV, a converted
 * package) as a download: the web bridge's browser puts it in its downloads, Electron shows its
 * save dialog for it (no `will-download` handler chooses a path), so the user picks where it goes.
 */
export function saveDownload(file: { fileName: string; mimeType: string; bytes: Uint8Array }): void {
  const url = URL.createObjectURL(new Blob([file.bytes as BlobPart], { type: file.mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the blob to the download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
