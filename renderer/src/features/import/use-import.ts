import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { ImportMapping } from '@shared/import/import-mapping';
import type { FileRefInfo } from '@shared/ipc/channels/upload-intake';
import { MAX_UPLOAD_FILE_BYTES } from '@shared/ipc/channels/uploads';
import { fileSourceOf, type FileSource } from '@renderer/lib/file-source';
import { DeskInvokeError, invoke } from '@renderer/lib/ipc';
import { queryKeys } from '@renderer/lib/query-keys';

/**
 * A chosen file: held as bytes (decoding is core's job: a Windows-1251 file must reach it intact),
 * or, opened from the OS, a reference core reads from disk.
 */
export interface ChosenFile extends FileSource {
  /** Tells two choices of the same file apart in query keys (the bytes never go into a key). */
  token: number;
}

let tokens = 0;

/** Reads a picked file into bytes, refusing one larger than an upload may be. */
export async function chooseFile(file: File): Promise<ChosenFile> {
  if (file.size > MAX_UPLOAD_FILE_BYTES)
    throw new DeskInvokeError({
      code: 'file-invalid',
      message: `The file is larger than ${MAX_UPLOAD_FILE_BYTES} bytes.`,
      details: { reason: 'too-large', fileName: file.name, bytes: file.size },
    });
  return { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()), token: ++tokens };
}

/** A table opened from the OS ("Open with", File → Open, a recent file), vetted and registered by main. */
export function openedFile(file: FileRefInfo): ChosenFile {
  return { name: file.fileName, fileRef: file.fileRef, token: ++tokens };
}

/** The mapping saved for the store (null when none). */
export function useSavedMapping(profileId: number) {
  return useQuery({
    queryKey: queryKeys.importMapping(profileId),
    queryFn: () => invoke('import:load-mapping', { profileId }),
  });
}

/** Saves the store's mapping; core's `db:changed` (import_mappings) refreshes the saved one. */
export function useSaveMapping(profileId: number) {
  return useMutation({
    mutationFn: (mapping: ImportMapping) => invoke('import:save-mapping', { profileId, mapping }),
  });
}

/** The file read in core with a mapping: detected settings, headers, suggested columns, first rows. */
export function useReadFile(file: ChosenFile | undefined, mapping: ImportMapping | undefined, stage: 'head' | 'rows') {
  return useQuery({
    queryKey: queryKeys.importRead(stage, file?.token, mapping),
    queryFn: () => invoke('import:read-file', { ...fileSourceOf(file!), mapping }),
    enabled: file !== undefined && mapping !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/** Converts the whole file, then hands the package to the uploads feature's preview (schema check, preflight). */
export function useConvertAndPreview() {
  return useMutation({
    mutationFn: async (input: { file: ChosenFile; mapping: ImportMapping; packageDate: string }) => {
      const converted = await invoke('import:convert', {
        ...fileSourceOf(input.file),
        mapping: input.mapping,
        packageDate: input.packageDate,
      });
      const preview = await invoke('uploads:preview-file', {
        fileName: converted.packageFileName,
        bytes: converted.packageBytes,
      });
      return { converted, preview };
    },
  });
}
