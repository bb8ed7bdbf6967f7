/**
 * Therapeutic and merchandise classes: the seed of every classification dictionary. Each class
 * says where its goods sit in the group and application-area trees, which category, marketing
 * cluster and presentations they have, and roughly what they cost.
 */

/** A way a product of the class is presented: release form (short), dose unit and values, pack sizes. */
export type Presentation = readonly [
  form: string,
  unit: string | null,
  doses: readonly number[],
  packs: readonly number[],
];

export interface ClassDef {
  key: string;
  /** Medicine (has an МНН and analogs) or parapharmacy/device. */
  drug: boolean;
  /** Level-2 group under the direction's root group, and its level-3 subgroups. */
  group: string;
  subgroups: readonly string[];
  /** Application-area root and its children. */
  area: string;
  areaChildren: readonly string[];
  /** Category names (under `direction`). */
  categories: readonly string[];
  direction: string;
  cluster: string;
  presentations: readonly Presentation[];
  /** Typical retail price of one pack, rubles. */
  price: number;
  /** Share of brands sold on prescription (drugs), or the megacategory for other goods. */
  rxShare: number;
  gnvlsShare: number;
  vat: number;
  /** Relative share of the class in the assortment. */
  weight: number;
}
