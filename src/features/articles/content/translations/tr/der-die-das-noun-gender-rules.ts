import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'der-die-das-noun-gender-rules',
  lang: 'tr',
  body: [
    {
      p: 'Her Almanca ismin dil bilgisel bir cinsiyeti vardır: eril ({{der}}), dişil ({{die}}) ya da nötr ({{das}}). Cinsiyet artikelin kendisinden çok daha fazlasını etkiler, çünkü her hâlde artikellerin, sıfatların ve zamirlerin eklerini belirler. Kötü haber: cinsiyet çoğu zaman mantıklı değildir – {{der Löffel}} (kaşık), {{die Gabel}} (çatal) ve {{das Messer}} (bıçak) masada yan yana durur. İyi haber: isimlerin büyük bir kısmında **son ek** ya da **anlam** cinsiyeti ele verir. Bu makale, öğrenmeye değecek kadar güvenilir kuralları en önemli istisnalarıyla birlikte toplar.',
    },
    { h2: 'Önce artikellerin kendisi' },
    {
      table: {
        caption: 'Yalın hâlde artikeller (özne biçimi)',
        head: ['Biçim', 'Eril', 'Dişil', 'Nötr', 'Çoğul'],
        rows: [
          ['belirli', '{{der Tisch}}', '{{die Lampe}}', '{{das Buch}}', '{{die Bücher}}'],
          ['belirsiz (bir)', '{{ein Tisch}}', '{{eine Lampe}}', '{{ein Buch}}', '–'],
          ['olumsuz (hiç)', '{{kein Tisch}}', '{{keine Lampe}}', '{{kein Buch}}', '{{keine Bücher}}'],
          ['zamir (o)', '{{er}}', '{{sie}}', '{{es}}', '{{sie}}'],
        ],
      },
    },
    {
      p: 'İki şeye dikkat edin. Çoğulda her isim, cinsiyeti ne olursa olsun {{die}} alır; yani çoğul size cinsiyet hakkında hiçbir şey söylemez. Zamir de nesneye değil dil bilgisel cinsiyete uyar: Almancada masa “o (eril)”dur.',
    },
    {
      examples: [
        { de: 'Wo ist der Schlüssel? – Er liegt auf dem Tisch.', en: 'Anahtar nerede? – Masanın üstünde.' },
        { de: 'Die Uhr ist neu. Sie war nicht teuer.', en: 'Saat yeni. Pahalı değildi.' },
      ],
    },
    { h2: 'Neredeyse her zaman dişil olan ekler (die)' },
    {
      p: 'Bunlar bütün sistemin en güvenilir kurallarıdır. Bir isim böyle bitiyorsa gönül rahatlığıyla {{die}} diyebilirsiniz.',
    },
    {
      table: {
        caption: 'Dişil ekler',
        head: ['Ek', 'Örnekler', 'Notlar'],
        rows: [
          ['-ung', '{{die Wohnung}}, {{die Zeitung}}, {{die Übung}}', 'yaygın istisna yok'],
          ['-heit, -keit', '{{die Freiheit}}, {{die Gesundheit}}, {{die Möglichkeit}}', 'istisna yok'],
          ['-schaft', '{{die Freundschaft}}, {{die Mannschaft}}', 'yaygın istisna yok'],
          ['-ion', '{{die Information}}, {{die Nation}}, {{die Region}}', 'neredeyse her zaman; ama {{der Spion}}, {{das Stadion}}, {{der Skorpion}}'],
          ['-tät', '{{die Universität}}, {{die Qualität}}', 'istisna yok'],
          ['-ei', '{{die Bäckerei}}, {{die Polizei}}', 'ama {{das Ei}} (yumurta)'],
          ['-ie', '{{die Familie}}, {{die Energie}}, {{die Biologie}}', 'ama {{das Knie}}'],
          ['-ik', '{{die Musik}}, {{die Politik}}, {{die Fabrik}}', 'ama {{der Katholik}}'],
          ['-ur', '{{die Natur}}, {{die Kultur}}, {{die Figur}}', 'ama {{das Abitur}}'],
          ['-enz, -anz', '{{die Konferenz}}, {{die Distanz}}', ''],
          ['-in (kadın kişiler)', '{{die Lehrerin}}, {{die Ärztin}}', 'ama {{der Termin}}, {{das Benzin}}'],
        ],
      },
    },
    {
      p: '**-e** eki de güçlü bir işarettir: -e ile biten isimlerin çoğu dişildir ({{die Lampe}}, {{die Straße}}, {{die Woche}}, {{die Sprache}}). Büyük istisna grubu eril olan erkek kişiler ve hayvanlardır ({{der Junge}}, {{der Kollege}}, {{der Löwe}}); bunlara birkaç eril sözcük daha ({{der Name}}, {{der Käse}}, {{der Gedanke}}) ve bazı nötr sözcükler, özellikle Ge- ile başlayanlar ({{das Gebäude}}, {{das Gemüse}}) ile {{das Auge}}, {{das Ende}} eklenir.',
    },
    { h2: 'Erile işaret eden ekler ve gruplar (der)' },
    {
      ul: [
        'Bir iş yapan kişi ve aletler için **-er** (fiillerden): {{der Lehrer}}, {{der Fahrer}}, {{der Computer}}, {{der Wecker}}. Dikkat: -er tek başına kural değildir – {{die Mutter}}, {{das Fenster}}.',
        '**-ling**: {{der Frühling}}, {{der Schmetterling}}, {{der Lehrling}}.',
        '**-ismus**: {{der Tourismus}}, {{der Optimismus}}.',
        '**-ig**: {{der Honig}}, {{der König}}, {{der Essig}}.',
        '**-or**: {{der Motor}}, {{der Doktor}}, {{der Autor}} – ama {{das Labor}}.',
        'Kişiler için **-ant, -ent**: {{der Student}}, {{der Praktikant}}, {{der Präsident}}.',
        '**Günler, aylar ve mevsimler**: {{der Montag}}, {{der Januar}}, {{der Sommer}}.',
        '**Yönler ve hava durumu sözcüklerinin çoğu**: {{der Norden}}, {{der Regen}}, {{der Schnee}}, {{der Wind}}.',
        '**Araba markaları** ({{der Wagen}} yüzünden): {{der BMW}}, {{der Golf}}.',
        '**Birçok alkollü içki**: {{der Wein}}, {{der Sekt}}, {{der Wodka}} – ama {{das Bier}}.',
        '**Fiil gövdesinden türeyen birçok kısa isim**: {{der Schlaf}} ({{schlafen}}), {{der Gang}} ({{gehen}}), {{der Sprung}} ({{springen}}).',
      ],
    },
    { h2: 'Nötre işaret eden ekler ve gruplar (das)' },
    {
      ul: [
        '**-chen ve -lein** (küçültme ekleri), istisnasız: {{das Mädchen}}, {{das Brötchen}}, {{das Fräulein}}. “Kız” sözcüğünün nötr olmasının nedeni budur: cinsiyeti kişi değil ek belirler.',
        '**-ment**: {{das Dokument}}, {{das Instrument}}, {{das Medikament}}.',
        '**-um** (Latince sözcükler): {{das Museum}}, {{das Zentrum}}, {{das Studium}}.',
        '**-nis** çoğunlukla nötrdür: {{das Ergebnis}}, {{das Zeugnis}}, {{das Erlebnis}} – ama {{die Erlaubnis}}, {{die Kenntnis}}.',
        '**İsim olarak kullanılan mastarlar**: {{das Essen}}, {{das Schwimmen}}, {{das Lernen}}.',
        '**İsim olarak renkler ve diller**: {{das Rot}}, {{das Deutsch}}.',
        '**Yavrular ve küçük çocuklar**: {{das Kind}}, {{das Baby}}, {{das Kalb}}.',
        '**Metallerin ve kimyasal elementlerin çoğu**: {{das Gold}}, {{das Eisen}}, {{das Silber}}.',
        '**Oteller, kafeler ve sinemalar**: {{das Hotel}}, {{das Café}}, {{das Kino}}, {{das Restaurant}}.',
        '**Ge- ile topluluk isimleri**: {{das Gebirge}}, {{das Gemüse}}, {{das Getränk}}.',
      ],
    },
    { h2: 'Birleşik isimler: son parça belirler' },
    {
      p: 'Almanca kısa isimleri birleştirerek uzun isimler kurar ve bütün sözcüğün cinsiyeti her zaman **son** parçanın cinsiyetidir. Yani {{die Karte}}’yi biliyorsanız her “kart”ın cinsiyetini bilirsiniz: {{die Fahrkarte}}, {{die Postkarte}}, {{die Speisekarte}}.',
    },
    {
      examples: [
        { de: 'das Haus + die Tür = die Haustür', en: 'ev + kapı = ev kapısı, dış kapı' },
        { de: 'die Tür + der Schlüssel = der Türschlüssel', en: 'kapı + anahtar = kapı anahtarı' },
        { de: 'der Kaffee + die Tasse = die Kaffeetasse', en: 'kahve + fincan = kahve fincanı' },
      ],
    },
    { h2: 'Doğal cinsiyet – ve işe yaramadığı yerler' },
    {
      p: 'Kişilerde dil bilgisel cinsiyet genellikle doğal cinsiyetle örtüşür: {{der Mann}}, {{der Vater}}, {{die Frau}}, {{die Tochter}}. Meslek adlarının çoğunun eril bir biçimi ve -in ile dişil bir biçimi vardır: {{der Arzt}}, {{die Ärztin}}. Ünlü istisnalar eklerden gelir: {{das Mädchen}} ve {{das Fräulein}}, -chen ve -lein yüzünden nötrdür; {{das Kind}} ise küçük bir insan olduğu için nötrdür. Bazı kişi sözcüklerinin herkes için tek bir cinsiyeti vardır: {{die Person}}, {{der Mensch}}, {{das Mitglied}}.',
    },
    { h2: 'Bir sözcük, iki cinsiyet, iki anlam' },
    {
      p: 'Birkaç isim artikeliyle birlikte anlam değiştirir. Bunları çift olarak öğrenmeye değer:',
    },
    {
      table: {
        caption: 'Aynı biçim, farklı cinsiyet',
        head: ['Eril / nötr', 'Dişil / diğer'],
        rows: [
          ['{{der See}} – göl', '{{die See}} – deniz'],
          ['{{der Leiter}} – yönetici, şef', '{{die Leiter}} – merdiven'],
          ['{{das Steuer}} – direksiyon', '{{die Steuer}} – vergi'],
          ['{{der Band}} – cilt (kitap)', '{{die Band}} – müzik grubu; {{das Band}} – kurdele'],
          ['{{der Kiefer}} – çene', '{{die Kiefer}} – çam ağacı'],
        ],
      },
    },
    { h2: 'Cinsiyeti umutsuzluğa kapılmadan öğrenmek' },
    {
      ol: [
        '**Bir ismi asla artikelsiz öğrenmeyin.** Yalnızca “Tisch” değil, {{der Tisch}} yazın ve söyleyin. Çoğulunu da ekleyin: {{der Tisch, die Tische}}.',
        '**Renk kullanın.** Birçok öğrenci kartlarında eril isimleri maviyle, dişilleri kırmızıyla, nötrleri yeşille işaretler; renk akılda kalır.',
        '**Yukarıdaki ekleri bir kez öğrenin**, sonra her yeni ismi onlarla karşılaştırın. Tahminden çok daha sık doğru bulursunuz.',
        '**İstisnaları küçük hikâyeler olarak öğrenin**: “Yumurta ({{das Ei}}) fırın ({{die Bäckerei}}) değildir.”',
        '**Bol bol okuyun ve dinleyin.** Artikel, sözcüğe ait bir sese dönüşür: {{die Sonne}} kulağa doğru gelir.',
      ],
    },
    {
      tip: 'Konuşurken emin değilseniz çoğulu ya da cinsiyeti gizleyen bir yapıyı kullanın. {{Ich nehme zwei Brötchen}} artikelden tamamen kaçınır. Yazarken ismi sözlükten kontrol edin: Duden gibi her iyi sözlük artikeli verir.',
    },
    {
      p: 'Cinsiyet, sıradaki konularda karşılaşacağınız hâl sisteminin temelidir: [Almancada hâller](/articles/german-cases-explained) ve [Sıfat ekleri kolayca](/articles/german-adjective-endings-made-simple). Uzun isimler için [Almanca birleşik isimler](/articles/german-compound-nouns) makalesine bakın. Artikelleri [kelime bölümümüzdeki](/words) konu listeleri ve [oyunlarla](/games) çalışın.',
    },
  ],
};

export default translation;
