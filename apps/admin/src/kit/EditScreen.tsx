import { ConfirmDialog } from '@gartenwerk/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../i18n/createAdminI18n';
import type { AdminRoute } from '../routes/adminRoutes';
import { isNotFound, messageOf } from '../screens/feedback';
import { useDocumentTitle } from '../screens/useDocumentTitle';
import { EntityForm, type FormLabels } from './EntityForm';
import type { EntityEditor } from './useEntityEditor';

export interface EditScreenProps {
  route: AdminRoute;
  editor: EntityEditor;
  /**
   * The screen's text group: the heading of a new item is `<texts>.add`, the way back
   * `<texts>.toList`, the form's name `<texts>.form`, unless given below.
   */
  texts?: string;
  /** The heading of a new item ("Neue Farbe"); a stored one has the route's label. */
  newTitle?: string;
  /** The way back: the list (the editor's `listPath` unless given) labelled `<texts>.toList`, or address and label. */
  back?: string | { to: string; label: string };
  /** The form's accessible name. */
  formLabel?: string;
  /** What the delete confirmation names; the draft's title unless given. */
  name?: string;
  /** Buttons of the screen's own beside save and delete. */
  actions?: ReactNode;
  /** The save button of a new item ("Anlegen") and the delete button, instead of the kit's words. */
  labels?: FormLabels;
  /** What the screen says when the item does not exist (404), instead of the general failure. */
  notFound?: string;
  /** Parts below the form (e.g. a product's stock), shown once the item is stored. */
  children?: ReactNode;
  wide?: boolean;
}

/**
 * An edit screen from its editor: heading and way back, loading and failure, the form, the delete
 * confirmation and the question before unsaved changes are left.
 */
export function EditScreen({
  route,
  editor,
  texts,
  newTitle,
  back,
  formLabel,
  name = String(editor.draft.title ?? ''),
  actions,
  labels,
  notFound,
  children,
  wide,
}: EditScreenProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { t: tCommon } = useTranslation('common');
  useDocumentTitle(route.label);
  const ofTexts = (key: string) => (texts ? t(`${texts}.${key}`) : '');
  return (
    <EditFrame
      editor={editor}
      title={editor.isNew ? (newTitle ?? ofTexts('add')) : route.label}
      back={typeof back === 'object' ? back : { to: back ?? editor.listPath, label: ofTexts('toList') }}
      removeQuestion={tCommon('confirmDelete')}
      name={name}
      notFound={notFound}
    >
      <EntityForm
        editor={editor}
        label={formLabel ?? ofTexts('form')}
        actions={actions}
        labels={labels}
        wide={wide}
      />
      {editor.item ? children : null}
    </EditFrame>
  );
}

export interface EditFrameProps {
  editor: EntityEditor;
  title: string;
  /** The way back to the list. */
  back: { to: string; label: string };
  /** The delete confirmation's question, and what it names. */
  removeQuestion: string;
  name: string;
  className?: string;
  /** What the screen says when the item does not exist (404), instead of the general failure. */
  notFound?: string;
  /** The screen once its item (or a new one) is ready to edit. */
  children: ReactNode;
}

/**
 * The frame of every edit screen, also of those with a form of their own (documents): heading and
 * way back, loading and failure, the delete confirmation and the question before unsaved changes
 * are left.
 */
export function EditFrame({
  editor,
  title,
  back,
  removeQuestion,
  name,
  className,
  notFound,
  children,
}: EditFrameProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <section
      className={className ? `admin-screen ${className}` : 'admin-screen'}
      aria-labelledby="admin-screen-title"
    >
      <h1 id="admin-screen-title">{title}</h1>
      <p>
        <Link to={back.to}>{back.label}</Link>
      </p>
      {editor.ready ? (
        children
      ) : editor.loadError ? (
        <p role="alert">
          {notFound && isNotFound(editor.loadError)
            ? notFound
            : t('editor.loadFailed', { message: messageOf(editor.loadError, '') })}
        </p>
      ) : (
        <p role="status">{t('editor.loading')}</p>
      )}
      <ConfirmDialog
        open={editor.removeDialog.open}
        title={removeQuestion}
        confirmLabel={t('editor.delete')}
        cancelLabel={t('editor.cancel')}
        onConfirm={editor.removeDialog.onConfirm}
        onCancel={editor.removeDialog.onCancel}
      >
        {name}
      </ConfirmDialog>
      <ConfirmDialog
        open={editor.leaveDialog.open}
        title={t('editor.unsaved.title')}
        confirmLabel={t('editor.unsaved.leave')}
        cancelLabel={t('editor.unsaved.stay')}
        onConfirm={editor.leaveDialog.onConfirm}
        onCancel={editor.leaveDialog.onCancel}
      >
        {t('editor.unsaved.text')}
      </ConfirmDialog>
    </section>
  );
}
