import { lazy, type ComponentType } from 'react';
import type { AppScreen } from '@shared/ipc/channels/app';
import type { TranslationKey } from '../i18n/runtime-key';

/** A screen of the app: its nav label key and its component. Each feature adds one entry. */
export interface Section {
  /** Core hears it on each navigation (`app:set-current-screen`) and lets go what a screen left behind. */
  id: AppScreen;
  labelKey: TranslationKey;
  Component: ComponentType;
}

// Every screen is a chunk of its own, fetched when first opened, so the first paint loads only
// the shell (the initial-bundle budget is checked by e2e/bundle-size.e2e.ts).
const StoreList = lazy(() => import('../features/stores/StoreList').then((m) => ({ default: m.StoreList })));
const UploadsScreen = lazy(() =>
  import('../features/uploads/UploadsScreen').then((m) => ({ default: m.UploadsScreen })),
);
const ImportScreen = lazy(() => import('../features/import/ImportScreen').then((m) => ({ default: m.ImportScreen })));
const StocksScreen = lazy(() => import('../features/stocks/StocksScreen').then((m) => ({ default: m.StocksScreen })));
const WebhooksScreen = lazy(() =>
  import('../features/webhooks/WebhooksScreen').then((m) => ({ default: m.WebhooksScreen })),
);
const DictionariesScreen = lazy(() =>
  import('../features/dictionaries/DictionariesScreen').then((m) => ({ default: m.DictionariesScreen })),
);

const GuideScreen = lazy(() => import('../features/guide/GuideScreen').then((m) => ({ default: m.GuideScreen })));

export const sections: Section[] = [
  { id: 'stores', labelKey: 'nav.stores', Component: StoreList },
  { id: 'uploads', labelKey: 'uploads.nav', Component: UploadsScreen },
  { id: 'import', labelKey: 'import.nav', Component: ImportScreen },
  { id: 'stocks', labelKey: 'stocks.nav', Component: StocksScreen },
  { id: 'webhooks', labelKey: 'webhooks.nav', Component: WebhooksScreen },
  { id: 'dictionaries', labelKey: 'dictionaries.nav', Component: DictionariesScreen },
  { id: 'guide', labelKey: 'guide.nav', Component: GuideScreen },
];
