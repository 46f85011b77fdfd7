export * from './types.ts';
export * from './progress.ts';
export * from './decide.ts';
export * from './rules.ts';
export * from './view.ts';
