/** A file the import screens read: bytes the page read itself, or a reference main registered (opened from the OS). */
export interface FileSource {
  name: string;
  bytes?: Uint8Array;
  fileRef?: string;
}

/** The fields the import and codes channels take for a file: exactly one of bytes and fileRef. */
export function fileSourceOf(file: FileSource): { fileName: string; bytes?: Uint8Array; fileRef?: string } {
  return file.fileRef !== undefined
    ? { fileName: file.name, fileRef: file.fileRef }
    : { fileName: file.name, bytes: file.bytes };
}
