import type { EndpointMock } from './define.ts';

/** The alerts area's endpoint mocks (issue 17). */
export const mocks: EndpointMock[] = [];
