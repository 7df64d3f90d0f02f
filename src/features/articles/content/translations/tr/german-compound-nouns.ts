import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-compound-nouns',
  lang: 'tr',
  body: [
    {
      p: 'Almanca uzun sözcükleriyle ünlüdür. Türkçede “otobüs durağı”, “buzdolabı kapısı” ya da “sürücü belgesi” ayrı sözcüklerle yazılırken Almanca parçaları birbirine yapıştırır: {{die Bushaltestelle}}, {{die Kühlschranktür}}, {{der Führerschein}}. Bu, öğrenci için bir yük değil, bir armağandır: parçaları biliyorsanız bütün sözcüğü anlayabilirsiniz; birkaç basit kural da size sözcüğün cinsiyetini ve çoğulunu söyler.',
    },
    { h2: 'Kural 1: son parça patrondur' },
    {
      p: 'Bir birleşik ismin bir **baş öğesi** – son parçası – ve önünde onu daha belirgin kılan bir ya da daha fazla parça vardır. Baş öğe üç şeye karar verir: **temel anlama**, **cinsiyete** ve **çoğula**. {{Die Haustür}} bir tür kapıdır ({{die Tür}}), bu yüzden dişildir ve çoğulu {{die Haustüren}}’dir. {{Der Türgriff}} bir tür koldur ({{der Griff}}), bu yüzden erildir. Türkçe konuşanlar için bu tanıdık bir düzendir: “kapı kolu”nda da asıl şey, sondaki “kol”dur.',
    },
    {
      table: {
        caption: 'Kararı baş öğe verir',
        head: ['Parçalar', 'Birleşik isim', 'Anlamı'],
        rows: [
          ['{{das Haus}} + {{die Tür}}', '{{die Haustür}}', 'dış kapı, sokak kapısı'],
          ['{{die Tür}} + {{der Griff}}', '{{der Türgriff}}', 'kapı kolu'],
          ['{{der Apfel}} + {{der Saft}}', '{{der Apfelsaft}}', 'elma suyu'],
          ['{{die Hand}} + {{der Schuh}}', '{{der Handschuh}}', 'eldiven'],
          ['{{der Kühlschrank}} + {{die Tür}}', '{{die Kühlschranktür}}', 'buzdolabı kapısı'],
          ['{{das Kind}} + {{der Garten}}', '{{der Kindergarten}}', 'anaokulu'],
        ],
      },
    },
    {
      p: 'Baş öğe sonda geldiği için birleşik ismi **sağdan sola** okursunuz: {{der Blumentopf}} bir saksıdır (çiçek için bir kap), bir çiçek değil. Parçaların yerini değiştirirseniz başka bir şey elde edersiniz: {{die Hausschuhe}} terliklerdir (ev için ayakkabılar), {{das Schuhhaus}} ise bir ayakkabı mağazasıdır.',
    },
    { h2: 'Neler birleştirilebilir' },
    {
      ul: [
        '**isim + isim** – en büyük grup: {{der Bahnhof}}, {{das Wochenende}}, {{der Kartoffelsalat}}, {{die Tageszeitung}}.',
        '**sıfat + isim**: {{die Großstadt}} (büyük şehir), {{das Kleingeld}} (bozuk para), {{der Rotwein}} (kırmızı şarap), {{die Kurzgeschichte}} (öykü, kısa hikâye).',
        '**fiil kökü + isim**: {{der Schreibtisch}} (çalışma masası, {{schreiben}} fiilinden), {{die Waschmaschine}} ({{waschen}} fiilinden), {{das Esszimmer}} ({{essen}} fiilinden), {{das Fahrrad}} ({{fahren}} fiilinden).',
        '**edat ya da zarf + isim**: {{der Nachmittag}} (öğleden sonra), {{der Vorort}} (banliyö), {{die Unterschrift}} (imza).',
        '**birkaç isim**: {{der Hauptbahnhof}} (merkez istasyon), {{der Fahrkartenautomat}} (bilet makinesi), {{die Krankenversicherungskarte}} (sağlık sigortası kartı).',
      ],
    },
    { h2: 'Yapıştırıcı: bağlantı harfleri' },
    {
      p: 'Parçalar çoğu zaman doğrudan birleşir ({{die Haustür}}). Ama birçok birleşik isimde parçalar arasında bir bağlantı öğesi ({{das Fugenelement}}) vardır – en sık **-s-** ya da **-(e)n-**. Eksiksiz bir kural yoktur, ama bazı kalıplar çok güvenilirdir.',
    },
    {
      table: {
        caption: 'Bağlantı öğeleri',
        head: ['Bağlantı', 'Ne zaman', 'Örnekler'],
        rows: [
          ['-s-', '-ung, -heit, -keit, -schaft, -ion, -tät ile biten sözcüklerden ve birçok eril ve nötr isimden sonra', '{{der Wohnungsschlüssel}}, {{das Gesundheitsamt}}, {{der Arbeitsplatz}}, {{der Geburtstag}}'],
          ['-n- / -en-', '-e ile biten birçok dişil isimden ve zayıf çekimli eril isimlerden sonra', '{{die Straßenbahn}}, {{die Sonnenbrille}}, {{der Krankenwagen}}'],
          ['-er-', 'çoğu zaman çoğulu -er alan isimlerde', '{{das Kinderzimmer}}, {{der Bilderrahmen}}'],
          ['-e-', 'bazı tek heceli isimlerden sonra', '{{die Hundehütte}}, {{das Pferderennen}}'],
          ['hiçbir şey', 'çok yaygın', '{{die Haustür}}, {{der Tischnachbar}}, {{das Schlafzimmer}}'],
          ['-e düşer', '-e ile biten bazı isimler onu kaybeder', '{{die Schule}} → {{das Schulbuch}}, {{die Kirche}} → {{der Kirchturm}}'],
        ],
      },
    },
    {
      tip: 'Bağlantı harfi -s- ne tamlayan hâli ne de çoğul ekidir; sözcüğü söylemeyi kolaylaştırır, o kadar. Bu yüzden {{der Geburtstag}} sözcüğünü çoğul ya da Genitiv sanıp “düzeltmeye” kalkmayın – her birleşik ismi artikeliyle tek bir sözcük olarak öğrenin.',
    },
    { h2: 'Vurgu ve telaffuz' },
    {
      p: 'Birleşik isimlerin çoğunda ana vurgu **ilk** parçadadır: HAUStür, KINdergarten, APfelsaft. Birleşik isimleri doğru vurguyla sesli söylemek, uzun sözcükleri hem sizin hem de dinleyicinizin anlamasını çok kolaylaştırır.',
    },
    { h2: 'Bitişik mi, kısa çizgiyle mi, ayrı mı?' },
    {
      p: 'Almanca birleşik isimler **bitişik** yazılır. Türkçedeki “otobüs durağı” gibi ayrı yazmak hatadır: “Haus Tür” ✗ → {{Haustür}} ✓. Kısa çizgi yalnızca birkaç durumda kullanılır:',
    },
    {
      ul: [
        'tek harflerle, kısaltmalarla ve sayılarla: {{die U-Bahn}}, {{die E-Mail}}, {{die Kfz-Steuer}}, {{die 3-Zimmer-Wohnung}};',
        'çok uzun ya da kafa karıştırıcı bir sözcüğü daha kolay okunur kılmak için: {{die Ich-Form}}, {{der Musiker-Alltag}};',
        'birçok İngilizce sözcükle: {{das Online-Angebot}}; ama {{das Onlineangebot}} de doğrudur.',
      ],
    },
    { h2: 'Gerçekten uzun bir sözcük nasıl okunur' },
    {
      p: 'Sözcüğü sondan başlayarak parçalarına ayırın. Bildiğiniz son ismi bulun, sonra parça parça geriye doğru ilerleyin.',
    },
    {
      examples: [
        { de: 'die Geschwindigkeitsbegrenzung', en: 'Geschwindigkeit (hız) + s + Begrenzung (sınır) = hız sınırı' },
        { de: 'die Haftpflichtversicherung', en: 'Haftpflicht (sorumluluk, tazmin yükümlülüğü) + Versicherung (sigorta) = özel sorumluluk sigortası' },
        { de: 'die Donaudampfschifffahrtsgesellschaft', en: 'Donau (Tuna) + Dampf (buhar) + Schiff (gemi) + Fahrt (yolculuk) + s + Gesellschaft (şirket) = Tuna buharlı gemi işletmesi (ünlü bir şaka sözcüğü)' },
      ],
    },
    {
      p: '{{Schifffahrt}} sözcüğündeki üç f’ye dikkat edin: yazım reformundan beri bir birleşik isimde üç aynı harf yan yana gelirse üçü de yazılır ({{Schiff}} + {{Fahrt}}). Okumayı kolaylaştırmak için kısa çizgiye izin verilir: {{Schiff-Fahrt}}.',
    },
    { h2: 'Konulara göre işe yarar birleşik isimler' },
    {
      table: {
        caption: 'Gündelik birleşik isimler',
        head: ['Konu', 'Birleşik isimler'],
        rows: [
          ['ev', '{{das Schlafzimmer}}, {{das Badezimmer}}, {{der Kühlschrank}}, {{die Waschmaschine}}, {{der Staubsauger}}'],
          ['şehir', '{{der Bahnhof}}, {{die Haltestelle}}, {{die Fußgängerzone}}, {{der Stadtplan}}, {{der Radweg}}'],
          ['zaman', '{{das Wochenende}}, {{der Geburtstag}}, {{der Nachmittag}}, {{die Jahreszeit}}, {{der Feierabend}}'],
          ['yiyecek', '{{der Apfelsaft}}, {{das Frühstück}}, {{der Kartoffelsalat}}, {{das Rindfleisch}}, {{der Rotwein}}'],
          ['iş', '{{der Arbeitsplatz}}, {{der Lebenslauf}}, {{der Arbeitsvertrag}}, {{der Schreibtisch}}, {{der Führerschein}}'],
          ['en sevdiklerimiz', '{{die Lieblingsfarbe}}, {{das Lieblingsessen}}, {{die Handynummer}}'],
        ],
      },
    },
    { h2: 'Kendi birleşik isimlerinizi yapmak' },
    {
      p: 'Almanlar her gün yeni birleşik isimler türetir; siz de türetebilirsiniz – ama dikkatle. {{Lieblings-}} (en sevilen) ile kurulan birleşimler her zaman işe yarar ({{mein Lieblingsbuch}}), apaçık birçok isim + isim çifti de öyle. Daha az açık olan her şey için önce sözcüğün kullanılıp kullanılmadığını kontrol edin; yoksa bir edatla söyleyin: {{eine Tasse für Kaffee}} her zaman anlaşılır, olağan sözcük {{die Kaffeetasse}} olsa bile.',
    },
    {
      examples: [
        { de: 'Mein Lieblingsessen ist Kartoffelsalat.', en: 'En sevdiğim yemek patates salatası.' },
        { de: 'Der Fahrkartenautomat am Hauptbahnhof ist kaputt.', en: 'Merkez istasyondaki bilet makinesi bozuk.' },
        { de: 'Hast du deinen Wohnungsschlüssel dabei?', en: 'Ev anahtarın yanında mı?' },
      ],
    },
    {
      p: 'Birleşik isimler cinsiyeti kolaylaştırır: bkz. [der, die mi das mı?](/articles/der-die-das-noun-gender-rules). Yemekle ilgili birleşik isimler [Almanca yiyecek ve yemek pişirme kelimeleri](/articles/food-and-cooking-vocabulary) yazısında, işle ilgili olanlar [iş yeri için Almanca kelimeler](/articles/german-workplace-vocabulary) yazısında toplanmıştır. Daha fazla konu listesi [kelime bölümümüzde](/words).',
    },
  ],
};

export default translation;
