import type { ShopGroupSettings, ShopSettingsConfig, SiteConfig } from '@gartenwerk/api-client';
import { Button, TextInput } from '@gartenwerk/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import type { AdminRoute } from '../../routes/adminRoutes';
import { ConfigScreen } from '../settings/ConfigScreen';
import { SaveBar, useSaveShop } from './fields';

type GroupField = 'vat_groups' | 'discount_groups' | 'shipping_groups' | 'shipping_countries';
type GroupOf<F extends GroupField> = NonNullable<ShopGroupSettings[F]>[number];

export interface GroupsEditorProps<F extends GroupField> {
  route: AdminRoute;
  /** Where the groups live in the shop settings. */
  field: F;
  /** The text group of the screen: `<texts>.hint`, `.add`, `.empty`, `.groupLabel`. */
  texts: string;
  newGroup: (groups: GroupOf<F>[]) => GroupOf<F>;
  /** The fields of one group besides its name. */
  children: (group: GroupOf<F>, update: (change: Partial<GroupOf<F>>) => void) => ReactNode;
  /** Groups with a name show a name field; shipping countries are named by their code. */
  named?: boolean;
}

/**
 * One list of groups of the shop settings (VAT, discount, shipping groups, shipping countries),
 * edited as a whole and saved into config components.shop, where the server checks it.
 */
export function GroupsEditor<F extends GroupField>(props: GroupsEditorProps<F>) {
  return (
    <ConfigScreen route={props.route}>
      {(config) => <GroupsForm key={config._id} config={config} {...props} />}
    </ConfigScreen>
  );
}

function GroupsForm<F extends GroupField>({
  config,
  field,
  texts,
  newGroup,
  children,
  named = true,
}: GroupsEditorProps<F> & { config: SiteConfig }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const shop = config.components.shop;
  const [groups, setGroups] = useState<GroupOf<F>[]>(
    () => structuredClone(shop[field] ?? []) as GroupOf<F>[],
  );
  const { save, saving, problem } = useSaveShop(config);
  const update = (index: number, change: Partial<GroupOf<F>>) =>
    setGroups((current) =>
      current.map((group, position) => (position === index ? { ...group, ...change } : group)),
    );

  return (
    <form
      className="admin-form admin-form--wide"
      noValidate
      onSubmit={(event) => void save({ ...shop, [field]: groups } as ShopSettingsConfig, event)}
    >
      <p>{t(`${texts}.hint`)}</p>
      {groups.length === 0 && <p>{t(`${texts}.empty`)}</p>}
      {groups.map((group, index) => {
        const name = 'name' in group ? (group.name ?? '') : '';
        return (
          <fieldset key={index} aria-label={t(`${texts}.groupLabel`, { number: index + 1, name })}>
            {named && (
              <TextInput
                label={t('shopSettings.name')}
                value={name}
                onChange={(event) => update(index, { name: event.target.value } as Partial<GroupOf<F>>)}
              />
            )}
            {children(group, (change) => update(index, change))}
            <div>
              <Button
                variant="danger"
                onClick={() =>
                  setGroups((current) => current.filter((_group, position) => position !== index))
                }
              >
                {t('shopSettings.removeGroup')}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <div>
        <Button variant="secondary" onClick={() => setGroups((current) => [...current, newGroup(current)])}>
          {t(`${texts}.add`)}
        </Button>
      </div>
      <SaveBar saving={saving} problem={problem} />
    </form>
  );
}
