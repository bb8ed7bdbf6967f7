import { BytePool } from './byte-writer';
import type { CatalogAttributes, ResolvedPresentation } from './catalog';
import { NamedTable } from './model';
import { Rng } from './random';
import type { VersionClock } from './row-versions';
import type { ScaleProfile } from './scale';
import type { Presentation } from './words/class-def';
import {
  areaQualifiers,
  classes,
  clusterQualifiers,
  directionNames,
  megacategoryNames,
  treeQualifiers,
} from './words/classes';
import { countries } from './words/countries';
import { dosageUnits, primaryPackagings, releaseForms, secondaryPackagings, tertiaryPackagings } from './words/forms';

/** The classification dictionaries: trees, categories, forms, units, packagings, countries, clusters. */
export interface Classification {
  directions: NamedTable;
  megacategories: NamedTable;
  categories: NamedTable;
  groups: NamedTable;
  applicationAreas: NamedTable;
  countries: NamedTable;
  dosages: NamedTable;
  releaseForms: NamedTable;
  packagings: NamedTable;
  marketingClusters: NamedTable;
}

type ClassificationAttrs = Pick<
  CatalogAttributes,
  | 'classCategories'
  | 'classGroupLeaves'
  | 'classAreaLeaves'
  | 'classClusters'
  | 'classPresentations'
  | 'categoryDirection'
  | 'countryGs1'
  | 'formShort'
  | 'formPrimary'
  | 'formSecondary'
  | 'tertiaryPackagings'
>;

/** Builds the classification dictionaries in a fixed order, so versions are deterministic. */
export function buildClassification(
  seed: number,
  profile: ScaleProfile,
  clock: VersionClock,
): { tables: Classification; attrs: ClassificationAttrs } {
  const rng = Rng.for(seed, 'classification');
  const simple = (names: readonly string[]): NamedTable => {
    const table = new NamedTable('name', names.length);
    for (const name of names) table.add(name, clock);
    return table;
  };

  const directions = simple(directionNames);
  const megacategories = simple(megacategoryNames);

  const categories = new NamedTable('name', 64);
  const catDir = categories.extra('dirId', 'int');
  const categoryDirection: number[] = [];
  const categoryRow = new Map<string, number>();
  const classCategories = classes.map((c) =>
    c.categories.map((name) => {
      const known = categoryRow.get(name);
      if (known !== undefined) return known;
      const row = categories.add(name, clock);
      const dirRow = directionNames.indexOf(c.direction as (typeof directionNames)[number]);
      catDir.values.push(dirRow + 1);
      categoryDirection.push(dirRow);
      categoryRow.set(name, row);
      return row;
    }),
  );

  const { table: groups, leaves: classGroupLeaves } = buildTree(
    clock,
    classes.map((c) => ({
      root: c.drug ? 'Лекарственные средства' : c.group,
      mid: c.drug ? c.group : null,
      leaves: c.subgroups,
    })),
    profile.deepTrees ? treeQualifiers : [],
  );
  const { table: applicationAreas, leaves: classAreaLeaves } = buildTree(
    clock,
    classes.map((c) => ({ root: c.area, mid: null, leaves: c.areaChildren })),
    profile.deepTrees ? areaQualifiers : [],
  );

  const countryTable = simple(countries.map((c) => c.name));
  const countryGs1 = countries.map((c) => [...c.gs1]);
  const dosages = simple(dosageUnits);
  const forms = simple(releaseForms.map((f) => f.full));

  const packagings = new NamedTable('name', 48);
  const packagingRow = new Map<string, number>();
  const packaging = (name: string): number => {
    let row = packagingRow.get(name);
    if (row === undefined) {
      row = packagings.add(name, clock);
      packagingRow.set(name, row);
    }
    return row;
  };
  [...primaryPackagings, ...secondaryPackagings, ...tertiaryPackagings].forEach(packaging);
  const formPrimary = releaseForms.map((f) => f.pp.map(packaging));
  const formSecondary = releaseForms.map((f) => f.ps.map(packaging));
  const tertiary = tertiaryPackagings.map(packaging);

  const formShort = new BytePool();
  for (const f of releaseForms) formShort.add(JSON.stringify(f.short).slice(1, -1));
  const classPresentations: ResolvedPresentation[][] = classes.map((c) =>
    c.presentations.map((p) => resolvePresentation(p, `class ${c.key}`)),
  );

  // Marketing clusters: one per class, then qualified sub-clusters until the profile's count.
  const marketingClusters = new NamedTable('name', profile.clusters);
  const clusterRow = new Map<string, number>();
  const classClusters: number[][] = classes.map(() => []);
  classes.forEach((c, ci) => {
    let row = clusterRow.get(c.cluster);
    if (row === undefined) {
      row = marketingClusters.add(c.cluster, clock);
      clusterRow.set(c.cluster, row);
    }
    classClusters[ci]?.push(row);
  });
  const combos: Array<[number, string]> = [];
  classes.forEach((c, ci) => clusterQualifiers.forEach((q) => combos.push([ci, `${c.cluster}: ${q}`])));
  for (let i = combos.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [combos[i], combos[j]] = [combos[j] as [number, string], combos[i] as [number, string]];
  }
  for (const [ci, name] of combos) {
    if (marketingClusters.length >= profile.clusters) break;
    if (clusterRow.has(name)) continue;
    const row = marketingClusters.add(name, clock);
    clusterRow.set(name, row);
    classClusters[ci]?.push(row);
  }

  return {
    tables: {
      directions,
      megacategories,
      categories,
      groups,
      applicationAreas,
      countries: countryTable,
      dosages,
      releaseForms: forms,
      packagings,
      marketingClusters,
    },
    attrs: {
      classCategories,
      classGroupLeaves,
      classAreaLeaves,
      classClusters,
      classPresentations,
      categoryDirection,
      countryGs1,
      formShort,
      formPrimary,
      formSecondary,
      tertiaryPackagings: tertiary,
    },
  };
}

const formRow = new Map(releaseForms.map((f, i) => [f.short, i]));

/** A presentation with its form and unit looked up in the release_forms and dosages lists. */
export function resolvePresentation([form, unit, doses, packs]: Presentation, where: string): ResolvedPresentation {
  const row = formRow.get(form);
  if (row === undefined) throw new Error(`${where}: unknown release form '${form}'`);
  const unitRow = unit === null ? -1 : dosageUnits.indexOf(unit as (typeof dosageUnits)[number]);
  if (unit !== null && unitRow < 0) throw new Error(`${where}: unknown dose unit '${unit}'`);
  return { formRow: row, unitRow, doses, packs };
}

/**
 * A `parentId` tree: roots, optional middle level, leaves, and at large scale one more level of
 * qualified leaves. Returns the leaf rows per class (where that class's goods hang).
 */
function buildTree(
  clock: VersionClock,
  shape: Array<{ root: string; mid: string | null; leaves: readonly string[] }>,
  qualifiers: readonly string[],
): { table: NamedTable; leaves: number[][] } {
  const table = new NamedTable('name', 700);
  const parent = table.extra('parentId', 'int');
  const byPath = new Map<string, number>();
  const node = (path: string, name: string, parentRow: number): number => {
    let row = byPath.get(path);
    if (row === undefined) {
      row = table.add(name, clock);
      parent.values.push(parentRow < 0 ? -1 : parentRow + 1);
      byPath.set(path, row);
    }
    return row;
  };
  const leaves = shape.map(({ root, mid, leaves: names }) => {
    const rootRow = node(root, root, -1);
    const midRow = mid === null ? rootRow : node(`${root}/${mid}`, mid, rootRow);
    const out: number[] = [];
    for (const name of names) {
      const leafPath = `${root}/${mid ?? ''}/${name}`;
      const leafRow = node(leafPath, name, midRow);
      if (qualifiers.length === 0) out.push(leafRow);
      else for (const q of qualifiers) out.push(node(`${leafPath}/${q}`, `${name} ${q}`, leafRow));
    }
    return out;
  });
  return { table, leaves };
}
