import { z } from 'zod';
import { guidSchema } from '@shared/protocol/common';
import { errorCodes } from '../result';

/** The outcome of the last "Test connection", kept with the profile: never the token. */
export const connectionCheckSchema = z.object({
  at: z.string(),
  /** 'ok', or the error code of the failure (e.g. 'invalid-client', 'network'). */
  outcome: z.union([z.literal('ok'), z.enum(errorCodes)]),
  /** Token lifetime the server gave, in seconds, when the check succeeded. */
  expiresIn: z.number().int().nullable(),
});
export type ConnectionCheck = z.infer<typeof connectionCheckSchema>;

/** A store profile as the renderer sees it: never a secret, only whether one is stored. */
export const storeProfileSchema = z.object({
  id: z.number().int(),
  storeId: guidSchema,
  name: z.string(),
  baseUrl: z.string(),
  authUrl: z.string(),
  isSandbox: z.boolean(),
  /** Absent or null until the first "Test connection". */
  lastCheck: connectionCheckSchema.nullish(),
});
export type StoreProfile = z.infer<typeof storeProfileSchema>;

/** Where a store's password stands. `keychain-*` are the keychain's own states, never shown as "no password". */
export const secretStateSchema = z.enum(['stored', 'missing', 'built-in', 'keychain-locked', 'keychain-unavailable']);
export type SecretState = z.infer<typeof secretStateSchema>;

/** The fields of the add/edit form, as typed; core normalises and checks them (shared/profiles/profile-draft.ts). */
const draftSchema = z.object({
  storeId: z.string().max(200),
  name: z.string().max(500),
  baseUrl: z.string().max(2000),
  authUrl: z.string().max(2000),
});

const profileIdSchema = z.number().int().positive();

/** A saved profile and the non-blocking warnings about it (e.g. plain http to this PC). */
const savedSchema = z.object({
  profile: storeProfileSchema,
  warnings: z.array(z.object({ field: z.string(), code: z.string() })),
});

/** Store profiles: the stores this PC talks to. */
export const profilesInvoke = {
  /** All store profiles, the built-in Sandbox first. */
  'profiles:list': {
    input: z.void(),
    output: z.array(storeProfileSchema),
  },
  /** Whether each profile's password is in the OS keychain; a locked or missing keychain is reported as such. */
  'profiles:secret-states': {
    input: z.void(),
    output: z.array(
      z.object({
        profileId: z.number().int(),
        state: secretStateSchema,
        /** For keychain-* states: the technical reason and what to do (English fallback; the UI translates the state). */
        message: z.string().optional(),
      }),
    ),
  },
  /** Adds a store profile; refuses invalid fields with `invalid-input` and `details.fields`. */
  'profiles:add': {
    input: draftSchema,
    output: savedSchema,
  },
  /** Changes a store profile (the built-in Sandbox: only its name). */
  'profiles:update': {
    input: draftSchema.extend({ id: profileIdSchema }),
    output: savedSchema,
  },
  /** Removes a store profile with its local data (the Sandbox cannot be removed). */
  'profiles:remove': {
    input: z.object({ id: profileIdSchema }),
    output: z.object({ removed: z.literal(true), secretDeleted: z.boolean() }),
  },
  /** Saves the store password in the OS keychain. One way only: no channel ever returns it. */
  'profiles:set-secret': {
    input: z.object({ id: profileIdSchema, secret: z.string().min(1).max(1000) }),
    output: z.object({ stored: z.literal(true) }),
  },
  /** Deletes the store password from the OS keychain. */
  'profiles:clear-secret': {
    input: z.object({ id: profileIdSchema }),
    output: z.object({ deleted: z.boolean() }),
  },
  /** Gets a token for the store and reports its lifetime (never the token itself). */
  'profiles:test-connection': {
    input: z.object({ id: profileIdSchema }),
    output: z.object({ expiresIn: z.number().int(), tokenType: z.string(), at: z.string() }),
  },
} as const;

export const profilesEvents = {} as const;
