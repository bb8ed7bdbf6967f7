import { useQuery } from '@tanstack/react-query';
import { invoke } from '../../lib/ipc';

/** The store profiles, re-read whenever main reports a change to store_profiles. */
export function useStores() {
  return useQuery({ queryKey: ['store_profiles'], queryFn: () => invoke('profiles:list') });
}
