import { randomUUID } from 'node:crypto';
import { DeskError } from '../errors';
import type { HeldCache, ScreenCaches } from '../memory/screen-caches';
import type { PreparedPackage } from './package-check';
import { packText, unpackText } from './packed-text';

/** Previewed files kept in main between "choose a file" and "upload", so the text crosses IPC once. */
export interface PreviewStore {
  add(prepared: PreparedPackage): string;
  /** The previewed file, or a `not-found` error telling the user to choose it again. */
  get(previewId: string): PreparedPackage;
  /** Keeps the operator's verdict with the preview, whatever form the preview is held in by now. */
  setServerCheck(previewId: string, server: NonNullable<PreparedPackage['server']>): void;
  /** How each preview is held: `text` (as checked) or `packed` (released; rebuilt on next use). Tests. */
  forms(): Record<string, 'text' | 'packed'>;
}

export interface PreviewStoreOptions {
  /** Previews held at most (files can be 200 MB, so only a few), least recently used dropped first. */
  capacity?: number;
  /** The last preview read from a chosen file's reference was dropped: the shell may forget that file. */
  onFileReleased?: (fileRef: string) => void;
  /** The screens' keeper: a preview not used for a while is packed (see below). */
  caches?: ScreenCaches;
}

/** A released preview: everything but the text and the check's parsed rows, and the text deflated. */
type Packed = Omit<PreparedPackage, 'text' | 'parsed'> & { packed: Buffer };
type Entry = { id: string; text: PreparedPackage | null; packed: Packed | null; generation: number; cache?: HeldCache };

/**
 * Keeps the last `capacity` previews. A held upload keeps its own reference, so dropping a preview
 * never loses it. A preview whose screen was left a while ago, or that a newer check replaced, is
 * packed: its text deflated (a 100,000-row file: ~80 MB of string and ~40 MB of parsed rows become
 * a few MB), and everything built from it (the workbench's view, preflight's run, the findings: all
 * keyed by the package object) becomes garbage. The next use inflates the same text into a new
 * package object, and those are built again from it, the same as before.
 */
export function createPreviewStore(options: PreviewStoreOptions = {}): PreviewStore {
  const capacity = options.capacity ?? 3;
  const entries = new Map<string, Entry>();
  const fileRefOf = (entry: Entry) => (entry.text ?? entry.packed)?.fileRef;

  const drop = (previewId: string) => {
    const dropped = entries.get(previewId);
    entries.delete(previewId);
    dropped?.cache?.drop();
    const ref = dropped ? fileRefOf(dropped) : undefined;
    if (ref === undefined || !options.onFileReleased) return;
    for (const held of entries.values()) if (fileRefOf(held) === ref) return;
    options.onFileReleased(ref);
  };

  // A use meanwhile (a new generation) keeps the text; a text that cannot be packed stays as it is.
  const pack = (entry: Entry) => {
    if (!entry.text) return;
    const generation = ++entry.generation;
    const wanted = () => entry.generation === generation && entry.text !== null && entries.get(entry.id) === entry;
    void packText(entry.text.text, wanted)
      .then((packed) => {
        if (!packed || !wanted()) return;
        const { text: _text, parsed: _parsed, ...rest } = entry.text!;
        entry.packed = { ...rest, packed };
        entry.text = null;
      })
      .catch(() => undefined);
  };

  const unpack = (entry: Entry): PreparedPackage => {
    entry.generation++;
    if (entry.text) return entry.text;
    const { packed, ...rest } = entry.packed!;
    // The check's parsed rows are not kept: the workbench's view parses the text again when asked.
    entry.text = { ...rest, text: unpackText(packed) };
    entry.packed = null;
    return entry.text;
  };

  const entryOf = (previewId: string) => {
    const entry = entries.get(previewId);
    if (!entry) {
      throw new DeskError(
        'not-found',
        'The chosen file is no longer held by the app (another file was chosen since, or the app restarted). Choose the file again.',
        { reason: 'preview-expired', previewId },
      );
    }
    return entry;
  };

  return {
    add(prepared) {
      const id = randomUUID();
      // A new check replaces the ones before it on screen: their texts are packed now.
      for (const older of entries.values()) pack(older);
      const entry: Entry = { id, text: prepared, packed: null, generation: 0 };
      entry.cache = options.caches?.hold(`preview ${id}`, () => pack(entry));
      entry.cache?.touch();
      entries.set(id, entry);
      while (entries.size > capacity) drop(entries.keys().next().value!);
      return id;
    },
    get(previewId) {
      const entry = entryOf(previewId);
      entries.delete(previewId);
      entries.set(previewId, entry);
      entry.cache?.touch();
      return unpack(entry);
    },
    setServerCheck(previewId, server) {
      const entry = entryOf(previewId);
      (entry.text ?? entry.packed)!.server = server;
    },
    forms: () => Object.fromEntries([...entries].map(([id, e]) => [id, e.text ? 'text' : 'packed'])),
  };
}
