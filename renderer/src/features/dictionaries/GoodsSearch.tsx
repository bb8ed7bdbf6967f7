import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '@renderer/ui/ErrorMessage';
import { formatNumber } from '@renderer/ui/format';
import { ProductCardDialog } from './ProductCard';
import { useDebounced } from '@renderer/ui/use-debounced';
import { useGoodsSearch } from './use-dictionaries';

/** "Найти товар": search as you type (ranked in main), results as a list, a click opens the product card. */
export function GoodsSearch({
  profileId,
  searchReady,
  goodsRows,
}: {
  profileId: number;
  searchReady: boolean;
  /** Undefined while the list loads: no claim about an empty dictionary before it is known. */
  goodsRows: number | undefined;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const query = useDebounced(text.trim(), 150);
  const search = useGoodsSearch(profileId, query);
  const [open, setOpen] = useState<number | null>(null);
  const items = query === '' ? [] : (search.data?.items ?? []);

  return (
    <div className="dict-search">
      <div className="dk-field dict-search__box" role="search">
        <label htmlFor={`${id}-q`}>{t('dictionaries.search.label')}</label>
        <input
          id={`${id}-q`}
          type="search"
          value={text}
          autoComplete="off"
          placeholder={t('dictionaries.search.placeholder')}
          onChange={(e) => setText(e.target.value)}
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className="dk-field__hint">
          {t('dictionaries.search.hint')}
        </p>
      </div>
      {goodsRows === 0 && <p className="dk-note dk-note--info">{t('dictionaries.search.empty')}</p>}
      {goodsRows !== undefined && goodsRows > 0 && !searchReady && (
        <p className="dk-note dk-note--warn">{t('dictionaries.search.notReady')}</p>
      )}
      {search.isError && <ErrorMessage error={search.error} />}
      {query !== '' && search.data && (
        // How long the search took is for whoever looks into speed (a tooltip), not a sentence
        // beside "nothing found".
        <p
          className="muted dict-search__meta"
          aria-live="polite"
          data-testid="search-meta"
          title={t('dictionaries.search.took', { ms: formatNumber(search.data.tookMs, i18n.language, 1) })}
        >
          {items.length === 0
            ? t('dictionaries.search.nothing')
            : search.data.more
              ? t('dictionaries.search.more', { count: items.length })
              : null}
        </p>
      )}
      {items.length > 0 && (
        <ul className="dict-hits" data-testid="search-results">
          {items.map((hit) => (
            <li key={hit.nnt}>
              <button type="button" className="dict-hit" onClick={() => setOpen(hit.nnt)} data-testid="search-hit">
                <span className="dict-hit__name">{hit.name}</span>
                <span className="dict-hit__meta">
                  <span className="mono">{hit.nnt}</span>
                  {hit.manufacturer && (
                    <span>
                      {hit.manufacturer}
                      {hit.country ? ` (${hit.country})` : ''}
                    </span>
                  )}
                  {hit.mnnRus && <span>{hit.mnnRus}</span>}
                  {hit.gnvls && <span className="dict-badge">{t('dictionaries.search.gnvls')}</span>}
                  {!hit.actual && (
                    <span className="dict-badge dict-badge--muted">{t('dictionaries.search.notActual')}</span>
                  )}
                  {hit.matchedBy === 'nnt' && (
                    <span className="dict-badge dict-badge--code">{t('dictionaries.search.byNnt')}</span>
                  )}
                  {hit.matchedBy === 'barcode' && (
                    <span className="dict-badge dict-badge--code">{t('dictionaries.search.byBarcode')}</span>
                  )}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {open !== null && <ProductCardDialog profileId={profileId} nnt={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
