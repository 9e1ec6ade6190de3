import {
  createDocument,
  getDocument,
  listDocuments,
  previewDocument,
  setDocumentState,
  updateDocument,
  uploadDocumentImage,
  type BodyOf,
  type DocumentInput,
  type EditableDocument,
} from '@coinsight/domain/api';
import type { DocumentKind, DocumentState, DocumentTargetState } from '@coinsight/domain/documents';
import { messages } from '@coinsight/domain/messages';
import type { Call } from '../../../api/client.ts';
import { isApiError } from '../../../api/ApiError.ts';

/** The documents calls the section makes, on the client it is given (the site's, or a test's). */
export function documentsApi(call: Call) {
  return {
    list: (
      kind: DocumentKind,
      page: { offset: number; limit: number; state: DocumentState | null; q: string },
      signal?: AbortSignal,
    ) =>
      call(listDocuments, {
        query: {
          kind,
          offset: page.offset,
          limit: page.limit,
          ...(page.state ? { state: page.state } : {}),
          ...(page.q.trim() ? { q: page.q.trim() } : {}),
        },
        ...(signal ? { signal } : {}),
      }),
    get: (kind: DocumentKind, id: number) => call(getDocument, { params: { kind, id } }),
    save: (id: number | null, input: DocumentInput): Promise<EditableDocument> =>
      id === null
        ? call(createDocument, { body: input })
        : call(updateDocument, { params: { kind: input.kind, id }, body: input }),
    setState: (kind: DocumentKind, id: number, state: DocumentTargetState) =>
      call(setDocumentState, { params: { kind, id }, body: { state } }),
    preview: async (html: string) => (await call(previewDocument, { body: { html } })).html,
    uploadImage: async (file: File) => {
      const form = new FormData();
      form.append('image', file);
      // The client sends a FormData body as multipart as it is; the contract types its field.
      const body = form as unknown as BodyOf<typeof uploadDocumentImage>;
      return (await call(uploadDocumentImage, { body })).url;
    },
  };
}

export type DocumentsApi = ReturnType<typeof documentsApi>;

/** The text to show for a failed call: the server's reason, or a session the server ended. */
export function failureText(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status === 401) return messages.account.sessionEnded;
  if (isApiError(error) && error.status > 0 && error.status < 500) return error.message;
  return fallback;
}
