import { describe, expect, it } from 'vitest';
import {
  findingSeveritySchema,
  preflightChecksNeeding,
  preflightCodeSchema,
  preflightCodes,
  preflightSeverityOf,
} from './preflight';

describe('the preflight code table', () => {
  it('is the code enum, each code with one severity', () => {
    expect(preflightCodeSchema.options).toEqual(preflightCodes);
    expect(Object.keys(preflightSeverityOf)).toEqual(preflightCodes);
    for (const code of preflightCodes) expect(findingSeveritySchema.options).toContain(preflightSeverityOf[code]);
    expect(preflightSeverityOf['unknown-share-exceeded']).toBe('error');
  });

  it('names the dictionary each check needs; the rest need none', () => {
    const goods = preflightChecksNeeding('goods');
    const links = preflightChecksNeeding('links');
    expect(goods).toContain('unknown-nnt');
    expect(links).toEqual(['sku-linked-elsewhere', 'nnt-not-linked']);
    expect(goods.filter((c) => links.includes(c))).toEqual([]);
    expect(goods).not.toContain('expired');
  });
});
