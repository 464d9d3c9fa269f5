import {
  shopGroupChoices,
  useCreateCatalogueGroupMutation,
  useGetCatalogueGroupQuery,
  useGetCatalogueGroupsQuery,
  useGetConfigQuery,
  useRemoveCatalogueGroupMutation,
  useUpdateCatalogueGroupMutation,
  type CatalogueProductGroup,
} from '@gartenwerk/api-client';
import { SLUG_PATTERN } from '@gartenwerk/domain';
import { Button, TextInput } from '@gartenwerk/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import type { AdminRoute } from '../../routes/adminRoutes';
import { messageOf, useFeedback } from '../feedback';
import { LoadedList } from '../LoadedList';
import { useDocumentTitle } from '../useDocumentTitle';
import { Checklist, ConfirmRemove, groupChoices, parseNumber, SpecialOffersEditor } from './catalogueForm';
import { MediaField, NEW_ID, parseTags } from '../../kit';

/** The groups under `parent` (top level: those without a known parent), each with its own subtree. */
function GroupTree({
  groups,
  parent,
  path,
}: {
  groups: readonly CatalogueProductGroup[];
  parent: string | null;
  path: readonly string[];
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const known = new Set(groups.map((group) => group._id));
  const children = groups.filter((group) =>
    parent === null
      ? !group.product_groups.some((id) => known.has(id))
      : group.product_groups.includes(parent) && !path.includes(group._id),
  );
  if (children.length === 0) return null;
  return (
    <ul className="admin-tree">
      {children.map((group) => (
        <li key={group._id}>
          <div className="admin-tree__row">
            <Link to={`/shop/groups/${encodeURIComponent(group._id)}`}>{group.title}</Link>
            {group.offline ? (
              <span className="admin-tree__state--off">{t('shopCatalogue.offline')}</span>
            ) : null}
          </div>
          <GroupTree groups={groups} parent={group._id} path={[...path, group._id]} />
        </li>
      ))}
    </ul>
  );
}

/** shop/groups: the product groups as a tree by their parents. */
export function GroupBrowse({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  useDocumentTitle(route.label);
  const { data, error, isLoading } = useGetCatalogueGroupsQuery();
  return (
    <section className="admin-screen" aria-labelledby="admin-screen-title">
      <h1 id="admin-screen-title">{route.label}</h1>
      <p>
        <Link to={`/shop/groups/${NEW_ID}`}>{t('shopCatalogue.groups.add')}</Link>
      </p>
      <LoadedList
        texts="shopCatalogue.groups"
        error={error}
        isLoading={isLoading}
        data={data}
        isEmpty={(list) => list.items.length === 0}
      >
        {(list) => (
          <nav aria-label={t('shopCatalogue.groups.tree')}>
            <GroupTree groups={list.items} parent={null} path={[]} />
          </nav>
        )}
      </LoadedList>
    </section>
  );
}

/** shop/groups/:id ('new' for a new one): title, order, tags, parents, pictures, offline, offers. */
export function GroupEdit({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  useDocumentTitle(route.label);
  const { id = NEW_ID } = useParams();
  const isNew = id === NEW_ID;
  const { data: group, error, isLoading } = useGetCatalogueGroupQuery(id, { skip: isNew });
  return (
    <section className="admin-screen" aria-labelledby="admin-screen-title">
      <h1 id="admin-screen-title">{isNew ? t('shopCatalogue.groups.add') : route.label}</h1>
      <p>
        <Link to="/shop/groups">{t('shopCatalogue.groups.toList')}</Link>
      </p>
      {isNew || group ? (
        <GroupEditor key={group?._id ?? NEW_ID} group={group} />
      ) : isLoading ? (
        <p role="status">{t('shopCatalogue.loading')}</p>
      ) : (
        <p role="alert">{t('shopCatalogue.loadFailed', { message: messageOf(error, '') })}</p>
      )}
    </section>
  );
}

function GroupEditor({ group }: { group?: CatalogueProductGroup }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  const feedback = useFeedback();
  const { data: config } = useGetConfigQuery();
  const { data: groups } = useGetCatalogueGroupsQuery();
  const [createGroup, { isLoading: creating }] = useCreateCatalogueGroupMutation();
  const [updateGroup, { isLoading: updating }] = useUpdateCatalogueGroupMutation();
  const [removeGroup] = useRemoveCatalogueGroupMutation();
  const [title, setTitle] = useState(group?.title ?? '');
  const [slug, setSlug] = useState(group?.slug ?? '');
  const [order, setOrder] = useState(String(group?.order ?? 0));
  const [tags, setTags] = useState((group?.tags ?? []).join(', '));
  const [parents, setParents] = useState(group?.product_groups ?? []);
  const [media, setMedia] = useState(group?.media ?? []);
  const [offline, setOffline] = useState(group?.offline ?? false);
  const [offers, setOffers] = useState(group?.special_offers ?? []);
  const [errors, setErrors] = useState<{ title?: string; slug?: string; order?: string }>({});
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: typeof errors = {};
    const position = parseNumber(order, { min: -1_000_000, integer: true });
    if (!title.trim()) found.title = t('shopCatalogue.errors.title');
    if (slug.trim() && !SLUG_PATTERN.test(slug.trim())) found.slug = t('shopCatalogue.errors.slug');
    if (position === undefined) found.order = t('shopCatalogue.errors.order');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input = {
      title: title.trim(),
      // Empty: the server makes it from the title (a new group) or keeps the one it has.
      ...(slug.trim() ? { slug: slug.trim() } : {}),
      order: position ?? 0,
      tags: parseTags(tags),
      product_groups: parents,
      media,
      offline,
      special_offers: offers,
    };
    try {
      if (group) {
        await updateGroup({ ...input, _id: group._id }).unwrap();
        feedback.succeeded(tCommon('saved'));
      } else {
        const created = await createGroup(input).unwrap();
        feedback.succeeded(tCommon('saved'));
        void navigate(`/shop/groups/${encodeURIComponent(created._id)}`);
      }
    } catch (failure) {
      feedback.failed(t('shopCatalogue.saveFailed'), failure);
    }
  }

  async function remove() {
    setConfirmingDelete(false);
    if (!group) return;
    try {
      await removeGroup(group._id).unwrap();
      feedback.succeeded(tCommon('deleted'));
      void navigate('/shop/groups');
    } catch (failure) {
      feedback.failed(t('shopCatalogue.deleteFailed'), failure);
    }
  }

  return (
    <>
      <form
        className="admin-form admin-form--wide"
        noValidate
        aria-label={t('shopCatalogue.groups.form')}
        onSubmit={(event) => void save(event)}
      >
        <TextInput
          label={t('shopCatalogue.fields.title')}
          value={title}
          error={errors.title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <TextInput
          label={t('shopCatalogue.fields.slug')}
          hint={t('shopCatalogue.fields.slugHint')}
          value={slug}
          error={errors.slug}
          onChange={(event) => setSlug(event.target.value)}
        />
        <TextInput
          label={t('shopCatalogue.fields.order')}
          inputMode="numeric"
          value={order}
          error={errors.order}
          onChange={(event) => setOrder(event.target.value)}
        />
        <TextInput
          label={t('shopCatalogue.fields.tags')}
          hint={t('shopCatalogue.fields.tagsHint')}
          value={tags}
          onChange={(event) => setTags(event.target.value)}
        />
        <label className="admin-form__check">
          <input type="checkbox" checked={offline} onChange={(event) => setOffline(event.target.checked)} />
          {t('shopCatalogue.fields.offline')}
        </label>
        <Checklist
          legend={t('shopCatalogue.fields.parents')}
          choices={(groups?.items ?? [])
            .filter((other) => other._id !== group?._id)
            .map((other) => ({ id: other._id, label: other.title }))}
          value={parents}
          onChange={setParents}
        />
        <MediaField legend={t('shopCatalogue.fields.media')} value={media} onChange={setMedia} />
        <SpecialOffersEditor
          value={offers}
          onChange={setOffers}
          discountGroups={groupChoices(shopGroupChoices(config).discount_groups)}
        />
        <div className="admin-form__actions">
          <Button type="submit" disabled={creating || updating}>
            {t('shopCatalogue.save')}
          </Button>
          {group ? (
            <Button variant="danger" onClick={() => setConfirmingDelete(true)}>
              {t('shopCatalogue.delete')}
            </Button>
          ) : null}
        </div>
      </form>
      <ConfirmRemove
        open={confirmingDelete}
        name={group?.title ?? ''}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmingDelete(false)}
      />
    </>
  );
}
