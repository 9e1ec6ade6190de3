import { z } from 'zod';
import { errorBody, type AnyEndpoint } from './endpoint.ts';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;

/** The properties of an object schema, for OpenAPI's one-parameter-per-entry form. */
function parametersOf(schema: z.ZodType, where: 'path' | 'query'): JsonSchema[] {
  const json = toSchema(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
  }));
}

function requestBodyOf(endpoint: AnyEndpoint): JsonSchema | undefined {
  if (endpoint.method === 'GET') return undefined;
  return {
    required: !endpoint.body.safeParse(undefined).success,
    content: {
      [endpoint.consumes ?? 'application/json']: { schema: toSchema(endpoint.body, 'input') },
    },
  };
}

const errorResponse = (description: string): JsonSchema => ({
  description,
  content: { 'application/json': { schema: toSchema(errorBody, 'output') } },
});

/**
 * The OpenAPI 3.1 document of the contract, generated from the same zod schemas the server
 * validates with. Role, admin permission and CSRF requirements appear as `x-role` /
 * `x-permission` / `x-csrf` and in the text.
 */
export function buildOpenApiDocument(list: readonly AnyEndpoint[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const endpoint of list) {
    const body = requestBodyOf(endpoint);
    const operation: JsonSchema = {
      operationId: endpoint.id,
      summary: endpoint.summary,
      description: [
        endpoint.description,
        `Role: ${endpoint.role}.`,
        endpoint.permission ? `Admin permission: ${endpoint.permission}.` : undefined,
        endpoint.csrf ? 'Needs the X-CSRF-Token header (value of the crumb cookie).' : undefined,
      ]
        .filter(Boolean)
        .join('\n\n'),
      tags: [endpoint.id.split('.')[0]],
      'x-role': endpoint.role,
      ...(endpoint.permission ? { 'x-permission': endpoint.permission } : {}),
      'x-csrf': endpoint.csrf,
      parameters: [
        ...parametersOf(endpoint.params, 'path'),
        ...parametersOf(endpoint.query, 'query'),
      ],
      ...(body ? { requestBody: body } : {}),
      responses: {
        200: {
          description: 'OK',
          content: {
            [endpoint.produces ?? 'application/json']: {
              schema: toSchema(endpoint.response, 'output'),
            },
          },
        },
        400: errorResponse('Bad input, with the reason'),
        ...(endpoint.role === 'visitor'
          ? {}
          : { 401: errorResponse('Not logged in'), 403: errorResponse('Role not allowed') }),
        ...(endpoint.csrf ? { 403: errorResponse('Role not allowed or CSRF header missing') } : {}),
      },
    };
    paths[endpoint.path] = { ...paths[endpoint.path], [endpoint.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: '币见 Coinsight API',
      version: '1',
      description: 'Generated from the zod contract in packages/domain/src/api.',
    },
    paths,
  };
}
