import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeProduct, CodeSuggestion, ResolvedRow } from '@shared/ipc/channels/codes';
import { Button } from '@renderer/ui/Button';
import { ErrorMessage } from '@renderer/ui/ErrorMessage';
import { formatMoney } from '@renderer/ui/format';
import { useChooseCode, useSuggestions, type ChooseResult } from './use-codes';

const COLUMNS = 6;

/** "NNT 1234 — name", or the code alone when the local goods dictionary lacks it. */
export function ProductName({ product }: { product: CodeProduct }) {
  const { t } = useTranslation();
  return (
    <>
      {product.name
        ? t('codes.product', { nnt: product.nnt, name: product.name })
        : t('codes.productUnknown', { nnt: product.nnt })}
    </>
  );
}

/**
 * One imported row: where its code came from, and under it what the manager can do — pick a side
 * of a disagreement, one of an ambiguous barcode's products, or a suggestion for a row without a code.
 */
export function CodeRow(props: {
  row: ResolvedRow;
  profileId: number;
  resolutionId: string;
  onChosen: (chosen: ChooseResult) => void;
}) {
  const { row } = props;
  const { t, i18n } = useTranslation();
  const choose = useChooseCode(props.profileId, props.resolutionId, props.onChosen);
  const [suggest, setSuggest] = useState(false);
  const suggestions = useSuggestions(props.resolutionId, row.index, suggest);
  const price = (value: number | null) =>
    value === null ? t('codes.conflict.noPrice') : formatMoney(value, i18n.language);
  const pick = (nnt: number, reason: 'suggestion' | 'conflict' | 'ambiguous-barcode') =>
    choose.mutate({ index: row.index, nnt, reason });
  const needsAction =
    row.conflict !== null || row.candidates.length > 0 || row.source === 'not-found' || row.notices.length > 0;

  return (
    <>
      <tr
        data-testid="code-row"
        data-source={row.source}
        className={row.source === 'not-found' ? 'cds-row cds-row--missing' : 'cds-row'}
      >
        <td className="cds-num">{row.sourceRow}</td>
        <td>{row.sku ?? '—'}</td>
        <td className="cds-code">{row.barcode ?? '—'}</td>
        <td>{row.name ?? '—'}</td>
        <td>
          <span className={`cds-source cds-source--${row.source}`}>{t(`codes.source.${row.source}`)}</span>
        </td>
        <td>{row.product ? <ProductName product={row.product} /> : '—'}</td>
      </tr>
      {needsAction && (
        <tr className="cds-detail">
          <td colSpan={COLUMNS}>
            {row.conflict && (
              <div className="cds-choice" data-testid="code-conflict">
                <p>
                  {t('codes.conflict.text', {
                    link: row.conflict.storeLink.name ?? row.conflict.storeLink.nnt,
                    linkPrice: price(row.conflict.storeLink.knownPrice),
                    barcode: row.conflict.barcode.name ?? row.conflict.barcode.nnt,
                    barcodePrice: price(row.conflict.barcode.knownPrice),
                    rowPrice: price(row.conflict.rowPrice),
                  })}{' '}
                  {t(
                    row.conflict.chosen === 'store-link' ? 'codes.conflict.chosenLink' : 'codes.conflict.chosenBarcode',
                  )}
                </p>
                <div className="cds-actions">
                  <Button
                    variant={row.conflict.chosen === 'store-link' ? 'primary' : 'secondary'}
                    aria-pressed={row.conflict.chosen === 'store-link'}
                    busy={choose.isPending}
                    onClick={() => pick(row.conflict!.storeLink.nnt, 'conflict')}
                  >
                    {t('codes.conflict.useLink', { nnt: row.conflict.storeLink.nnt })}
                  </Button>
                  <Button
                    variant={row.conflict.chosen === 'barcode' ? 'primary' : 'secondary'}
                    aria-pressed={row.conflict.chosen === 'barcode'}
                    busy={choose.isPending}
                    onClick={() => pick(row.conflict!.barcode.nnt, 'conflict')}
                  >
                    {t('codes.conflict.useBarcode', { nnt: row.conflict.barcode.nnt })}
                  </Button>
                </div>
              </div>
            )}
            {row.candidates.length > 0 && row.nnt === null && (
              <div className="cds-choice">
                <p>{t('codes.ambiguous')}</p>
                <div className="cds-actions">
                  {row.candidates.map((c) => (
                    <Button key={c.nnt} busy={choose.isPending} onClick={() => pick(c.nnt, 'ambiguous-barcode')}>
                      <ProductName product={c} />
                    </Button>
                  ))}
                </div>
              </div>
            )}
            {row.notices
              .filter((n) => n !== 'barcode-ambiguous' || row.candidates.length === 0)
              .map((n) => (
                <p key={n} className="cds-notice">
                  {t(`codes.notice.${n}`, { nnt: row.overriddenNnt ?? '' })}
                </p>
              ))}
            {row.source === 'not-found' && row.candidates.length === 0 && !suggest && (
              <Button onClick={() => setSuggest(true)} data-testid="code-suggest">
                {t('codes.suggest.button')}
              </Button>
            )}
            {suggest && row.source === 'not-found' && (
              <Suggestions
                loading={suggestions.isFetching}
                items={suggestions.data}
                busy={choose.isPending}
                onChoose={(nnt) => pick(nnt, 'suggestion')}
              />
            )}
            {suggestions.isError && <ErrorMessage error={suggestions.error} />}
            {choose.isError && <ErrorMessage error={choose.error} />}
          </td>
        </tr>
      )}
    </>
  );
}

function Suggestions(props: {
  loading: boolean;
  items: CodeSuggestion[] | undefined;
  busy: boolean;
  onChoose: (nnt: number) => void;
}) {
  const { t } = useTranslation();
  if (props.loading && !props.items) return <p className="muted">{t('codes.suggest.loading')}</p>;
  if (!props.items || props.items.length === 0) return <p className="muted">{t('codes.suggest.none')}</p>;
  return (
    <ul className="cds-suggestions" data-testid="code-suggestions">
      {props.items.map((s) => {
        const also = [
          s.manufacturerMatched && t('codes.suggest.manufacturer'),
          s.dosageMatched && t('codes.suggest.dosage'),
          s.packMatched && t('codes.suggest.pack'),
        ].filter(Boolean);
        return (
          <li key={s.product.nnt} className="cds-suggestion">
            <div>
              <strong>
                <ProductName product={s.product} />
              </strong>
              <span className={`cds-confidence cds-confidence--${s.confidence}`}>
                {t(`codes.suggest.confidence.${s.confidence}`)}
              </span>
              <p className="muted">
                {s.matchedWords.length > 0
                  ? t('codes.suggest.why', { words: s.matchedWords.join(', ') })
                  : t('codes.suggest.whyNone')}
                {also.length > 0 && `; ${t('codes.suggest.alsoMatched', { what: also.join(', ') })}`}
              </p>
              <SuggestionFacts suggestion={s} />
            </div>
            <Button busy={props.busy} onClick={() => props.onChoose(s.product.nnt)}>
              {t('codes.suggest.choose')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * What tells a suggestion from others of the same name: the full name (packaging), the maker, the
 * ЖНВЛП mark and a code out of circulation — the operator's dictionary repeats names.
 */
export function SuggestionFacts({ suggestion: s }: { suggestion: CodeSuggestion }) {
  const { t } = useTranslation();
  const facts = [
    s.nameFull !== null && s.nameFull !== s.product.name ? s.nameFull : null,
    s.product.manufacturer !== null ? t('codes.suggest.maker', { name: s.product.manufacturer }) : null,
    s.gnvls ? t('codes.suggest.gnvls') : null,
  ].filter((f): f is string => f !== null);
  return (
    <>
      {facts.length > 0 && (
        <p className="muted" data-testid="suggestion-facts">
          {facts.join(' · ')}
        </p>
      )}
      {!s.actual && (
        <p className="cds-retired" data-testid="suggestion-retired">
          {t('codes.suggest.retired')}
        </p>
      )}
    </>
  );
}
