import type { LayerRow } from './layer-table';

export declare const repoRoot: string;
export declare function rowOf(path: string): LayerRow | undefined;
export declare function isTestFile(path: string): boolean;
export declare function classify(
  fromFile: string,
  specifier: string,
): { kind: 'path'; path: string } | { kind: 'node'; name: string } | { kind: 'package'; name: string };
export declare function judgeImport(fromFile: string, specifier: string): string | undefined;
export declare function judgeResolved(fromFile: string, targetFile: string): string | undefined;
