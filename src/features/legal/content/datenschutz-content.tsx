import type { SiteOwner } from '@/config/env';

/** Datenschutzerklärung (German only). The page renders the <h1>. */
export function DatenschutzContent({ owner }: { owner: SiteOwner }) {
  const mailto = `mailto:${owner.email}`;

  return (
    <>
      <section>
        <h2>Überblick</h2>
        <p>
          Der Schutz Ihrer persönlichen Daten ist uns wichtig. In dieser Datenschutzerklärung
          erfahren Sie, welche Daten bei der Nutzung von {owner.productName} verarbeitet werden,
          wozu das geschieht und welche Rechte Sie nach der Datenschutz-Grundverordnung (DSGVO)
          haben. Sie können {owner.productName} grundsätzlich ohne Benutzerkonto nutzen.
        </p>
      </section>

      <section>
        <h2>Verantwortlicher</h2>
        <p>Verantwortlich für die Datenverarbeitung auf dieser Website ist:</p>
        <address>
          {owner.name}
          <br />
          {owner.street}
          <br />
          {owner.city}
          <br />
          E-Mail: <a href={mailto}>{owner.email}</a>
        </address>
      </section>

      <section>
        <h2>Hosting und Server-Logdateien</h2>
        <p>
          Die Website wird auf dem Server eines Hosting-Anbieters betrieben. Bei jedem Aufruf einer
          Seite speichert der Server automatisch Informationen in sogenannten Logdateien, die Ihr
          Browser übermittelt:
        </p>
        <ul>
          <li>IP-Adresse des anfragenden Geräts,</li>
          <li>Datum und Uhrzeit des Zugriffs,</li>
          <li>aufgerufene Seite oder Datei,</li>
          <li>verwendeter Browser und Betriebssystem.</li>
        </ul>
        <p>
          Diese Daten benötigen wir, um die Website technisch bereitzustellen, Fehler zu finden und
          die Sicherheit des Angebots zu gewährleisten, etwa zur Abwehr von Angriffen.
          Rechtsgrundlage ist unser berechtigtes Interesse nach Art. 6 Abs. 1 lit. f DSGVO. Die
          Logdateien werden nach 7 Tagen gelöscht. Eine Zusammenführung mit anderen Daten findet
          nicht statt.
        </p>
      </section>

      <section>
        <h2>Keine Tracking-Cookies, keine Analyse, keine externen Dienste</h2>
        <p>
          Wir verwenden keine Cookies zu Tracking- oder Werbezwecken und setzen keine Analyse- oder
          Statistikdienste ein. Schriftarten und Programmbibliotheken werden direkt von unserem
          Server geladen; wir binden keine Schriftarten von Drittanbietern und keine externen
          Content-Delivery-Networks (CDNs) ein. Beim Besuch der Website werden daher keine Daten an
          solche Dienste übertragen.
        </p>
      </section>

      <section>
        <h2>Lokale Speicherung im Browser</h2>
        <p>
          Damit die Website funktioniert und Ihre Einstellungen erhalten bleiben, speichern wir
          einige Angaben im lokalen Speicher (Local Storage) Ihres Browsers. Diese Daten werden nicht
          an Dritte weitergegeben. Es handelt sich um folgende Einträge:
        </p>
        <ul>
          <li>„token“: hält Sie angemeldet, wenn Sie ein Benutzerkonto verwenden.</li>
          <li>„quiz_results“: Ihre Sterne und Ihr Lernfortschritt in Quizzen und Übungen.</li>
          <li>„reviews“: Wörter, die Sie noch einmal üben möchten.</li>
          <li>
            „today“: Ihr Wiederholungsplan der Seite „Heute“ (/today) – welche Wörter und Sätze Sie
            wann wiederholen, wie gut Sie sie zuletzt wussten, Ihr Tageslimit, Ihr Niveau und die
            Tage, an denen Sie geübt haben. Dieser Plan bleibt auf Ihrem Gerät und wird nicht an
            unseren Server gesendet; über die Seite „Your data“ können Sie ihn in Ihrer
            Fortschrittsdatei sichern und auf ein anderes Gerät übertragen.
          </li>
          <li>„site-language“: die von Ihnen gewählte Sprache der Benutzeroberfläche.</li>
          <li>„isVisited“: merkt sich, dass Sie den Einführungstext bereits gesehen haben.</li>
          <li>„hiddenElements“: Hinweise, die Sie ausgeblendet haben.</li>
          <li>„consentGiven“: merkt sich, dass Sie den Datenschutzhinweis bestätigt haben.</li>
          <li>„storagePersistAsked“: merkt sich, dass Ihr Browser nach Ihrem ersten Stern einmal gebeten wurde, diese Daten dauerhaft aufzubewahren (nicht automatisch zu löschen).</li>
        </ul>
        <p>
          Diese Speicherung ist für die von Ihnen gewünschten Funktionen unbedingt erforderlich
          (§ 25 Abs. 2 Nr. 2 TDDDG). Wenn Sie angemeldet sind, wird das Anmelde-Token bei Anfragen
          an unseren Server mitgesendet, und Ihr Lernfortschritt wird mit Ihrem Benutzerkonto
          abgeglichen. Sie können die gespeicherten Daten jederzeit in den Einstellungen Ihres
          Browsers löschen (zum Beispiel unter „Websitedaten löschen“). Danach sind Ihre
          Einstellungen und Ihr nur lokal gespeicherter Fortschritt auf diesem Gerät nicht mehr
          vorhanden.
        </p>
      </section>

      <section>
        <h2>Benutzerkonto</h2>
        <p>
          Sie können freiwillig ein Benutzerkonto anlegen, damit Ihr Lernfortschritt auf mehreren
          Geräten zur Verfügung steht. Dabei verarbeiten wir:
        </p>
        <ul>
          <li>Ihren Namen,</li>
          <li>Ihre E-Mail-Adresse,</li>
          <li>
            Ihr Passwort, das ausschließlich als sogenannter Hash (eine nicht umkehrbare
            Umwandlung) gespeichert wird, sodass auch wir es nicht lesen können,
          </li>
          <li>Ihren Lernfortschritt (zum Beispiel Ergebnisse und Sterne),</li>
          <li>die Wörter, die Sie wiederholen möchten.</li>
        </ul>
        <p>
          Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, denn die Daten sind für die Bereitstellung
          des Benutzerkontos erforderlich. Die Daten werden gespeichert, solange Ihr Konto besteht.
          Sie können Ihr Konto jederzeit selbst löschen: auf der Kontoseite „Your Account“ über die
          Schaltfläche „Konto löschen“. Dabei werden alle zu Ihrem Konto gespeicherten Daten auf
          unserem Server gelöscht.
        </p>
      </section>

      <section>
        <h2>Sprachausgabe und Spracherkennung</h2>
        <h3>Sprachausgabe</h3>
        <p>
          Das Vorlesen von Wörtern und Sätzen erfolgt über die Sprachausgabe Ihres Browsers bzw.
          Ihres Betriebssystems. Wir übertragen dafür keine Daten an unseren Server oder an
          Dritte. Ob eine Stimme vollständig auf Ihrem Gerät arbeitet, hängt vom Browser und der
          gewählten Stimme ab.
        </p>
        <h3>Spracherkennung bei Ausspracheübungen</h3>
        <p>
          Für Ausspracheübungen nutzen wir die Spracherkennung, die Ihr Browser selbst anbietet.
          Das Mikrofon wird nur verwendet, wenn Sie eine solche Übung ausdrücklich starten und Ihr
          Browser den Zugriff auf das Mikrofon erlaubt. In Google Chrome wird die Aufnahme dabei an
          Google übermittelt und dort in Text umgewandelt; dabei kann eine Übermittlung in Länder
          außerhalb der EU, insbesondere in die USA, stattfinden. Für diese Verarbeitung gilt die
          Datenschutzerklärung von Google:{' '}
          <a href="https://policies.google.com/privacy" rel="noopener noreferrer">
            https://policies.google.com/privacy
          </a>
          . Wir selbst erhalten und speichern keine Audioaufnahmen. Rechtsgrundlage ist Ihre
          Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die Sie mit dem Start der Übung und der
          Freigabe des Mikrofons erteilen. Wenn Sie das nicht möchten, können Sie diese Übungen
          einfach auslassen; alle anderen Funktionen bleiben nutzbar.
        </p>
      </section>

      <section>
        <h2>Videolektionen</h2>
        <p>
          Die Videos unserer Videolektionen haben wir selbst erstellt; sie werden direkt von unserem
          Server ausgeliefert. Wir binden keine Videoplattform (etwa YouTube oder Vimeo) ein, setzen
          dafür keine Cookies und verwenden kein Tracking. Vor dem Abspielen lädt Ihr Browser nur ein
          Vorschaubild und die Untertitel (eine kleine Textdatei); das Video selbst wird erst
          geladen, wenn Sie auf Abspielen drücken. Dabei fallen nur die unter „Hosting und
          Server-Logdateien“ beschriebenen Daten an. Die Ergebnisse der Übung nach einem Video
          werden wie alle anderen Sterne im lokalen Speicher unter „quiz_results“ gespeichert.
        </p>
      </section>

      <section>
        <h2>Werbung</h2>
        <p>
          Auf einigen Seiten zeigen wir Hinweise auf Reisebüros und Sprachschulen. Diese Werbung
          besteht aus einfachen Links ohne Tracking: Es werden keine Werbenetzwerke eingebunden
          und keine Daten an die Werbepartner übermittelt. Erst wenn Sie einen solchen Link
          anklicken, gelangen Sie auf die Website des jeweiligen Anbieters; dort gilt dessen
          Datenschutzerklärung.
        </p>
      </section>

      <section>
        <h2>Kontakt per E-Mail</h2>
        <p>
          Wenn Sie uns eine E-Mail schreiben, verarbeiten wir Ihre E-Mail-Adresse und den Inhalt
          Ihrer Nachricht, um Ihre Anfrage zu beantworten (Art. 6 Abs. 1 lit. b oder f DSGVO). Die
          Nachricht wird gelöscht, sobald sie erledigt ist und keine gesetzlichen
          Aufbewahrungspflichten entgegenstehen.
        </p>
      </section>

      <section>
        <h2>Ihre Rechte</h2>
        <p>Sie haben nach der DSGVO insbesondere folgende Rechte:</p>
        <ul>
          <li>Auskunft über Ihre gespeicherten Daten (Art. 15 DSGVO),</li>
          <li>Berichtigung unrichtiger Daten (Art. 16 DSGVO),</li>
          <li>Löschung Ihrer Daten (Art. 17 DSGVO),</li>
          <li>Einschränkung der Verarbeitung (Art. 18 DSGVO),</li>
          <li>Datenübertragbarkeit (Art. 20 DSGVO),</li>
          <li>
            Widerspruch gegen die Verarbeitung, soweit sie auf einem berechtigten Interesse beruht
            (Art. 21 DSGVO).
          </li>
        </ul>
        <p>
          Eine erteilte Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen
          (Art. 7 Abs. 3 DSGVO). Die Rechtmäßigkeit der bis dahin erfolgten Verarbeitung bleibt
          davon unberührt. Für alle Anfragen genügt eine E-Mail an{' '}
          <a href={mailto}>{owner.email}</a>.
        </p>
        <p>
          Außerdem haben Sie das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren,
          wenn Sie der Ansicht sind, dass die Verarbeitung Ihrer Daten gegen die DSGVO verstößt
          (Art. 77 DSGVO).
        </p>
      </section>

      <section>
        <h2>SSL- bzw. TLS-Verschlüsselung</h2>
        <p>
          Diese Website nutzt aus Sicherheitsgründen eine SSL- bzw. TLS-Verschlüsselung. Eine
          verschlüsselte Verbindung erkennen Sie an „https://“ in der Adresszeile und am
          Schloss-Symbol Ihres Browsers. Daten, die Sie an uns übermitteln, können so nicht von
          Dritten mitgelesen werden.
        </p>
      </section>

      <section>
        <h2>Stand</h2>
        <p>Stand: November 2026</p>
      </section>
    </>
  );
}
