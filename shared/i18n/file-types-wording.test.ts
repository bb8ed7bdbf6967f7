import { describe, expect, it } from 'vitest';
import { chosenFileExtensions } from '@shared/import/file-types';
import { errorFaultWording } from './error-fault-wording';

describe('the refusal of a file type', () => {
  it('names every extension main accepts (the shared list), in both languages', () => {
    for (const language of ['ru', 'en'] as const) {
      const text = errorFaultWording[language]['file-invalid'].extension;
      for (const extension of chosenFileExtensions) expect(text).toContain(extension);
    }
  });
});
