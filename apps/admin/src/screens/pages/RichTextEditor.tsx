import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';

/** A text block's HTML, edited with TipTap (StarterKit, which brings Link); the server sanitises on save. */
export function RichTextEditor({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
}) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } })],
    content: value,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });

  return (
    <div className="admin-richtext">
      {editor && <Toolbar editor={editor} />}
      <EditorContent editor={editor} className="admin-richtext__content" />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      heading: current.isActive('heading', { level: 2 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
    }),
  });

  function setLink() {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? '';
    const href = window.prompt(t('pages.linkPrompt'), previous);
    if (href === null) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href.trim() === '') chain.unsetLink().run();
    else chain.setLink({ href: href.trim() }).run();
  }

  const buttons: Array<{ key: keyof typeof state; label: string; run: () => void }> = [
    { key: 'bold', label: t('pages.bold'), run: () => editor.chain().focus().toggleBold().run() },
    { key: 'italic', label: t('pages.italic'), run: () => editor.chain().focus().toggleItalic().run() },
    {
      key: 'heading',
      label: t('pages.heading'),
      run: () => editor.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'bulletList',
      label: t('pages.bulletList'),
      run: () => editor.chain().focus().toggleBulletList().run(),
    },
    {
      key: 'orderedList',
      label: t('pages.orderedList'),
      run: () => editor.chain().focus().toggleOrderedList().run(),
    },
    { key: 'link', label: t('pages.link'), run: setLink },
  ];

  return (
    <div role="toolbar" aria-label={t('pages.toolbar')} className="admin-richtext__toolbar">
      {buttons.map((button) => (
        <button key={button.key} type="button" aria-pressed={state[button.key]} onClick={button.run}>
          {button.label}
        </button>
      ))}
      <button type="button" onClick={() => editor.chain().focus().undo().run()}>
        {t('pages.undo')}
      </button>
      <button type="button" onClick={() => editor.chain().focus().redo().run()}>
        {t('pages.redo')}
      </button>
    </div>
  );
}
