import {
  SAMPLE_INVOICE_PDF_PATH,
  useGetAccountingSetupTestQuery,
  type SetupProblem,
} from '@gartenwerk/api-client';
import { Button } from '@gartenwerk/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import type { AdminRoute } from '../../routes/adminRoutes';
import { messageOf } from '../feedback';
import { useDocumentTitle } from '../useDocumentTitle';

const texts = 'figures.setupTest';

/** A problem in words, with the link to the settings screen that fixes it. */
function Problem({ problem }: { problem: SetupProblem }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const type = (name: string) => t(`invoicing.types.${name}`, { defaultValue: name });
  const words = t(`${texts}.codes.${problem.code}`, {
    defaultValue: `${problem.code}: ${problem.subject} ${problem.detail}`,
    type: type(problem.subject),
    other: type(problem.detail),
    subject: problem.subject,
    detail: problem.detail,
    field: t(`${texts}.fields.${problem.subject}`, { defaultValue: problem.subject }),
  });
  return (
    <li>
      {words}{' '}
      <Link to={problem.fix}>
        {t(`${texts}.fixIt`)}
        <span className="visually-hidden">: {words}</span>
      </Link>
    </li>
  );
}

/**
 * accounting/test: whether the accounting is ready for legal invoices (number formats, the PDF
 * template, the e-mail templates' placeholders, the company data), each problem with a fix-it link.
 */
export function AccountingSetupTestScreen({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  useDocumentTitle(route.label);
  const result = useGetAccountingSetupTestQuery(undefined, { refetchOnMountOrArgChange: true });
  const test = result.currentData;
  const problems = test?.checks.reduce((sum, check) => sum + check.problems.length, 0) ?? 0;
  return (
    <section className="admin-screen" aria-labelledby="admin-screen-title">
      <h1 id="admin-screen-title">{route.label}</h1>
      <p>{t(`${texts}.intro`)}</p>
      {test ? (
        <>
          <p role="status" className={test.ok ? 'setup-test__ok' : 'setup-test__failed'}>
            {test.ok ? t(`${texts}.allOk`) : t(`${texts}.problems`, { count: problems })}
          </p>
          <ul className="setup-test">
            {test.checks.map((check) => (
              <li key={check.id} className="setup-test__check">
                <h2>
                  {t(`${texts}.checks.${check.id}`)}:{' '}
                  <span className={check.ok ? 'setup-test__ok' : 'setup-test__failed'}>
                    {check.ok ? `✓ ${t(`${texts}.ok`)}` : `✗ ${t(`${texts}.failed`)}`}
                  </span>
                </h2>
                {check.problems.length > 0 ? (
                  <ul>
                    {check.problems.map((problem) => (
                      <Problem key={`${problem.code}-${problem.subject}`} problem={problem} />
                    ))}
                  </ul>
                ) : null}
                {check.id === 'pdf' ? (
                  <p>
                    <a href={SAMPLE_INVOICE_PDF_PATH} target="_blank" rel="noreferrer">
                      {t(`${texts}.samplePdf`)}
                    </a>
                  </p>
                ) : null}
                {check.id === 'number_formats' ? (
                  <details>
                    <summary>{t(`${texts}.samples`)}</summary>
                    <dl className="setup-test__samples">
                      {Object.entries(test.samples).map(([type, sample]) => (
                        <div key={type}>
                          <dt>{t(`invoicing.types.${type}`, { defaultValue: type })}</dt>
                          <dd>{sample}</dd>
                        </div>
                      ))}
                    </dl>
                  </details>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : result.error ? (
        <p role="alert">{t(`${texts}.loadFailed`, { message: messageOf(result.error, '') })}</p>
      ) : (
        <p role="status">{t('list.loading')}</p>
      )}
      <Button variant="secondary" onClick={() => void result.refetch()} disabled={result.isFetching}>
        {t(`${texts}.rerun`)}
      </Button>
    </section>
  );
}
