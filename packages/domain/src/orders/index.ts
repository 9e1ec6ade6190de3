export * from './orderTabs.ts';
export * from './orderSearch.ts';
export * from './paging.ts';
export * from './refundRules.ts';
export * from './adminLogout.ts';
export * from './orderDetail.ts';
