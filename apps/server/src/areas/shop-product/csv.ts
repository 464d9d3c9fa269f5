import { formatDecimal, parseDecimal, type Language } from '@gartenwerk/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, TypeRegistry, type Static, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { asc, eq } from 'drizzle-orm';
import { readCsv, writeCsv } from '../../core/csv';
import type { Database } from '../../core/db';
import { AppError } from '../../core/errors';
import { requireRole } from '../../core/guard';
import { nothingSellable, type SellableOptions } from '../../core/sellable';
import { requestLanguage, text, translate, type Text } from '../../core/texts';
import { ProductCreateSchema, type Product, type ProductCreate, type ProductUpdate } from './schemas';
import { createProduct, toProduct, updateProduct } from './service';
import { productColumns, shopProducts } from './table';

/**
 * Products as CSV for a spreadsheet and back: the columns an owner edits in bulk. A row with an
 * `_id` changes that product, one without creates a product. An import is checked row by row first
 * (the preview runs it and rolls it back); it is applied whole or not at all.
 */

type Kind = 'text' | 'number' | 'integer' | 'yesNo' | 'list' | 'labels';
interface Column {
  name: keyof ProductCreate | '_id' | 'weight' | 'variants_en';
  kind: Kind;
}

export const PRODUCT_CSV_COLUMNS: readonly Column[] = [
  { name: '_id', kind: 'text' },
  { name: 'title', kind: 'text' },
  { name: 'slug', kind: 'text' },
  { name: 'type', kind: 'text' },
  { name: 'price', kind: 'number' },
  { name: 'available', kind: 'yesNo' },
  { name: 'offline', kind: 'yesNo' },
  { name: 'order', kind: 'integer' },
  { name: 'tags', kind: 'list' },
  { name: 'product_groups', kind: 'list' },
  { name: 'weight', kind: 'number' },
  { name: 'expected_days_until_shipping', kind: 'integer' },
  { name: 'sale', kind: 'yesNo' },
  { name: 'new', kind: 'yesNo' },
  // The English texts beside the German ones, for translating in a spreadsheet.
  { name: 'name_en', kind: 'text' },
  { name: 'description', kind: 'text' },
  { name: 'description_en', kind: 'text' },
  // The variants' English labels by key: "c2: 2 l pot | c5: 5 l pot".
  { name: 'variants_en', kind: 'labels' },
];

const LABEL_SEPARATOR = ' | ';

const YES = 'ja';
const NO = 'nein';

// The product schemas keep some nullable fields as raw JSON Schema (Type.Unsafe), which TypeBox's
// own checker does not know; this reads the keywords they use, so rows are checked by those schemas.
if (!TypeRegistry.Has('Unsafe')) {
  TypeRegistry.Set('Unsafe', (schema: Record<string, unknown>, value) => {
    const types = [schema.type].flat();
    const typed = types.some((type) =>
      type === 'null'
        ? value === null
        : type === 'integer'
          ? Number.isInteger(value)
          : type === 'array'
            ? Array.isArray(value)
            : typeof value === type,
    );
    if (!typed) return false;
    if (typeof value === 'number') {
      if (typeof schema.minimum === 'number' && value < schema.minimum) return false;
      if (typeof schema.maximum === 'number' && value > schema.maximum) return false;
    }
    if (typeof value === 'string') {
      if (typeof schema.minLength === 'number' && value.length < schema.minLength) return false;
      if (typeof schema.maxLength === 'number' && value.length > schema.maxLength) return false;
    }
    return true;
  });
}

const cellOf = (product: Product, column: Column): string => {
  if (column.name === 'weight') return formatDecimal(product.shipping_data.weight ?? null);
  if (column.name === 'variants_en')
    return product.variants
      .filter((variant) => variant.value_en?.trim())
      .map((variant) => `${variant.key}: ${variant.value_en}`)
      .join(LABEL_SEPARATOR);
  const value = product[column.name as keyof Product];
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? YES : NO;
  if (typeof value === 'number') return formatDecimal(value);
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
};

/** Every product (offline ones too) as CSV, in the shop's order. */
export async function exportProductsCsv(db: Database): Promise<string> {
  const rows = await db
    .select(productColumns)
    .from(shopProducts)
    .orderBy(asc(shopProducts.order), asc(shopProducts.title));
  return writeCsv([
    PRODUCT_CSV_COLUMNS.map((column) => column.name),
    ...rows.map(toProduct).map((product) => PRODUCT_CSV_COLUMNS.map((column) => cellOf(product, column))),
  ]);
}

export interface CsvRowReport {
  /** The line in the file (the header is line 1). */
  line: number;
  action: 'create' | 'update';
  _id: string | null;
  title: string;
  errors: string[];
}

interface ParsedRow {
  line: number;
  id: string | null;
  input: ProductUpdate;
  /** The variants' English labels by key, where the row has the column (empty: none). */
  variantLabels?: Map<string, string>;
  errors: Text[];
}

function readCell(column: Column, cell: string): { value?: unknown; error?: Text } {
  const value = cell.trim();
  const fail = (
    key: 'errors:productCsv.number' | 'errors:productCsv.yesNo' | 'errors:productCsv.variantLabel',
  ) => ({
    error: text(key, { value, column: column.name }),
  });
  switch (column.kind) {
    case 'text':
      return { value: value === '' && column.name !== 'title' ? undefined : value };
    case 'number':
    case 'integer': {
      const read = parseDecimal(value, { integer: column.kind === 'integer' });
      return read.ok ? { value: read.value } : fail('errors:productCsv.number');
    }
    case 'yesNo':
      if (value === '') return { value: undefined };
      if (value.toLowerCase() === YES) return { value: true };
      if (value.toLowerCase() === NO) return { value: false };
      return fail('errors:productCsv.yesNo');
    case 'labels': {
      const labels = new Map<string, string>();
      for (const entry of value
        .split('|')
        .map((part) => part.trim())
        .filter(Boolean)) {
        const colon = entry.indexOf(':');
        if (colon <= 0) return fail('errors:productCsv.variantLabel');
        labels.set(entry.slice(0, colon).trim(), entry.slice(colon + 1).trim());
      }
      return { value: labels };
    }
    case 'list':
      return {
        value: [
          ...new Set(
            value
              .split(',')
              .map((item) => item.trim())
              .filter(Boolean),
          ),
        ],
      };
  }
}

const schemaOf = (name: string): TSchema | undefined =>
  (ProductCreateSchema.properties as Record<string, TSchema>)[name];

function readRow(header: readonly Column[], cells: readonly string[], line: number): ParsedRow {
  const errors: Text[] = [];
  if (cells.length !== header.length) {
    errors.push(text('errors:productCsv.cells', { line, found: cells.length, expected: header.length }));
    return { line, id: null, input: {}, errors };
  }
  let id: string | null = null;
  let variantLabels: Map<string, string> | undefined;
  const input: Record<string, unknown> = {};
  header.forEach((column, index) => {
    const { value, error } = readCell(column, cells[index]!);
    if (error) return errors.push(error);
    if (column.name === '_id') id = (value as string | undefined) ?? null;
    else if (column.name === 'weight') input.shipping_data = value === null ? {} : { weight: value };
    else if (column.name === 'variants_en') variantLabels = value as Map<string, string>;
    else if (value !== undefined) input[column.name] = value;
  });
  for (const [name, value] of Object.entries(input)) {
    const schema = name === 'shipping_data' ? undefined : schemaOf(name);
    const first = schema ? Value.Errors(schema, value).First() : undefined;
    if (first) errors.push(text('errors:productCsv.invalid', { column: name, message: first.message }));
  }
  if (id === null && input.title === undefined) errors.push(text('errors:productCsv.noTitle'));
  return { line, id, input: input as ProductUpdate, ...(variantLabels ? { variantLabels } : {}), errors };
}

/**
 * The product's variants with the row's English labels: each key must name one of its variants (a
 * new product has none yet); a variant the cell leaves out has its English label removed.
 */
async function labelledVariants(
  db: Database,
  id: string | null,
  labels: Map<string, string>,
): Promise<Product['variants']> {
  const [row] = id
    ? await db.select(productColumns).from(shopProducts).where(eq(shopProducts.id, id))
    : [undefined];
  const variants = row ? toProduct(row).variants : [];
  const unknown = [...labels.keys()].find((key) => !variants.some((variant) => variant.key === key));
  if (unknown !== undefined)
    throw new AppError('VALIDATION', 400, text('errors:productCsv.variantUnknown', { key: unknown }));
  return variants.map(({ value_en: _old, ...variant }) =>
    labels.get(variant.key) ? { ...variant, value_en: labels.get(variant.key)! } : variant,
  );
}

function readProductCsv(csv: string): ParsedRow[] {
  const [names, ...lines] = readCsv(csv);
  if (!names) throw new AppError('VALIDATION', 400, text('errors:productCsv.empty'));
  const header = names.map((name) => {
    const column = PRODUCT_CSV_COLUMNS.find((candidate) => candidate.name === name.trim());
    if (!column)
      throw new AppError('VALIDATION', 400, text('errors:productCsv.unknownColumn', { column: name }));
    return column;
  });
  return lines.map((cells, index) => readRow(header, cells, index + 2));
}

/** Thrown inside the transaction to roll it back after a preview or a refused import. */
class RolledBack extends Error {}

/**
 * Runs the rows in one transaction, each in its own savepoint so that a row the service refuses
 * (an unknown group, a slug taken) is reported and leaves nothing behind. A preview always rolls
 * back; an import rolls back when any row has an error, and then answers 400.
 */
export async function importProductsCsv(
  db: Database,
  csv: string,
  options: { apply: boolean; language?: Language },
): Promise<{ rows: CsvRowReport[]; created: number; updated: number; refused: number }> {
  const parsed = readProductCsv(csv);
  const rows: CsvRowReport[] = [];
  try {
    await db.transaction(async (tx) => {
      for (const row of parsed) {
        const report: CsvRowReport = {
          line: row.line,
          action: row.id ? 'update' : 'create',
          _id: row.id,
          title: row.input.title ?? '',
          errors: row.errors.map((error) => translate(error, options.language)),
        };
        rows.push(report);
        if (report.errors.length > 0) continue;
        try {
          const product = await tx.transaction(async (savepoint) => {
            const input = row.variantLabels
              ? { ...row.input, variants: await labelledVariants(savepoint, row.id, row.variantLabels) }
              : row.input;
            return row.id
              ? updateProduct(savepoint, row.id, input)
              : createProduct(savepoint, input as ProductCreate);
          });
          report._id = product._id;
          report.title = product.title;
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          report.errors.push(error.toBody(options.language).message);
        }
      }
      if (!options.apply || rows.some((row) => row.errors.length > 0)) throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
    if (options.apply) throw new AppError('CSV_ROWS', 400, text('errors:productCsv.refused'));
  }
  const count = (wanted: (row: CsvRowReport) => boolean) => rows.filter(wanted).length;
  return {
    rows,
    created: count((row) => row.errors.length === 0 && row.action === 'create'),
    updated: count((row) => row.errors.length === 0 && row.action === 'update'),
    refused: count((row) => row.errors.length > 0),
  };
}

const CsvBodySchema = Type.Object(
  { csv: Type.String({ maxLength: 5_000_000 }) },
  { additionalProperties: false },
);
const CsvReportSchema = Type.Object({
  rows: Type.Array(
    Type.Object({
      line: Type.Integer(),
      action: Type.Union([Type.Literal('create'), Type.Literal('update')]),
      _id: Type.Union([Type.String(), Type.Null()]),
      title: Type.String(),
      errors: Type.Array(Type.String()),
    }),
  ),
  created: Type.Integer(),
  updated: Type.Integer(),
  refused: Type.Integer(),
});
export type CsvReport = Static<typeof CsvReportSchema>;

const adminOnly = requireRole('admin', 'system');

/** /api/v0/shop_product/csv: export, preview and import of products as CSV (admin, system). */
export const productCsvRoutes: FastifyPluginAsyncTypebox<SellableOptions> = async (app, options) => {
  const productsMaybeSellable = options.productsMaybeSellable ?? nothingSellable;
  app.get(
    '/',
    {
      preHandler: adminOnly,
      schema: { tags: ['shop'], summary: 'Every product as CSV (admin, system)' },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="produkte.csv"')
        .send(await exportProductsCsv(app.db)),
  );
  for (const [path, apply, summary] of [
    ['/preview', false, 'What an import of the CSV would do, row by row; changes nothing (admin, system)'],
    ['/import', true, 'Applies the CSV whole, or nothing when any row has an error (admin, system)'],
  ] as const) {
    app.post(
      path,
      {
        preHandler: adminOnly,
        // The preview changes nothing: public caches stay fresh.
        ...(apply ? {} : { config: { readOnly: true } }),
        schema: { tags: ['shop'], summary, body: CsvBodySchema, response: { 200: CsvReportSchema } },
      },
      async (request) => {
        const report = await importProductsCsv(app.db, request.body.csv, {
          apply,
          language: requestLanguage(request),
        });
        if (apply)
          await productsMaybeSellable(
            app,
            report.rows.flatMap((row) => (row._id ? [row._id] : [])),
          );
        return report;
      },
    );
  }
};
