import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { callLooksMissing } from '@/api/assumed';
import { useAdvertiseRequest } from '@/api/endpoints/advertise';
import { MailFallback } from '@/components/ui/mail-fallback';
import { env } from '@/config/env';
import { mailBody } from '@/lib/mailto';
import { Alert } from '@/components/ui/alert';
import { AppLink } from '@/components/ui/app-link';
import { Field } from '@/components/ui/field';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useAppStore } from '@/store/store';
import {
  BUDGETS,
  EMPTY_VALUES,
  OFFERS,
  describeSendError,
  firstInvalid,
  isBudget,
  isOffer,
  validateAdvertise,
  type AdvertiseErrors,
  type AdvertiseField,
  type AdvertiseValues,
  type Offer,
} from '../model/form';

/** The `name` of each field's control (the company field uses the autofill name `organization`). */
const FIELD_NAMES: Record<AdvertiseField, string> = { company: 'organization', name: 'name', email: 'email', offer: 'offer', budget: 'budget', message: 'message' };

/**
 * The advertiser's enquiry (POST site/advertise-request.php). Validates before sending, with each
 * message tied to its field and the focus on the first wrong one; a failed send keeps everything
 * typed and says why; a sent enquiry is confirmed in place.
 */
export function AdvertiseForm({ defaultOffer }: { defaultOffer?: Offer }) {
  const { t } = useTranslation('advertise');
  const lang = useAppStore((s) => s.curLang);
  const send = useAdvertiseRequest();
  const [values, setValues] = useState<AdvertiseValues>({ ...EMPTY_VALUES, offer: defaultOffer ?? '' });
  const [errors, setErrors] = useState<AdvertiseErrors>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const confirmation = useRef<HTMLHeadingElement>(null);
  const failure = send.isError ? describeSendError(send.error) : null;
  // The enquiry call is assumed (docs/backend.md): switched off, or missing on the backend, the
  // same enquiry goes by e-mail to the site owner.
  const [mailOnly, setMailOnly] = useState(false);
  const mailReason = mailOnly ? 'off' : send.isError && callLooksMissing(send.error) ? 'missing' : null;
  const mail = {
    to: env.owner.email,
    subject: t('form.mailSubject', { company: values.company.trim() }),
    body: mailBody([
      [t('form.company'), values.company],
      [t('form.name'), values.name],
      [t('form.email'), values.email],
      [t('form.offer'), isOffer(values.offer) ? t(`form.offers.${values.offer}`) : ''],
      [t('form.budget'), isBudget(values.budget) ? t(`form.budgets.${values.budget}`) : ''],
      [t('form.message'), values.message],
    ]),
  };

  useEffect(() => {
    if (sentTo !== null) confirmation.current?.focus();
  }, [sentTo]);

  const set = (field: AdvertiseField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // A corrected field loses its message at once; others keep theirs until the next try.
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const error = (field: AdvertiseField) => (errors[field] ? t(errors[field]) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateAdvertise(values);
    setErrors(found);
    const first = firstInvalid(found);
    if (first) {
      const element = form.current?.elements.namedItem(FIELD_NAMES[first]);
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    if (!env.assumedCalls.advertise) {
      setMailOnly(true);
      return;
    }
    const body = { ...values, company: values.company.trim(), name: values.name.trim(), email: values.email.trim(), message: values.message.trim(), lang };
    send.mutate(body, {
      onSuccess: () => {
        setSentTo(body.email);
        setValues({ ...EMPTY_VALUES, offer: defaultOffer ?? '' });
      },
    });
  };

  if (sentTo !== null) {
    return (
      <div role="status" className="mt-4 max-w-2xl rounded-xl border border-emerald-300 bg-emerald-50 p-5 text-emerald-900">
        <h3 ref={confirmation} tabIndex={-1} className="text-xl font-semibold">
          {t('form.sentTitle')}
        </h3>
        <p className="mt-2">{t('form.sentBody', { email: sentTo })}</p>
        <button
          type="button"
          className="btn-secondary mt-4"
          onClick={() => {
            send.reset();
            setSentTo(null);
          }}
        >
          {t('form.again')}
        </button>
      </div>
    );
  }

  return (
    <form ref={form} noValidate onSubmit={submit} className="mt-4 max-w-2xl space-y-4">
      <TextField label={t('form.company')} name="organization" autoComplete="organization" value={values.company} onChange={(e) => set('company')(e.target.value)} error={error('company')} required />
      <TextField label={t('form.name')} name="name" autoComplete="name" value={values.name} onChange={(e) => set('name')(e.target.value)} error={error('name')} required />
      <TextField label={t('form.email')} type="email" name="email" autoComplete="email" inputMode="email" value={values.email} onChange={(e) => set('email')(e.target.value)} error={error('email')} required />
      <Field label={t('form.offer')} error={error('offer')}>
        {(control) => (
          <select
            {...control}
            name="offer"
            required
            value={values.offer}
            onChange={(e) => set('offer')(isOffer(e.target.value) ? e.target.value : '')}
          >
            <option value="">{t('form.offerChoose')}</option>
            {OFFERS.map((offer) => (
              <option key={offer} value={offer}>
                {t(`form.offers.${offer}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('form.budget')} error={error('budget')}>
        {(control) => (
          <select
            {...control}
            name="budget"
            value={values.budget}
            onChange={(e) => set('budget')(isBudget(e.target.value) ? e.target.value : '')}
          >
            <option value="">{t('form.budgetNone')}</option>
            {BUDGETS.map((budget) => (
              <option key={budget} value={budget}>
                {t(`form.budgets.${budget}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('form.message')} hint={t('form.messageHint')} error={error('message')}>
        {(control) => (
          <textarea
            {...control}
            name="message"
            rows={6}
            required
            value={values.message}
            onChange={(e) => set('message')(e.target.value)}
          />
        )}
      </Field>
      <p className="text-sm text-slate-700">
        {t('form.privacy')}{' '}
        <AppLink to={paths.privacy} className="text-link">
          {t('form.privacyLink')}
        </AppLink>
      </p>
      {failure && (
        <Alert tone="error">
          {'text' in failure ? (
            <p>{failure.text}</p>
          ) : (
            <p>
              {t(failure.key)}
              {failure.serverMessage && <> {failure.serverMessage}</>}
            </p>
          )}
          <p className="mt-1">{t('form.errors.kept')}</p>
        </Alert>
      )}
      {mailReason && <MailFallback reason={mailReason} {...mail} />}
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={send.isPending}>
        {send.isPending ? t('form.busy') : t('form.submit')}
      </button>
    </form>
  );
}
