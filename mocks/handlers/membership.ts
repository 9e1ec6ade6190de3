import type { EndpointMock } from './define.ts';

export const mocks: EndpointMock[] = [];
