import type { ComponentType } from 'react';
import { StoreList } from '../features/stores/StoreList';

/** A screen of the app: its nav label key and its component. Each feature adds one entry. */
export interface Section {
  id: string;
  labelKey: string;
  Component: ComponentType;
}

export const sections: Section[] = [{ id: 'stores', labelKey: 'nav.stores', Component: StoreList }];
