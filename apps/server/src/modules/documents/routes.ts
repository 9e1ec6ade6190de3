import type { Lifecycle } from '@hapi/hapi';
import { messages } from '@coinsight/domain/messages';
import {
  createDocument,
  documentImage,
  documentImageMaxBytes,
  getDocument,
  listDocuments,
  previewDocument,
  setDocumentState,
  updateDocument,
  uploadDocumentImage,
} from '../../contract.ts';
import { routesFor, type ContractRoute } from '../../http/contractRoute.ts';
import { readUploadedFile, withOptions } from '../../http/routeExtras.ts';
import type { DocumentsService } from './service.ts';

/** What the documents area's handlers reach. */
export interface DocumentsDeps {
  documents: DocumentsService;
}

const m = messages.documents;
const route = routesFor<DocumentsDeps>();

const readUploadedImage = readUploadedFile('image', documentImageMaxBytes, m.imageTooLarge);

/** The picture's own type (the contract route answers every picture as octet-stream). */
const pictureTypeHeader: Lifecycle.Method = (request, h) => {
  const response = request.response;
  if ('isBoom' in response && response.isBoom) return h.continue;
  const name = String(request.params['name'] ?? '');
  if ('type' in response) response.type(name.endsWith('.png') ? 'image/png' : 'image/jpeg');
  return h.continue;
};

/** A year: a picture's name is its content's hash, so it never changes. */
const imageMaxAgeMs = 365 * 86_400_000;

/** Documents: the admin's news items and knowledge articles, their preview and pictures (issue 17). */
export const documentsRoutes: readonly ContractRoute<DocumentsDeps>[] = [
  route(listDocuments, ({ query, deps }) => deps.documents.list(query)),
  route(getDocument, ({ params, deps }) => deps.documents.get(params.kind, params.id)),
  route(createDocument, ({ body, admin, deps }) => deps.documents.create(admin, body)),
  route(updateDocument, ({ params, body, admin, deps }) =>
    deps.documents.update(admin, params.kind, params.id, body),
  ),
  route(setDocumentState, ({ params, body, admin, deps }) =>
    deps.documents.setState(admin, params.kind, params.id, body.state),
  ),
  route(previewDocument, ({ body, deps }) => ({ html: deps.documents.sanitize(body.html) })),
  withOptions(
    route(uploadDocumentImage, async ({ body, admin, deps }) => ({
      url: await deps.documents.uploadImage(admin, new Uint8Array(await body.image.arrayBuffer())),
    })),
    { ext: { onPreHandler: { method: readUploadedImage } } },
  ),
  withOptions(
    route(documentImage, async ({ params, deps }) => {
      const { image } = await deps.documents.image(params.name);
      return Buffer.from(new Uint8Array(image).buffer);
    }),
    {
      cache: { privacy: 'public', expiresIn: imageMaxAgeMs },
      // A public picture: no session lookup and no cookie set, so the answer may be cached.
      auth: false,
      app: { noCsrf: true },
      ext: { onPreResponse: { method: pictureTypeHeader } },
    },
  ),
];
