// The rich-text form widget (value type richtext: contentMediaType "text/html"): a Tiptap editor
// (ProseMirror) with a small toolbar, in its own lazily loaded chunk. Typed text is text: "<script>"
// typed into the editor is stored as &lt;script&gt;. The server rewrites every written value to the
// shared policy (src/shared/richtext/policy.ts) whatever a client sends.
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Tooltip from 'antd/es/tooltip';
import { useEffect } from 'react';
import type { FormWidgetProps } from '../../../engine/formWidgets.ts';

/** The editor's HTML, '' when it holds nothing but an empty paragraph. */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

interface Tool {
  key: string;
  label: string;
  title: string;
  active?: (e: Editor) => boolean;
  run: (e: Editor) => void;
}

const TOOLS: Tool[] = [
  { key: 'bold', label: 'B', title: '加粗', active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { key: 'italic', label: 'I', title: '斜体', active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  { key: 'underline', label: 'U', title: '下划线', active: (e) => e.isActive('underline'), run: (e) => e.chain().focus().toggleUnderline().run() },
  { key: 'h2', label: '标题', title: '二级标题', active: (e) => e.isActive('heading', { level: 2 }), run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run() },
  { key: 'h3', label: '小标题', title: '三级标题', active: (e) => e.isActive('heading', { level: 3 }), run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run() },
  { key: 'bullet', label: '• 列表', title: '无序列表', active: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run() },
  { key: 'ordered', label: '1. 列表', title: '有序列表', active: (e) => e.isActive('orderedList'), run: (e) => e.chain().focus().toggleOrderedList().run() },
  { key: 'quote', label: '引用', title: '引用', active: (e) => e.isActive('blockquote'), run: (e) => e.chain().focus().toggleBlockquote().run() },
  { key: 'undo', label: '撤销', title: '撤销', run: (e) => e.chain().focus().undo().run() },
  { key: 'redo', label: '重做', title: '重做', run: (e) => e.chain().focus().redo().run() },
];

function Toolbar({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  // Re-render the toolbar when the selection's marks change, not on every keystroke of the form.
  const active = useEditorState({ editor, selector: ({ editor: e }) => TOOLS.map((t) => t.active?.(e) ?? false).join(',') });
  const flags = active.split(',');
  return (
    <Space size={4} wrap className="richtext-toolbar" role="toolbar" aria-label="格式">
      {TOOLS.map((t, i) => (
        <Tooltip key={t.key} title={t.title}>
          <Button size="small" type={flags[i] === 'true' ? 'primary' : 'default'} disabled={disabled} aria-label={t.title} aria-pressed={flags[i] === 'true'} onClick={() => t.run(editor)}>
            {t.label}
          </Button>
        </Tooltip>
      ))}
    </Space>
  );
}

export default function RichTextWidget(props: FormWidgetProps) {
  const { id, disabled, readonly, onChange, onBlur, onFocus, label } = props;
  const value: unknown = props.value; // rjsf types a widget's value as any
  const text = typeof value === 'string' ? value : '';
  const locked = Boolean(disabled || readonly);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] } })],
    content: text,
    editable: !locked,
    editorProps: { attributes: { id, role: 'textbox', 'aria-multiline': 'true', 'aria-label': label || '正文', class: 'richtext-content' } },
    onUpdate: ({ editor: e }) => onChange(htmlOf(e)),
    onBlur: ({ editor: e }) => onBlur(id, htmlOf(e)),
    onFocus: ({ editor: e }) => onFocus(id, htmlOf(e)),
  });

  // A value set from outside (the record loaded into an edit form, a reset) replaces the content.
  useEffect(() => {
    if (editor && !editor.isDestroyed && htmlOf(editor) !== text) editor.commands.setContent(text, { emitUpdate: false });
  }, [editor, text]);
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!locked);
  }, [editor, locked]);

  return (
    <div className={`richtext-editor${locked ? ' richtext-editor--locked' : ''}`}>
      {editor ? <Toolbar editor={editor} disabled={locked} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}
