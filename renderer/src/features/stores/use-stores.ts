import { useMutation, useQuery } from '@tanstack/react-query';
import { invoke } from '@renderer/lib/ipc';
import { queryKeys } from '@renderer/lib/query-keys';

/** The store profiles, re-read whenever main reports a change to store_profiles. */
export function useStores() {
  return useQuery({ queryKey: queryKeys.stores(), queryFn: () => invoke('profiles:list') });
}

/** Whether each store's password is in the OS keychain (or why that cannot be known). */
export function useSecretStates() {
  return useQuery({ queryKey: queryKeys.secretStates(), queryFn: () => invoke('profiles:secret-states') });
}

/** Add, edit, remove, password and connection test; main's db:changed refreshes the lists. */
export function useStoreMutations() {
  return {
    add: useMutation({ mutationFn: (draft: Parameters<typeof invokeAdd>[0]) => invokeAdd(draft) }),
    update: useMutation({ mutationFn: (input: Parameters<typeof invokeUpdate>[0]) => invokeUpdate(input) }),
    remove: useMutation({ mutationFn: (id: number) => invoke('profiles:remove', { id }) }),
    setSecret: useMutation({
      mutationFn: (input: { id: number; secret: string }) => invoke('profiles:set-secret', input),
    }),
    clearSecret: useMutation({ mutationFn: (id: number) => invoke('profiles:clear-secret', { id }) }),
  };
}

const invokeAdd = (draft: { storeId: string; name: string; baseUrl: string; authUrl: string }) =>
  invoke('profiles:add', draft);
const invokeUpdate = (input: { id: number; storeId: string; name: string; baseUrl: string; authUrl: string }) =>
  invoke('profiles:update', input);
