export * from './roles.ts';
export * from './statistics.ts';
export * from './membership.ts';
export * from './auditActions.ts';
