import type { TranslationKey } from '../i18n/runtime-key';
import type { ComponentType } from 'react';
import { DictionariesScreen } from '../features/dictionaries/DictionariesScreen';
import { StoreList } from '../features/stores/StoreList';
import { StocksScreen } from '../features/stocks/StocksScreen';
import { WebhooksScreen } from '../features/webhooks/WebhooksScreen';
import { UploadsScreen } from '../features/uploads/UploadsScreen';
import { ImportScreen } from '../features/import/ImportScreen';

/** A screen of the app: its nav label key and its component. Each feature adds one entry. */
export interface Section {
  id: string;
  labelKey: TranslationKey;
  Component: ComponentType;
}

export const sections: Section[] = [
  { id: 'stores', labelKey: 'nav.stores', Component: StoreList },
  { id: 'uploads', labelKey: 'uploads.nav', Component: UploadsScreen },
  { id: 'import', labelKey: 'import.nav', Component: ImportScreen },
  { id: 'stocks', labelKey: 'stocks.nav', Component: StocksScreen },
  { id: 'webhooks', labelKey: 'webhooks.nav', Component: WebhooksScreen },
  { id: 'dictionaries', labelKey: 'dictionaries.nav', Component: DictionariesScreen },
];
