// Auction bidding shared by server and browser: rules, time, permission, HTTP contract.
export * from './api.ts';
export * from './fields.ts';
export * from './permission.ts';
export * from './read.ts';
export * from './rules.ts';
export * from './time.ts';
