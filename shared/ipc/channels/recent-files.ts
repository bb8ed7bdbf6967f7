import { z } from 'zod';
import { fileRefInfoSchema, fileRefSchema } from './upload-intake';

const profileIdSchema = z.number().int().positive();

/** One recent file of a store: its name and when it was last opened (the path stays in core and main). */
export const recentFileSchema = z.object({
  id: z.number().int().positive(),
  fileName: z.string(),
  openedAt: z.string(),
});
export type RecentFile = z.infer<typeof recentFileSchema>;

/** Recent files kept per store. */
export const MAX_RECENT_FILES = 10;

/**
 * Recent files, per store (SQLite `recent_files`): the files opened for a store by reference
 * (chosen or dropped on a screen, "Open with", File → Open), shown in File → Open Recent and on the
 * uploads and import screens; opening one registers its path again through the shell's vetting.
 */
export const recentFilesInvoke = {
  /** The store's recent files, most recent first. */
  'files:recent': {
    input: z.object({ profileId: profileIdSchema }),
    output: z.array(recentFileSchema).max(MAX_RECENT_FILES),
  },
  /**
   * A file taken by reference for this store goes first in its list. `remembered: false` for a
   * temporary copy (the web bridge's uploads), which has no place to come back to.
   */
  'files:remember': {
    input: z.object({ profileId: profileIdSchema, fileRef: fileRefSchema }),
    output: z.object({ remembered: z.boolean() }),
  },
  /**
   * Opens a recent file again (vetted and registered anew, by reference). A file no longer there is
   * removed from the list and refused with `not-found` (`details.reason: 'recent-missing'`).
   */
  'files:open-recent': {
    input: z.object({ profileId: profileIdSchema, id: z.number().int().positive() }),
    output: fileRefInfoSchema,
  },
  /** Empties the store's list. */
  'files:clear-recent': {
    input: z.object({ profileId: profileIdSchema }),
    output: z.object({ cleared: z.number().int() }),
  },
} as const;
