import type { EditableDocument, KnowledgeGroupRef } from '@coinsight/domain/api';
import {
  draftErrors,
  draftOf,
  emptyDraft,
  inputOf,
  toggleTarget,
  type DocumentDraft,
  type DocumentKind,
  type DocumentState,
  type DraftField,
} from '@coinsight/domain/documents';
import { messages } from '@coinsight/domain/messages';
import type { DocumentPreviewStatus } from '@coinsight/ui';
import { useState } from 'react';
import { failureText, type DocumentsApi } from './documentsApi.ts';
import { refusalField } from './refusalField.ts';

const m = messages.documents;

type Notice = { tone: 'error' | 'success'; message: string } | null;

/** Which document the editor holds: null id until the first save. */
interface Open {
  id: number | null;
  state: DocumentState | null;
  publishedAt: string | null;
}

const openOf = (doc: EditableDocument): Open => ({
  id: doc.id,
  state: doc.state,
  publishedAt: doc.kind === 'news' ? doc.published_at : null,
});

/**
 * One kind's edit and preview modes: the draft, its errors (the form's own check first, then the
 * server's refusal under its field), saving, publishing what the form holds, and the preview.
 * `onSaved` tells the list a document changed.
 */
export function useDocumentEditor(kind: DocumentKind, api: DocumentsApi, onSaved: () => void) {
  const [open, setOpen] = useState<Open>({ id: null, state: null, publishedAt: null });
  const [draft, setDraft] = useState<DocumentDraft>(() => emptyDraft(kind, []));
  const [errors, setErrors] = useState<Partial<Record<DraftField, string>>>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const [preview, setPreview] = useState<{ status: DocumentPreviewStatus; html: string }>({
    status: 'loading',
    html: '',
  });

  const begin = (next: Open, nextDraft: DocumentDraft) => {
    setOpen(next);
    setDraft(nextDraft);
    setErrors({});
    setNotice(null);
    setPreviewing(false);
  };

  const refused = (error: unknown, fallback: string) => {
    const message = failureText(error, fallback);
    const field = refusalField(message);
    if (field) setErrors({ [field]: message });
    setNotice({ tone: 'error', message });
  };

  const save = async (): Promise<boolean> => {
    const found = draftErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setNotice({ tone: 'error', message: Object.values(found)[0] ?? m.saveFailed });
      return false;
    }
    setBusy(true);
    try {
      const doc = await api.save(open.id, inputOf(draft));
      setOpen(openOf(doc));
      setDraft(draftOf(doc));
      setNotice({ tone: 'success', message: m.saved });
      onSaved();
      return true;
    } catch (error) {
      refused(error, m.saveFailed);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const toggleState = async () => {
    if (open.id === null || open.state === null) return;
    // Publishing shows what is in the form: it is saved first.
    if (!(await save())) return;
    const target = toggleTarget(open.state);
    setBusy(true);
    try {
      setOpen(openOf(await api.setState(kind, open.id, target)));
      setNotice({
        tone: 'success',
        message: target === 'published' ? m.publishedDone : m.unpublishedDone,
      });
      onSaved();
    } catch (error) {
      refused(error, m.saveFailed);
    } finally {
      setBusy(false);
    }
  };

  const showPreview = async () => {
    const found = draftErrors(draft);
    if (found.html) {
      setErrors(found);
      setNotice({ tone: 'error', message: found.html });
      return;
    }
    setPreviewing(true);
    setPreview({ status: 'loading', html: '' });
    try {
      setPreview({ status: 'ready', html: await api.preview(draft.html) });
    } catch (error) {
      setPreview({ status: 'error', html: failureText(error, '预览失败，请重试') });
    }
  };

  return {
    previewing,
    /** A new document of the kind, in the list's groups. */
    startNew: (groups: readonly KnowledgeGroupRef[]) =>
      begin({ id: null, state: null, publishedAt: null }, emptyDraft(kind, groups)),
    /** A stored document, as the list loaded it. */
    edit: (doc: EditableDocument) => begin(openOf(doc), draftOf(doc)),
    editorProps: {
      draft,
      onChange: setDraft,
      state: open.state,
      errors,
      notice,
      busy,
      onSave: () => void save(),
      onPreview: () => void showPreview(),
      onToggleState: () => void toggleState(),
      onUploadImage: (file: File) =>
        api.uploadImage(file).catch((error: unknown) => {
          throw new Error(failureText(error, m.imageUploadFailed));
        }),
    },
    previewProps: {
      status: preview.status,
      kind,
      title: draft.title,
      lead: draft.headerKlg,
      html: preview.status === 'ready' ? preview.html : '',
      ...(open.publishedAt ? { time: open.publishedAt } : {}),
      errorText: preview.status === 'error' ? preview.html : undefined,
      onRetry: () => void showPreview(),
      onBack: () => setPreviewing(false),
    },
  };
}
