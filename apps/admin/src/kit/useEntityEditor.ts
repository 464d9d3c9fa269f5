import type { TSchema } from '@sinclair/typebox';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useNavigate, useParams } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../i18n/createAdminI18n';
import { messageOf, useFeedback } from '../screens/feedback';
import { draftOf, type Draft, type Field, type FieldErrors } from './fields';
import { validateDraft } from './validate';

/** The id in an edit route that stands for a new item. */
export const NEW_ID = 'new';

interface Unwrappable<T> {
  unwrap: () => Promise<T>;
}
interface QueryState<T> {
  currentData?: T;
  error?: unknown;
  isLoading: boolean;
  isFetching: boolean;
}
type MutationHook<Arg, T> = () => readonly [(arg: Arg) => Unwrappable<T>, { isLoading: boolean }];

export interface EntityEditorOptions<T extends { _id: string }, CreateArg, UpdateArg, RemoveArg> {
  fields: readonly Field[];
  /** The server's request schemas: the form refuses what the server would refuse. */
  schemas: { create: TSchema; update: TSchema };
  /** The RTK Query hooks of the entity. */
  useGet: (id: string, options: { skip: boolean }) => QueryState<T>;
  useCreate: MutationHook<CreateArg, T>;
  useUpdate: MutationHook<UpdateArg, T>;
  useRemove?: MutationHook<RemoveArg, unknown>;
  /** The list screen (after delete) and the edit address of one item (after create). */
  listPath: string;
  editPath: (id: string) => string;
  /** The item's fields as the form edits them; by default the item itself. */
  valuesOf?: (item: T) => Draft;
  /** A new item's values before anything is typed. */
  initial?: Draft;
  /** The body sent from the validated input; by default the input (with `_id` on update). */
  toCreate?: (input: Draft) => CreateArg;
  toUpdate?: (input: Draft, item: T) => UpdateArg;
  /** Runs after a create, with the values of the `local` fields (e.g. books a new product's stock). */
  onCreated?: (item: T, local: Draft) => Promise<void>;
  /** The argument of the remove call; by default the id. */
  toRemove?: (item: T) => RemoveArg;
  /**
   * The draft after a person changed the field `changed`: other fields that follow it (a new
   * voucher's remaining value follows its value). `item` is the stored item, undefined for a new one.
   */
  follow?: (draft: Draft, changed: string, item: T | undefined) => Draft;
  /** Toasts of a create instead of the kit's "gespeichert" and "Speichern fehlgeschlagen". */
  texts?: { created?: string; createFailed?: string };
  /** Another value the route's id parameter has (default `id`). */
  param?: string;
}

interface FormState {
  /** The id the draft belongs to; null until the item has loaded. */
  forId: string | null;
  draft: Draft;
  /** The draft as last loaded or saved: what "unsaved changes" compares with. */
  saved: Draft;
}

const same = (a: Draft, b: Draft) => JSON.stringify(a) === JSON.stringify(b);

/**
 * One edit screen's state and actions: loads the item of the route's id (or starts a new one for
 * `new`), validates with the server's schema, saves (a created item's address becomes its edit
 * address), deletes after a confirmation, and warns before unsaved changes are left behind, both on
 * a move inside the admin and on closing or reloading the tab. Success and failure become toasts.
 */
export function useEntityEditor<T extends { _id: string }, CreateArg, UpdateArg, RemoveArg = string>(
  options: EntityEditorOptions<T, CreateArg, UpdateArg, RemoveArg>,
) {
  const { fields, schemas, useGet, useCreate, useUpdate, useRemove, listPath, editPath } = options;
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { t: tCommon } = useTranslation('common');
  const feedback = useFeedback();
  const navigate = useNavigate();
  const params = useParams();
  const id = params[options.param ?? 'id'] ?? NEW_ID;
  const isNew = id === NEW_ID;

  const query = useGet(id, { skip: isNew });
  const [createItem, createState] = useCreate();
  const [updateItem, updateState] = useUpdate();
  const removal = useRemove?.();
  const loaded = query.currentData?._id === id ? query.currentData : undefined;
  const [savedItem, setSavedItem] = useState<T>();
  const item = loaded ?? (savedItem?._id === id ? savedItem : undefined);

  const valuesOf = (source: T | undefined): Draft =>
    draftOf(fields, source ? (options.valuesOf?.(source) ?? (source as unknown as Draft)) : options.initial);
  const [form, setForm] = useState<FormState>(() => {
    const empty = valuesOf(undefined);
    return { forId: isNew ? NEW_ID : null, draft: empty, saved: empty };
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirmingRemove, setConfirmingRemove] = useState(false);

  // The route's id changed (another item, or a new one): start from what belongs to it. An item
  // just created keeps its draft, which is what was saved.
  if (form.forId !== id) {
    if (isNew) {
      const empty = valuesOf(undefined);
      setForm({ forId: NEW_ID, draft: empty, saved: empty });
      setErrors({});
    } else if (item) {
      const values = form.forId === NEW_ID && savedItem?._id === id ? form.saved : valuesOf(item);
      setForm({ forId: id, draft: values, saved: values });
      setErrors({});
    }
  }
  const ready = form.forId === id;
  const dirty = ready && !same(form.draft, form.saved);

  // Read by the router's blocker at the moment of navigation, after a save has marked the draft clean.
  const dirtyNow = useRef(dirty);
  dirtyNow.current = dirty;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyNow.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const setValue = (name: string, value: unknown) =>
    setForm((current) => {
      const draft = { ...current.draft, [name]: value };
      return { ...current, draft: options.follow ? options.follow(draft, name, item) : draft };
    });

  async function save(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    const {
      input,
      local,
      errors: found,
    } = validateDraft(fields, form.draft, item ? schemas.update : schemas.create, t);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      feedback.failed((item ? undefined : options.texts?.createFailed) ?? t('editor.saveFailed'), {
        message: t('editor.check'),
      });
      return;
    }
    try {
      const answer = item
        ? await updateItem(
            options.toUpdate ? options.toUpdate(input, item) : ({ ...input, _id: item._id } as UpdateArg),
          ).unwrap()
        : await createItem(options.toCreate ? options.toCreate(input) : (input as CreateArg)).unwrap();
      const values = valuesOf(answer);
      dirtyNow.current = false;
      setSavedItem(answer);
      setForm({ forId: item ? id : NEW_ID, draft: values, saved: values });
      feedback.succeeded((item ? undefined : options.texts?.created) ?? tCommon('saved'));
      if (!item) {
        await options.onCreated?.(answer, local);
        void navigate(editPath(answer._id), { replace: true });
      }
    } catch (failure) {
      // The server's reason stays beside the form after the toast has gone.
      setErrors({ '': messageOf(failure, tCommon('unknownError')) });
      feedback.failed((item ? undefined : options.texts?.createFailed) ?? t('editor.saveFailed'), failure);
    }
  }

  async function remove() {
    setConfirmingRemove(false);
    if (!item || !removal) return;
    try {
      await removal[0](options.toRemove ? options.toRemove(item) : (item._id as RemoveArg)).unwrap();
      dirtyNow.current = false;
      setForm((current) => ({ ...current, saved: current.draft }));
      feedback.succeeded(tCommon('deleted'));
      void navigate(listPath);
    } catch (failure) {
      setErrors({ '': messageOf(failure, tCommon('unknownError')) });
      feedback.failed(t('editor.deleteFailed'), failure);
    }
  }

  return {
    id,
    isNew,
    /** The list screen, the way back. */
    listPath,
    /** The stored item (undefined for a new one and while loading). */
    item,
    ready,
    loading: !ready && !isNew && query.isLoading,
    loadError: !ready && !isNew && !query.isLoading && !query.isFetching ? (query.error ?? true) : undefined,
    fields,
    draft: form.draft,
    setValue,
    errors,
    dirty,
    saving: createState.isLoading || updateState.isLoading,
    removing: removal?.[1].isLoading ?? false,
    canRemove: Boolean(item && removal),
    save,
    /** Asks for the confirmation; the dialog's answer deletes. */
    askRemove: () => setConfirmingRemove(true),
    removeDialog: {
      open: confirmingRemove,
      onConfirm: () => void remove(),
      onCancel: () => setConfirmingRemove(false),
    },
    leaveDialog: {
      open: blocker.state === 'blocked',
      onConfirm: () => blocker.proceed?.(),
      onCancel: () => blocker.reset?.(),
    },
  };
}

export type EntityEditor = ReturnType<typeof useEntityEditor>;

type EditorHookNames<One extends string> =
  `useGet${One}Query` | `useCreate${One}Mutation` | `useUpdate${One}Mutation` | `useRemove${One}Mutation`;

/**
 * An entity's get, create, update and remove hooks for `useEntityEditor`, from the api of its
 * `entityEndpoints` and the name of one item: `...editorHooks(bugTrackerApi, 'BugReport')`.
 */
export const editorHooks = <One extends string, Api extends Record<EditorHookNames<One>, unknown>>(
  api: Api,
  one: One,
) => ({
  useGet: api[`useGet${one}Query`],
  useCreate: api[`useCreate${one}Mutation`],
  useUpdate: api[`useUpdate${one}Mutation`],
  useRemove: api[`useRemove${one}Mutation`],
});
