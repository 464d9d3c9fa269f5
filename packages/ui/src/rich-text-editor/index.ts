export { RichTextEditor, RICH_TEXT_TOOLS, DEFAULT_RICH_TEXT_LABELS } from './RichTextEditor';
export type { RichTextEditorProps, RichTextEditorLabels, RichTextTool } from './RichTextEditor';
