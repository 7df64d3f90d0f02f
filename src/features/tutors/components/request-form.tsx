import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { callLooksMissing } from '@/api/assumed';
import { TUTOR_GOALS, useTutorRequest } from '@/api/endpoints/tutors';
import { MailFallback } from '@/components/ui/mail-fallback';
import { env } from '@/config/env';
import { mailBody } from '@/lib/mailto';
import { TUTOR_LEVELS, type Tutor } from '@/api/schemas';
import { Alert } from '@/components/ui/alert';
import { Field } from '@/components/ui/field';
import { TextField } from '@/components/ui/text-field';
import type { Lang } from '@/i18n/languages';
import { describeRequestError } from '../model/describe-error';
import { emptyDraft, firstInvalid, isGoal, isLevel, validateDraft, type DraftErrors, type Field as DraftField, type RequestDraft } from '../model/validate';

const noErrors: DraftErrors = { name: null, email: null, level: null, goal: null, message: null };

/**
 * The request to one tutor: validated on submit (messages tied to their fields, focus to the first
 * wrong one), sent through `site/tutor-request.php`; on any failure a localised message, and the
 * form keeps everything typed.
 */
export function RequestForm({ tutor, lang, onSent }: { tutor: Tutor; lang: Lang; onSent: () => void }) {
  const { t } = useTranslation('tutors');
  const send = useTutorRequest();
  const [draft, setDraft] = useState<RequestDraft>(emptyDraft);
  const [errors, setErrors] = useState<DraftErrors>(noErrors);
  const refs = useRef<Partial<Record<DraftField, HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null>>>({});
  const set = <K extends DraftField>(field: K, value: RequestDraft[K]) => setDraft((d) => ({ ...d, [field]: value }));
  const message = (field: DraftField) => {
    const key = errors[field];
    return key ? t(key) : null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const found = validateDraft(draft);
    setErrors(found);
    const first = firstInvalid(found);
    if (first) {
      refs.current[first]?.focus();
      return;
    }
    if (!isLevel(draft.level) || !isGoal(draft.goal)) return;
    send.mutate(
      { tutor_id: tutor.id, name: draft.name.trim(), email: draft.email.trim(), level: draft.level, goal: draft.goal, message: draft.message.trim(), lang },
      { onSuccess: onSent },
    );
  };

  const failure = send.isError ? describeRequestError(send.error) : null;
  // The request call is assumed (docs/backend.md): when the backend lacks it, the same request by e-mail.
  const mail = {
    to: env.owner.email,
    subject: t('mail.requestSubject', { name: tutor.name }),
    body: mailBody([
      [t('mail.tutor'), tutor.name],
      [t('form.name'), draft.name],
      [t('form.email'), draft.email],
      [t('form.level'), draft.level],
      [t('form.goal'), isGoal(draft.goal) ? t(`goal.${draft.goal}`) : ''],
      [t('form.message'), draft.message],
    ]),
  };

  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-4">
      <TextField
        ref={(el) => {
          refs.current.name = el;
        }}
        label={t('form.name')}
        name="name"
        autoComplete="name"
        value={draft.name}
        onChange={(e) => set('name', e.target.value)}
        error={message('name')}
        required
      />
      <TextField
        ref={(el) => {
          refs.current.email = el;
        }}
        label={t('form.email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={draft.email}
        onChange={(e) => set('email', e.target.value)}
        error={message('email')}
        required
      />
      <Field label={t('form.level')} error={message('level')}>
        {(control) => (
          <select
            {...control}
            ref={(el) => {
              refs.current.level = el;
            }}
            name="level"
            required
            value={draft.level}
            onChange={(e) => set('level', isLevel(e.target.value) ? e.target.value : '')}
          >
            <option value="">{t('form.levelPlaceholder')}</option>
            {TUTOR_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`level.${level}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('form.goal')} error={message('goal')}>
        {(control) => (
          <select
            {...control}
            ref={(el) => {
              refs.current.goal = el;
            }}
            name="goal"
            required
            value={draft.goal}
            onChange={(e) => set('goal', isGoal(e.target.value) ? e.target.value : '')}
          >
            <option value="">{t('form.goalPlaceholder')}</option>
            {TUTOR_GOALS.map((goal) => (
              <option key={goal} value={goal}>
                {t(`goal.${goal}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('form.message')} hint={t('form.messageHint')} error={message('message')}>
        {(control) => (
          <textarea
            {...control}
            ref={(el) => {
              refs.current.message = el;
            }}
            name="message"
            rows={5}
            required
            value={draft.message}
            onChange={(e) => set('message', e.target.value)}
          />
        )}
      </Field>
      {failure && (
        <Alert tone="error">
          <p>{'text' in failure ? failure.text : failure.reason === undefined ? t(failure.key) : t(failure.key, { reason: failure.reason })}</p>
          <p className="mt-1">{t('errors.kept')}</p>
        </Alert>
      )}
      {send.isError && callLooksMissing(send.error) && <MailFallback reason="missing" {...mail} />}
      <button type="submit" className="btn-primary w-full" aria-disabled={send.isPending || undefined}>
        {send.isPending ? t('form.busy') : t('form.submit')}
      </button>
    </form>
  );
}
