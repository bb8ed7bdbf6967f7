import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductCard } from '@shared/ipc/channels/dictionaries';
import { ErrorMessage } from '@renderer/ui/ErrorMessage';
import { Modal } from '@renderer/ui/Modal';
import { formatNumber } from '@renderer/ui/format';
import { ProductStoreStock } from './ProductStoreStock';
import { useProductCard } from './use-dictionaries';
import { Button } from '@renderer/ui/Button';

type NameKey = keyof ProductCard['names'];
const mainNames: NameKey[] = ['trademark', 'manufacturer', 'country', 'releaseForm', 'mnnRus', 'mnnLat', 'mnnEng'];
const classNames: NameKey[] = [
  'analog',
  'goodsGroup',
  'applicationArea',
  'category',
  'spe',
  'direction',
  'megacategory',
  'primaryPackaging',
  'secondaryPackaging',
  'tertiaryPackaging',
];

/** The product card in a dialog; an analog's name opens that product's card in its place. */
export function ProductCardDialog({
  profileId,
  nnt,
  onClose,
}: {
  profileId: number;
  nnt: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(nnt);
  const card = useProductCard(profileId, shown);
  return (
    <Modal
      title={card.data?.name ?? t('dictionaries.card.title')}
      onClose={onClose}
      classes={{ dialog: 'dk-dialog dict-card', body: 'dict-card__body', actions: 'dk-actions' }}
      actions={
        <Button autoFocus onClick={onClose}>
          {t('dictionaries.card.close')}
        </Button>
      }
    >
      {card.isPending && <p className="muted">{t('common.loading')}</p>}
      {card.isError && <ErrorMessage error={card.error} />}
      {card.data && <CardBody card={card.data} onOpen={setShown} />}
    </Modal>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

function CardBody({ card, onOpen }: { card: ProductCard; onOpen: (nnt: number) => void }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const none = t('dictionaries.card.none');
  const yesNo = (v: boolean) => (v ? t('dictionaries.table.yes') : t('dictionaries.table.no'));
  const flags = [
    card.ex && t('dictionaries.card.flagEx'),
    card.stm && t('dictionaries.card.flagStm'),
    card.ustm && t('dictionaries.card.flagUstm'),
    card.exch && t('dictionaries.card.flagExch'),
  ].filter(Boolean);
  const dose = card.doseVal === null ? none : `${formatNumber(card.doseVal, lng, 3)} ${card.names.dosage ?? ''}`.trim();
  return (
    <div data-testid="product-card">
      {card.nameFull && <p className="dict-card__full">{card.nameFull}</p>}
      <section>
        <h3>{t('dictionaries.card.sections.main')}</h3>
        <dl className="dict-facts">
          <Fact label={t('dictionaries.card.nnt')}>
            <span className="mono">{card.nnt}</span>
          </Fact>
          <Fact label={t('dictionaries.card.actual')}>{yesNo(card.actual)}</Fact>
          <Fact label={t('dictionaries.card.gnvls')}>{yesNo(card.gnvls)}</Fact>
          <Fact label={t('dictionaries.card.vat')}>{card.vat === null ? none : formatNumber(card.vat, lng)}</Fact>
          <Fact label={t('dictionaries.card.dose')}>{dose}</Fact>
          <Fact label={t('dictionaries.card.pack')}>{card.pack === null ? none : formatNumber(card.pack, lng)}</Fact>
          {mainNames.map((key) => (
            <Fact key={key} label={t(`dictionaries.card.names.${key}`)}>
              {card.names[key] ?? none}
            </Fact>
          ))}
          <Fact label={t('dictionaries.card.flags')}>
            {flags.length > 0 ? flags.join(', ') : t('dictionaries.card.noFlags')}
          </Fact>
        </dl>
      </section>
      <section>
        <h3>{t('dictionaries.card.sections.marketing')}</h3>
        <dl className="dict-facts">
          <Fact label={t('dictionaries.card.brand')}>{card.marketing.brand ?? none}</Fact>
          <Fact label={t('dictionaries.card.cluster')}>{card.marketing.cluster ?? none}</Fact>
          <Fact label={t('dictionaries.card.holding')}>{card.marketing.manufacturer ?? none}</Fact>
        </dl>
      </section>
      <section>
        <h3>{t('dictionaries.card.sections.barcodes')}</h3>
        {card.barcodes.length === 0 ? (
          <p className="muted">{t('dictionaries.card.noBarcodes')}</p>
        ) : (
          <ul className="dict-chips">
            {card.barcodes.map((b) => (
              <li key={b.barcode} className={b.actual ? 'mono' : 'mono dict-chips__retired'}>
                {b.actual ? b.barcode : <s>{b.barcode}</s>}
                {!b.actual && ` ${t('dictionaries.card.retired')}`}
              </li>
            ))}
          </ul>
        )}
      </section>
      <ProductStoreStock card={card} />
      <section>
        <h3>{t('dictionaries.card.sections.skus')}</h3>
        {card.storeSkus.length === 0 ? (
          <p className="muted">{t('dictionaries.card.noSkus')}</p>
        ) : (
          <ul className="dict-chips">
            {card.storeSkus.map((s) => (
              <li key={s.sku} className="mono" title={s.name ?? undefined}>
                {s.sku}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section>
        <h3>{t('dictionaries.card.sections.analogs')}</h3>
        {card.analogs.length === 0 ? (
          <p className="muted">{t('dictionaries.card.noAnalogs')}</p>
        ) : (
          <ul className="dict-analogs">
            {card.analogs.map((a) => (
              <li key={a.nnt}>
                <Button variant="ghost" onClick={() => onOpen(a.nnt)}>
                  {a.name}
                </Button>
                <span className="muted">
                  {a.manufacturer ?? ''}
                  {!a.actual && ` · ${t('dictionaries.search.notActual')}`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section>
        <h3>{t('dictionaries.card.sections.classes')}</h3>
        <dl className="dict-facts">
          {classNames.map((key) => (
            <Fact key={key} label={t(`dictionaries.card.names.${key}`)}>
              {card.names[key] ?? none}
            </Fact>
          ))}
        </dl>
      </section>
    </div>
  );
}
