import { useMutation } from '@tanstack/react-query';
import { callApi, requireSuccess } from '../client';
import { SuccessSchema } from '../schemas';

/** POST delete_account.php, Bearer, {password}. HTTP 401 = wrong password (spec 000 §7). */
export function deleteAccount(body: { password: string }) {
  return callApi({ call: 'deleteAccount', method: 'POST', path: 'delete_account.php', body, schema: SuccessSchema, passwordChecked: true, bearer: true }).then((a) =>
    requireSuccess(a, 'deleteAccount'),
  );
}

/** POST reset_progress.php, Bearer, {password, token}. */
export function resetProgress(body: { password: string }) {
  return callApi({ call: 'resetProgress', method: 'POST', path: 'reset_progress.php', body, schema: SuccessSchema, passwordChecked: true, auth: true }).then((a) =>
    requireSuccess(a, 'resetProgress'),
  );
}

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
export const useResetProgress = () => useMutation({ mutationFn: resetProgress });
