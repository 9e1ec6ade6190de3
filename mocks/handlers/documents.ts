import type { EndpointMock } from './define.ts';

/** The documents area's endpoint mocks (issue 17). */
export const mocks: EndpointMock[] = [];
