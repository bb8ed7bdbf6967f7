export declare const START: string;
export declare const END: string;
export declare function renderLayerTable(): string;
export declare function tableCells(markdown: string): string[][];
export declare function docTable(document: string): string | undefined;
