import { newsletterTemplateApi, useGetNewsletterTemplatesQuery } from '@gartenwerk/api-client';
import { newsletterTemplateSchemas } from '@gartenwerk/domain/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { NEW_ID } from '../../kit';
import { ListScreen, useSchemaList } from '../../list';
import type { AdminRoute } from '../../routes/adminRoutes';

const TEMPLATES_PER_PAGE = 50;
export const templateEditPath = (id: string) => `/templates/edit/${encodeURIComponent(id)}`;

/** templates/browse: the newsletter templates, the last changed first. */
export function NewsletterTemplateBrowse({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { query, ...table } = useSchemaList(newsletterTemplateSchemas, {
    texts: 'newsletterAdmin.templates',
    columns: ['name', 'subject', 'language', 'updated', 'created'],
    link: (template) => templateEditPath(template._id),
    overrides: { created: { hiddenByDefault: true } },
  });
  const page = (number: number, limit: number) => ({ ...query, limit, skip: (number - 1) * limit });
  const result = useGetNewsletterTemplatesQuery(page(table.list.page, TEMPLATES_PER_PAGE));
  const [fetchTemplates] = newsletterTemplateApi.endpoints.getNewsletterTemplates.useLazyQuery();
  return (
    <ListScreen
      {...table}
      route={route}
      result={result}
      rowId={(template) => template._id}
      texts="newsletterAdmin.templates"
      count={(total) => t('newsletterAdmin.templates.total', { count: total })}
      pageSize={TEMPLATES_PER_PAGE}
      search={{ hint: t('newsletterAdmin.templates.searchHint') }}
      actions={<Link to={templateEditPath(NEW_ID)}>{t('newsletterAdmin.templates.add')}</Link>}
      csv={{
        fileName: 'newsletter-vorlagen.csv',
        fetchPage: (number, limit) => fetchTemplates(page(number, limit)).unwrap(),
      }}
    />
  );
}
