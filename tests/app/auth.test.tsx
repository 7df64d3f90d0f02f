import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { resetStartupSyncMemory } from '@/store/sync/session-sync';
import { DEMO_USER } from '@/mocks/db';
import { setFault } from '@/mocks/faults';
import { useAppStore } from '@/store/store';
import { renderRoutes } from '../render';

describe('login', () => {
  it('validates fields with localised messages before calling the server', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/login');
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Please enter your e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('E-mail address'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText(/Please enter a valid e-mail address/)).toBeInTheDocument();
  });

  it('accepts pasted credentials, stores the token under `token` and syncs the server results', async () => {
    resetStartupSyncMemory();
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/login');
    await user.click(await screen.findByLabelText('E-mail address'));
    await user.paste(DEMO_USER.email);
    await user.click(screen.getByLabelText('Password'));
    await user.paste(DEMO_USER.password);
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('token')).toBe(useAppStore.getState().token);
    await waitFor(() => expect(JSON.parse(localStorage.getItem('quiz_results') ?? '{}')).toHaveProperty('food01_results'));
    await waitFor(() => expect(JSON.parse(localStorage.getItem('reviews') ?? '[]')).toContainEqual({ review: 'der Apfel', translation: 'apple' }));
  });

  it('says when the e-mail or password is wrong, and when the server cannot be reached', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/login');
    await user.type(await screen.findByLabelText('E-mail address'), DEMO_USER.email);
    await user.type(screen.getByLabelText('Password'), 'falsch');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail address or the password is wrong.');
    setFault('login', 'network');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('No connection to the server.'));
    setFault('login', 'truncated');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on the server.'));
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('register, forgot and reset password', () => {
  it('registers and goes to the success page; shows the server error for a taken e-mail', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/register');
    await user.type(await screen.findByLabelText('Your name'), 'Oksana');
    await user.type(screen.getByLabelText('E-mail address'), DEMO_USER.email);
    await user.type(screen.getByLabelText(/^Password/), 'kurz');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('The password needs at least 8 characters.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password/), 'undlaenger');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This e-mail address is already registered.');
    await user.clear(screen.getByLabelText('E-mail address'));
    await user.type(screen.getByLabelText('E-mail address'), 'oksana@example.com');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/success-registration'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Registration successful' })).toBeInTheDocument();
  });

  it('asks for a reset link and confirms without telling whether the account exists', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/forgot-password');
    await user.type(await screen.findByLabelText('E-mail address'), 'wer@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If an account exists for this e-mail address');
  });

  it('sets a new password with the link token, and reports a stale link', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/reset-password/demo-reset-token');
    await user.type(await screen.findByLabelText(/^New password/), 'NeuesPasswort1');
    await user.type(screen.getByLabelText('Repeat the password'), 'NeuesPasswort2');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(screen.getByText('The two passwords are not the same.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Repeat the password'));
    await user.type(screen.getByLabelText('Repeat the password'), 'NeuesPasswort1');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your new password is saved.');
    const view = renderRoutes(routes, '/reset-password/old-token');
    void view;
    const fields = await screen.findAllByLabelText(/^New password/);
    await user.type(fields.at(-1) as HTMLElement, 'NeuesPasswort1');
    await user.type(screen.getAllByLabelText('Repeat the password').at(-1) as HTMLElement, 'NeuesPasswort1');
    await user.click(screen.getAllByRole('button', { name: 'Save the new password' }).at(-1) as HTMLElement);
    expect(await screen.findByText('This link is invalid or has expired.')).toBeInTheDocument();
  });

  it('has the four outcome pages at their live paths', async () => {
    for (const [path, title] of [
      ['/success-registration', 'Registration successful'],
      ['/success-reregistration', 'Your account is active again'],
      ['/something-went-wrong', 'Something went wrong'],
      ['/reregestration-fail', 'Registration cancelled'],
    ] as const) {
      const view = renderRoutes(routes, path);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      view.unmount();
    }
  });
});
