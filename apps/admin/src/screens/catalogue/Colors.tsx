import {
  useCreateCatalogueColorMutation,
  useGetCatalogueColorQuery,
  useGetCatalogueColorsQuery,
  useRemoveCatalogueColorMutation,
  useUpdateCatalogueColorMutation,
  type CatalogueColor,
} from '@gartenwerk/api-client';
import { Button, TextInput } from '@gartenwerk/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import type { AdminRoute } from '../../routes/adminRoutes';
import { messageOf, useFeedback } from '../feedback';
import { LoadedList } from '../LoadedList';
import { useDocumentTitle } from '../useDocumentTitle';
import { ConfirmRemove, MediaPicker, NEW_ID, parseTags } from './catalogueForm';

/** shop/colors: the colours products can name. */
export function ColorBrowse({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  useDocumentTitle(route.label);
  const { data, error, isLoading } = useGetCatalogueColorsQuery();
  return (
    <section className="admin-screen" aria-labelledby="admin-screen-title">
      <h1 id="admin-screen-title">{route.label}</h1>
      <p>
        <Link to={`/shop/colors/${NEW_ID}`}>{t('shopCatalogue.colors.add')}</Link>
      </p>
      <LoadedList
        texts="shopCatalogue.colors"
        error={error}
        isLoading={isLoading}
        data={data}
        isEmpty={(list) => list.items.length === 0}
      >
        {(list) => (
          <div className="admin-table-frame">
            <table className="admin-table" aria-labelledby="admin-screen-title">
              <thead>
                <tr>
                  <th scope="col">{t('shopCatalogue.fields.title')}</th>
                  <th scope="col">{t('shopCatalogue.fields.code')}</th>
                  <th scope="col">{t('shopCatalogue.fields.tags')}</th>
                </tr>
              </thead>
              <tbody>
                {list.items.map((color) => (
                  <tr key={color._id}>
                    <td>
                      {color.code ? (
                        <span
                          className="admin-swatch"
                          style={{ background: color.code }}
                          aria-hidden="true"
                        />
                      ) : null}
                      <Link to={`/shop/colors/${encodeURIComponent(color._id)}`}>{color.title}</Link>
                    </td>
                    <td>{color.code ?? ''}</td>
                    <td>{color.tags.join(', ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </LoadedList>
    </section>
  );
}

/** shop/colors/:id ('new' for a new one): title, colour code, tags and pictures. */
export function ColorEdit({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  useDocumentTitle(route.label);
  const { id = NEW_ID } = useParams();
  const isNew = id === NEW_ID;
  const { data: color, error, isLoading } = useGetCatalogueColorQuery(id, { skip: isNew });
  return (
    <section className="admin-screen" aria-labelledby="admin-screen-title">
      <h1 id="admin-screen-title">{isNew ? t('shopCatalogue.colors.add') : route.label}</h1>
      <p>
        <Link to="/shop/colors">{t('shopCatalogue.colors.toList')}</Link>
      </p>
      {isNew || color ? (
        <ColorEditor key={color?._id ?? NEW_ID} color={color} />
      ) : isLoading ? (
        <p role="status">{t('shopCatalogue.loading')}</p>
      ) : (
        <p role="alert">{t('shopCatalogue.loadFailed', { message: messageOf(error, '') })}</p>
      )}
    </section>
  );
}

const COLOR_CODE = /^#[0-9a-f]{6}$/i;

function ColorEditor({ color }: { color?: CatalogueColor }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  const feedback = useFeedback();
  const [createColor, { isLoading: creating }] = useCreateCatalogueColorMutation();
  const [updateColor, { isLoading: updating }] = useUpdateCatalogueColorMutation();
  const [removeColor] = useRemoveCatalogueColorMutation();
  const [title, setTitle] = useState(color?.title ?? '');
  const [code, setCode] = useState(color?.code ?? '');
  const [tags, setTags] = useState((color?.tags ?? []).join(', '));
  const [media, setMedia] = useState(color?.media ?? []);
  const [errors, setErrors] = useState<{ title?: string; code?: string }>({});
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: typeof errors = {};
    if (!title.trim()) found.title = t('shopCatalogue.errors.title');
    if (code.trim() && !COLOR_CODE.test(code.trim())) found.code = t('shopCatalogue.errors.code');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input = { title: title.trim(), code: code.trim() || null, tags: parseTags(tags), media };
    try {
      if (color) {
        await updateColor({ ...input, _id: color._id }).unwrap();
        feedback.succeeded(tCommon('saved'));
      } else {
        const created = await createColor(input).unwrap();
        feedback.succeeded(tCommon('saved'));
        void navigate(`/shop/colors/${encodeURIComponent(created._id)}`);
      }
    } catch (failure) {
      feedback.failed(t('shopCatalogue.saveFailed'), failure);
    }
  }

  async function remove() {
    setConfirmingDelete(false);
    if (!color) return;
    try {
      await removeColor(color._id).unwrap();
      feedback.succeeded(tCommon('deleted'));
      void navigate('/shop/colors');
    } catch (failure) {
      feedback.failed(t('shopCatalogue.deleteFailed'), failure);
    }
  }

  return (
    <>
      <form
        className="admin-form"
        noValidate
        aria-label={t('shopCatalogue.colors.form')}
        onSubmit={(event) => void save(event)}
      >
        <TextInput
          label={t('shopCatalogue.fields.title')}
          value={title}
          error={errors.title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <TextInput
          label={t('shopCatalogue.fields.code')}
          hint={t('shopCatalogue.fields.codeHint')}
          value={code}
          error={errors.code}
          onChange={(event) => setCode(event.target.value)}
        />
        <TextInput
          label={t('shopCatalogue.fields.tags')}
          hint={t('shopCatalogue.fields.tagsHint')}
          value={tags}
          onChange={(event) => setTags(event.target.value)}
        />
        <MediaPicker legend={t('shopCatalogue.fields.media')} value={media} onChange={setMedia} />
        <div className="admin-form__actions">
          <Button type="submit" disabled={creating || updating}>
            {t('shopCatalogue.save')}
          </Button>
          {color ? (
            <Button variant="danger" onClick={() => setConfirmingDelete(true)}>
              {t('shopCatalogue.delete')}
            </Button>
          ) : null}
        </div>
      </form>
      <ConfirmRemove
        open={confirmingDelete}
        name={color?.title ?? ''}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmingDelete(false)}
      />
    </>
  );
}
