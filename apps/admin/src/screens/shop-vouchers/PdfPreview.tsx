import { fetchVoucherPreview, type VoucherPreviewInput } from '@gartenwerk/api-client';
import { Button } from '@gartenwerk/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { messageOf } from '../feedback';

/** The server's PDF of a saved voucher or template (with sample values), shown in the page. */
export function PdfPreview({ input }: { input: VoucherPreviewInput }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [url, setUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  // Object URLs hold the PDF in memory until revoked.
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);

  async function show() {
    setLoading(true);
    try {
      const pdf = await fetchVoucherPreview(input, { baseUrl: window.location.origin });
      setUrl(URL.createObjectURL(pdf));
      setProblem(null);
    } catch (error) {
      setProblem(t('shopSettings.templates.previewFailed', { message: messageOf(error, '') }));
    } finally {
      setLoading(false);
    }
  }

  return (
    <section aria-label={t('shopSettings.templates.preview')}>
      <h2>{t('shopSettings.templates.preview')}</h2>
      <Button variant="secondary" disabled={loading} onClick={() => void show()}>
        {t('shopSettings.templates.showPreview')}
      </Button>
      {problem && <p role="alert">{problem}</p>}
      {url && (
        <iframe
          className="admin-voucher-preview"
          title={t('shopSettings.templates.previewFrame')}
          src={url}
        />
      )}
    </section>
  );
}
