import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteAccount, useResetProgress } from '@/api/endpoints/account';
import { Alert } from '@/components/ui/alert';
import { TextField } from '@/components/ui/text-field';
import { apiErrorDetail } from '@/api/error-message';
import { deleteFailureMessage, resetFailureMessage, validateAccountAction, type AccountMessage } from '../model/messages';

interface Props {
  token: string | null;
  onLogout: () => void;
  /** After a successful reset on the server: clear local quiz_results and reviews. */
  onProgressReset: () => void;
  /** After the account is deleted: log out and return to the main page. */
  onDeleted: () => void;
}

function useMessageText() {
  const { t } = useTranslation('account');
  return (message: AccountMessage) => ('text' in message ? message.text : t(message.key, { error: message.error ?? '' }).trim());
}

function PasswordAction({
  title,
  text,
  submit,
  busy,
  pending,
  tone,
  message,
  onSubmit,
}: {
  title: string;
  text: string;
  submit: string;
  busy: string;
  pending: boolean;
  tone: 'danger' | 'normal';
  message: { tone: 'error' | 'success'; text: string } | null;
  onSubmit: (password: string) => void;
}) {
  const { t } = useTranslation('account');
  const [password, setPassword] = useState('');
  const handle = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(password);
  };
  return (
    <section className="card mt-6" aria-label={title}>
      <h2 className="text-xl font-bold">{title}</h2>
      <p className="mt-1 text-slate-700">{text}</p>
      <form noValidate onSubmit={handle} className="mt-4 space-y-3">
        <TextField label={t('password')} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        {message && <Alert tone={message.tone}>{message.text}</Alert>}
        <button type="submit" disabled={pending} className={tone === 'danger' ? 'btn-primary bg-red-700 hover:bg-red-800' : 'btn-primary'}>
          {pending ? busy : submit}
        </button>
      </form>
    </section>
  );
}

/** "Your Account" (spec 000 §2, §5, §8): Logout, Delete Account, Reset Progress. */
export function AccountScreen({ token, onLogout, onProgressReset, onDeleted }: Props) {
  const { t } = useTranslation('account');
  const text = useMessageText();
  const deleteAccount = useDeleteAccount();
  const resetProgress = useResetProgress();
  const [deleteMessage, setDeleteMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [resetMessage, setResetMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const onDelete = (password: string) => {
    const invalid = validateAccountAction(password, token);
    if (invalid) return setDeleteMessage({ tone: 'error', text: text(invalid) });
    setDeleteMessage(null);
    deleteAccount.mutate(
      { password },
      {
        onSuccess: onDeleted,
        onError: (error) => {
          console.warn(apiErrorDetail(error));
          setDeleteMessage({ tone: 'error', text: text(deleteFailureMessage(error)) });
        },
      },
    );
  };

  const onReset = (password: string) => {
    const invalid = validateAccountAction(password, token);
    if (invalid || !token) return setResetMessage({ tone: 'error', text: text(invalid ?? { key: 'messages.enterPassword' }) });
    setResetMessage(null);
    resetProgress.mutate(
      { password },
      {
        onSuccess: () => {
          onProgressReset();
          setResetMessage({ tone: 'success', text: text({ key: 'messages.resetDone' }) });
        },
        onError: (error) => {
          console.warn(apiErrorDetail(error));
          setResetMessage({ tone: 'error', text: text(resetFailureMessage(error)) });
        },
      },
    );
  };

  return (
    <div className="max-w-2xl">
      <section className="card mt-6" aria-label={t('logout')}>
        <p className="text-slate-700">{t('logoutHint')}</p>
        <button type="button" className="btn-secondary mt-3" onClick={onLogout}>
          {t('logout')}
        </button>
      </section>
      <PasswordAction
        title={t('reset.title')}
        text={t('reset.text')}
        submit={t('reset.submit')}
        busy={t('reset.busy')}
        pending={resetProgress.isPending}
        // Erasing every star is destructive: styled as such, like deleting the account (issue 25).
        tone="danger"
        message={resetMessage}
        onSubmit={onReset}
      />
      <PasswordAction
        title={t('delete.title')}
        text={t('delete.text')}
        submit={t('delete.submit')}
        busy={t('delete.busy')}
        pending={deleteAccount.isPending}
        tone="danger"
        message={deleteMessage}
        onSubmit={onDelete}
      />
    </div>
  );
}
