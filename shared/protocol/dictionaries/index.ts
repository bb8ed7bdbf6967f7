export * from './catalog';
export * from './goods-records';
export * from './queries';
export * from './reference-records';
export * from './rv-int';
export * from './versioned';
