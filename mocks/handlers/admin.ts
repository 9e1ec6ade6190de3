import type { EndpointMock } from './define.ts';

/** The admin area's endpoint mocks (issue 17). */
export const mocks: EndpointMock[] = [];
