import type { EndpointMock } from './define.ts';

/** The analysis area's endpoint mocks (issue 15). */
export const mocks: EndpointMock[] = [];
