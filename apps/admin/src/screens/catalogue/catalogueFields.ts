import type { ShopGroupChoice } from '@gartenwerk/api-client';
import { SLUG_PATTERN } from '@gartenwerk/domain';
import type { TFunction } from 'i18next';
import type { Choice, Field } from '../../kit';

/** The VAT, shipping or discount groups of the shop settings as choices. */
export const settingsChoices = (groups: readonly ShopGroupChoice[]): Choice[] =>
  groups.map((group) => ({ value: group.uuid, label: group.name || group.uuid }));

/** The title every catalogue entry needs. */
export const titleField = (t: TFunction): Field => ({
  name: 'title',
  kind: 'text',
  label: t('shopCatalogue.fields.title'),
  required: true,
  messages: { required: t('shopCatalogue.errors.title') },
});

/** The English title beside the German one; empty: English pages show the German title. */
export const englishTitleField = (t: TFunction): Field => ({
  name: 'title_en',
  kind: 'text',
  label: t('shopCatalogue.fields.titleEn'),
  hint: t('shopCatalogue.fields.englishHint'),
});

export const tagsField = (t: TFunction): Field => ({
  name: 'tags',
  kind: 'tags',
  label: t('shopCatalogue.fields.tags'),
  hint: t('shopCatalogue.fields.tagsHint'),
});

/** The address name of a product or group; empty: the server makes it from the title or keeps its own. */
export const slugField = (t: TFunction): Field => ({
  name: 'slug',
  kind: 'text',
  label: t('shopCatalogue.fields.slug'),
  hint: t('shopCatalogue.fields.slugHint'),
  empty: 'omit',
  pattern: SLUG_PATTERN,
  messages: { invalid: t('shopCatalogue.errors.slug') },
});

export const orderField = (t: TFunction): Field => ({
  name: 'order',
  kind: 'number',
  integer: true,
  label: t('shopCatalogue.fields.order'),
  messages: { invalid: t('shopCatalogue.errors.order') },
});

/** Special offers: each a period and the discount groups (of the shop settings) that apply in it. */
export const specialOffersField = (t: TFunction, discountGroups: readonly ShopGroupChoice[]): Field => ({
  name: 'special_offers',
  kind: 'group',
  label: t('shopCatalogue.offers.title'),
  addLabel: t('shopCatalogue.offers.add'),
  removeLabel: (number) => t('shopCatalogue.offers.remove', { number }),
  newEntry: () => ({ start: null, end: null, discount_groups: [] }),
  fields: [
    {
      name: 'start',
      kind: 'date',
      stored: 'datetime',
      label: (number) => t('shopCatalogue.offers.start', { number }),
    },
    {
      name: 'end',
      kind: 'date',
      stored: 'datetime',
      label: (number) => t('shopCatalogue.offers.end', { number }),
    },
    {
      name: 'discount_groups',
      kind: 'multiselect',
      label: (number) => t('shopCatalogue.offers.discountGroups', { number }),
      choices: settingsChoices(discountGroups),
      none: t('shopCatalogue.noSettingsGroups'),
    },
  ],
});
