import { useUpdateConfigAdminMutation, type SiteConfig } from '@gartenwerk/api-client';
import { Button } from '@gartenwerk/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import type { AdminRoute } from '../../routes/adminRoutes';
import { messageOf, useFeedback } from '../feedback';
import { ConfigScreen } from './ConfigScreen';
import { validateConfig } from './validateConfig';

/** config: the whole site configuration as JSON, checked before it is saved. */
export function ConfigEditor({ route }: { route: AdminRoute }) {
  return (
    <ConfigScreen route={route}>{(config) => <ConfigForm key={config._id} config={config} />}</ConfigScreen>
  );
}

const asText = (config: SiteConfig) => JSON.stringify(config, null, 2);

function ConfigForm({ config }: { config: SiteConfig }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { t: tCommon } = useTranslation('common');
  const feedback = useFeedback();
  const [updateConfig, { isLoading }] = useUpdateConfigAdminMutation();
  const [text, setText] = useState(() => asText(config));
  const [problems, setProblems] = useState<string[]>([]);
  const errorsId = useId();
  const hintId = useId();

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateConfig(text);
    if (!result.config) {
      setProblems(
        result.problems.map((problem) => {
          const values = { ...problem.values };
          if (values.expected) values.expected = t(`settings.expected.${values.expected as 'object'}`);
          return t(`settings.${problem.key}`, values);
        }),
      );
      return;
    }
    setProblems([]);
    try {
      const saved = await updateConfig(result.config).unwrap();
      setText(asText(saved));
      feedback.succeeded(tCommon('saved'));
    } catch (error) {
      // The server's own check (e.g. a wrong role name) is shown where the local ones are.
      setProblems([messageOf(error, tCommon('unknownError'))]);
      feedback.failed(t('settings.saveFailed'), error);
    }
  }

  return (
    <form className="admin-form admin-form--wide" onSubmit={(event) => void save(event)}>
      <p id={hintId}>{t('settings.configHint')}</p>
      {problems.length > 0 && (
        <div role="alert" id={errorsId}>
          <p>{t('settings.configErrors')}</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      <label>
        {t('settings.configLabel')}
        <textarea
          className="admin-config__text"
          rows={30}
          spellCheck={false}
          value={text}
          aria-invalid={problems.length > 0 || undefined}
          aria-describedby={problems.length > 0 ? `${hintId} ${errorsId}` : hintId}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <div className="admin-form__actions">
        <Button type="submit" disabled={isLoading}>
          {t('settings.save')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            setText(asText(config));
            setProblems([]);
          }}
        >
          {t('settings.reset')}
        </Button>
      </div>
    </form>
  );
}
