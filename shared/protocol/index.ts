export * from './common';
export * from './dictionaries';
export * from './messages';
export * from './operator-date-time';
export * from './stocks';
export * from './token';
export * from './validation-errors';
export * from './webhooks';
