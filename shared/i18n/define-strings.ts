/** The English table must have exactly the Russian table's keys; Russian is the source of truth. */
export type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

/** Declares one table of texts in both languages, checked against each other at compile time. */
export function defineStrings<T extends object>(ru: T, en: Strings<T>): { ru: T; en: Strings<T> } {
  return { ru, en };
}
