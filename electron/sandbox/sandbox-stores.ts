import { sandboxDemoStoreIdentity } from '@shared/profiles/sandbox-demo-store';
import { seededRandom } from './util/seeded-random';

/** A store the sandbox knows: its GUID (the OAuth client_id), its password and a display name. */
export interface SandboxStore {
  storeId: string;
  secret: string;
  name: string;
}

/** A store as configured in the sandbox: `realNetId` is the network id written on its stock rows. */
export interface SandboxStoreConfig extends SandboxStore {
  realNetId?: number;
}

/** The built-in demo store: the app's "Sandbox" profile uses exactly this id and secret. */
export const sandboxDemoStore: SandboxStore = { ...sandboxDemoStoreIdentity, secret: 'sandbox-demo-secret' };

const storeNames = [
  'Аптека «Здоровье» на Ленина',
  'Аптека «Фармация» № 12',
  'Аптечный пункт «Вита» у вокзала',
  'Аптека «Доктор Айболит»',
  'Аптека «Радуга» в ТЦ «Европа»',
  'Аптека «Семейная» на Садовой',
  'Аптека «Планета Здоровья» № 5',
  'Аптечный пункт «Лекарь»',
];

/** A deterministic GUID (version 4 layout) from a seeded generator. */
function seededGuid(next: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

/** `count` extra stores with GUIDs, secrets and names drawn from the seed (same seed, same stores). */
export function seededSandboxStores(seed: number, count: number): SandboxStoreConfig[] {
  const random = seededRandom(seed ^ 0x570e5);
  return Array.from({ length: count }, (_, i) => {
    const storeId = seededGuid(random.next);
    const secret = `sandbox-${Array.from({ length: 16 }, () => random.int(0, 35).toString(36)).join('')}`;
    return { storeId, secret, name: storeNames[i % storeNames.length] as string, realNetId: 1000 + (i % 3) };
  });
}

/** The stores a sandbox starts with by default: the demo store and two seeded ones. */
export function defaultSandboxStores(seed: number): SandboxStoreConfig[] {
  return [{ ...sandboxDemoStore, realNetId: 1000 }, ...seededSandboxStores(seed, 2)];
}
