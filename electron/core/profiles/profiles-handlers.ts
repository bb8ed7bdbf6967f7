import type { DbTable } from '@shared/ipc/channels/app';
import type { SecretState } from '@shared/ipc/channels/profiles';
import {
  checkProfileDraft,
  hasBlockingIssue,
  normalizeProfileDraft,
  type ProfileDraft,
  type ProfileIssue,
} from '@shared/profiles/profile-draft';
import type { CoreContext } from '../core-context';
import { DeskError } from '../errors';
import type { PartialHandlerMap } from '../ipc/dispatch';

/** Tables whose rows belong to a profile and vanish with it (ON DELETE CASCADE). */
const PROFILE_TABLES: DbTable[] = [
  'store_profiles',
  'stock_snapshots',
  'stock_rows',
  'webhook_subscriptions',
  'upload_ledger',
];

/** The keychain account of a store: its GUID in lower case, so `ABC…` and `abc…` share one item. */
export function secretAccount(storeId: string): string {
  return storeId.trim().toLowerCase();
}

/** Checks a draft and throws `invalid-field` naming each bad field; returns the tidy draft and its warnings. */
function checkedDraft(raw: ProfileDraft): { draft: ProfileDraft; warnings: ProfileIssue[] } {
  const draft = normalizeProfileDraft(raw);
  const issues = checkProfileDraft(draft);
  if (hasBlockingIssue(issues)) {
    const errors = issues.filter((i) => i.severity === 'error');
    throw new DeskError(
      'invalid-field',
      `The store profile has ${errors.length} invalid field(s): ${errors.map((i) => `${i.field} (${i.code})`).join(', ')}. Correct them and save again.`,
      { fields: errors },
    );
  }
  return { draft, warnings: issues.filter((i) => i.severity === 'warning') };
}

/**
 * The profiles channels: add, edit and remove store profiles, the password in the OS keychain
 * (write-only from the renderer's side) and "Test connection", which shows the token's
 * lifetime and never the token.
 */
export function createProfilesHandlers(ctx: CoreContext): PartialHandlerMap {
  const { profiles, ports } = ctx;
  const refuseDuplicate = (draft: ProfileDraft, selfId?: number) => {
    const existing = profiles.find(draft.storeId, draft.baseUrl);
    if (existing && existing.id !== selfId) {
      throw new DeskError(
        'conflict',
        `Store ${draft.storeId} at ${draft.baseUrl} is already in the list as "${existing.name}". Edit that profile instead of adding it twice.`,
        {
          fault: 'duplicate-store',
          storeId: draft.storeId,
          fields: [{ field: 'storeId', code: 'duplicate' }],
          existingId: existing.id,
          existingName: existing.name,
        },
      );
    }
  };
  /** Deletes a keychain item no profile uses any more; a keychain failure only means it stays. */
  const deleteOrphanSecret = async (storeId: string): Promise<boolean> => {
    if (profiles.withStoreId(storeId).length > 0) return false;
    try {
      return await ports.secrets.delete(secretAccount(storeId));
    } catch (error) {
      ports.logger.log('warn', 'Could not delete the keychain item of a store no profile uses', {
        storeId,
        code: error instanceof DeskError ? error.code : 'internal',
      });
      return false;
    }
  };

  return {
    'profiles:list': () => profiles.list(),

    async 'profiles:secret-states'() {
      const states: { profileId: number; state: SecretState; message?: string }[] = [];
      // One keychain failure speaks for all: asking again would only repeat an unlock prompt.
      let keychainDown: { state: SecretState; message: string } | undefined;
      for (const profile of profiles.list()) {
        if (profile.isSandbox) {
          states.push({ profileId: profile.id, state: 'built-in' });
          continue;
        }
        if (keychainDown) {
          states.push({ profileId: profile.id, ...keychainDown });
          continue;
        }
        try {
          const secret = await ports.secrets.get(secretAccount(profile.storeId));
          states.push({ profileId: profile.id, state: secret === null || secret === '' ? 'missing' : 'stored' });
        } catch (error) {
          const code = error instanceof DeskError ? error.code : undefined;
          const state: SecretState = code === 'keychain-locked' ? 'keychain-locked' : 'keychain-unavailable';
          keychainDown = { state, message: error instanceof Error ? error.message : String(error) };
          states.push({ profileId: profile.id, ...keychainDown });
        }
      }
      return states;
    },

    'profiles:add'(input) {
      const { draft, warnings } = checkedDraft(input);
      refuseDuplicate(draft);
      const profile = profiles.create(draft);
      ports.logger.log('info', 'Store profile added', { profileId: profile.id, storeId: profile.storeId });
      ctx.tablesChanged('store_profiles');
      return { profile, warnings: warnings.map(({ field, code }) => ({ field, code })) };
    },

    async 'profiles:update'({ id, ...input }) {
      const current = profiles.require(id);
      if (current.isSandbox) {
        // Only the name of the built-in Sandbox is the user's; its GUID and addresses are the emulator's.
        const { draft } = checkedDraft({
          storeId: current.storeId,
          name: input.name,
          baseUrl: 'https://sandbox.invalid',
          authUrl: 'https://sandbox.invalid',
        });
        const profile = profiles.update(id, { ...current, name: draft.name });
        ctx.tablesChanged('store_profiles');
        return { profile, warnings: [] };
      }
      const { draft, warnings } = checkedDraft(input);
      refuseDuplicate(draft, id);
      const profile = profiles.update(id, draft);
      const guidChanged = secretAccount(current.storeId) !== secretAccount(draft.storeId);
      if (guidChanged) await deleteOrphanSecret(current.storeId);
      // The address or GUID may have changed: the next call builds a new client and token.
      ctx.forgetClient(id);
      ctx.tablesChanged('store_profiles');
      return { profile, warnings: warnings.map(({ field, code }) => ({ field, code })) };
    },

    async 'profiles:remove'({ id }) {
      const profile = profiles.require(id);
      if (profile.isSandbox) {
        throw new DeskError(
          'conflict',
          'The built-in Sandbox store cannot be removed: it is the practice store every installation has.',
          {
            profileId: id,
            reason: 'sandbox',
            fault: 'sandbox-remove',
          },
        );
      }
      try {
        profiles.remove(id);
      } catch (error) {
        if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_FOREIGNKEY') {
          throw new DeskError(
            'conflict',
            `Store "${profile.name}" still has local records that refer to it; it cannot be removed yet.`,
            {
              profileId: id,
              reason: 'referenced',
              name: profile.name,
            },
          );
        }
        throw error;
      }
      ctx.forgetClient(id);
      const secretDeleted = await deleteOrphanSecret(profile.storeId);
      ports.logger.log('info', 'Store profile removed', { profileId: id, storeId: profile.storeId, secretDeleted });
      ctx.tablesChanged(...PROFILE_TABLES);
      return { removed: true as const, secretDeleted };
    },

    async 'profiles:set-secret'({ id, secret }) {
      const profile = profiles.require(id);
      if (profile.isSandbox) {
        throw new DeskError('conflict', 'The built-in Sandbox store has its own password; there is nothing to enter.', {
          profileId: id,
          reason: 'sandbox',
          fault: 'sandbox-password',
        });
      }
      // A password pasted from an e-mail often brings a line break or spaces along.
      const value = secret.trim();
      if (value === '') {
        throw new DeskError(
          'invalid-field',
          'The password is empty. Paste the password the operator issued for this store.',
          {
            fields: [{ field: 'secret', code: 'required' }],
          },
        );
      }
      await ports.secrets.set(secretAccount(profile.storeId), value);
      ctx.forgetClient(id);
      profiles.recordCheck(id, null);
      ports.logger.log('info', 'Store password saved in the OS keychain', { profileId: id, storeId: profile.storeId });
      ctx.tablesChanged('store_profiles');
      return { stored: true as const };
    },

    async 'profiles:clear-secret'({ id }) {
      const profile = profiles.require(id);
      if (profile.isSandbox) return { deleted: false };
      const deleted = await ports.secrets.delete(secretAccount(profile.storeId));
      ctx.forgetClient(id);
      profiles.recordCheck(id, null);
      ctx.tablesChanged('store_profiles');
      return { deleted };
    },

    async 'profiles:test-connection'({ id }) {
      const tested = profiles.require(id);
      const at = ports.clock.now().toISOString();
      try {
        const client = await ctx.clientFor(id);
        // testConnection always asks for a fresh token: the test is about the password as it is now.
        const { expiresIn } = await client.testConnection();
        // A success vouches for the addresses it ran against (app:open-page relies on it), so an
        // edit that landed during the test must not inherit it.
        const now = profiles.get(id);
        if (
          !now ||
          now.baseUrl !== tested.baseUrl ||
          now.authUrl !== tested.authUrl ||
          now.storeId !== tested.storeId
        ) {
          throw new DeskError(
            'conflict',
            `Store "${tested.name}" was changed while its connection was being tested. Run "Test connection" again.`,
            { profileId: id, reason: 'changed-during-test', name: tested.name },
          );
        }
        profiles.recordCheck(id, { at, outcome: 'ok', expiresIn });
        return { expiresIn, tokenType: 'Bearer', at };
      } catch (error) {
        const outcome = error instanceof DeskError ? error.code : 'internal';
        profiles.recordCheck(id, { at, outcome, expiresIn: null });
        throw error;
      } finally {
        ctx.tablesChanged('store_profiles');
      }
    },
  };
}
