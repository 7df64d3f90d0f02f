import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callLooksMissing } from '@/api/assumed';
import { tutorsQueryOptions } from '@/api/endpoints/tutors';
import { MailFallback } from '@/components/ui/mail-fallback';
import { env } from '@/config/env';
import type { Tutor } from '@/api/schemas';
import { htmlLangOf, type Lang } from '@/i18n/languages';
import { offlineMessage } from '@/api/offline-message';
import { safeBackendUrl } from '@/lib/safe-url';
import { initials, languageName, priceRange } from '../model/format';
import { ContactDialog } from './contact-dialog';

function TutorCard({ tutor, lang, uploadsBase, onContact }: { tutor: Tutor; lang: Lang; uploadsBase: string; onContact: (button: HTMLButtonElement) => void }) {
  const { t } = useTranslation('tutors');
  // The photo's address comes from the backend: only http(s) or a path under the uploads base (issue 24.3).
  const photo = safeBackendUrl(tutor.photo, uploadsBase);
  const headingId = `tutor-${tutor.id}`;
  return (
    <article aria-labelledby={headingId} className="card flex h-full flex-col gap-4">
      <div className="flex items-center gap-4">
        {photo ? (
          <img src={photo} alt="" width={64} height={64} className="size-16 shrink-0 rounded-full object-cover" />
        ) : (
          <span aria-hidden="true" className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xl font-bold text-brand-800">
            {initials(tutor.name)}
          </span>
        )}
        <h3 id={headingId} className="text-xl font-semibold break-words">
          {tutor.name}
        </h3>
      </div>
      <dl className="grid gap-2 text-slate-800">
        <div>
          <dt className="text-sm font-semibold text-slate-600">{t('speaks')}</dt>
          <dd>{tutor.languages.map((code) => languageName(code, lang)).join(', ')}</dd>
        </div>
        {tutor.levels.length > 0 && (
          <div>
            <dt className="text-sm font-semibold text-slate-600">{t('levels')}</dt>
            <dd>{tutor.levels.join(', ')}</dd>
          </div>
        )}
        {tutor.specialities.length > 0 && (
          <div>
            <dt className="text-sm font-semibold text-slate-600">{t('specialities')}</dt>
            <dd>
              <ul className="mt-1 flex flex-wrap gap-1.5">
                {tutor.specialities.map((key) => (
                  <li key={key} className="rounded-full border border-slate-300 px-2.5 py-0.5 text-sm">
                    {t(`speciality.${key}`)}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        <div>
          <dt className="text-sm font-semibold text-slate-600">{t('price')}</dt>
          <dd lang={htmlLangOf(lang)}>{priceRange(tutor.priceFrom, tutor.priceTo, tutor.currency, lang)}</dd>
        </div>
      </dl>
      <button type="button" className="btn-primary mt-auto" aria-label={t('contactTutor', { name: tutor.name })} onClick={(e) => onContact(e.currentTarget)}>
        {t('contact')}
      </button>
    </article>
  );
}

/** The tutors from the backend (`site/get.php?type=tutors`): loading, failure with retry, empty, or the profiles. */
export function TutorDirectory({ lang, uploadsBase }: { lang: Lang; uploadsBase: string }) {
  const { t } = useTranslation('tutors');
  // The tutors calls are assumed (not in the spec): switched off, or missing on the backend, the
  // page offers an e-mail to the site owner instead (docs/backend.md).
  const enabled = env.assumedCalls.tutors;
  const tutors = useQuery({ ...tutorsQueryOptions(), retry: false, enabled });
  const [contact, setContact] = useState<Tutor | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const mail = { to: env.owner.email, subject: t('mail.listSubject'), body: t('mail.listBody') };

  if (!enabled) return <MailFallback reason="off" {...mail} />;
  if (tutors.isPending) return <p className="mt-4" role="status">{t('loading')}</p>;
  if (tutors.isError) {
    return (
      <div role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
        <p className="font-medium">{offlineMessage(tutors.error) ?? t('loadFailed')}</p>
        <button type="button" className="btn-secondary mt-3" disabled={tutors.isFetching} onClick={() => void tutors.refetch()}>
          {t('retry')}
        </button>
        {callLooksMissing(tutors.error) && <MailFallback reason="missing" {...mail} />}
      </div>
    );
  }
  if (tutors.data.length === 0) return <p className="mt-4 text-lg">{t('empty')}</p>;

  return (
    <>
      <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {tutors.data.map((tutor) => (
          <li key={tutor.id}>
            <TutorCard
              tutor={tutor}
              lang={lang}
              uploadsBase={uploadsBase}
              onContact={(button) => {
                opener.current = button;
                setContact(tutor);
              }}
            />
          </li>
        ))}
      </ul>
      {contact && (
        <ContactDialog
          key={contact.id}
          tutor={contact}
          lang={lang}
          onClose={() => {
            setContact(null);
            opener.current?.focus();
          }}
        />
      )}
    </>
  );
}
