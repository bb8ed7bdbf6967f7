import type { DictionarySummary } from '@shared/ipc/channels/dictionaries';
import { dictionaryNames } from '@shared/protocol/dictionaries';
import type { Db } from '../db/open-database';
import { tableSpecs } from './dictionary-specs';
import { politeness } from './politeness';
import type { SyncStateRepo } from './sync-state';

/** The 24 dictionaries of one operator as the list shows them (goods_links: the store's). */
export function listDictionaries(
  db: Db,
  state: SyncStateRepo,
  src: number,
  storeId: string,
  now: Date,
): DictionarySummary[] {
  const quarantined = new Map(
    (
      db
        .prepare('SELECT name, scope, count(*) AS n FROM dict_quarantine WHERE src = ? GROUP BY name, scope')
        .all(src) as {
        name: string;
        scope: string;
        n: number;
      }[]
    ).map((r) => [`${r.name}/${r.scope}`, r.n]),
  );
  return dictionaryNames.map((name) => {
    const scope = tableSpecs[name].perStore ? storeId : '';
    const s = state.state(src, name, scope);
    return {
      name,
      rows: s.rowCount,
      cursor: String(s.cursor),
      loaded: s.loaded,
      mode: s.mode,
      lastStartedAt: s.lastStartedAt,
      lastCompletedAt: s.lastCompletedAt,
      lastStatus: s.lastStatus,
      lastError: s.lastError,
      quarantined: quarantined.get(`${name}/${scope}`) ?? 0,
      polite: politeness(name, s, now),
    };
  });
}
