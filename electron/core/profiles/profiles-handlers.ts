import type { PartialHandlerMap } from '../ipc/dispatch';
import type { ProfilesRepo } from './profiles-repo';

/** Binds the profiles channels of the contract to the repository. */
export function createProfilesHandlers(deps: { profiles: ProfilesRepo }): PartialHandlerMap {
  return {
    'profiles:list': () => deps.profiles.list(),
  };
}
