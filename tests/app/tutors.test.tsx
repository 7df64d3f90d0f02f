import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { db } from '@/mocks/db';
import { clearFaults, setFault, type FaultMode } from '@/mocks/faults';
import { server } from '@/mocks/node';
import { renderRoutes } from '../render';

type User = ReturnType<typeof userEvent.setup>;

async function openForm(user: User, name = 'Anna Becker') {
  await user.click(await screen.findByRole('button', { name: `Contact ${name}` }));
  return screen.getByRole('dialog', { name: `Request to ${name}` });
}

async function fillForm(user: User, dialog: HTMLElement) {
  const d = within(dialog);
  await user.type(d.getByLabelText('Your name'), 'Oksana');
  await user.type(d.getByLabelText('Your e-mail address'), 'oksana@example.com');
  await user.selectOptions(d.getByLabelText('Your German level'), 'A2');
  await user.selectOptions(d.getByLabelText('Your goal'), 'work');
  await user.type(d.getByLabelText('Your message'), 'Ich möchte für die Arbeit sprechen üben.');
}

describe('/online-tutors/', () => {
  it('explains the steps and shows each tutor with languages, levels, specialities and price range', async () => {
    renderRoutes(routes, '/online-tutors/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Online German tutors' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeInTheDocument();
    expect(screen.getByText(/The tutor answers you by e-mail/)).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'Anna Becker' })).closest('article');
    expect(card).not.toBeNull();
    const c = within(card as HTMLElement);
    expect(c.getByText('German, English, Ukrainian')).toBeInTheDocument();
    expect(c.getByText('A1, A2, B1')).toBeInTheDocument();
    expect(c.getByText('Pronunciation')).toBeInTheDocument();
    expect(c.getByText(/18.*25/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Contact / })).toHaveLength(db.tutors.length);
  });

  it('is served without the trailing slash too', async () => {
    renderRoutes(routes, '/online-tutors');
    expect(await screen.findByRole('heading', { level: 1, name: 'Online German tutors' })).toBeInTheDocument();
  });

  it('says so while loading, and when the list fails, with a retry that works', async () => {
    const user = userEvent.setup();
    setFault('getTutors', 'html500');
    renderRoutes(routes, '/online-tutors/');
    expect(await screen.findByText('Loading the tutors…')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('The list of tutors could not be loaded.');
    clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Anna Becker' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each<FaultMode>(['network', 'truncated', 'shape'])('explains a list that fails with %s', async (mode) => {
    setFault('getTutors', mode);
    renderRoutes(routes, '/online-tutors/');
    expect(await screen.findByRole('alert')).toHaveTextContent('The list of tutors could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says when no tutor is available', async () => {
    server.use(http.get('*/site/get.php', () => HttpResponse.json([])));
    renderRoutes(routes, '/online-tutors/');
    expect(await screen.findByText('No tutors are available at the moment. Please come back later.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Contact / })).not.toBeInTheDocument();
  });
});

describe('the contact form', () => {
  it('shows every validation message on its field and focuses the first wrong one', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/online-tutors/');
    const dialog = await openForm(user);
    const d = within(dialog);
    await user.click(d.getByRole('button', { name: 'Send the request' }));
    const expected: [string, string][] = [
      ['Your name', 'Please enter your name.'],
      ['Your e-mail address', 'Please enter your e-mail address, so the tutor can answer you.'],
      ['Your German level', 'Please choose your German level.'],
      ['Your goal', 'Please choose your goal.'],
      ['Your message', 'Please write a short message to the tutor.'],
    ];
    for (const [label, text] of expected) {
      const field = d.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(text));
    }
    expect(d.getByLabelText('Your name')).toHaveFocus();

    await user.type(d.getByLabelText('Your name'), 'Oksana');
    await user.type(d.getByLabelText('Your e-mail address'), 'oksana-at-example');
    await user.type(d.getByLabelText('Your message'), 'kurz');
    await user.click(d.getByRole('button', { name: 'Send the request' }));
    expect(d.getByLabelText('Your name')).not.toHaveAttribute('aria-invalid');
    expect(d.getByLabelText('Your e-mail address')).toHaveAccessibleDescription('Please enter a valid e-mail address, e.g. name@example.com.');
    expect(d.getByLabelText('Your e-mail address')).toHaveFocus();
    expect(d.getByLabelText('Your message')).toHaveAccessibleDescription(expect.stringContaining('Please write a little more: at least 10 characters.'));

    await user.clear(d.getByLabelText('Your name'));
    await user.click(d.getByLabelText('Your name'));
    await user.paste('N'.repeat(101));
    await user.clear(d.getByLabelText('Your message'));
    await user.click(d.getByLabelText('Your message'));
    await user.paste('m'.repeat(2001));
    await user.click(d.getByRole('button', { name: 'Send the request' }));
    expect(d.getByLabelText('Your name')).toHaveAccessibleDescription('Please shorten your name to at most 100 characters.');
    expect(d.getByLabelText('Your message')).toHaveAccessibleDescription(expect.stringContaining('Please shorten your message to at most 2000 characters.'));
    expect(d.getByLabelText('Your name')).toHaveFocus();
    expect(db.tutorRequests).toEqual([]);
  });

  it('sends the request, confirms it, and gives focus back to the Contact button on closing', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/online-tutors/');
    const dialog = await openForm(user, 'Jonas Richter');
    await fillForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    const confirmation = await within(dialog).findByText('Your request has been sent to Jonas Richter. They will answer by e-mail.');
    expect(confirmation).toHaveFocus();
    expect(db.tutorRequests).toHaveLength(1);
    expect(db.tutorRequests[0]).toMatchObject({ tutor_id: 2, name: 'Oksana', email: 'oksana@example.com', level: 'A2', goal: 'work', message: 'Ich möchte für die Arbeit sprechen üben.', lang: 'en' });
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[1] as HTMLElement);
    expect(screen.queryByRole('dialog', { name: 'Request to Jonas Richter' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact Jonas Richter' })).toHaveFocus();
  });

  const faults: [FaultMode, string][] = [
    ['network', 'No connection to the server. Please check your internet connection and try again.'],
    ['html500', 'The server could not take your request. Please try again later.'],
    ['truncated', "The server's answer could not be read, so we cannot tell whether your request arrived."],
    ['shape', "The server's answer could not be read, so we cannot tell whether your request arrived."],
    ['refused', 'Your request was not accepted. The server says: “The request was refused (stand-in fault mode).”'],
  ];

  it.each(faults)('explains a request that fails with %s and keeps what was typed', async (mode, text) => {
    const user = userEvent.setup();
    renderRoutes(routes, '/online-tutors/');
    const dialog = await openForm(user);
    await fillForm(user, dialog);
    setFault('sendTutorRequest', mode);
    await user.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(alert).toHaveTextContent('What you wrote is still in the form.');
    const d = within(dialog);
    expect(d.getByLabelText('Your name')).toHaveValue('Oksana');
    expect(d.getByLabelText('Your e-mail address')).toHaveValue('oksana@example.com');
    expect(d.getByLabelText('Your German level')).toHaveValue('A2');
    expect(d.getByLabelText('Your goal')).toHaveValue('work');
    expect(d.getByLabelText('Your message')).toHaveValue('Ich möchte für die Arbeit sprechen üben.');
    // Once the server answers again, the same request goes through.
    clearFaults();
    await user.click(d.getByRole('button', { name: 'Send the request' }));
    expect(await d.findByText('Your request has been sent to Anna Becker. They will answer by e-mail.')).toBeInTheDocument();
  });

  it('shows the server’s own refusal (a tutor no longer available)', async () => {
    const user = userEvent.setup();
    server.use(http.get('*/site/get.php', () => HttpResponse.json([{ id: 99, name: 'Gone Tutor', languages: ['de'], levels: ['A1'], specialities: [], priceFrom: 10, priceTo: 20, currency: 'EUR' }])));
    renderRoutes(routes, '/online-tutors/');
    const dialog = await openForm(user, 'Gone Tutor');
    await fillForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('The server says: “This tutor is no longer available.”'));
  });
});
