import { http, HttpResponse } from 'msw';
import { db } from '../db';
import { api, readBody, withFault } from '../respond';

/** Advertising enquiries (assumed call, /advertise/ pages). */
export const advertiseHandlers = [
  http.post(
    api('site/advertise-request.php'),
    withFault('advertiseRequest', async ({ request }) => {
      const body = await readBody(request);
      const text = (key: string) => (typeof body[key] === 'string' ? String(body[key]).trim() : '');
      const [company, name, email, offer, message] = ['company', 'name', 'email', 'offer', 'message'].map(text) as [string, string, string, string, string];
      if (!company || !name || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || !offer || !message) {
        return HttpResponse.json({ success: false, message: 'Please fill in company, name, a valid e-mail address, the offer and a message.' });
      }
      db.advertiseRequests.push({ company, name, email, offer, budget: text('budget'), message, lang: text('lang') || 'en' });
      return HttpResponse.json({ success: true });
    }),
  ),
];
