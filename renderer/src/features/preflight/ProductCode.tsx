import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { ProductName } from '@shared/ipc/channels/products';
import { ProductCardDialog } from '../dictionaries';
import { useProductNames } from './use-product-names';

interface Scope {
  names: Map<number, ProductName> | undefined;
  open: (nnt: number) => void;
}
const ProductNamesContext = createContext<Scope | null>(null);

/** Names the products of a list of codes with one request; `ProductCode`s inside show them and open the card. */
export function ProductNamesScope({
  profileId,
  nnts,
  children,
}: {
  profileId: number;
  nnts: readonly (number | null)[];
  children: ReactNode;
}) {
  const [card, setCard] = useState<number | null>(null);
  const names = useProductNames(
    profileId,
    nnts.filter((n): n is number => typeof n === 'number'),
  );
  // One value per answer: a table re-rendering its scope (a window of rows arriving while it
  // scrolls) must not re-render every product cell in view (issue #25.5).
  const scope = useMemo(() => ({ names: names.data, open: setCard }), [names.data]);
  return (
    <ProductNamesContext.Provider value={scope}>
      {children}
      {card !== null && <ProductCardDialog profileId={profileId} nnt={card} onClose={() => setCard(null)} />}
    </ProductNamesContext.Provider>
  );
}

/** An nnt with its product's name (a button opening the product card), or the bare code when unknown. */
export function ProductCode({ nnt }: { nnt: number | null }) {
  const scope = useContext(ProductNamesContext);
  if (nnt === null) return null;
  const product = scope?.names?.get(nnt);
  if (!product || !scope) return <span className="mono">{nnt}</span>;
  return (
    <button
      type="button"
      className="dk-link"
      data-testid="product-code"
      title={`${nnt} ${product.label}`}
      onClick={() => scope.open(nnt)}
    >
      <span className="mono">{nnt}</span> {product.label}
    </button>
  );
}
