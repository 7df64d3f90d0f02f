import { useMutation } from '@tanstack/react-query';
import { callApi, requireSuccess } from '../client';
import { LoginSchema, SuccessSchema } from '../schemas';

/** CONTRACT.md (assumed calls): login, register, forgot and reset password. */

export function login(body: { email: string; password: string }) {
  // A 401 here is "wrong e-mail or password", not an expired session.
  return callApi({ call: 'login', method: 'POST', path: 'login.php', body, schema: LoginSchema, passwordChecked: true });
}

export function register(body: { name: string; email: string; password: string; language: string }) {
  return callApi({ call: 'register', method: 'POST', path: 'register.php', body, schema: SuccessSchema }).then((a) => requireSuccess(a, 'register'));
}

export function forgotPassword(body: { email: string }) {
  return callApi({ call: 'forgotPassword', method: 'POST', path: 'forgot_password.php', body, schema: SuccessSchema }).then((a) => requireSuccess(a, 'forgotPassword'));
}

export function resetPassword(body: { token: string; password: string }) {
  return callApi({ call: 'resetPassword', method: 'POST', path: 'reset_password.php', body, schema: SuccessSchema, passwordChecked: true }).then((a) => requireSuccess(a, 'resetPassword'));
}

export const useLogin = () => useMutation({ mutationFn: login });
export const useRegister = () => useMutation({ mutationFn: register });
export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
