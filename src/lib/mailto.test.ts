import { mailBody, mailtoLink } from './mailto';

describe('mailto fallback', () => {
  it('encodes subject and body, line breaks as CRLF', () => {
    const link = mailtoLink('kontakt@deutsch-lernen.example', 'Werbung & Anfrage', 'Firma: Müller\nText: 50% Rabatt?');
    expect(link).toBe('mailto:kontakt@deutsch-lernen.example?subject=Werbung%20%26%20Anfrage&body=Firma%3A%20M%C3%BCller%0D%0AText%3A%2050%25%20Rabatt%3F');
    expect(new URL(link).searchParams.get('body')).toBe('Firma: Müller\r\nText: 50% Rabatt?');
  });

  it('lists the filled fields, multi-line values below their label', () => {
    expect(mailBody([['Name', 'Oksana'], ['Budget', ''], ['Message', 'Hallo\nich bin Oksana']])).toBe('Name: Oksana\nMessage:\nHallo\nich bin Oksana');
  });
});
