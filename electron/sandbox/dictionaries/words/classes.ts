import { medicineClasses } from './medicine-classes';
import { parapharmacyClasses } from './parapharmacy-classes';

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

/** Every class, medicines first. */
export const classes: readonly ClassDef[] = [...medicineClasses, ...parapharmacyClasses];

/** Directions (`directions`), in id order; some have no goods yet, as in a real nomenclature. */
export const directionNames = [
  'Лекарственные препараты',
  'БАД',
  'Медицинские изделия',
  'Косметика и гигиена',
  'Мать и дитя',
  'Ортопедия',
  'Оптика',
  'Лечебное питание',
] as const;

/** Megacategories (`megacategories`), in id order. */
export const megacategoryNames = [
  'Рецептурные препараты',
  'Безрецептурные препараты',
  'Парафармацевтика',
  'Медицинская техника и изделия',
  'Прочее',
] as const;

/** Qualifiers that grow the trees and clusters at large scale. */
export const treeQualifiers = [
  'монопрепараты',
  'комбинированные',
  'для детей',
  'пролонгированного действия',
  'местного действия',
  'для взрослых',
] as const;
export const areaQualifiers = ['у детей', 'у взрослых', 'у пожилых', 'при беременности'] as const;
export const clusterQualifiers = [
  'эконом',
  'премиум',
  'рецептурный сегмент',
  'безрецептурный сегмент',
  'сезонный спрос',
  'детский сегмент',
  'дженерики',
  'оригинальные препараты',
  'локальные производители',
  'импорт',
  'новинки',
  'лидеры продаж',
  'федеральные сети',
  'региональные сети',
  'интернет-заказ',
  'акции производителя',
  'СТМ',
  'профилактика',
  'курсовое лечение',
  'скорая помощь',
  'хронические заболевания',
  'женское здоровье',
  'мужское здоровье',
  'пожилые пациенты',
  'спортсмены',
] as const;
