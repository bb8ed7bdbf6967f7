import { resolvePresentation } from './build-classification';
import type { CatalogAttributes } from './catalog';
import { NamedTable } from './model';
import { hashInts, Rng } from './random';
import type { VersionClock } from './row-versions';
import type { ScaleProfile } from './scale';
import { brandEndings, brandMiddles, brandStarts, genericSuffixes, tradeNameVariants } from './words/brands';
import { classes } from './words/classes';
import { curatedBrands } from './words/curated-brands';
import { dosageUnits, releaseForms } from './words/forms';
import { mnnPresentations } from './words/mnn-presentations';
import { curatedMnns, innMiddles, innPrefixes, innStems } from './words/mnns';

type Needs = Pick<
  CatalogAttributes,
  'classCategories' | 'classGroupLeaves' | 'classAreaLeaves' | 'classClusters' | 'classPresentations'
>;
type Gives = Pick<
  CatalogAttributes,
  | 'mnnClass'
  | 'mnnGnvls'
  | 'mnnAnalogs'
  | 'analogForm'
  | 'analogUnit'
  | 'analogDose'
  | 'analogPacks'
  | 'brandClass'
  | 'brandMnn'
  | 'brandMan'
  | 'brandCluster'
  | 'brandCategory'
  | 'brandSpe'
  | 'brandRx'
  | 'brandPremium'
  | 'brandTrademarks'
  | 'speCategory'
  | 'categoryOtherSpe'
  | 'tmClass'
  | 'tmMnn'
  | 'tmBrand'
  | 'tmMan'
  | 'tmGroup'
  | 'tmArea'
  | 'tmCategory'
  | 'tmSpe'
  | 'tmMega'
  | 'tmPremium'
>;

const classIndex = new Map(classes.map((c, i) => [c.key, i]));

/** Formats a dose the Russian way: 62.5 → "62,5". */
export function formatDose(value: number): string {
  return String(value).replace('.', ',');
}

/** МНН, analogs, marketing brands, spes and trademarks. */
export function buildBrands(
  seed: number,
  profile: ScaleProfile,
  clock: VersionClock,
  manufacturers: NamedTable,
  categories: NamedTable,
  needs: Needs,
): {
  mnns: NamedTable;
  analogs: NamedTable;
  marketingBrands: NamedTable;
  spes: NamedTable;
  trademarks: NamedTable;
  attrs: Gives;
} {
  const rng = Rng.for(seed, 'brands');

  // МНН: the real ones first, then INN-stem names up to the profile's count.
  const mnns = new NamedTable('rusName', profile.mnns);
  const lat = mnns.extra('latName', 'string');
  const eng = mnns.extra('engName', 'string');
  const mnnClass: number[] = [];
  const mnnGnvls: boolean[] = [];
  const mnnByName = new Map<string, number>();
  const addMnn = (rus: string, latName: string, engName: string, cls: string): void => {
    const c = classIndex.get(cls);
    if (c === undefined) throw new Error(`mnn ${rus}: unknown class ${cls}`);
    mnnByName.set(rus, mnns.add(rus, clock));
    lat.values.push(latName);
    eng.values.push(engName);
    mnnClass.push(c);
    mnnGnvls.push(rng.chance((classes[c]?.gnvlsShare ?? 0) * 0.7));
  };
  for (const [rus, latName, engName, cls] of curatedMnns) addMnn(rus, latName, engName, cls);
  for (let attempts = 0; mnns.length < profile.mnns && attempts < profile.mnns * 50; attempts++) {
    const [pr, pl] = rng.pick(innPrefixes);
    const [mr, ml] = rng.pick(innMiddles);
    const [sr, sl, se, cls] = rng.pick(innStems);
    const rus = pr + mr + sr;
    if (!mnnByName.has(rus)) addMnn(rus, pl + ml + sl, pl + ml + se, cls);
  }

  // Analogs: an МНН in one form and dose; the first analog of an МНН names its cluster.
  const analogs = new NamedTable('name', mnns.length * 4);
  const clusterId = analogs.extra('clusterId', 'int');
  const analogForm: number[] = [];
  const analogUnit: number[] = [];
  const analogDose: number[] = [];
  const analogPacks: Array<readonly number[]> = [];
  const mnnAnalogs: number[][] = [];
  for (let m = 0; m < mnns.length; m++) {
    const own = mnnPresentations[mnns.base[m] as string];
    const presentations = own
      ? own.map((p) => resolvePresentation(p, `МНН ${mnns.base[m]}`))
      : (needs.classPresentations[mnnClass[m] as number] ?? []);
    const wanted = rng.range(1, Math.min(4, presentations.length));
    const seen = new Set<string>();
    const rows: number[] = [];
    for (let k = 0; k < wanted * 3 && rows.length < wanted; k++) {
      const p = rng.pick(presentations);
      const dose = rng.pick(p.doses);
      const key = `${p.formRow}/${p.unitRow}/${dose}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const unit = dosageUnits[p.unitRow] ?? '';
      const row = analogs.add(`${mnns.base[m]} ${releaseForms[p.formRow]?.short} ${formatDose(dose)}${unit}`, clock);
      clusterId.values.push((rows[0] ?? row) + 1);
      analogForm.push(p.formRow);
      analogUnit.push(p.unitRow);
      analogDose.push(dose);
      analogPacks.push(p.packs);
      rows.push(row);
    }
    mnnAnalogs.push(rows);
  }

  // Marketing brands.
  const marketingBrands = new NamedTable('name', profile.brands);
  const brandFlag = marketingBrands.extra('farmaBrand', 'bool');
  const brandClass: number[] = [];
  const brandMnn: number[] = [];
  const brandMan: number[] = [];
  const brandRx: boolean[] = [];
  const brandPremium: number[] = [];
  const manByName = new Map(manufacturers.base.map((n, i) => [n, i]));
  const mnnsByClass: number[][] = classes.map(() => []);
  mnnClass.forEach((c, m) => mnnsByClass[c]?.push(m));
  const brandNames = new Set<string>();
  const addBrand = (name: string, c: number, mnn: number, man: number, premium: number): void => {
    brandNames.add(name);
    marketingBrands.add(name, clock);
    brandFlag.values.push(rng.chance(0.03) ? 1 : 0);
    brandClass.push(c);
    brandMnn.push(mnn);
    brandMan.push(man);
    brandRx.push(rng.chance(classes[c]?.rxShare ?? 0));
    brandPremium.push(premium);
  };
  for (const [name, mnnOrClass, manName] of curatedBrands) {
    const man = manByName.get(manName);
    if (man === undefined) throw new Error(`brand ${name}: unknown manufacturer ${manName}`);
    const mnn = mnnByName.get(mnnOrClass);
    const c = mnn === undefined ? classIndex.get(mnnOrClass) : mnnClass[mnn];
    if (c === undefined) throw new Error(`brand ${name}: unknown МНН or class ${mnnOrClass}`);
    addBrand(name, c, mnn ?? -1, man, 1.6 + rng.next());
  }
  const classWeights = classes.map((c) => c.weight);
  for (let attempts = 0; marketingBrands.length < profile.brands && attempts < profile.brands * 50; attempts++) {
    let name = rng.pick(brandStarts);
    const middles = rng.weighted([3, 5, 2]);
    for (let k = 0; k < middles; k++) name += rng.pick(brandMiddles);
    name += rng.pick(brandEndings);
    if (brandNames.has(name)) continue;
    const c = rng.weighted(classWeights);
    const pool = mnnsByClass[c] ?? [];
    const mnn = classes[c]?.drug && pool.length > 0 ? rng.pick(pool) : -1;
    addBrand(name, c, mnn, rng.int(manufacturers.length), 0.9 + rng.next() * 1.1);
  }
  const brandCluster = brandClass.map((c) => {
    const pool = needs.classClusters[c] ?? [];
    return rng.chance(0.5) ? (pool[0] as number) : rng.pick(pool);
  });
  const brandCategory = brandClass.map((c) => rng.pick(needs.classCategories[c] ?? []));

  // Spes: per category one catch-all, then spes named after the category's first brands.
  const spes = new NamedTable('name', categories.length * (profile.spesPerCategory + 1));
  const speCat = spes.extra('catId', 'int');
  const speCategory: number[] = [];
  const categoryOtherSpe: number[] = [];
  const brandSpe = brandClass.map(() => -1);
  for (let cat = 0; cat < categories.length; cat++) {
    categoryOtherSpe.push(spes.add(`${categories.base[cat]}: прочие`, clock));
    speCat.values.push(cat + 1);
    speCategory.push(cat);
    let named = 0;
    for (let b = 0; b < brandCategory.length && named < profile.spesPerCategory; b++) {
      if (brandCategory[b] !== cat) continue;
      brandSpe[b] = spes.add(marketingBrands.base[b] as string, clock);
      speCat.values.push(cat + 1);
      speCategory.push(cat);
      named++;
    }
  }

  // Trademarks: each brand's trade names, then generics (МНН + company) up to the profile's count.
  const trademarks = new NamedTable('name', profile.trademarks);
  const tm = {
    tmClass: [] as number[],
    tmMnn: [] as number[],
    tmBrand: [] as number[],
    tmMan: [] as number[],
    tmGroup: [] as number[],
    tmArea: [] as number[],
    tmCategory: [] as number[],
    tmSpe: [] as number[],
    tmMega: [] as number[],
    tmPremium: [] as number[],
  };
  const tmNames = new Set<string>();
  const addTrademark = (
    name: string,
    c: number,
    mnn: number,
    brand: number,
    man: number,
    rx: boolean,
    premium: number,
    cat: number,
    spe: number,
  ): void => {
    tmNames.add(name);
    trademarks.add(name, clock);
    // Goods of one МНН (or one brand) share their place in the trees.
    const anchor = hashInts(seed, mnn >= 0 ? mnn : 100_000 + brand);
    const groupLeaves = needs.classGroupLeaves[c] ?? [];
    const areaLeaves = needs.classAreaLeaves[c] ?? [];
    const def = classes[c];
    tm.tmClass.push(c);
    tm.tmMnn.push(mnn);
    tm.tmBrand.push(brand);
    tm.tmMan.push(man);
    tm.tmGroup.push(groupLeaves[anchor % groupLeaves.length] as number);
    tm.tmArea.push(areaLeaves[(anchor >>> 8) % areaLeaves.length] as number);
    tm.tmCategory.push(cat);
    tm.tmSpe.push(spe);
    tm.tmMega.push(def?.drug ? (rx ? 0 : 1) : def?.key === 'device' ? 3 : 2);
    tm.tmPremium.push(premium);
  };
  const brandTrademarks: number[][] = brandClass.map(() => []);
  // Brands take at most three quarters of the trademarks; generics fill the rest.
  const brandedCap = Math.floor(profile.trademarks * 0.75);
  for (let b = 0; b < marketingBrands.length && trademarks.length < brandedCap; b++) {
    const count = 1 + rng.int(profile.maxVariants);
    const variants = new Set<string>(['']);
    while (variants.size < count) variants.add(rng.pick(tradeNameVariants));
    for (const v of variants) {
      const name = `${marketingBrands.base[b]}${v}`;
      if (tmNames.has(name)) continue;
      brandTrademarks[b]?.push(trademarks.length);
      const c = brandClass[b] as number;
      const cat = brandCategory[b] as number;
      const spe = brandSpe[b] as number;
      addTrademark(
        name,
        c,
        brandMnn[b] as number,
        b,
        brandMan[b] as number,
        brandRx[b] as boolean,
        brandPremium[b] as number,
        cat,
        spe >= 0 ? spe : (categoryOtherSpe[cat] as number),
      );
    }
  }
  const genericMnns = [...mnns.base.keys()].filter(
    (m) => !(mnns.base[m] as string).includes('+') && (mnns.base[m] as string).length <= 28,
  );
  for (let attempts = 0; trademarks.length < profile.trademarks && attempts < profile.trademarks * 20; attempts++) {
    const m = rng.pick(genericMnns);
    const [suffix, manName] = rng.pick(genericSuffixes);
    const name = `${mnns.base[m]}${suffix}`;
    if (tmNames.has(name)) continue;
    const c = mnnClass[m] as number;
    const cat = (needs.classCategories[c] ?? [])[0] as number;
    addTrademark(
      name,
      c,
      m,
      -1,
      manByName.get(manName) ?? 0,
      rng.chance(classes[c]?.rxShare ?? 0),
      0.45 + rng.next() * 0.4,
      cat,
      categoryOtherSpe[cat] as number,
    );
  }

  return {
    mnns,
    analogs,
    marketingBrands,
    spes,
    trademarks,
    attrs: {
      mnnClass,
      mnnGnvls,
      mnnAnalogs,
      analogForm,
      analogUnit,
      analogDose,
      analogPacks,
      brandClass,
      brandMnn,
      brandMan,
      brandCluster,
      brandCategory,
      brandSpe,
      brandRx,
      brandPremium,
      brandTrademarks,
      speCategory,
      categoryOtherSpe,
      ...tm,
    },
  };
}
