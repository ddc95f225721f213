export * from './admin.ts';
export * from './content.ts';
export * from './jobs.ts';
export * from './platform.ts';
