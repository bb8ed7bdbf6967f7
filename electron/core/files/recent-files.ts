import { stat } from 'node:fs/promises';
import { MAX_RECENT_FILES, type RecentFile } from '@shared/ipc/channels/recent-files';
import type { CoreContext, CoreFeature } from '../core-context';
import { DeskError } from '../errors';
import { resolveFileRef } from './read-file-ref';

function createRecentFilesRepo(ctx: CoreContext) {
  const db = ctx.db;
  const list = db.prepare<[number, number], { id: number; fileName: string; openedAt: string }>(
    `SELECT id, file_name AS fileName, opened_at AS openedAt FROM recent_files
     WHERE profile_id = ? ORDER BY id DESC LIMIT ?`,
  );
  // Opened again: a new row (a higher id), so the order never depends on two clock readings.
  const forget = db.prepare('DELETE FROM recent_files WHERE profile_id = ? AND path = ?');
  const insert = db.prepare('INSERT INTO recent_files (profile_id, path, file_name, opened_at) VALUES (?, ?, ?, ?)');
  // Keeps the newest MAX_RECENT_FILES of the store.
  const trim = db.prepare(
    `DELETE FROM recent_files WHERE profile_id = ? AND id NOT IN
     (SELECT id FROM recent_files WHERE profile_id = ? ORDER BY id DESC LIMIT ?)`,
  );
  const find = db.prepare<[number, number], { path: string; fileName: string }>(
    'SELECT path, file_name AS fileName FROM recent_files WHERE profile_id = ? AND id = ?',
  );
  const remove = db.prepare('DELETE FROM recent_files WHERE profile_id = ? AND id = ?');
  const clear = db.prepare('DELETE FROM recent_files WHERE profile_id = ?');
  return {
    list: (profileId: number): RecentFile[] => list.all(profileId, MAX_RECENT_FILES),
    add: db.transaction((profileId: number, path: string, fileName: string, at: Date) => {
      forget.run(profileId, path);
      insert.run(profileId, path, fileName, at.toISOString());
      trim.run(profileId, profileId, MAX_RECENT_FILES);
    }),
    find: (profileId: number, id: number) => find.get(profileId, id),
    remove: (profileId: number, id: number) => remove.run(profileId, id).changes,
    clear: (profileId: number) => clear.run(profileId).changes,
  };
}

/**
 * Recent files per store: remembered when a screen takes a file by reference for a store, listed
 * by the screens and File → Open Recent, opened again through the router's vetting (a new
 * reference); a file no longer on disk is dropped from the list and refused with a clear message.
 */
export function createRecentFilesFeature(ctx: CoreContext): CoreFeature {
  const repo = createRecentFilesRepo(ctx);
  return {
    handlers: {
      'files:recent': ({ profileId }) => {
        ctx.profiles.require(profileId);
        return repo.list(profileId);
      },
      'files:remember': async ({ profileId, fileRef }) => {
        ctx.profiles.require(profileId);
        const chosen = await resolveFileRef(ctx.ports.files, fileRef);
        if (chosen.temporary) return { remembered: false };
        repo.add(profileId, chosen.path, chosen.fileName, ctx.ports.clock.now());
        ctx.tablesChanged('recent_files');
        return { remembered: true };
      },
      'files:open-recent': async ({ profileId, id }) => {
        ctx.profiles.require(profileId);
        const entry = repo.find(profileId, id);
        if (!entry)
          throw new DeskError('not-found', `Recent file ${id} is not in this store's list.`, {
            reason: 'recent-unknown',
          });
        const register = ctx.ports.files?.register;
        if (!register)
          throw new DeskError('file-invalid', 'This shell does not open files by path.', { reason: 'no-file-source' });
        const onDisk = await stat(entry.path).then(
          (info) => info.isFile(),
          () => false,
        );
        const registered = onDisk ? await register(entry.path) : undefined;
        if (!registered?.ok) {
          // Gone, moved or now refused: it leaves the list, and the manager is told which file.
          repo.remove(profileId, id);
          ctx.tablesChanged('recent_files');
          throw new DeskError(
            'not-found',
            `The file ${entry.fileName} is no longer where it was opened from (moved, renamed or deleted), so it was removed from the recent files. Open it again from its new place.`,
            { reason: 'recent-missing', fileName: entry.fileName, refusal: registered?.reason ?? 'missing' },
          );
        }
        repo.add(profileId, entry.path, entry.fileName, ctx.ports.clock.now());
        ctx.tablesChanged('recent_files');
        return registered.file;
      },
      'files:clear-recent': ({ profileId }) => {
        ctx.profiles.require(profileId);
        const cleared = repo.clear(profileId);
        ctx.tablesChanged('recent_files');
        return { cleared };
      },
    },
  };
}
