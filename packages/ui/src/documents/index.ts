// The documents area's components; the package index re-exports them.
export { RichTextEditor, type RichTextEditorProps } from './RichTextEditor/RichTextEditor.tsx';
export {
  DocumentList,
  documentListStatuses,
  type DocumentListProps,
  type DocumentListStatus,
} from './DocumentList/DocumentList.tsx';
export {
  DocumentEditor,
  newsTypeLabels,
  type DocumentEditorProps,
} from './DocumentEditor/DocumentEditor.tsx';
export {
  DocumentPreview,
  documentPreviewStatuses,
  type DocumentPreviewProps,
  type DocumentPreviewStatus,
} from './DocumentPreview/DocumentPreview.tsx';
export {
  AnalysisEditor,
  analysisEditorStatuses,
  type AnalysisEditorProps,
  type AnalysisEditorStatus,
} from './AnalysisEditor/AnalysisEditor.tsx';
