import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { login } from '@/api/endpoints/auth';
import { routes } from '@/app/router';
import { env } from '@/config/env';
import { DEMO_USER } from '@/mocks/db';
import { setFault } from '@/mocks/faults';
import { useAppStore } from '@/store/store';
import { renderRoutes } from '../render';

/**
 * Issue 26 item 4: the calls the spec does not list (tutors list and request, advertising
 * enquiry, crossword by id). When the backend answers 404 (an HTML page) or HTML with 200, each
 * page still serves its purpose: a prefilled e-mail to the site owner, or "unavailable" with a
 * link back to the crosswords list.
 */
const MODES = ['html404', 'html200'] as const;

function mailtoOf(link: HTMLElement): URL {
  const href = link.getAttribute('href') ?? '';
  expect(href.startsWith(`mailto:${env.owner.email}?`)).toBe(true);
  return new URL(href);
}

describe('assumed calls answering 404 or HTML', () => {
  for (const mode of MODES) {
    it(`tutors list (${mode}): an e-mail to the site owner instead of the list`, async () => {
      setFault('getTutors', mode);
      renderRoutes(routes, '/online-tutors/');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('The list of tutors could not be loaded.');
      const mail = mailtoOf(within(alert).getByRole('link', { name: 'Write the e-mail' }));
      expect(mail.searchParams.get('subject')).toBe('Looking for a German tutor');
      expect(mail.searchParams.get('body')).toContain('I am looking for a German tutor.');
    });

    it(`tutor request (${mode}): the request goes by e-mail, with what was typed`, async () => {
      setFault('sendTutorRequest', mode);
      const user = userEvent.setup();
      renderRoutes(routes, '/online-tutors/');
      await user.click(await screen.findByRole('button', { name: 'Contact Anna Becker' }));
      const d = within(screen.getByRole('dialog', { name: 'Request to Anna Becker' }));
      await user.type(d.getByLabelText('Your name'), 'Oksana');
      await user.type(d.getByLabelText('Your e-mail address'), 'oksana@example.com');
      await user.selectOptions(d.getByLabelText('Your German level'), 'A2');
      await user.selectOptions(d.getByLabelText('Your goal'), 'work');
      await user.type(d.getByLabelText('Your message'), 'Ich möchte für die Arbeit sprechen üben.');
      await user.click(d.getByRole('button', { name: 'Send the request' }));
      const mail = mailtoOf(await d.findByRole('link', { name: 'Write the e-mail' }));
      expect(mail.searchParams.get('subject')).toBe('Tutor request: Anna Becker');
      const body = mail.searchParams.get('body') ?? '';
      for (const part of ['Tutor: Anna Becker', 'Your name: Oksana', 'oksana@example.com', 'A2', 'German for work', 'Ich möchte für die Arbeit sprechen üben.']) expect(body).toContain(part);
    });

    it(`advertising enquiry (${mode}): the enquiry goes by e-mail, with what was typed`, async () => {
      setFault('advertiseRequest', mode);
      const user = userEvent.setup();
      renderRoutes(routes, '/advertise/');
      await user.type(await screen.findByLabelText('Company'), 'Reisebüro Sonnenschein');
      await user.type(screen.getByLabelText('Contact name'), 'Jana Weber');
      await user.type(screen.getByLabelText('E-mail address'), 'jana@example.com');
      await user.selectOptions(screen.getByLabelText('Which offer?'), "Banner under a topic's word list");
      await user.click(screen.getByLabelText(/^Message/));
      await user.paste('We would like a banner under the travel articles in spring.');
      await user.click(screen.getByRole('button', { name: 'Send the enquiry' }));
      const mail = mailtoOf(await screen.findByRole('link', { name: 'Write the e-mail' }));
      expect(mail.searchParams.get('subject')).toBe('Advertising enquiry: Reisebüro Sonnenschein');
      const body = mail.searchParams.get('body') ?? '';
      for (const part of ['Company: Reisebüro Sonnenschein', 'Jana Weber', 'jana@example.com', 'We would like a banner']) expect(body).toContain(part);
    });

    it(`crossword by id (${mode}): "unavailable" with a link back to the list`, async () => {
      const { token } = await login(DEMO_USER);
      useAppStore.getState().login(token);
      setFault('getCrossword', mode);
      renderRoutes(routes, '/crosswords/game/2');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('The server does not provide this puzzle at the moment: choose another one from the list of all crosswords.');
      expect(screen.getByRole('link', { name: 'All crosswords' })).toHaveAttribute('href', '/crosswords/');
    });
  }
});
