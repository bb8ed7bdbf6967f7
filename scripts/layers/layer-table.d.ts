/** What a folder's files may import (see layer-table.js for the meaning of each field). */
export interface Allowance {
  imports: string[];
  packages: string[];
  node: 'all' | string[];
}

export interface LayerRow extends Allowance {
  folder: string;
  shallow?: boolean;
  role: string;
  units?: 'entry-only';
  tests: Allowance;
}

export declare const layerTable: LayerRow[];
