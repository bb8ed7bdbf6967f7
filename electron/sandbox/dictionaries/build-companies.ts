import type { CatalogAttributes } from './catalog';
import { inn10CheckDigit } from './check-digits';
import { NamedTable, SupplierLinks } from './model';
import { Rng } from './random';
import type { VersionClock } from './row-versions';
import type { ScaleProfile } from './scale';
import { companyEndings, companyRootsIntl, companyRootsRu, countries } from './words/countries';
import { curatedManufacturers } from './words/manufacturers';

/** Supplier contracts that end before this day are not `actual` (fixed, so output never depends on today). */
export const SUPPLIER_REFERENCE_DAY = Math.floor(Date.UTC(2025, 6, 1) / 86_400_000);
const FIRST_BEGIN_DAY = Math.floor(Date.UTC(2018, 0, 1) / 86_400_000);
const LAST_BEGIN_DAY = Math.floor(Date.UTC(2025, 5, 30) / 86_400_000);
/** Regions of distributors' INNs: Moscow, Moscow region, St Petersburg, Novosibirsk, Yekaterinburg... */
const INN_REGIONS = ['77', '50', '78', '54', '66', '16', '52', '63', '61', '23'];

/** Manufacturers, their holdings (marketing manufacturers) and the holdings' supplier links. */
export function buildCompanies(
  seed: number,
  profile: ScaleProfile,
  clock: VersionClock,
): {
  manufacturers: NamedTable;
  marketingManufacturers: NamedTable;
  supplierLinks: SupplierLinks;
  attrs: Pick<CatalogAttributes, 'manCountry' | 'manHolding'>;
} {
  const rng = Rng.for(seed, 'companies');
  const manufacturers = new NamedTable('name', profile.manufacturers);
  const holdings = new NamedTable('name', profile.manufacturers);
  const manCountry: number[] = [];
  const manHolding: number[] = [];
  const holdingRow = new Map<string, number>();
  const names = new Set<string>();
  const countryRow = new Map(countries.map((c, i) => [c.name, i]));

  const holding = (name: string): number => {
    let row = holdingRow.get(name);
    if (row === undefined) {
      row = holdings.add(name, clock);
      holdingRow.set(name, row);
    }
    return row;
  };
  const addManufacturer = (name: string, country: number, holdingName: string): void => {
    names.add(name);
    manufacturers.add(name, clock);
    manCountry.push(country);
    manHolding.push(holding(holdingName));
  };

  for (const [name, country, holdingName] of curatedManufacturers) {
    const row = countryRow.get(country);
    if (row === undefined) throw new Error(`manufacturer ${name}: unknown country ${country}`);
    addManufacturer(name, row, holdingName);
  }

  const weights = countries.map((c) => c.weight);
  let attempts = 0;
  while (manufacturers.length < profile.manufacturers && attempts++ < profile.manufacturers * 50) {
    const country = rng.weighted(weights);
    const def = countries[country] as (typeof countries)[number];
    const russianStyle = def.forms.some((f) => f.endsWith('"'));
    const root = russianStyle ? rng.pick(companyRootsRu) : rng.pick(companyRootsIntl);
    const ending = rng.pick(companyEndings);
    const core = root + (russianStyle && rng.chance(0.3) ? '-' + capitalize(ending) : ending);
    const form = rng.pick(def.forms);
    const name = form.endsWith('"') ? `${form}${core}"` : `${core} ${form}`;
    if (names.has(name)) continue;
    // Most new companies report under their own name; some belong to an existing holding.
    const holdingName =
      rng.chance(0.35) && holdings.length > 0 ? (holdings.names[rng.int(holdings.length)] as string) : core;
    addManufacturer(name, country, holdingName);
  }

  const supplierLinks = new SupplierLinks(holdings.length * 3);
  for (let h = 0; h < holdings.length; h++) {
    const contracts = rng.range(1, 3);
    for (let k = 0; k < contracts; k++) {
      const beg = rng.range(FIRST_BEGIN_DAY, LAST_BEGIN_DAY);
      const end = beg + rng.range(365, 5 * 365);
      supplierLinks.versions.push(clock, end >= SUPPLIER_REFERENCE_DAY);
      supplierLinks.mmId.push(h + 1);
      supplierLinks.inn.push(randomInn(rng));
      supplierLinks.begDay.push(beg);
      supplierLinks.endDay.push(end);
    }
  }

  return { manufacturers, marketingManufacturers: holdings, supplierLinks, attrs: { manCountry, manHolding } };
}

/** A 10-digit legal-entity INN with a valid check digit. */
export function randomInn(rng: Rng): string {
  let first9 = rng.pick(INN_REGIONS);
  for (let i = 0; i < 7; i++) first9 += String(rng.int(10));
  return first9 + String(inn10CheckDigit(first9));
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
