import type { SiteOwner } from '@/config/env';

/** Impressum (German only). The page renders the <h1>. */
export function ImpressumContent({ owner }: { owner: SiteOwner }) {
  const mailto = `mailto:${owner.email}`;

  return (
    <>
      <section>
        <h2>Angaben gemäß § 5 DDG</h2>
        <p>
          {owner.productName} ist ein privates Angebot zum Deutschlernen. Anbieter im Sinne des
          Digitale-Dienste-Gesetzes (DDG) ist:
        </p>
        <address>
          {owner.name}
          <br />
          {owner.street}
          <br />
          {owner.city}
          <br />
          Deutschland
        </address>
      </section>

      <section>
        <h2>Kontakt</h2>
        <p>
          E-Mail: <a href={mailto}>{owner.email}</a>
        </p>
      </section>

      <section>
        <h2>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</h2>
        <address>
          {owner.name}
          <br />
          {owner.street}
          <br />
          {owner.city}
        </address>
      </section>

      <section>
        <h2>EU-Streitschlichtung und Verbraucherstreitbeilegung</h2>
        <p>
          Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer
          Verbraucherschlichtungsstelle teilzunehmen. Die frühere Plattform der Europäischen
          Kommission zur Online-Streitbeilegung (OS-Plattform) wurde am 20. Juli 2025 eingestellt.
        </p>
      </section>

      <section>
        <h2>Haftung für Inhalte</h2>
        <p>
          Wir erstellen die Inhalte dieser Website mit großer Sorgfalt. Für die Richtigkeit,
          Vollständigkeit und Aktualität der Inhalte können wir jedoch keine Gewähr übernehmen. Als
          Diensteanbieter sind wir nach § 7 Abs. 1 DDG für eigene Inhalte auf diesen Seiten nach
          den allgemeinen Gesetzen verantwortlich. Nach §§ 8 bis 10 DDG sind wir jedoch nicht
          verpflichtet, übermittelte oder gespeicherte fremde Informationen zu überwachen oder
          nach Umständen zu forschen, die auf eine rechtswidrige Tätigkeit hinweisen.
          Verpflichtungen zur Entfernung oder Sperrung der Nutzung von Informationen nach den
          allgemeinen Gesetzen bleiben hiervon unberührt. Sobald uns eine Rechtsverletzung bekannt
          wird, entfernen wir die betreffenden Inhalte umgehend.
        </p>
      </section>

      <section>
        <h2>Haftung für Links</h2>
        <p>
          Unser Angebot enthält Links zu externen Websites Dritter, auf deren Inhalte wir keinen
          Einfluss haben. Für diese fremden Inhalte übernehmen wir keine Gewähr; verantwortlich ist
          stets der jeweilige Anbieter oder Betreiber der Seiten. Die verlinkten Seiten wurden zum
          Zeitpunkt der Verlinkung auf mögliche Rechtsverstöße überprüft. Eine ständige Kontrolle
          ist ohne konkrete Anhaltspunkte für eine Rechtsverletzung nicht zumutbar. Wenn wir von
          Rechtsverletzungen erfahren, entfernen wir derartige Links umgehend.
        </p>
      </section>

      <section>
        <h2>Urheberrecht</h2>
        <p>
          Die Texte, Übungen und sonstigen Inhalte dieser Website unterliegen dem deutschen
          Urheberrecht. Vervielfältigung, Bearbeitung, Verbreitung und jede Art der Verwertung
          außerhalb der Grenzen des Urheberrechts bedürfen der schriftlichen Zustimmung von{' '}
          {owner.name}.
        </p>
        <p>
          Die Arbeitsblätter dürfen Sie für Ihren eigenen Unterricht ausdrucken und in der dafür
          benötigten Anzahl kopieren.
        </p>
        <p>
          Die Bildsymbole zu den Wörtern stammen aus Noto Emoji von Google und werden unter der
          Apache License 2.0 verwendet. Den Lizenztext finden Sie unter{' '}
          <a href="https://www.apache.org/licenses/LICENSE-2.0" rel="noopener noreferrer">
            https://www.apache.org/licenses/LICENSE-2.0
          </a>
          .
        </p>
      </section>
    </>
  );
}
