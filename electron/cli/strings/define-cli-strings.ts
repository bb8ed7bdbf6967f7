/** A text with parameters: the CLI's strings are functions, checked by the compiler. */
export type P<T> = (params: T) => string;

/** Declares one command's texts in both languages; English must have exactly Russian's shape. */
export function defineCliStrings<T>(ru: T, en: NoInfer<T>): { ru: T; en: T } {
  return { ru, en };
}
