import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

/** The nine formatting tools of the toolbar, in their order. */
export const RICH_TEXT_TOOLS = [
  'bold',
  'italic',
  'underline',
  'strike',
  'heading',
  'bulletList',
  'orderedList',
  'blockquote',
  'link',
] as const;
export type RichTextTool = (typeof RICH_TEXT_TOOLS)[number];

export interface RichTextEditorLabels extends Record<RichTextTool, string> {
  toolbar: string;
  undo: string;
  redo: string;
  /** Question of the link prompt; an empty answer removes the link. */
  linkPrompt: string;
}

export const DEFAULT_RICH_TEXT_LABELS: RichTextEditorLabels = {
  toolbar: 'Textformat',
  bold: 'Fett',
  italic: 'Kursiv',
  underline: 'Unterstrichen',
  strike: 'Durchgestrichen',
  heading: 'Überschrift',
  bulletList: 'Aufzählung',
  orderedList: 'Nummerierte Liste',
  blockquote: 'Zitat',
  link: 'Link',
  undo: 'Rückgängig',
  redo: 'Wiederholen',
  linkPrompt: 'Adresse des Links (leer lassen, um den Link zu entfernen)',
};

export interface RichTextEditorProps {
  /** Accessible name of the editing area. */
  label: string;
  /** HTML to start from; later changes of the prop do not reset the editor. */
  value: string;
  onChange: (html: string) => void;
  labels?: Partial<RichTextEditorLabels>;
}

/**
 * HTML edited with TipTap (StarterKit brings all nine tools, Link and Underline included). Whoever
 * stores the HTML sanitises it; the editor only produces what its schema allows.
 */
export function RichTextEditor({ label, value, onChange, labels }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } })],
    content: value,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });

  return (
    <div className="gw-richtext">
      {editor && <Toolbar editor={editor} labels={{ ...DEFAULT_RICH_TEXT_LABELS, ...labels }} />}
      <EditorContent editor={editor} className="gw-richtext__content" />
    </div>
  );
}

function Toolbar({ editor, labels }: { editor: Editor; labels: RichTextEditorLabels }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: current }): Record<RichTextTool, boolean> => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      heading: current.isActive('heading', { level: 2 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
    }),
  });

  function setLink() {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? '';
    const href = window.prompt(labels.linkPrompt, previous);
    if (href === null) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href.trim() === '') chain.unsetLink().run();
    else chain.setLink({ href: href.trim() }).run();
  }

  const run: Record<RichTextTool, () => void> = {
    bold: () => editor.chain().focus().toggleBold().run(),
    italic: () => editor.chain().focus().toggleItalic().run(),
    underline: () => editor.chain().focus().toggleUnderline().run(),
    strike: () => editor.chain().focus().toggleStrike().run(),
    heading: () => editor.chain().focus().toggleHeading({ level: 2 }).run(),
    bulletList: () => editor.chain().focus().toggleBulletList().run(),
    orderedList: () => editor.chain().focus().toggleOrderedList().run(),
    blockquote: () => editor.chain().focus().toggleBlockquote().run(),
    link: setLink,
  };

  return (
    <div role="toolbar" aria-label={labels.toolbar} className="gw-richtext__toolbar">
      {RICH_TEXT_TOOLS.map((tool) => (
        <button key={tool} type="button" aria-pressed={active[tool]} onClick={run[tool]}>
          {labels[tool]}
        </button>
      ))}
      <button type="button" onClick={() => editor.chain().focus().undo().run()}>
        {labels.undo}
      </button>
      <button type="button" onClick={() => editor.chain().focus().redo().run()}>
        {labels.redo}
      </button>
    </div>
  );
}
