export * from './issue-messages';
export * from './json-path';
export * from './json-with-positions';
export * from './stock-package-validator';
