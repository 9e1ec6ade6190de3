import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '../../primitives/Button/Button.tsx';
import { Notice } from '../../primitives/Notice/Notice.tsx';
import * as styles from './RichTextEditor.css.ts';

export interface RichTextEditorProps {
  /** Visible label of the body. */
  label: string;
  /** The body as HTML. */
  value: string;
  onChange: (html: string) => void;
  /**
   * Stores a picture and answers its address (the upload call); the toolbar has no 插入图片
   * without it.
   */
  onUploadImage?: (file: File) => Promise<string>;
  /** Why the body is refused (请填写正文), under the editor. @default null */
  error?: string | null;
  /** @default false */
  isDisabled?: boolean;
}

interface Tool {
  label: string;
  /** Whether the mark or block is on at the cursor. */
  active: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

/** What the toolbar offers: only what the news allow-list keeps (no colours, fonts or frames). */
const tools: readonly Tool[] = [
  {
    label: '加粗',
    active: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    label: '斜体',
    active: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    label: '下划线',
    active: (e) => e.isActive('underline'),
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
  {
    label: '小标题',
    active: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: '列表',
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: '编号',
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    label: '引用',
    active: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
];

const uploadFailed = '上传图片时出错';
const linkInvalid = '链接须以 http:// 或 https:// 开头';

/**
 * The documents' rich-text editor (TipTap): paragraphs, bold, italic, underline, subheadings,
 * lists, quotes, http(s) links and uploaded pictures. What it writes is HTML the server sanitises
 * with the ingested news' allow-list, so the toolbar offers nothing that list would drop.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  onUploadImage,
  error = null,
  isDisabled = false,
}: RichTextEditorProps) {
  const labelId = useId();
  const errorId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [link, setLink] = useState('https://');
  const [notice, setNotice] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const editor = useEditor({
    // The product's CSP allows inline styles, but TipTap's own stylesheet is not needed: ours is.
    injectCSS: false,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editable: !isDisabled,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https'] },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: value,
    editorProps: {
      attributes: {
        class: styles.content,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      marks: tools.map((tool) => tool.active(e)),
      link: e.isActive('link'),
    }),
  });

  // A document loaded (or reset) from outside replaces the body; the editor's own edits do not.
  useEffect(() => {
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor.setEditable(!isDisabled);
  }, [editor, isDisabled]);

  const applyLink = () => {
    const href = link.trim();
    if (href === '' || href === 'https://') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
    } else if (!/^https?:\/\/\S+$/i.test(href)) {
      setNotice(linkInvalid);
      return;
    } else editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    setNotice(null);
    setLinkOpen(false);
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !onUploadImage) return;
    setUploading(true);
    setNotice(null);
    try {
      const src = await onUploadImage(file);
      editor.chain().focus().setImage({ src, alt: file.name }).run();
    } catch (failure) {
      setNotice(failure instanceof Error && failure.message ? failure.message : uploadFailed);
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className={styles.root}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div className={styles.toolbar} role="toolbar" aria-label={`${label}格式`}>
        {tools.map((tool, i) => (
          <Button
            key={tool.label}
            variant="ghost"
            className={styles.tool}
            aria-pressed={active.marks[i] ?? false}
            isDisabled={isDisabled}
            onPress={() => tool.run(editor)}
          >
            {tool.label}
          </Button>
        ))}
        <Button
          variant="ghost"
          className={styles.tool}
          aria-pressed={active.link}
          aria-expanded={linkOpen}
          isDisabled={isDisabled}
          onPress={() => {
            setLink(String(editor.getAttributes('link').href ?? 'https://'));
            setLinkOpen((open) => !open);
          }}
        >
          链接
        </Button>
        {onUploadImage ? (
          <Button
            variant="ghost"
            className={styles.tool}
            isDisabled={isDisabled || uploading}
            onPress={() => fileInput.current?.click()}
          >
            {uploading ? '上传中…' : '插入图片'}
          </Button>
        ) : null}
        <Button
          variant="ghost"
          className={styles.tool}
          isDisabled={isDisabled}
          onPress={() => editor.chain().focus().undo().run()}
        >
          撤销
        </Button>
        <Button
          variant="ghost"
          className={styles.tool}
          isDisabled={isDisabled}
          onPress={() => editor.chain().focus().redo().run()}
        >
          重做
        </Button>
      </div>
      {linkOpen ? (
        <div className={styles.linkRow}>
          <label className={styles.linkLabel}>
            链接地址
            <input
              className={styles.linkInput}
              type="url"
              value={link}
              onChange={(event) => setLink(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  applyLink();
                }
              }}
            />
          </label>
          <Button variant="secondary" onPress={applyLink}>
            确定
          </Button>
        </div>
      ) : null}
      <input
        ref={fileInput}
        className={styles.fileInput}
        type="file"
        accept="image/png,image/jpeg"
        aria-label="选择图片"
        tabIndex={-1}
        onChange={(event) => void upload(event)}
      />
      <Notice message={notice} />
      <EditorContent editor={editor} className={styles.frame} />
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
