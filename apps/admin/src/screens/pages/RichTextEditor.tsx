import {
  RichTextEditor as SharedRichTextEditor,
  type RichTextEditorLabels,
} from '@gartenwerk/ui/rich-text-editor';
import { useTranslation } from 'react-i18next';

/** A text block's HTML in the shared TipTap editor with the translated toolbar; the server sanitises on save. */
export function RichTextEditor(props: { label: string; value: string; onChange: (html: string) => void }) {
  const { t } = useTranslation('content');
  const labels = t('richText', { returnObjects: true }) as RichTextEditorLabels;
  return <SharedRichTextEditor {...props} labels={labels} />;
}
