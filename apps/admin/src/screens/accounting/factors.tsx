import {
  accountingApi,
  useCreateAccountingFactorMutation,
  useGetAccountingFactorQuery,
  useGetAccountingFactorsQuery,
  useRemoveAccountingFactorMutation,
  useUpdateAccountingFactorMutation,
  type AccountingFactor,
} from '@gartenwerk/api-client';
import { FactorInputSchema, FactorUpdateSchema } from '@gartenwerk/domain/schemas';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { EditScreen, formatDecimal, useEntityEditor, type Field } from '../../kit';
import { linkColumn } from '../../list';
import type { AdminRoute } from '../../routes/adminRoutes';
import { MasterBrowse } from './MasterBrowse';

const factorPath = (id: string) => `/accounting/factor/edit/${encodeURIComponent(id)}`;

/** accounting/factor/browse: named multipliers for lines (e.g. a planting surcharge of 1,15). */
export function FactorBrowse({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [fetchPage] = accountingApi.endpoints.getAccountingFactors.useLazyQuery();
  const [remove] = useRemoveAccountingFactorMutation();
  return (
    <MasterBrowse<AccountingFactor>
      route={route}
      texts="factors"
      columns={[
        linkColumn(
          'name',
          t('accounting.factor.name'),
          (factor) => factor.name,
          (factor) => factorPath(factor._id),
        ),
        {
          id: 'factor',
          header: t('accounting.factor.factor'),
          value: (factor) => formatDecimal(factor.factor),
          sortable: true,
          align: 'end',
        },
        {
          id: 'description',
          header: t('accounting.factor.description'),
          value: (factor) => factor.description,
        },
      ]}
      rowLabel={(factor) => factor.name}
      useList={useGetAccountingFactorsQuery}
      fetchPage={(query) => fetchPage(query).unwrap()}
      remove={(id) => remove(id).unwrap()}
      addPath={factorPath('new')}
      fileName="faktoren.csv"
    />
  );
}

export function FactorEdit({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const fields: Field[] = [
    {
      name: 'name',
      kind: 'text',
      label: t('accounting.factor.name'),
      required: true,
      messages: { required: t('accounting.factor.nameRequired') },
    },
    {
      name: 'factor',
      kind: 'number',
      fractionDigits: 4,
      label: t('accounting.factor.factor'),
      hint: t('accounting.factor.factorHint'),
      required: true,
      messages: {
        required: t('accounting.factor.factorInvalid'),
        invalid: t('accounting.factor.factorInvalid'),
      },
    },
    { name: 'description', kind: 'text', multiline: true, label: t('accounting.factor.description') },
  ];
  const editor = useEntityEditor({
    fields,
    schemas: { create: FactorInputSchema, update: FactorUpdateSchema },
    useGet: useGetAccountingFactorQuery,
    useCreate: useCreateAccountingFactorMutation,
    useUpdate: useUpdateAccountingFactorMutation,
    useRemove: useRemoveAccountingFactorMutation,
    listPath: '/accounting/factor/browse',
    editPath: factorPath,
  });
  return (
    <EditScreen
      route={route}
      editor={editor}
      newTitle={t('accounting.factors.new')}
      back={{ to: '/accounting/factor/browse', label: t('accounting.factors.toList') }}
      formLabel={t('accounting.factors.form')}
      name={String(editor.draft.name ?? '')}
    />
  );
}
