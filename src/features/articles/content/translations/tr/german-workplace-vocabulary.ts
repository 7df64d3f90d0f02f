import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-workplace-vocabulary',
  lang: 'tr',
  body: [
    {
      p: 'Almanca konuşulan bir ülkede iş arıyor ya da zaten çalışıyor olun, iş dili kendi başına bir dünyadır: resmî e-postalar, telefon görüşmeleri, uzun birleşik isimlerle dolu sözleşmeler ve {{du}} ile {{Sie}} arasında dikkatli bir denge. Bu yazı, B1 düzeyinden itibaren her iş gününde kullanacağınız temel kelimeleri ve kalıpları topluyor; bunların pek çoğu A2 düzeyinde de işe yarar.',
    },
    { h2: 'İş yerindeki insanlar' },
    {
      table: {
        caption: 'Kim kimdir',
        head: ['Almanca', 'Türkçe'],
        rows: [
          ['{{der Arbeitgeber}}, {{die Arbeitgeberin}}', 'işveren'],
          ['{{der Arbeitnehmer}}, {{die Arbeitnehmerin}}', 'çalışan, işçi (hukuki terim)'],
          ['{{der/die Angestellte}}', 'çalışan, maaşlı personel'],
          ['{{der Mitarbeiter}}, {{die Mitarbeiterin}}', 'personel, çalışma arkadaşı'],
          ['{{der Chef}}, {{die Chefin}} / {{der/die Vorgesetzte}}', 'patron, şef / amir'],
          ['{{der Kollege}}, {{die Kollegin}}', 'iş arkadaşı, meslektaş'],
          ['{{der Kunde}}, {{die Kundin}}', 'müşteri'],
          ['{{der/die Auszubildende}} ({{der Azubi}})', 'çırak, meslek eğitimi alan kişi'],
          ['{{der Praktikant}}, {{die Praktikantin}}', 'stajyer'],
          ['{{die Geschäftsführung}}', 'yönetim, şirket müdürlüğü'],
          ['{{die Personalabteilung}}', 'insan kaynakları departmanı'],
          ['{{der Betriebsrat}}', 'işyeri konseyi (seçilmiş çalışan temsilcileri)'],
        ],
      },
    },
    {
      p: 'Bu sözcüklerin birkaçı isim olarak kullanılan sıfatlardır, bu yüzden ekleri değişir: {{ein Angestellter}}, {{eine Angestellte}}, {{unsere Auszubildenden}}. {{Der Kollege}} ve {{der Kunde}} n-çekimine girer: {{Ich rufe den Kunden an.}}',
    },
    { h2: 'Yerler ve eşyalar' },
    {
      ul: [
        '{{die Firma}}, {{das Unternehmen}} (şirket), {{der Betrieb}} (işletme, tesis), {{die Abteilung}} (departman, bölüm)',
        '{{das Büro}} (ofis), {{der Arbeitsplatz}} (iş yeri, iş), {{der Schreibtisch}} (çalışma masası), {{der Besprechungsraum}} (toplantı odası), {{die Kantine}} (yemekhane)',
        '{{die Werkstatt}} (atölye), {{das Lager}} (depo), {{die Baustelle}} (şantiye), {{die Kasse}} (kasa)',
        '{{der Drucker}} (yazıcı), {{der Kopierer}} (fotokopi makinesi), {{der Bildschirm}} (ekran), {{der Ordner}} (klasör), {{die Unterlagen}} (belgeler, evrak)',
        '{{der Termin}} (randevu), {{die Besprechung}} (toplantı), {{die Tagesordnung}} (gündem), {{das Protokoll}} (tutanak), {{die Frist}} (son tarih, süre), {{der Bericht}} (rapor)',
      ],
    },
    { h2: 'İş günü için fiiller' },
    {
      table: {
        caption: 'İşe yarar fiiller',
        head: ['Almanca', 'Türkçe', 'Örnek'],
        rows: [
          ['{{arbeiten als}} / {{bei}}', '… olarak / … şirketinde çalışmak', '{{Ich arbeite als Krankenpfleger bei einer Klinik.}}'],
          ['{{zuständig sein für}}', '…den sorumlu olmak', '{{Frau Becker ist für die Rechnungen zuständig.}}'],
          ['{{erledigen}}', 'halletmek, bitirmek', '{{Ich erledige das bis morgen.}}'],
          ['{{einen Termin vereinbaren}}', 'randevu ayarlamak', '{{Können wir einen Termin vereinbaren?}}'],
          ['{{verschieben}}', 'ertelemek', '{{Die Besprechung wird auf Freitag verschoben.}}'],
          ['{{absagen}}', 'iptal etmek', '{{Ich muss das Treffen leider absagen.}}'],
          ['{{weiterleiten}}', 'iletmek', '{{Ich leite Ihnen die E-Mail weiter.}}'],
          ['{{teilnehmen an}}', '…e katılmak', '{{Nehmen Sie an der Schulung teil?}}'],
          ['{{sich krank melden}}', 'hastalık bildirmek, rapor almak', '{{Ich melde mich heute krank.}}'],
          ['{{kündigen}}', 'istifa etmek; sözleşmeyi feshetmek', '{{Er hat zum Monatsende gekündigt.}}'],
          ['{{einstellen}} / {{entlassen}}', 'işe almak / işten çıkarmak', '{{Die Firma stellt zwei neue Leute ein.}}'],
        ],
      },
    },
    { h2: 'Sözleşme, çalışma saatleri ve ücret' },
    {
      p: 'İş sözleşmeniz ({{der Arbeitsvertrag}}) ve aylık maaş bordronuz ({{die Gehaltsabrechnung}} ya da {{die Lohnabrechnung}}) birleşik isimlerle doludur. Temel terimler şunlardır:',
    },
    {
      table: {
        caption: 'Sözleşme kelimeleri',
        head: ['Almanca', 'Türkçe'],
        rows: [
          ['{{befristet}} / {{unbefristet}}', 'belirli süreli / belirsiz süreli'],
          ['{{die Vollzeit}} / {{die Teilzeit}}', 'tam zamanlı / yarı zamanlı'],
          ['{{die Probezeit}}', 'deneme süresi'],
          ['{{die Kündigungsfrist}}', 'fesih bildirim süresi'],
          ['{{das Gehalt}} / {{der Lohn}}', 'maaş (aylık) / ücret (çoğu zaman saatlik)'],
          ['{{brutto}} / {{netto}}', 'brüt / net (vergi ve sosyal sigorta kesintilerinden sonra)'],
          ['{{die Überstunden}}', 'fazla mesai'],
          ['{{die Gleitzeit}}', 'esnek çalışma saatleri'],
          ['{{das Homeoffice}}', 'evden çalışma'],
          ['{{der Urlaub}}, {{die Urlaubstage}}', 'izin, izin günleri'],
          ['{{die Schicht}}', 'vardiya'],
          ['{{die Fortbildung}}, {{die Weiterbildung}}', 'mesleki eğitim, ileri eğitim'],
        ],
      },
    },
    {
      tip: 'Asgari ücret, yıllık izin hakkı, fesih bildirim süreleri ve hastalık raporlarıyla ilgili kurallar yasalarla ve toplu sözleşmelerle belirlenir ve değişebilir. Güncel kuralları Federal Çalışma Bakanlığı (BMAS) ya da Federal İş Ajansı gibi resmî kaynaklardan kontrol edin ve kendi sözleşmenizi dikkatle okuyun. Hastalandığınızda işvereninize hemen haber verin; daha uzun süreli yokluklarda doktor raporu ({{die Arbeitsunfähigkeitsbescheinigung}}, çoğu zaman kısaca {{die Krankmeldung}}) gerekir.',
    },
    { h2: 'İş aramak' },
    {
      ul: [
        '{{die Stellenanzeige}} – iş ilanı; {{die Stelle}} – pozisyon, kadro',
        '{{sich bewerben}} (um eine Stelle / bei einer Firma) – (bir pozisyona / bir şirkete) başvurmak',
        '{{die Bewerbung}} – başvuru; {{das Anschreiben}} – ön yazı; {{der Lebenslauf}} – özgeçmiş',
        '{{das Zeugnis}} / {{das Arbeitszeugnis}} – diploma, karne / eski işverenden alınan referans belgesi',
        '{{das Vorstellungsgespräch}} – iş görüşmesi, mülakat',
        '{{die Zusage}} / {{die Absage}} – olumlu yanıt, iş teklifi / ret',
      ],
    },
    {
      examples: [
        { de: 'Ich bewerbe mich um die Stelle als Buchhalterin.', en: 'Muhasebeci pozisyonuna başvuruyorum.' },
        { de: 'Vielen Dank für die Einladung zum Vorstellungsgespräch.', en: 'İş görüşmesine davetiniz için çok teşekkür ederim.' },
        { de: 'Ich habe fünf Jahre Berufserfahrung in der Logistik.', en: 'Lojistik alanında beş yıllık iş deneyimim var.' },
      ],
    },
    { h2: 'Telefonda' },
    {
      examples: [
        { de: 'Guten Tag, hier spricht Maria Fischer von der Firma Weber.', en: 'İyi günler, ben Weber firmasından Maria Fischer.' },
        { de: 'Könnte ich bitte Herrn Schulz sprechen?', en: 'Bay Schulz ile görüşebilir miyim lütfen?' },
        { de: 'Einen Moment, ich verbinde Sie.', en: 'Bir dakika, sizi bağlıyorum.' },
        { de: 'Er ist gerade in einer Besprechung. Kann ich etwas ausrichten?', en: 'Kendisi şu anda toplantıda. Bir mesajınız var mı?' },
        { de: 'Könnten Sie mich bitte zurückrufen?', en: 'Beni geri arayabilir misiniz lütfen?' },
      ],
    },
    { h2: 'E-postalar' },
    {
      table: {
        caption: 'Hitap ve kapanış ifadeleri',
        head: ['Durum', 'Giriş', 'Kapanış'],
        rows: [
          ['resmî, ad bilinmiyor', '{{Sehr geehrte Damen und Herren,}}', '{{Mit freundlichen Grüßen}}'],
          ['resmî, ad biliniyor', '{{Sehr geehrte Frau Becker,}} / {{Sehr geehrter Herr Schulz,}}', '{{Mit freundlichen Grüßen}}'],
          ['tarafsız, iş arkadaşları', '{{Hallo Frau Becker,}} / {{Guten Tag Herr Schulz,}}', '{{Viele Grüße}} / {{Beste Grüße}}'],
          ['ekip içi, samimi', '{{Liebe Kolleginnen und Kollegen,}} / {{Hallo zusammen,}}', '{{Viele Grüße}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Anbei sende ich Ihnen die Unterlagen.', en: 'Belgeleri ekte gönderiyorum.' },
        { de: 'Ich bitte um eine kurze Rückmeldung bis Freitag.', en: 'Cumaya kadar kısa bir geri dönüş rica ediyorum.' },
        { de: 'Bei Fragen stehe ich Ihnen gern zur Verfügung.', en: 'Sorularınız olursa memnuniyetle yardımcı olurum.' },
      ],
    },
    { h2: 'Toplantılarda' },
    {
      examples: [
        { de: 'Darf ich kurz etwas dazu sagen?', en: 'Bu konuda kısaca bir şey söyleyebilir miyim?' },
        { de: 'Könnten Sie das bitte noch einmal erklären?', en: 'Bunu bir kez daha açıklayabilir misiniz lütfen?' },
        { de: 'Ich bin mir nicht sicher, ob ich das richtig verstanden habe.', en: 'Bunu doğru anladığımdan emin değilim.' },
        { de: 'Wer kümmert sich darum?', en: 'Bununla kim ilgileniyor?' },
        { de: 'Dann machen wir es so.', en: 'O zaman böyle yapalım.' },
      ],
    },
    { h2: 'İş yerinde du mu, Sie mi?' },
    {
      p: 'Uygulama çok değişkendir. Geleneksel şirketlerde, resmî dairelerde ve müşterilerle {{Sie}} ve soyadı kullanmak normdur. Start-up’larda, birçok zanaat dalında ve genç iş arkadaşları arasında ilk günden {{du}} yaygındır. Güvenli yol: {{Sie}} ile başlayın ve biri {{du}} teklif ettiğinde geçin – bunu genellikle daha yaşlı ya da daha kıdemli kişi yapar ({{Wollen wir uns duzen?}}). İki gelenek daha: öğle saatlerinde iş arkadaşları birbirini {{Mahlzeit!}} diye selamlar; iş gününün bitişi {{der Feierabend}}’dir – {{Schönen Feierabend!}} samimi bir vedalaşmadır.',
    },
    {
      p: 'İş dili uzun isimlerle doludur – onları nasıl okuyacağınızı görmek için [Almanca birleşik isimler](/articles/german-compound-nouns) yazısına bakın. [B1 kopya kâğıdı](/articles/german-b1-cheat-sheet) resmî yazışmaların dilbilgisini özetler. [Kelime bölümümüzde](/words) mesleki bağlamlar için daha fazla konu listesi bulacaksınız.',
    },
  ],
};

export default translation;
