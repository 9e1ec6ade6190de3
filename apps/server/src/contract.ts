// The server's single door to the contract, so a change in where it lives touches one file.
import { z } from 'zod';
import { checkVip, getUsername } from '../../../packages/domain/src/api/account.ts';
import type { AnyEndpoint } from '../../../packages/domain/src/api/endpoint.ts';

export { defineEndpoint, errorBody, type AnyEndpoint, type ResponseOf } from '../../../packages/domain/src/api/endpoint.ts';
export { checkVip, getUsername };

export const endpoints: readonly AnyEndpoint[] = [getUsername, checkVip];
export const endpointById = (id: string): AnyEndpoint | undefined => endpoints.find((e) => e.id === id);

export function buildOpenApiDocument(list: readonly AnyEndpoint[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of list) {
    paths[e.path] = {
      ...paths[e.path],
      [e.method.toLowerCase()]: {
        operationId: e.id,
        summary: e.summary,
        responses: { 200: { content: { 'application/json': { schema: z.toJSONSchema(e.response, { io: 'output', unrepresentable: 'any' }) } } } },
      },
    };
  }
  return { openapi: '3.1.0', info: { title: 'Coinsight API', version: '1' }, paths };
}
