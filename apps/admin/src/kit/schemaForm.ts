import { enumValues, propertiesOf } from '@gartenwerk/domain/schemas';
import type { TSchema } from '@sinclair/typebox';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../i18n/createAdminI18n';
import { schemaFields, type Field, type FieldName, type NamedField, type ValueField } from './fields';

/** What a screen changes of a derived field (a kind, its choices, a label key of another name…). */
export type FieldOverride = ValueField extends infer Kind
  ? Kind extends ValueField
    ? Partial<Omit<Kind, 'name'>>
    : never
  : never;

export interface SchemaFormOptions<Name extends string> {
  /** The screen's text group: `<texts>.<name>.<value>` names an enum's value. */
  texts: string;
  /** The group of the labels, `<fields>.<name>` (hint `<fields>.<name>Hint` when it exists); `<texts>.fields` unless given. */
  fields?: string;
  /** The group of a required field's message, `<errors>.<name>` when it exists; `<texts>.errors` unless given. */
  errors?: string;
  /** The fields in their order; every property of the schema in its order unless given. */
  order?: readonly Name[];
  /** What differs from the schema's field; label, hint, messages and a select's placeholder are keys of the admin's texts. */
  overrides?: { [Key in Name]?: FieldOverride };
}

const typeOf = (property: TSchema): { type?: string; nullable: boolean } => {
  const type: unknown = property.type;
  if (Array.isArray(type))
    return { type: type.find((name) => name !== 'null'), nullable: type.includes('null') };
  return { type: typeof type === 'string' ? type : undefined, nullable: false };
};

/**
 * The field of a property as its schema describes it: an enum is a select of its named values, a
 * text a text field (a `date` or `date-time` one a day or a moment), a boolean a switch, a number a
 * number field, a list of texts tags; what may be null sends null when emptied.
 */
function derivedField(
  t: TFunction,
  texts: string,
  name: string,
  property: TSchema,
): FieldOverride | undefined {
  const values = enumValues(property);
  if (values)
    return {
      kind: 'select',
      choices: values.map((value) => ({ value, label: t(`${texts}.${name}.${value}`) })),
    };
  const { type, nullable } = typeOf(property);
  const empty = nullable ? ({ empty: 'null' } as const) : {};
  if (type === 'string' && property.format === 'date') return { kind: 'date' };
  if (type === 'string' && property.format === 'date-time') return { kind: 'datetime', ...empty };
  if (type === 'string') return { kind: 'text', ...empty };
  if (type === 'boolean') return { kind: 'switch' };
  if (type === 'integer' || type === 'number') {
    const minimum = typeof property.minimum === 'number' ? { minimum: property.minimum } : {};
    return { kind: 'number', integer: type === 'integer', ...minimum };
  }
  if (type === 'array' && typeOf(property.items as TSchema).type === 'string') return { kind: 'tags' };
  return undefined;
}

/**
 * An edit screen's field table derived from the entity's create schema: each property's kind from
 * its schema, its label `<fields>.<name>`, its hint `<fields>.<name>Hint` and, when the schema
 * requires it, its mark and message `<errors>.<name>` where those texts exist. `overrides` give
 * only what is special (a select of ids, a multi-line text, pictures).
 */
export function schemaFieldTable<S extends TSchema>(
  t: TFunction,
  exists: (key: string) => boolean,
  schema: S,
  options: SchemaFormOptions<FieldName<S>>,
): Field[] {
  const { texts, fields = `${texts}.fields`, errors = `${texts}.errors`, overrides = {} } = options;
  const properties = propertiesOf(schema);
  const required = new Set<string>((schema.required as string[] | undefined) ?? []);
  // An update schema names the document's id; it is shown by the screen, never edited.
  const names = options.order ?? (Object.keys(properties).filter((name) => name !== '_id') as FieldName<S>[]);
  const table = names.map((name) => {
    const override = (overrides as Record<string, FieldOverride | undefined>)[name] ?? {};
    // A property both required and optional in a composite (a create's title) is the intersection of both.
    const property = properties[name]!;
    const plain = (property.allOf as TSchema[] | undefined)?.[0] ?? property;
    const derived = derivedField(t, texts, name, plain);
    if (!derived && !override.kind)
      throw new Error(`schemaFieldTable: no field kind for ${name}; give it one in overrides`);
    const hint = exists(`${fields}.${name}Hint`) ? { hint: `${fields}.${name}Hint` } : {};
    const marks = required.has(name)
      ? {
          required: true,
          ...(exists(`${errors}.${name}`) ? { messages: { required: `${errors}.${name}` } } : {}),
        }
      : {};
    const placeholder =
      'placeholder' in override && override.placeholder ? { placeholder: t(override.placeholder) } : {};
    return {
      name,
      label: `${fields}.${name}`,
      ...hint,
      ...marks,
      ...derived,
      ...override,
      ...placeholder,
    } as NamedField<FieldName<S>>;
  });
  return schemaFields(t, schema, table);
}

/** `schemaFieldTable` in a screen, with the admin's texts. */
export function useSchemaFields<S extends TSchema>(
  schema: S,
  options: SchemaFormOptions<FieldName<S>>,
): Field[] {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  return schemaFieldTable(t, (key) => i18n.exists(key, { ns: ADMIN_NAMESPACE }), schema, options);
}
