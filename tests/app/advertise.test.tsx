import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { AxiosError } from 'axios';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { http } from '@/api/client';
import { login } from '@/api/endpoints/auth';
import { db, DEMO_USER } from '@/mocks/db';
import { setFault, type FaultMode } from '@/mocks/faults';
import { server } from '@/mocks/node';
import { useAppStore } from '@/store/store';
import { renderRoutes } from '../render';

const MESSAGE = 'We would like a banner under the travel articles in spring, in Ukrainian and Polish.';

async function openPage(path = '/advertise/') {
  const view = renderRoutes(routes, path);
  await screen.findByRole('heading', { level: 1 });
  return { ...view, user: userEvent.setup() };
}

const field = {
  company: () => screen.getByLabelText('Company'),
  name: () => screen.getByLabelText('Contact name'),
  email: () => screen.getByLabelText('E-mail address'),
  offer: () => screen.getByLabelText('Which offer?'),
  budget: () => screen.getByLabelText('Budget per campaign (optional)'),
  message: () => screen.getByLabelText(/^Message/),
};
const send = () => screen.getByRole('button', { name: 'Send the enquiry' });

async function fillIn(user: UserEvent) {
  await user.type(field.company(), 'Reisebüro Sonnenschein');
  await user.type(field.name(), 'Jana Weber');
  await user.type(field.email(), 'jana@example.com');
  await user.selectOptions(field.offer(), 'Banner under a topic\'s word list');
  await user.selectOptions(field.budget(), '€500 – €1,500');
  await user.click(field.message());
  await user.paste(MESSAGE);
}

/** The message tied to a field through aria-describedby. */
function describedText(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

function expectEverythingKept() {
  expect(field.company()).toHaveValue('Reisebüro Sonnenschein');
  expect(field.name()).toHaveValue('Jana Weber');
  expect(field.email()).toHaveValue('jana@example.com');
  expect(field.offer()).toHaveValue('topicBanner');
  expect(field.budget()).toHaveValue('500to1500');
  expect(field.message()).toHaveValue(MESSAGE);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('advertising pages', () => {
  it("are linked from the footer's top strip (spec 000 §2)", async () => {
    await openPage('/impressum');
    const strip = screen.getByRole('navigation', { name: 'Advertising' });
    expect(within(strip).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Advertise with us', '/advertise/'],
      ['For travel agencies', '/advertise-for-travel-agencies/'],
      ['For language schools', '/advertise-for-schools/'],
    ]);
  });

  it('serves the three pages with and without the trailing slash', async () => {
    for (const [path, title] of [
      ['/advertise/', 'Advertise with us'],
      ['/advertise', 'Advertise with us'],
      ['/advertise-for-travel-agencies/', 'Advertising for travel agencies'],
      ['/advertise-for-travel-agencies', 'Advertising for travel agencies'],
      ['/advertise-for-schools/', 'Advertising for language schools'],
      ['/advertise-for-schools', 'Advertising for language schools'],
    ] as const) {
      const view = renderRoutes(routes, path);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      view.unmount();
    }
  });

  it('names the eight interface languages, the formats and labelled example placements', async () => {
    await openPage();
    const audience = screen.getByRole('region', { name: 'Who you reach' });
    for (const name of ['English', 'Українська', 'Deutsch', 'Русский', 'Беларуская', 'Türkçe', 'Polski', 'Español']) {
      expect(within(audience).getByText(name)).toBeInTheDocument();
    }
    const formats = screen.getByRole('region', { name: 'Formats' });
    for (const name of ['Sponsored card on a hub', "Banner under a topic's word list", 'Sponsored phrase set', 'Sponsored article']) {
      expect(within(formats).getByRole('heading', { name })).toBeInTheDocument();
    }
    const examples = screen.getByRole('region', { name: 'Example placements' });
    expect(within(examples).getAllByRole('figure')).toHaveLength(2);
    expect(within(examples).getAllByText('Example')).toHaveLength(2);
    expect(within(examples).queryAllByRole('link')).toEqual([]);
  });

  it('links the travel audiences to real pages and preselects the travel package', async () => {
    await openPage('/advertise-for-travel-agencies/');
    expect(screen.getByRole('link', { name: 'Open the phrasebook' })).toHaveAttribute('href', '/phrases');
    expect(screen.getByRole('link', { name: 'German cities for language learners' })).toHaveAttribute('href', '/articles/german-cities-for-language-learners');
    expect(screen.getByRole('link', { name: 'Play the map game' })).toHaveAttribute('href', '/map-game');
    expect(field.offer()).toHaveValue('travelPackage');
  });

  it('links the school audiences to real pages and preselects the school package', async () => {
    await openPage('/advertise-for-schools/');
    expect(screen.getByRole('link', { name: 'Words by level' })).toHaveAttribute('href', '/words/a1');
    expect(screen.getByRole('link', { name: 'Preparation for exams' })).toHaveAttribute('href', '/spec_vacabulary/exam');
    expect(screen.getByRole('link', { name: 'Grammar A1' })).toHaveAttribute('href', '/grammar');
    expect(screen.getByRole('link', { name: 'Grammar A2' })).toHaveAttribute('href', '/grammar/a2');
    expect(field.offer()).toHaveValue('schoolPackage');
  });
});

describe('advertising enquiry form', () => {
  it('shows every message at its field and focuses the first wrong one, before calling the server', async () => {
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('advertise-request')) calls++;
    });
    const { user } = await openPage();
    await user.click(send());
    const expected: [HTMLElement, string][] = [
      [field.company(), 'Please enter the name of your company.'],
      [field.name(), 'Please enter the name of the contact person.'],
      [field.email(), 'Please enter your e-mail address.'],
      [field.offer(), 'Please choose which offer you are interested in.'],
      [field.message(), 'Please write a short message.'],
    ];
    for (const [element, message] of expected) {
      expect(element).toHaveAttribute('aria-invalid', 'true');
      expect(describedText(element)).toContain(message);
    }
    expect(field.budget()).not.toHaveAttribute('aria-invalid');
    expect(field.company()).toHaveFocus();

    await user.type(field.company(), 'Sprachschule Nord');
    expect(field.company()).not.toHaveAttribute('aria-invalid');
    await user.type(field.name(), 'Ali Demir');
    await user.type(field.email(), 'ali@example');
    await user.click(send());
    expect(field.email()).toHaveFocus();
    expect(describedText(field.email())).toContain('Please enter a valid e-mail address, e.g. name@example.com.');

    await user.clear(field.email());
    await user.type(field.email(), 'ali@example.com');
    await user.selectOptions(field.offer(), 'Sponsored article');
    await user.type(field.message(), 'Hallo');
    await user.click(send());
    expect(field.message()).toHaveFocus();
    expect(describedText(field.message())).toContain('Please write at least 10 characters.');
    fireEvent.change(field.message(), { target: { value: 'x'.repeat(2001) } });
    await user.click(send());
    expect(describedText(field.message())).toContain('Please keep the message under 2,000 characters.');
    expect(calls).toBe(0);
  });

  it('sends the enquiry with the interface language and confirms it', async () => {
    const { user } = await openPage('/advertise-for-schools');
    await fillIn(user);
    await user.click(send());
    const confirmation = await screen.findByRole('heading', { name: 'Thank you — your enquiry has been sent' });
    expect(confirmation).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('We will reply to jana@example.com as soon as possible.');
    expect(db.advertiseRequests).toEqual([
      { company: 'Reisebüro Sonnenschein', name: 'Jana Weber', email: 'jana@example.com', offer: 'topicBanner', budget: '500to1500', message: MESSAGE, lang: 'en' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Send another enquiry' }));
    expect(field.company()).toHaveValue('');
    expect(field.offer()).toHaveValue('schoolPackage');
  });

  it('sends an enquiry without a budget as an empty budget', async () => {
    const { user } = await openPage();
    await fillIn(user);
    await user.selectOptions(field.budget(), 'Not specified');
    await user.click(send());
    await screen.findByRole('heading', { name: 'Thank you — your enquiry has been sent' });
    expect(db.advertiseRequests[0]?.budget).toBe('');
  });

  const faults: [FaultMode, string][] = [
    ['network', 'No connection to the server. Your enquiry has not been sent'],
    ['html500', 'Something went wrong on the server. Your enquiry has not been sent'],
    ['truncated', 'Something went wrong on the server. Your enquiry has not been sent'],
    ['shape', 'Something went wrong on the server. Your enquiry has not been sent'],
    ['unauthorized', 'Something went wrong on the server. Your enquiry has not been sent'],
  ];
  for (const [mode, message] of faults) {
    it(`says so on a ${mode} failure and keeps everything typed`, async () => {
      setFault('advertiseRequest', mode);
      const { user } = await openPage();
      await fillIn(user);
      await user.click(send());
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(message);
      expect(alert).toHaveTextContent('Everything you typed is still in the form.');
      expectEverythingKept();
      // A cut-off answer may follow a stored enquiry (the server got it, the reply broke); the others never reach the store.
      if (mode !== 'truncated') expect(db.advertiseRequests).toEqual([]);
    });
  }

  it('keeps the learner logged in when the server answers 401', async () => {
    const { token } = await login(DEMO_USER);
    useAppStore.getState().login(token);
    setFault('advertiseRequest', 'unauthorized');
    const { user } = await openPage();
    await fillIn(user);
    await user.click(send());
    await screen.findByRole('alert');
    expect(useAppStore.getState().token).toBe(token);
  });

  it('shows the busy state while the answer is slow, then the confirmation', async () => {
    setFault('advertiseRequest', 'slow', 300);
    const { user } = await openPage();
    await fillIn(user);
    await user.click(send());
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(await screen.findByRole('heading', { name: 'Thank you — your enquiry has been sent' })).toBeInTheDocument();
  });

  it('says when the server does not answer in time', async () => {
    // The time-out itself is axios's (15 s); here the client reports it at once.
    vi.spyOn(http, 'request').mockRejectedValueOnce(new AxiosError('timeout of 15000ms exceeded', 'ECONNABORTED'));
    const { user } = await openPage();
    await fillIn(user);
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent('The server did not answer in time. Your enquiry has not been sent');
    expectEverythingKept();
  });

  it("shows the server's refusal and keeps everything typed; a second try can succeed", async () => {
    server.use(mswHttp.post('*/site/advertise-request.php', () => HttpResponse.json({ success: false, message: 'Please try again tomorrow.' }), { once: true }));
    const { user } = await openPage();
    await fillIn(user);
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent('The server did not accept the enquiry: Please try again tomorrow.');
    expectEverythingKept();
    await user.click(send());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Thank you — your enquiry has been sent' })).toBeInTheDocument());
  });

  it('rejects a success answer of the wrong shape', async () => {
    server.use(mswHttp.post('*/site/advertise-request.php', () => HttpResponse.json({ success: false })));
    const { user } = await openPage();
    await fillIn(user);
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on the server.');
  });
});
