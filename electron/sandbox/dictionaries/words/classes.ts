import type { ClassDef } from './class-def';
import { medicineClasses } from './medicine-classes';
import { parapharmacyClasses } from './parapharmacy-classes';

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
