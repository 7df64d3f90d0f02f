import type { SiteOwner } from '@/config/env';

/** Erklärung zur Barrierefreiheit (German only). The page renders the <h1>. */
export function BarrierefreiheitContent({ owner }: { owner: SiteOwner }) {
  const mailto = `mailto:${owner.email}`;

  return (
    <>
      <section>
        <h2>Unser Ziel</h2>
        <p>
          {owner.productName} soll für alle Menschen nutzbar sein, auch für Menschen mit
          Behinderungen. Diese Erklärung beschreibt, wie weit die Website barrierefrei ist, wo es
          noch Einschränkungen gibt und wie Sie uns Barrieren melden können.
        </p>
      </section>

      <section>
        <h2>Was wir bereits umgesetzt haben</h2>
        <ul>
          <li>
            Ausreichende Farbkontraste zwischen Text und Hintergrund, damit die Inhalte gut lesbar
            sind.
          </li>
          <li>Alternativtexte für Bilder, damit Screenreader sie beschreiben können.</li>
          <li>
            Grundlegende Bedienung mit der Tastatur: Menüs, Links und Formulare sind ohne Maus
            erreichbar.
          </li>
          <li>Verständliche Sprache in Erklärungen und Bedienelementen.</li>
        </ul>
      </section>

      <section>
        <h2>Was noch nicht vollständig barrierefrei ist</h2>
        <ul>
          <li>
            Spiele, Quizze und Übungen: Einige davon lassen sich nur mit der Maus oder per
            Spracheingabe bedienen und sind mit der Tastatur oder einem Screenreader noch nicht
            vollständig nutzbar.
          </li>
          <li>
            Das automatisch erzeugte Inhaltsverzeichnis in Artikeln ist noch nicht vollständig
            barrierefrei.
          </li>
        </ul>
        <p>Wir arbeiten daran, diese Barrieren nach und nach zu beseitigen.</p>
      </section>

      <section>
        <h2>Barrieren melden</h2>
        <p>
          Ist Ihnen eine Barriere aufgefallen, oder benötigen Sie einen Inhalt in einer anderen
          Form? Schreiben Sie uns bitte eine E-Mail an <a href={mailto}>{owner.email}</a>. Nennen
          Sie uns dabei möglichst die betroffene Seite und beschreiben Sie das Problem. Wir
          antworten Ihnen so schnell wie möglich.
        </p>
      </section>

      <section>
        <h2>Schlichtungsverfahren</h2>
        <p>
          Wenn Sie mit unserer Antwort nicht zufrieden sind, können Sie sich an die
          Schlichtungsstelle nach dem Behindertengleichstellungsgesetz wenden. Sie ist beim
          Beauftragten der Bundesregierung für die Belange von Menschen mit Behinderungen
          angesiedelt und hilft dabei, Streitigkeiten außergerichtlich zu lösen. Das Verfahren ist
          kostenlos.
        </p>
        <address>
          Schlichtungsstelle nach dem Behindertengleichstellungsgesetz
          <br />
          bei dem Beauftragten der Bundesregierung für die Belange von Menschen mit Behinderungen
          <br />
          Mauerstraße 53
          <br />
          10117 Berlin
        </address>
        <p>
          Website:{' '}
          <a href="https://www.schlichtungsstelle-bgg.de" rel="noopener noreferrer">
            https://www.schlichtungsstelle-bgg.de
          </a>
        </p>
      </section>

      <section>
        <h2>Rechtlicher Hinweis</h2>
        <p>
          {owner.productName} wird von {owner.name} als Kleinstunternehmen betrieben.
          Kleinstunternehmen, die Dienstleistungen erbringen, sind nach dem
          Barrierefreiheitsstärkungsgesetz (§ 3 Abs. 3 BFSG) von den dort geregelten
          Barrierefreiheitsanforderungen ausgenommen. Eine gesetzliche Pflicht zur vollständigen
          Barrierefreiheit besteht daher nicht. Wir bemühen uns dennoch freiwillig darum, die
          Website so barrierefrei wie möglich zu gestalten.
        </p>
      </section>

      <section>
        <h2>Datum der Erklärung</h2>
        <p>Diese Erklärung wurde im November 2026 erstellt.</p>
      </section>
    </>
  );
}
