import type { Lifecycle, Request, ResponseToolkit, RouteOptions } from '@hapi/hapi';
import { Readable } from 'node:stream';
import Boom from '@hapi/boom';
import {
  approveJoinRequest,
  chatFile,
  getUserGroups,
  groupMembers,
  groupMessages,
  joinGroup,
  joinRequests,
  markRead,
  removeMember,
  searchGroup,
  sendMessage,
  uploadFile,
} from '../../contract.ts';
import { routesFor, type ContractRoute } from '../../http/contractRoute.ts';
import { toBoom } from '../../http/errors.ts';
import { contentDisposition } from './fileResponse.ts';
import type { ChatService, ServedFile } from './service.ts';

/** What the chat area's handlers reach. */
export interface ChatDeps {
  chat: ChatService;
}

const route = routesFor<ChatDeps>();

/** Room left in the body for the multipart framing around the file. */
const multipartOverhead = 64 * 1024;

/** A contract route with extra hapi route options, some of them read from the area's deps. */
function withOptions(
  inner: ContractRoute<ChatDeps>,
  extra: (deps: ChatDeps) => RouteOptions,
): ContractRoute<ChatDeps> {
  return {
    endpoint: inner.endpoint,
    toHapi: (options) => {
      const hapi = inner.toHapi(options);
      const base = hapi.options as RouteOptions;
      const more = extra(options.deps);
      return {
        ...hapi,
        options: {
          ...base,
          ...more,
          ...(more.payload ? { payload: { ...base.payload, ...more.payload } } : {}),
          ext: { ...base.ext, ...more.ext },
        },
      };
    },
  };
}

/** One file part as hapi's multipart parser hands it over with `output: 'stream'`. */
type StreamPart = Readable & { hapi: { filename: string; headers: Record<string, string> } };

function isStreamPart(value: unknown): value is StreamPart {
  return value instanceof Readable && 'hapi' in value;
}

/**
 * Turns the file part into a web File, so the contract's z.file() checks it like any body. The
 * parts come as streams: with 'annotated' data, hapi would decode a text/* part as UTF-8 and a JSON
 * part as an object, and the stored bytes would no longer be the member's.
 */
const readFilePart: Lifecycle.Method = async (request: Request, h: ResponseToolkit) => {
  const payload = request.payload as Record<string, unknown> | null;
  const file = payload?.['file'];
  if (payload && isStreamPart(file)) {
    const chunks: Buffer[] = [];
    for await (const chunk of file) chunks.push(chunk as Buffer);
    payload['file'] = new File([new Uint8Array(Buffer.concat(chunks))], file.hapi.filename, {
      type: file.hapi.headers['content-type'] ?? '',
    });
  }
  return h.continue;
};

/** The file a handler served, for the response extension that sets its headers. */
const served = new WeakMap<Request, ServedFile>();

const fileHeaders: Lifecycle.Method = (request, h) => {
  const file = served.get(request);
  const response = request.response;
  if (file && !Boom.isBoom(response)) {
    response
      .type(file.contentType)
      .header(
        'content-disposition',
        contentDisposition(file.inline ? 'inline' : 'attachment', file.fileName),
      )
      .header('x-content-type-options', 'nosniff');
  }
  return h.continue;
};

/** A day: a stored file never changes under its id. */
const fileMaxAgeMs = 86_400_000;

/** The seven calls of spec 1 §7 and issue 16's sending, uploads, files, read marks and removal. */
export const chatRoutes: ContractRoute<ChatDeps>[] = [
  route(getUserGroups, async ({ member, deps }) => ({ groups: await deps.chat.groups(member) })),

  route(groupMembers, async ({ params, member, deps }) => ({
    members: await deps.chat.members(member, params.number),
  })),

  route(groupMessages, async ({ params, query, member, deps }) => ({
    results: await deps.chat.history(member, params.number, query.before),
  })),

  route(joinRequests, async ({ member, deps }) => ({
    results: await deps.chat.joinRequests(member),
  })),

  route(approveJoinRequest, async ({ body, member, deps }) => ({
    state: 'success' as const,
    status: await deps.chat.decide(member, body.request_id, body.reject === true),
  })),

  route(searchGroup, async ({ query, deps }) => ({ results: await deps.chat.search(query.q) })),

  route(joinGroup, async ({ body, member, deps }) => ({
    state: await deps.chat.join(member, body.group_number),
  })),

  route(sendMessage, async ({ params, body, member, deps }) => ({
    message: await deps.chat.sendText(member, params.number, body.text),
  })),

  withOptions(
    route(uploadFile, async ({ params, body, member, deps }) => ({
      message: await deps.chat.upload(member, params.number, {
        name: body.file.name,
        bytes: new Uint8Array(await body.file.arrayBuffer()),
      }),
    })),
    ({ chat }) => ({
      payload: {
        // The configured limit, not the contract's ceiling: hapi stops reading past it.
        maxBytes: chat.uploadMaxBytes + multipartOverhead,
        multipart: { output: 'stream' },
        failAction: (_request, _h, error) => {
          if (Boom.isBoom(error) && error.output.statusCode === 413) throw toBoom(chat.tooLarge());
          throw error ?? Boom.badRequest();
        },
      },
      ext: { onPreHandler: { method: readFilePart } },
    }),
  ),

  withOptions(
    route(chatFile, async ({ params, query, member, deps, request }) => {
      const file = await deps.chat.file(member, params.fileId, query.thumb === '1');
      served.set(request, file);
      return file.bytes;
    }),
    () => ({
      cache: { privacy: 'private', expiresIn: fileMaxAgeMs },
      ext: { onPreResponse: { method: fileHeaders } },
    }),
  ),

  route(markRead, async ({ params, body, member, deps }) => ({
    unreadCount: await deps.chat.markRead(member, params.number, body.message_id),
  })),

  route(removeMember, async ({ params, member, deps }) => {
    await deps.chat.remove(member, params.number, params.memberId);
    return { state: 'success' as const };
  }),
];
