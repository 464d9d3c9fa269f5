import { useGetConfigQuery, type InvoiceDocument, type SiteConfig } from '@gartenwerk/api-client';
import { documentTotalsOfLines, formatDecimal, formatEuro } from '@gartenwerk/domain';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { FIXED_TYPES } from './documentPaths';
import { DocumentTotalsTable } from './DocumentTotalsTable';
import { formatDay } from './format';
import { TableFrame } from '../AdminTable';

/**
 * The rule that keeps an issued invoice unchanged where the business keeps its books: the German GoBD,
 * else (an Austrian business, or none named) § 131 BAO. The country is the company's, or its UID's.
 */
export function immutabilityRule(company: SiteConfig['company'] | undefined): string {
  const country = /^[a-z]{2}$/i.test(company?.country.trim() ?? '')
    ? company!.country.trim().toUpperCase()
    : /^(deutschland|germany)$/i.test(company?.country.trim() ?? '')
      ? 'DE'
      : (company?.uid.slice(0, 2).toUpperCase() ?? 'AT');
  return country === 'DE' ? 'GoBD' : 'BAO § 131';
}

/**
 * An issued document as it was issued: receiver, dates, texts and lines, read-only, with the note why
 * (invoices are never changed, only corrected by a cancellation; a vendor order is fixed and what
 * came in of each line is shown; offers, orders and delivery notes keep their content and change
 * only their state, notes and tags).
 */
export function DocumentView({ document }: { document: InvoiceDocument }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const { data: config } = useGetConfigQuery();
  const locale = i18n.language === 'en' ? 'en-GB' : 'de-AT';
  const money = (euros: number) => formatEuro(Math.round(euros * 100), locale);
  const day = (value: string | null) => (value ? formatDay(value, i18n.language) : '');
  const totals = documentTotalsOfLines(document.lines, document.price_mode, document.advance);
  const fixed = FIXED_TYPES.has(document.type);
  const vendorOrder = document.type === 'vendor_order';
  const receivedOf = (uuid: string | undefined) =>
    document.received?.find((line) => line.uuid === uuid)?.received ?? 0;
  const note = vendorOrder
    ? 'documents.vendorOrderNote'
    : fixed
      ? 'documents.fixedNote'
      : 'documents.issuedNote';
  const receiver = document.receiver;
  const facts: Array<[string, string]> = [
    [t('documents.fields.date'), day(document.date)],
    [t('documents.fields.validUntil'), day(document.valid_until)],
    [
      t(vendorOrder ? 'documents.fields.requestedDelivery' : 'documents.fields.deliveryDate'),
      day(document.delivery_date),
    ],
    [t('documents.fields.serviceFrom'), day(document.service_from)],
    [t('documents.fields.serviceTo'), day(document.service_to)],
    [t('invoicing.dueDate'), day(document.due_date)],
    [t('documents.fields.title'), document.title],
    [
      t('documents.fields.vatExemption'),
      document.vat_exemption
        ? t(`documents.fields.${document.vat_exemption === 'intra_eu' ? 'intraEu' : 'reverseCharge'}`)
        : '',
    ],
  ];
  return (
    <section aria-labelledby="document-content" className="admin-doc__view">
      <h2 id="document-content">{t('documents.content')}</h2>
      <p className="admin-doc__note" role="note">
        {t(note, {
          number: document.number,
          date: day(document.issued_at),
          rule: immutabilityRule(config?.company),
        })}
      </p>
      <div className="admin-doc__head">
        <address className="admin-doc__address-view" data-testid="document-receiver">
          {[
            receiver.company,
            [receiver.first_name, receiver.last_name].filter(Boolean).join(' '),
            receiver.address,
            [receiver.zip, receiver.city].filter(Boolean).join(' '),
            receiver.country?.toUpperCase(),
            receiver.uid ? `UID ${receiver.uid}` : '',
            receiver.email,
          ]
            .filter(Boolean)
            .map((line) => (
              <span key={line}>{line}</span>
            ))}
        </address>
        <dl className="admin-facts">
          {facts
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label} className="admin-doc__fact">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
      </div>
      {document.text_before ? <p className="admin-doc__text">{document.text_before}</p> : null}
      <TableFrame label={t('documents.lines.caption')}>
        <table className="admin-table admin-lines__table" aria-label={t('documents.lines.caption')}>
          <thead>
            <tr>
              <th scope="col">{t('documents.lines.position')}</th>
              <th scope="col">{t('documents.lines.title')}</th>
              <th scope="col">{t('documents.lines.amount')}</th>
              <th scope="col">{t('documents.lines.unit')}</th>
              <th scope="col">{t(`documents.lines.price_${document.price_mode}`)}</th>
              <th scope="col">{t('documents.lines.vat_rate')}</th>
              <th scope="col">{t('documents.lines.discount')}</th>
              <th scope="col">{t('documents.lines.factor')}</th>
              <th scope="col">{t('documents.lines.total')}</th>
              {vendorOrder ? <th scope="col">{t('documents.lines.received')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {document.lines.map((line, index) => (
              <tr key={line.uuid ?? index}>
                <td>{index + 1}</td>
                <td>
                  {line.title}
                  {line.description ? (
                    <small className="admin-doc__description">{line.description}</small>
                  ) : null}
                </td>
                <td>{formatDecimal(line.amount)}</td>
                <td>{line.unit}</td>
                <td>{money(line.price)}</td>
                <td>{`${formatDecimal(line.vat_rate)} %`}</td>
                <td>{line.discount ? `${formatDecimal(line.discount)} %` : ''}</td>
                <td>{line.factor && line.factor !== 1 ? formatDecimal(line.factor) : ''}</td>
                <td>{formatEuro(totals.lines[index] ?? 0, locale)}</td>
                {vendorOrder ? <td>{formatDecimal(receivedOf(line.uuid))}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
      <DocumentTotalsTable totals={totals} priceMode={document.price_mode} />
      {document.text_after ? <p className="admin-doc__text">{document.text_after}</p> : null}
      {fixed ? (
        <dl className="admin-facts">
          {document.notes ? (
            <>
              <dt>{t('documents.fields.notes')}</dt>
              <dd>{document.notes}</dd>
            </>
          ) : null}
          {document.tags.length > 0 ? (
            <>
              <dt>{t('documents.fields.tags')}</dt>
              <dd>{document.tags.join(', ')}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
    </section>
  );
}
