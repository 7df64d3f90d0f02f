import type { SiteOwner } from '@/config/env';

/** Nutzungsbedingungen (German only). The page renders the <h1>. */
export function NutzungsbedingungenContent({ owner }: { owner: SiteOwner }) {
  const mailto = `mailto:${owner.email}`;

  return (
    <>
      <section>
        <h2>1. Geltungsbereich</h2>
        <p>
          Diese Nutzungsbedingungen gelten für die Nutzung der Website {owner.productName}. Anbieter
          ist {owner.name}, {owner.street}, {owner.city} (im Folgenden „wir“). Mit der Nutzung der
          Website oder der Anlage eines Benutzerkontos erkennen Sie diese Bedingungen an.
        </p>
      </section>

      <section>
        <h2>2. Leistungen</h2>
        <p>
          {owner.productName} bietet Inhalte zum Deutschlernen an, unter anderem Wortschatz,
          Grammatik, einen Sprachführer, Spiele, wöchentliche Kreuzworträtsel, druckbare
          Arbeitsblätter sowie Fach- und Prüfungswortschatz. Die Inhalte sind grundsätzlich
          kostenlos nutzbar. Einige Inhalte sind als „Premium“ gekennzeichnet; für sie können
          gesonderte Bedingungen gelten, auf die wir vor der Nutzung deutlich hinweisen. Ein
          Anspruch auf bestimmte Inhalte oder Funktionen besteht nicht.
        </p>
      </section>

      <section>
        <h2>3. Benutzerkonto</h2>
        <p>
          Die Anlage eines Benutzerkontos ist freiwillig. Mit dem Konto wird Ihr Lernfortschritt
          gespeichert und auf Ihren Geräten verfügbar gemacht. Für das Konto gilt:
        </p>
        <ul>
          <li>Ihre Angaben bei der Registrierung müssen wahrheitsgemäß sein.</li>
          <li>
            Sie halten Ihr Passwort geheim und informieren uns umgehend, wenn Sie einen Missbrauch
            Ihres Kontos vermuten.
          </li>
          <li>Jedes Konto darf nur von einer Person genutzt werden und ist nicht übertragbar.</li>
        </ul>
      </section>

      <section>
        <h2>4. Pflichten der Nutzerinnen und Nutzer</h2>
        <p>Bei der Nutzung von {owner.productName} ist insbesondere untersagt,</p>
        <ul>
          <li>gegen geltendes Recht oder Rechte Dritter zu verstoßen,</li>
          <li>
            die Website oder ihre Server durch Angriffe, übermäßige automatisierte Abrufe oder
            Schadsoftware zu stören,
          </li>
          <li>Inhalte automatisiert auszulesen und in großem Umfang zu kopieren,</li>
          <li>sich unbefugt Zugang zu fremden Benutzerkonten zu verschaffen.</li>
        </ul>
      </section>

      <section>
        <h2>5. Inhalte und Urheberrecht</h2>
        <p>
          Alle Inhalte von {owner.productName}, insbesondere Texte, Übungen, Rätsel und
          Arbeitsblätter, sind urheberrechtlich geschützt. Sie dürfen die Inhalte für Ihr eigenes
          Lernen nutzen. Die Arbeitsblätter dürfen Sie für Ihren eigenen Unterricht ausdrucken und
          an Ihre Lernenden weitergeben. Ein Weiterverkauf, die Veröffentlichung auf anderen
          Websites oder eine sonstige gewerbliche Verwertung ist ohne unsere vorherige schriftliche
          Zustimmung nicht gestattet. Inhalte Dritter, etwa die Bildsymbole aus Noto Emoji,
          unterliegen ihren eigenen Lizenzen.
        </p>
      </section>

      <section>
        <h2>6. Verfügbarkeit</h2>
        <p>
          Wir bemühen uns, {owner.productName} möglichst ohne Unterbrechungen bereitzustellen. Eine
          ständige Verfügbarkeit können wir jedoch nicht garantieren. Wartungsarbeiten, technische
          Störungen oder Umstände außerhalb unseres Einflussbereichs können zu vorübergehenden
          Einschränkungen führen. Wir können Inhalte und Funktionen ändern, erweitern oder
          einstellen.
        </p>
      </section>

      <section>
        <h2>7. Haftung</h2>
        <p>
          Wir haften unbeschränkt für Schäden, die auf Vorsatz oder grober Fahrlässigkeit beruhen,
          sowie für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit. Im
          Übrigen ist unsere Haftung, soweit gesetzlich zulässig, ausgeschlossen. Die Haftung nach
          dem Produkthaftungsgesetz bleibt unberührt. Die Lerninhalte werden sorgfältig erstellt;
          für ihre Richtigkeit und für einen bestimmten Lern- oder Prüfungserfolg übernehmen wir
          jedoch keine Gewähr.
        </p>
      </section>

      <section>
        <h2>8. Kündigung und Löschung des Kontos</h2>
        <p>
          Sie können Ihr Benutzerkonto jederzeit ohne Angabe von Gründen löschen, und zwar auf Ihrer
          Kontoseite über „Konto löschen“. Dabei werden alle zu Ihrem Konto gespeicherten Daten
          gelöscht. Wir können ein Konto mit einer Frist von zwei Wochen kündigen. Bei schweren
          oder wiederholten Verstößen gegen diese Bedingungen können wir ein Konto auch ohne Frist
          sperren oder löschen.
        </p>
      </section>

      <section>
        <h2>9. Änderungen der Bedingungen</h2>
        <p>
          Wir können diese Nutzungsbedingungen ändern, wenn dafür ein sachlicher Grund besteht,
          etwa neue Funktionen oder geänderte Rechtslage. Inhaberinnen und Inhaber eines
          Benutzerkontos informieren wir mindestens vier Wochen vor dem Inkrafttreten per E-Mail.
          Wenn Sie mit den Änderungen nicht einverstanden sind, können Sie Ihr Konto vorher
          löschen. Auf diese Möglichkeit weisen wir in der Mitteilung hin.
        </p>
      </section>

      <section>
        <h2>10. Anwendbares Recht</h2>
        <p>
          Es gilt das Recht der Bundesrepublik Deutschland. Wenn Sie Verbraucherin oder Verbraucher
          sind und Ihren gewöhnlichen Aufenthalt in einem anderen Staat haben, bleiben die
          zwingenden Verbraucherschutzvorschriften dieses Staates unberührt.
        </p>
      </section>

      <section>
        <h2>11. Kontakt</h2>
        <p>
          Fragen zu diesen Nutzungsbedingungen richten Sie bitte per E-Mail an{' '}
          <a href={mailto}>{owner.email}</a>.
        </p>
        <address>
          {owner.name}
          <br />
          {owner.street}
          <br />
          {owner.city}
        </address>
      </section>

      <section>
        <h2>Stand</h2>
        <p>Stand: November 2026</p>
      </section>
    </>
  );
}
