import { z } from 'zod';
import { guidSchema } from '../../protocol/common';

/** A store profile as the renderer sees it: never a secret, only whether one is stored. */
export const storeProfileSchema = z.object({
  id: z.number().int(),
  storeId: guidSchema,
  name: z.string(),
  baseUrl: z.string(),
  authUrl: z.string(),
  isSandbox: z.boolean(),
});
export type StoreProfile = z.infer<typeof storeProfileSchema>;

/** Store profiles: the stores this PC talks to. */
export const profilesInvoke = {
  /** All store profiles, the built-in Sandbox first. */
  'profiles:list': {
    input: z.void(),
    output: z.array(storeProfileSchema),
  },
} as const;

export const profilesEvents = {} as const;
