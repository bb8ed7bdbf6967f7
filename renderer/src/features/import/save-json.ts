/**
 * Offers bytes as a file download ("save as"): the desktop shell shows its save dialog, a
 * browser saves to its downloads folder. Nothing is written without the user's choice.
 */
export function saveBytesAs(fileName: string, bytes: Uint8Array, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click starts the download synchronously; the URL is released after the event loop turns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
