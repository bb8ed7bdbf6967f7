/** How big each generated dictionary is; `small` for tests, `large` for benchmarks and `--scale large`. */
export interface ScaleProfile {
  goods: number;
  barcodes: number;
  brands: number;
  trademarks: number;
  mnns: number;
  manufacturers: number;
  /** Branded spes per category (plus one "прочие" spe each). */
  spesPerCategory: number;
  clusters: number;
  /** goods_links per store. */
  linksPerStore: number;
  /** Add a level of qualified subgroups to the group and application-area trees. */
  deepTrees: boolean;
  /** Most trade-name variants a brand gets. */
  maxVariants: number;
}

export const scaleProfiles: Record<'small' | 'large', ScaleProfile> = {
  small: {
    goods: 2_000,
    barcodes: 4_000,
    brands: 260,
    trademarks: 500,
    mnns: 160,
    manufacturers: 150,
    spesPerCategory: 3,
    clusters: 40,
    linksPerStore: 300,
    deepTrees: false,
    maxVariants: 2,
  },
  large: {
    goods: 300_000,
    barcodes: 1_000_000,
    brands: 15_000,
    trademarks: 60_000,
    mnns: 3_000,
    manufacturers: 5_000,
    spesPerCategory: 40,
    clusters: 450,
    linksPerStore: 5_000,
    deepTrees: true,
    maxVariants: 4,
  },
};
