import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import {
  useGetConfigQuery,
  useGetPublicNewsletterListsQuery,
  useSubscribeNewsletterMutation,
  type ApiError,
} from '@gartenwerk/api-client';
import { Button, Checkbox, TextInput } from '@gartenwerk/ui';
import { useShopPaths } from '../shop-paths';

/** The spec's code of a newsletter sign-up with an address already subscribed. */
const DUPLICATE_CODE = 11000;

/**
 * The newsletter sign-up of the footer and of the /newsletter/ page: the address and the consent
 * (the text ticked is sent along as the proof the law asks for); the server answers with the double
 * opt-in mail. On the page a name and, when there are several public lists, a choice of them join.
 */
export function NewsletterSignup({ place = 'footer' }: { place?: 'footer' | 'page' }) {
  const { t, i18n } = useTranslation();
  const onPage = place === 'page';
  const publicLists = useGetPublicNewsletterListsQuery(undefined, { skip: !onPage }).data?.items ?? [];
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<string[] | null>(null);
  const company = useGetConfigQuery().data?.company.name ?? t('siteName');
  const [subscribe, { isLoading }] = useSubscribeNewsletterMutation();
  const [email, setEmail] = useState('');
  const [consented, setConsented] = useState(false);
  const [outcome, setOutcome] = useState<{ sent: boolean; message: string } | null>(null);
  const consent = t('footer.newsletter.consent', { company });
  const privacyUrl = useShopPaths().privacy;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    try {
      await subscribe({
        email: email.trim(),
        consent,
        language: i18n.language,
        form: onPage ? 'subscribe_page' : 'footer',
        ...(onPage && name.trim() ? { name: name.trim() } : {}),
        ...(onPage && chosen ? { lists: chosen } : {}),
      }).unwrap();
      setOutcome({ sent: true, message: t('footer.newsletter.sent') });
      setEmail('');
      setConsented(false);
    } catch (error) {
      const duplicate = Number((error as ApiError).code) === DUPLICATE_CODE;
      setOutcome({
        sent: false,
        message: t(duplicate ? 'footer.newsletter.duplicate' : 'footer.newsletter.failed'),
      });
    }
  };

  return (
    <form
      className={onPage ? 'newsletter-signup newsletter-signup--page' : 'newsletter-signup'}
      onSubmit={(event) => void submit(event)}
    >
      {onPage ? null : <p>{t('footer.newsletter.intro')}</p>}
      <TextInput
        label={t('footer.newsletter.address')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      {onPage ? (
        <TextInput
          label={t('newsletter:page.name')}
          name="name"
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      ) : null}
      {onPage && publicLists.length > 1 ? (
        <fieldset className="newsletter-signup__lists">
          <legend>{t('newsletter:page.lists')}</legend>
          {publicLists.map((list) => {
            const selected = chosen ?? publicLists.map((item) => item._id);
            return (
              <Checkbox
                key={list._id}
                name="lists"
                value={list._id}
                checked={selected.includes(list._id)}
                onChange={(event) =>
                  setChosen(
                    event.target.checked ? [...selected, list._id] : selected.filter((id) => id !== list._id),
                  )
                }
                label={list.description ? `${list.name} – ${list.description}` : list.name}
              />
            );
          })}
        </fieldset>
      ) : null}
      <Checkbox
        name="consent"
        required
        checked={consented}
        onChange={(event) => setConsented(event.target.checked)}
        label={
          <>
            {consent} <Link to={privacyUrl}>{t('legal:links.privacy')}</Link>
          </>
        }
      />
      <Button type="submit" variant="secondary" loading={isLoading}>
        {t('footer.newsletter.submit')}
      </Button>
      <p className={outcome?.sent === false ? 'form-error' : 'form-status'} aria-live="polite">
        {outcome?.message ?? ''}
      </p>
    </form>
  );
}
