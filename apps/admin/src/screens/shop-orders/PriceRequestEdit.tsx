import {
  useCreatePriceRequestMutation,
  useGetPriceRequestQuery,
  useRemovePriceRequestMutation,
  useUpdatePriceRequestMutation,
  type PriceRequest,
} from '@gartenwerk/api-client';
import { variantLabel } from '@gartenwerk/domain';
import { Button, ConfirmDialog, TextInput } from '@gartenwerk/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import type { AdminRoute } from '../../routes/adminRoutes';
import { formatDateTime, useFeedback } from '../feedback';
import { TableSection } from '../AdminTable';
import { FormSection } from '../FormSection';
import { LoadedScreen } from '../LoadedScreen';
import { parseTags } from '../../kit';
import { LineExtras } from './LineExtras';

/** shop/pricerequest/edit/:id?: one request with its items, the answer by mail and its state; without id a new one. */
export function PriceRequestEdit({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { id } = useParams();
  const query = useGetPriceRequestQuery(id ?? '', { skip: !id });
  return (
    <LoadedScreen<PriceRequest | null>
      route={route}
      // A new request needs nothing loaded.
      query={id ? query : { data: null, isLoading: false }}
      title={(request) => (request ? t('shopOrders.priceRequest', { name: request.name }) : route.label)}
      texts={{
        loading: t('shopOrders.requestList.loading'),
        notFound: t('shopOrders.priceRequestNotFound'),
        loadFailed: (message) => t('shopOrders.requestList.loadFailed', { message }),
      }}
      back={{ to: '/shop/pricerequest/browse', label: t('shopOrders.toPriceRequests') }}
    >
      {(request) =>
        request ? <PriceRequestView key={request._id} request={request} /> : <NewPriceRequest />
      }
    </LoadedScreen>
  );
}

function PriceRequestView({ request }: { request: PriceRequest }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const navigate = useNavigate();
  const [update, { isLoading: saving }] = useUpdatePriceRequestMutation();
  const [remove] = useRemovePriceRequestMutation();
  const [answer, setAnswer] = useState('');
  const [tags, setTags] = useState(request.tags.join(', '));
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  async function sendAnswer(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!answer.trim()) return;
    try {
      await update({ _id: request._id, answer: answer.trim() }).unwrap();
      setAnswer('');
      feedback.succeeded(t('shopOrders.answerSent', { email: request.email }));
    } catch (error) {
      feedback.failed(t('shopOrders.actionFailed'), error);
    }
  }

  async function change(input: { status?: PriceRequest['status']; tags?: string[] }) {
    try {
      await update({ _id: request._id, ...input }).unwrap();
      feedback.succeeded(t('shopOrders.saved'));
    } catch (error) {
      feedback.failed(t('shopOrders.saveFailed'), error);
    }
  }

  async function removeRequest() {
    setConfirmingDelete(false);
    try {
      await remove(request._id).unwrap();
      feedback.succeeded(t('shopOrders.deleted'));
      void navigate('/shop/pricerequest/browse');
    } catch (error) {
      feedback.failed(t('shopOrders.actionFailed'), error);
    }
  }

  return (
    <>
      <dl className="admin-facts">
        <dt>{t('shopOrders.date')}</dt>
        <dd>{formatDateTime(request.created, i18n.language)}</dd>
        <dt>{t('shopOrders.status')}</dt>
        <dd data-testid="request-status">{t(`shopOrders.requestStatusNames.${request.status}`)}</dd>
        <dt>{t('shopOrders.customer')}</dt>
        <dd>
          {request.perm.owner ? (
            <Link to={`/shop/customers/${encodeURIComponent(request.perm.owner)}`}>{request.name}</Link>
          ) : (
            request.name
          )}
        </dd>
        <dt>{t('shopOrders.email')}</dt>
        <dd>
          <a href={`mailto:${request.email}`}>{request.email}</a>
        </dd>
        {request.phone && (
          <>
            <dt>{t('shopOrders.phone')}</dt>
            <dd>{request.phone}</dd>
          </>
        )}
        {request.message && (
          <>
            <dt>{t('shopOrders.message')}</dt>
            <dd style={{ whiteSpace: 'pre-line' }}>{request.message}</dd>
          </>
        )}
      </dl>

      <TableSection
        id="request-items"
        title={t('shopOrders.items')}
        columns={[t('shopOrders.amount'), t('shopOrders.product'), t('shopOrders.variant')]}
      >
        {request.items.map((item, index) => (
          <tr key={`${item.item}-${index}`}>
            <td>{item.amount}</td>
            <td>
              {item.title}
              <LineExtras line={item} />
            </td>
            <td>{variantLabel(item)}</td>
          </tr>
        ))}
      </TableSection>

      <FormSection
        id="request-answer"
        title={t('shopOrders.answer')}
        onSubmit={sendAnswer}
        submitLabel={t('shopOrders.sendAnswer')}
        busy={saving || !answer.trim()}
      >
        <label>
          {t('shopOrders.answer')}
          <textarea rows={8} required value={answer} onChange={(event) => setAnswer(event.target.value)} />
        </label>
        <p>{t('shopOrders.answerHint')}</p>
      </FormSection>

      <FormSection
        id="request-state"
        title={t('shopOrders.status')}
        onSubmit={(event) => {
          event.preventDefault();
          void change({ tags: parseTags(tags) });
        }}
        submitLabel={t('shopOrders.save')}
        busy={saving}
        actions={
          <>
            <Button
              type="button"
              variant="secondary"
              disabled={saving}
              onClick={() => void change({ status: request.status === 'open' ? 'answered' : 'open' })}
            >
              {request.status === 'open' ? t('shopOrders.markAnswered') : t('shopOrders.markOpen')}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setConfirmingDelete(true)}>
              {t('shopOrders.delete')}
            </Button>
          </>
        }
      >
        <TextInput
          label={t('shopOrders.tags')}
          hint={t('shopOrders.tagsHint')}
          value={tags}
          onChange={(event) => setTags(event.target.value)}
        />
      </FormSection>
      <ConfirmDialog
        open={confirmingDelete}
        title={t('shopOrders.delete')}
        confirmLabel={t('shopOrders.delete')}
        onConfirm={() => void removeRequest()}
        onCancel={() => setConfirmingDelete(false)}
      />
    </>
  );
}

/** Records a request taken by phone or mail: contact, message and product lines by product id. */
function NewPriceRequest() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const navigate = useNavigate();
  const [create, { isLoading }] = useCreatePriceRequestMutation();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [message, setMessage] = useState('');
  const [items, setItems] = useState([{ item: '', amount: '1' }]);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      const created = await create({
        name: name.trim(),
        email: email.trim(),
        ...(phone.trim() ? { phone: phone.trim() } : {}),
        ...(message.trim() ? { message: message.trim() } : {}),
        items: items
          .filter((line) => line.item.trim())
          .map((line) => ({ item: line.item.trim(), amount: Number(line.amount) })),
      }).unwrap();
      feedback.succeeded(t('shopOrders.created'));
      void navigate(`/shop/pricerequest/edit/${encodeURIComponent(created._id)}`);
    } catch (error) {
      feedback.failed(t('shopOrders.saveFailed'), error);
    }
  }

  return (
    <form className="admin-form" aria-labelledby="admin-screen-title" onSubmit={(event) => void save(event)}>
      <TextInput
        label={t('shopOrders.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <TextInput
        type="email"
        label={t('shopOrders.email')}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextInput
        label={t('shopOrders.phone')}
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
      />
      <label>
        {t('shopOrders.message')}
        <textarea rows={4} value={message} onChange={(event) => setMessage(event.target.value)} />
      </label>
      {items.map((line, index) => (
        <fieldset key={index} className="admin-form__roles">
          <legend>{`${t('shopOrders.items')} ${index + 1}`}</legend>
          <TextInput
            label={t('shopOrders.productId')}
            value={line.item}
            onChange={(event) =>
              setItems(
                items.map((other, at) => (at === index ? { ...other, item: event.target.value } : other)),
              )
            }
          />
          <TextInput
            type="number"
            min={1}
            label={t('shopOrders.amount')}
            value={line.amount}
            onChange={(event) =>
              setItems(
                items.map((other, at) => (at === index ? { ...other, amount: event.target.value } : other)),
              )
            }
          />
        </fieldset>
      ))}
      <div className="admin-form__actions">
        <Button
          type="button"
          variant="secondary"
          onClick={() => setItems([...items, { item: '', amount: '1' }])}
        >
          {t('shopOrders.addItem')}
        </Button>
        <Button type="submit" disabled={isLoading}>
          {t('shopOrders.create')}
        </Button>
      </div>
    </form>
  );
}
