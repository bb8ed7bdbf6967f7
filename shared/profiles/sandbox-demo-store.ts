/**
 * The built-in Sandbox store's identity. Core creates the "Sandbox" profile with it before the
 * emulator is ever loaded; the emulator serves the same store (its password lives in the sandbox).
 */
export const sandboxDemoStoreIdentity = {
  storeId: '5b0e8f4c-3d2a-4e71-9c55-2f6a1d8e7b30',
  name: 'Аптека «Песочница»',
} as const;
