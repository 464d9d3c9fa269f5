import {
  useGetCatalogueProductsQuery,
  useListEntriesAdminQuery,
  type NewsletterModule,
  type NewsletterModuleType,
} from '@gartenwerk/api-client';
import {
  blankNewsletterModule,
  NEWSLETTER_CONTENT_WIDTH,
  NEWSLETTER_MODULE_MAX_ITEMS,
  NEWSLETTER_MODULE_TYPES,
} from '@gartenwerk/domain/schemas';
import { Button, TextInput } from '@gartenwerk/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { FieldError } from '../../kit/FieldError';
import { MediaField, type Choice } from '../../kit';

const T = 'newsletterAdmin.templates';

/** Ids chosen from a list of named things, in order: the chosen ones with a remove button, a search to add. */
function IdPicker({
  legend,
  choices,
  value,
  onChange,
}: {
  legend: string;
  choices: readonly Choice[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [search, setSearch] = useState('');
  const labelOf = (id: string) => choices.find((choice) => choice.value === id)?.label ?? id;
  const words = search.trim().toLowerCase();
  const offered = choices
    .filter((choice) => !value.includes(choice.value) && choice.label.toLowerCase().includes(words))
    .slice(0, 8);
  const full = value.length >= NEWSLETTER_MODULE_MAX_ITEMS;
  return (
    <fieldset className="admin-template__picker">
      <legend>{legend}</legend>
      {value.length === 0 ? <p>{t(`${T}.module.noneChosen`)}</p> : null}
      <ul aria-label={t(`${T}.module.chosen`, { legend })}>
        {value.map((id) => (
          <li key={id}>
            <span>{labelOf(id)}</span>
            <Button
              variant="secondary"
              size="sm"
              aria-label={t(`${T}.module.unchoose`, { name: labelOf(id) })}
              onClick={() => onChange(value.filter((other) => other !== id))}
            >
              {t(`${T}.module.remove`)}
            </Button>
          </li>
        ))}
      </ul>
      <TextInput
        type="search"
        label={t(`${T}.module.search`)}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <ul aria-label={t(`${T}.module.offered`, { legend })}>
        {offered.map((choice) => (
          <li key={choice.value}>
            <Button
              variant="secondary"
              size="sm"
              disabled={full}
              aria-label={t(`${T}.module.choose`, { name: choice.label })}
              onClick={() => onChange([...value, choice.value])}
            >
              + {choice.label}
            </Button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function TextArea({
  label,
  value,
  onChange,
  hint,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
}) {
  const hintId = useId();
  return (
    <>
      <label className="admin-form__area gw-field">
        <span className="gw-field__label">{label}</span>
        <textarea
          className="gw-field__control"
          rows={4}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={hint ? hintId : undefined}
        />
      </label>
      {hint ? (
        <p id={hintId} className="gw-field__hint">
          {hint}
        </p>
      ) : null}
    </>
  );
}

/** The props of one module as form fields. */
function ModuleProps({
  module,
  onChange,
  products,
  entries,
}: {
  module: NewsletterModule;
  onChange: (module: NewsletterModule) => void;
  products: readonly Choice[];
  entries: readonly Choice[];
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const m = (key: string) => t(`${T}.module.${key}`);
  const set = <M extends NewsletterModule>(current: M, props: Partial<M['props']>) =>
    onChange({ ...current, props: { ...current.props, ...props } } as NewsletterModule);
  switch (module.type) {
    case 'heading':
      return (
        <>
          <TextInput
            label={m('text')}
            value={module.props.text}
            onChange={(event) => set(module, { text: event.target.value })}
          />
          <label className="gw-field">
            <span className="gw-field__label">{m('level')}</span>
            <select
              className="gw-field__control"
              value={module.props.level}
              onChange={(event) => set(module, { level: event.target.value === '2' ? 2 : 1 })}
            >
              <option value="1">{m('level1')}</option>
              <option value="2">{m('level2')}</option>
            </select>
          </label>
        </>
      );
    case 'text':
      return (
        <TextArea
          label={m('text')}
          value={module.props.text}
          onChange={(text) => set(module, { text })}
          hint={t(`${T}.placeholders`, { list: '{{name}}, {{email}}' })}
        />
      );
    case 'image':
      return (
        <>
          <MediaField
            legend={m('image')}
            value={module.props.image ? [module.props.image] : []}
            onChange={(ids) => set(module, { image: ids.at(-1) ?? null })}
            upload
          />
          <TextInput
            label={m('alt')}
            value={module.props.alt}
            onChange={(event) => set(module, { alt: event.target.value })}
          />
          <TextInput
            label={m('width')}
            type="number"
            min={40}
            max={NEWSLETTER_CONTENT_WIDTH}
            value={module.props.width}
            onChange={(event) => {
              const width = Math.round(Number(event.target.value));
              if (Number.isFinite(width))
                set(module, { width: Math.min(NEWSLETTER_CONTENT_WIDTH, Math.max(40, width)) });
            }}
          />
          <TextInput
            label={m('link')}
            value={module.props.link}
            onChange={(event) => set(module, { link: event.target.value.trim() })}
          />
        </>
      );
    case 'button':
      return (
        <>
          <TextInput
            label={m('label')}
            value={module.props.label}
            onChange={(event) => set(module, { label: event.target.value })}
          />
          <TextInput
            label={m('url')}
            value={module.props.url}
            onChange={(event) => set(module, { url: event.target.value.trim() })}
          />
        </>
      );
    case 'products':
      return (
        <IdPicker
          legend={m('products')}
          choices={products}
          value={module.props.products}
          onChange={(ids) => set(module, { products: ids })}
        />
      );
    case 'news':
      return (
        <IdPicker
          legend={m('entries')}
          choices={entries}
          value={module.props.entries}
          onChange={(ids) => set(module, { entries: ids })}
        />
      );
    case 'divider':
      return null;
    case 'footer':
      return (
        <TextArea
          label={m('footerText')}
          value={module.props.text}
          onChange={(text) => set(module, { text })}
          hint={m('footerHint')}
        />
      );
  }
}

/**
 * The template's modules in order, each with its props, buttons to move it up or down and to remove
 * it, and buttons to add a module of each type at the end. Keys follow the module, so focus and
 * typed text stay with it when it moves.
 */
export function ModuleEditor({
  value,
  onChange,
  error,
}: {
  value: readonly NewsletterModule[];
  onChange: (modules: NewsletterModule[]) => void;
  error?: string;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const keys = useRef(new WeakMap<NewsletterModule, number>());
  const nextKey = useRef(0);
  const keyOf = (module: NewsletterModule) => {
    let key = keys.current.get(module);
    if (key === undefined) {
      key = nextKey.current++;
      keys.current.set(module, key);
    }
    return key;
  };
  const [announcement, setAnnouncement] = useState('');
  const [focus, setFocus] = useState<string | null>(null);
  const rootRef = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    if (!focus) return;
    rootRef.current?.querySelector<HTMLElement>(`[data-focus="${focus}"]`)?.focus();
    setFocus(null);
  }, [focus]);

  const { data: productList } = useGetCatalogueProductsQuery({ limit: 1000 });
  const { data: entryList } = useListEntriesAdminQuery({ type: 'news', limit: 1000 });
  const products = (productList?.items ?? []).map((product) => ({
    value: product._id,
    label: product.title,
  }));
  const entries = (entryList?.items ?? []).map((entry) => ({ value: entry._id, label: entry.title }));
  const typeName = (type: NewsletterModuleType) => t(`${T}.types.${type}`);

  const replace = (index: number, next: NewsletterModule) => {
    keys.current.set(next, keyOf(value[index]!));
    onChange(value.map((module, at) => (at === index ? next : module)));
  };
  const move = (index: number, by: -1 | 1) => {
    const target = index + by;
    const next = [...value];
    [next[index], next[target]] = [next[target]!, next[index]!];
    onChange(next);
    const moved = value[index]!;
    setAnnouncement(t(`${T}.module.moved`, { type: typeName(moved.type), number: target + 1 }));
    // At the top or bottom the button pressed is disabled: the other one keeps the focus.
    const edge = target === 0 ? 'down' : target === value.length - 1 ? 'up' : by === -1 ? 'up' : 'down';
    setFocus(`${keyOf(moved)}-${edge}`);
  };
  const remove = (index: number) => {
    const removed = value[index]!;
    onChange(value.filter((_, at) => at !== index));
    setAnnouncement(t(`${T}.module.removed`, { type: typeName(removed.type) }));
    setFocus('add');
  };
  const add = (type: NewsletterModuleType) => {
    const module = blankNewsletterModule(type);
    onChange([...value, module]);
    setFocus(`${keyOf(module)}-heading`);
  };

  return (
    <fieldset ref={rootRef} className="admin-template__modules" aria-invalid={error ? true : undefined}>
      <legend>{t(`${T}.fields.modules`)}</legend>
      {value.length === 0 ? <p>{t(`${T}.module.none`)}</p> : null}
      <ol className="admin-template__module-list">
        {value.map((module, index) => {
          const key = keyOf(module);
          const labels = { type: typeName(module.type), number: index + 1 };
          return (
            <li key={key} className="admin-template__module">
              <h3 tabIndex={-1} data-focus={`${key}-heading`}>
                {t(`${T}.module.heading`, labels)}
              </h3>
              <div className="admin-template__module-actions">
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={index === 0}
                  data-focus={`${key}-up`}
                  aria-label={t(`${T}.module.upLabel`, labels)}
                  onClick={() => move(index, -1)}
                >
                  ↑ {t(`${T}.module.up`)}
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={index === value.length - 1}
                  data-focus={`${key}-down`}
                  aria-label={t(`${T}.module.downLabel`, labels)}
                  onClick={() => move(index, 1)}
                >
                  ↓ {t(`${T}.module.down`)}
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t(`${T}.module.removeLabel`, labels)}
                  onClick={() => remove(index)}
                >
                  {t(`${T}.module.remove`)}
                </Button>
              </div>
              <ModuleProps
                module={module}
                onChange={(next) => replace(index, next)}
                products={products}
                entries={entries}
              />
            </li>
          );
        })}
      </ol>
      <div className="admin-template__add" role="group" aria-label={t(`${T}.module.add`)}>
        <h3 tabIndex={-1} data-focus="add">
          {t(`${T}.module.add`)}
        </h3>
        {NEWSLETTER_MODULE_TYPES.map((type) => (
          <Button key={type} variant="secondary" size="sm" onClick={() => add(type)}>
            + {t(`${T}.module.addType`, { type: typeName(type) })}
          </Button>
        ))}
      </div>
      <p role="status" className="gw-visually-hidden">
        {announcement}
      </p>
      <FieldError message={error} />
    </fieldset>
  );
}
