export * from './groups.ts';
export * from './joinRequests.ts';
export * from './roles.ts';
export * from './send.ts';
export * from './uploads.ts';
