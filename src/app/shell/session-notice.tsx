import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { paths } from '@/config/paths';
import { useAppStore } from '@/store/store';

/**
 * Says that the server ended the session (a 401 on a call that carried it): the learner is a
 * visitor now and the progress stays on the device. Stays until closed or a new login.
 */
export function SessionNotice() {
  const { t } = useTranslation();
  const ended = useAppStore((s) => s.sessionEnded);
  const dismiss = useAppStore((s) => s.dismissSessionEnded);
  if (!ended) return null;
  return (
    <div role="alert" className="sticky top-0 z-30 border-b border-sky-300 bg-sky-50 print:hidden">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <p className="min-w-0 flex-1 basis-64 text-sky-950">{t('sessionEnded.message')}</p>
        <AppLink to={paths.login} className="btn-primary min-h-11" onClick={dismiss}>
          {t('sessionEnded.login')}
        </AppLink>
        <button type="button" className="btn-secondary min-h-11" onClick={dismiss}>
          {t('sessionEnded.close')}
        </button>
      </div>
    </div>
  );
}
