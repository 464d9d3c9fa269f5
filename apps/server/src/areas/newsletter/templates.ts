import {
  newsletterTemplateSchemas,
  type NewsletterModule,
  type NewsletterTemplate,
} from '@gartenwerk/domain/schemas';
import { desc } from 'drizzle-orm';
import type { Database } from '../../core/db';
import { AppError } from '../../core/errors';
import { tableService } from '../../core/table-service';
import { text } from '../../core/texts';
import { getEntry } from '../entry/service';
import { findRow as findFileRow } from '../file/queries';
import { productRowsByIds } from '../shop-product/service';
import { newsletterTemplates } from './template-table';

const refuse = (key: Parameters<typeof text>[0], values: Record<string, string>) =>
  new AppError('VALIDATION', 400, text(key, values));

/**
 * What a template's modules name must exist: products, news entries and library images (so the
 * editor learns of a typo at once, not the subscribers). One footer module at most.
 */
export async function assertModules(db: Database, modules: readonly NewsletterModule[] | undefined) {
  if (!modules) return;
  if (modules.filter((module) => module.type === 'footer').length > 1) {
    throw new AppError('VALIDATION', 400, text('errors:newsletterTemplate.oneFooter'));
  }
  const productIds = [
    ...new Set(modules.flatMap((module) => (module.type === 'products' ? module.props.products : []))),
  ];
  const known = new Set((await productRowsByIds(db, productIds)).map((row) => row.id));
  const unknownProducts = productIds.filter((id) => !known.has(id));
  if (unknownProducts.length > 0) {
    throw refuse('errors:newsletterTemplate.unknownProducts', { ids: unknownProducts.join(', ') });
  }
  const entryIds = [
    ...new Set(modules.flatMap((module) => (module.type === 'news' ? module.props.entries : []))),
  ];
  const unknownEntries: string[] = [];
  for (const id of entryIds) {
    await getEntry(db, id, { includeUnpublished: true }).catch(() => unknownEntries.push(id));
  }
  if (unknownEntries.length > 0) {
    throw refuse('errors:newsletterTemplate.unknownEntries', { ids: unknownEntries.join(', ') });
  }
  const imageIds = [
    ...new Set(
      modules.flatMap((module) =>
        module.type === 'image' && module.props.image ? [module.props.image] : [],
      ),
    ),
  ];
  const unknownImages: string[] = [];
  for (const id of imageIds) await findFileRow(db, id).catch(() => unknownImages.push(id));
  if (unknownImages.length > 0) {
    throw refuse('errors:newsletterTemplate.unknownImages', { ids: unknownImages.join(', ') });
  }
}

export const newsletterTemplateService = tableService({
  table: newsletterTemplates,
  schemas: newsletterTemplateSchemas,
  notFound: 'newsletter template not found',
  sortable: {
    name: newsletterTemplates.name,
    created: newsletterTemplates.created,
    updated: newsletterTemplates.updated,
  },
  defaultOrder: [desc(newsletterTemplates.updated), desc(newsletterTemplates.id)],
  search: [newsletterTemplates.name, newsletterTemplates.subject],
  defaultLimit: 100,
  check: (db, input) => assertModules(db, input.modules),
});

/** One stored template (404 when missing), e.g. for rendering a sending. */
export const getNewsletterTemplate = (db: Database, id: string): Promise<NewsletterTemplate> =>
  newsletterTemplateService.get(db, id);
