import { documentKindLabels, type DocumentKind } from '@coinsight/domain/documents';
import { DocumentEditor, DocumentList, DocumentPreview } from '@coinsight/ui';
import { useState } from 'react';
import type { DocumentsApi } from './documentsApi.ts';
import { useDocumentEditor } from './useDocumentEditor.ts';
import { useDocumentList } from './useDocumentList.ts';

/**
 * One kind's documents in three modes: the list (useDocumentList), the editor and its preview
 * (useDocumentEditor). The list keeps its page and filters while a document is open, and fetches
 * again when the editor saves.
 */
export function DocumentsWorkspace({ kind, api }: { kind: DocumentKind; api: DocumentsApi }) {
  const [editing, setEditing] = useState(false);
  const editor = useDocumentEditor(kind, api, () => list.reload());
  const list = useDocumentList(kind, api, (doc) => {
    editor.edit(doc);
    setEditing(true);
  });

  if (editing && editor.previewing) return <DocumentPreview {...editor.previewProps} />;

  if (editing)
    return (
      <DocumentEditor
        {...editor.editorProps}
        groups={list.groups}
        onBack={() => setEditing(false)}
      />
    );

  return (
    <DocumentList
      {...list.props}
      kindLabel={documentKindLabels[kind]}
      onCreate={() => {
        editor.startNew(list.groups);
        setEditing(true);
      }}
    />
  );
}
