import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-prepositions-with-cases',
  lang: 'tr',
  body: [
    {
      p: 'Almancada edat, ardından gelen ismin hâlini belirler. {{mit}} her zaman Dativ, {{für}} her zaman Akkusativ ister – isim cümlede hangi görevde olursa olsun. Bu iyi bir haber: bir edatın hâlini bildiğinizde ismin görevini hiç düşünmeniz gerekmez. Bu makale edatları gruplarına ayırır, iki hâlli edatları açıklar ve yer ile zaman için hangi edatın kullanılacağını gösterir. Artikel biçimlerinin kendisi için [Almancada hâller](/articles/german-cases-explained) makalesine bakın.',
    },
    { h2: 'Bir bakışta dört grup' },
    {
      table: {
        caption: 'Hâllerine göre edatlar',
        head: ['Hâl', 'Edatlar'],
        rows: [
          ['Akkusativ', '{{bis}}, {{durch}}, {{für}}, {{gegen}}, {{ohne}}, {{um}}'],
          ['Dativ', '{{aus}}, {{außer}}, {{bei}}, {{gegenüber}}, {{mit}}, {{nach}}, {{seit}}, {{von}}, {{zu}}'],
          ['Akkusativ ya da Dativ (iki hâlli)', '{{an}}, {{auf}}, {{hinter}}, {{in}}, {{neben}}, {{über}}, {{unter}}, {{vor}}, {{zwischen}}'],
          ['Genitiv', '{{wegen}}, {{trotz}}, {{während}}, {{statt}}, {{innerhalb}}, {{außerhalb}}'],
        ],
      },
    },
    {
      tip: 'Birçok öğrenci bu listeleri tekerleme ya da şarkı gibi ezberler: “durch, für, gegen, ohne, um” ve “aus, bei, mit, nach, seit, von, zu”. Tek bir sözcük gibi gelene kadar sesli tekrarlayın – gerçekten işe yarar.',
    },
    { h2: 'Akkusativ alan edatlar' },
    {
      examples: [
        { de: 'Wir gehen durch den Park.', en: 'Parkın içinden yürüyoruz.' },
        { de: 'Das Geschenk ist für deinen Bruder.', en: 'Hediye erkek kardeşin için.' },
        { de: 'Ich bin gegen diese Idee.', en: 'Bu fikre karşıyım.' },
        { de: 'Er kommt ohne seine Frau.', en: 'Karısı olmadan geliyor.' },
        { de: 'Wir sitzen um den Tisch. Der Film beginnt um acht.', en: 'Masanın etrafında oturuyoruz. Film saat sekizde başlıyor.' },
        { de: 'Der Kurs geht bis nächsten Freitag.', en: 'Kurs gelecek cumaya kadar sürüyor.' },
      ],
    },
    { h2: 'Dativ alan edatlar' },
    {
      examples: [
        { de: 'Sie kommt aus der Türkei.', en: 'Türkiye’den geliyor.' },
        { de: 'Außer meinem Bruder waren alle da.', en: 'Erkek kardeşim dışında herkes oradaydı.' },
        { de: 'Ich wohne bei meinen Eltern.', en: 'Annemle babamın yanında oturuyorum.' },
        { de: 'Die Apotheke ist gegenüber dem Bahnhof.', en: 'Eczane tren istasyonunun karşısında.' },
        { de: 'Ich fahre mit dem Bus.', en: 'Otobüsle gidiyorum.' },
        { de: 'Nach dem Essen trinken wir Kaffee.', en: 'Yemekten sonra kahve içiyoruz.' },
        { de: 'Seit einem Monat lerne ich Deutsch.', en: 'Bir aydır Almanca öğreniyorum.' },
        { de: 'Das ist ein Brief von meiner Oma.', en: 'Bu, büyükannemden gelen bir mektup.' },
        { de: 'Ich gehe zum Arzt.', en: 'Doktora gidiyorum.' },
      ],
    },
    { h2: 'İki hâlli edatlar: Wo? mu Wohin? mi?' },
    {
      p: 'Dokuz edat iki hâlle de kullanılabilir. Yerler için soru karar verir: **Wohin?** (nereye – yeni bir yere hareket) → **Akkusativ**; **Wo?** (nerede – konum ya da aynı yer içinde hareket) → **Dativ**.',
    },
    {
      table: {
        caption: 'Wohin? (Akkusativ) ve Wo? (Dativ)',
        head: ['Edat', 'Wohin? → Akkusativ', 'Wo? → Dativ'],
        rows: [
          ['{{in}}', '{{Ich gehe in die Küche.}}', '{{Ich bin in der Küche.}}'],
          ['{{an}}', '{{Wir fahren an den See.}}', '{{Wir sind am See.}}'],
          ['{{auf}}', '{{Leg das Handy auf den Tisch.}}', '{{Das Handy liegt auf dem Tisch.}}'],
          ['{{über}}', '{{Ich hänge die Lampe über den Tisch.}}', '{{Die Lampe hängt über dem Tisch.}}'],
          ['{{unter}}', '{{Die Katze läuft unter das Bett.}}', '{{Die Katze schläft unter dem Bett.}}'],
          ['{{neben}}', '{{Setz dich neben mich!}}', '{{Sie sitzt neben mir.}}'],
          ['{{hinter}}', '{{Er stellt das Rad hinter das Haus.}}', '{{Das Rad steht hinter dem Haus.}}'],
          ['{{vor}}', '{{Ich stelle das Auto vor die Tür.}}', '{{Das Auto steht vor der Tür.}}'],
          ['{{zwischen}}', '{{Stell den Stuhl zwischen die Fenster.}}', '{{Der Stuhl steht zwischen den Fenstern.}}'],
        ],
      },
    },
    {
      p: 'Hangi sorunun geçerli olduğunu genellikle fiil söyler. **Yerleştirme** fiilleri hareket fiilleridir ve Akkusativ ister: {{stellen}} (dik koymak), {{legen}} (yatırarak koymak), {{setzen}} (oturtmak), {{hängen}} (asmak). Bir yerde **bulunmayı** anlatan eşleri Dativ ister: {{stehen}}, {{liegen}}, {{sitzen}}, {{hängen}}. Aynı yer içindeki hareket de Wo? sayılır: {{Wir laufen im Park}} (parkta koşuyoruz).',
    },
    { h2: 'Kaynaşmış biçimler' },
    {
      p: 'Bazı edatlar {{dem}}, {{das}} ya da {{der}} ile kaynaşır. Kaynaşmış biçimler hem konuşmada hem yazıda olağandır: {{am}} ({{an dem}}), {{ans}} ({{an das}}), {{im}} ({{in dem}}), {{ins}} ({{in das}}), {{beim}} ({{bei dem}}), {{vom}} ({{von dem}}), {{zum}} ({{zu dem}}), {{zur}} ({{zu der}}). Artikeli vurguladığınızda ya da bir ilgi cümlesi eklediğinizde tam biçimi kullanın: {{in dem Haus, das ich gekauft habe}}.',
    },
    { h2: 'Nereye? nach, zu, in, an, auf' },
    {
      table: {
        caption: 'Bir yere gitmek',
        head: ['Edat', 'Kullanım', 'Örnekler'],
        rows: [
          ['{{nach}}', 'artikelsiz şehir ve ülkeler; eve; yönler', '{{nach Wien}}, {{nach Spanien}}, {{nach Hause}}, {{nach links}}'],
          ['{{in}} + Akk.', 'artikelli ülkeler; içine girilen binalar ve odalar', '{{in die Schweiz}}, {{in die Türkei}}, {{ins Kino}}, {{in die Stadt}}'],
          ['{{zu}}', 'kişiler; dükkânlar ve kurumlar; etkinlikler', '{{zu meiner Freundin}}, {{zum Arzt}}, {{zur Post}}, {{zum Bahnhof}}'],
          ['{{an}} + Akk.', 'su kenarları, kıyılar', '{{ans Meer}}, {{an den Strand}}, {{an die Ostsee}}'],
          ['{{auf}} + Akk.', 'açık alanlar, bazı etkinlikler ve kamu binaları', '{{auf den Markt}}, {{auf eine Party}}, {{aufs Land}}'],
        ],
      },
    },
    {
      table: {
        caption: 'Bir yerde bulunmak ve oradan gelmek',
        head: ['Nerede? (Wo?)', 'Nereden? (Woher?)'],
        rows: [
          ['{{in Wien}}, {{in der Schweiz}}, {{im Kino}}', '{{aus Wien}}, {{aus der Schweiz}}, {{aus dem Kino}}'],
          ['{{bei meiner Freundin}}, {{beim Arzt}}', '{{von meiner Freundin}}, {{vom Arzt}}'],
          ['{{am Meer}}, {{an der Ostsee}}', '{{vom Meer}}, {{von der Ostsee}}'],
          ['{{auf dem Markt}}, {{auf der Party}}', '{{vom Markt}}, {{von der Party}}'],
          ['{{zu Hause}}', '{{von zu Hause}}'],
        ],
      },
    },
    {
      p: 'İki kalıp ifade çok hataya yol açar: {{nach Hause}} “eve (gitmek)”, {{zu Hause}} ise “evde” demektir.',
    },
    { h2: 'Zaman edatları' },
    {
      ul: [
        '{{um}} + saat: {{um halb neun}}',
        '{{am}} + günler, tarihler, günün bölümleri: {{am Freitag}}, {{am 1. Mai}}, {{am Abend}} (ama {{in der Nacht}})',
        '{{im}} + aylar, mevsimler: {{im August}}, {{im Winter}}',
        '{{seit}} + Dativ – -den beri, -dır (hâlâ süren): {{seit zwei Jahren}}',
        '{{vor}} + Dativ – önce: {{vor drei Tagen}}',
        '{{in}} + Dativ – sonra (gelecekte): {{in einer Woche}}',
        '{{nach}} / {{vor}} + Dativ – sonra / önce: {{nach der Arbeit}}, {{vor dem Essen}}',
        '{{ab}} – -den itibaren: {{ab Montag}}; {{von … bis}} – -den … -e kadar: {{von neun bis fünf}}',
        '{{während}} + Genitiv – sırasında: {{während des Urlaubs}}',
      ],
    },
    {
      p: 'Dikkat: zaman için kullanılan iki hâlli edatlar ({{an}}, {{in}}, {{vor}}) her zaman Dativ ister: {{vor einer Stunde}}, {{in zwei Tagen}}.',
    },
    { h2: 'Genitiv alan edatlar' },
    {
      p: 'Genitiv edatları çoğunlukla yazı dilinde ve resmî Almancada kullanılır. Gündelik konuşmada birçok kişi {{wegen}}, {{trotz}} ve {{während}} ile Dativ kullanır; sınavlarda ve resmî yazılarda Genitiv kullanın.',
    },
    {
      examples: [
        { de: 'Wegen des Streiks fahren heute keine Züge.', en: 'Grev yüzünden bugün tren yok.' },
        { de: 'Trotz des schlechten Wetters gehen wir wandern.', en: 'Kötü havaya rağmen yürüyüşe gidiyoruz.' },
        { de: 'Bitte zahlen Sie innerhalb einer Woche.', en: 'Lütfen bir hafta içinde ödeyin.' },
      ],
    },
    { h2: 'Fiil ve sıfatlarla kalıplaşmış edatlar' },
    {
      p: 'Bir edat bir fiile ya da sıfata ait olduğunda gerçek anlamını yitirir; iki hâlli edatların da fiille birlikte öğrenilmesi gereken sabit bir hâli olur. Kullanışlı bir pratik kural: {{auf}} ve {{über}} ile hâl çoğunlukla Akkusativ’dir; {{an}}, {{in}} ve {{vor}} için güvenilir bir kural yoktur.',
    },
    {
      table: {
        caption: 'Sık kullanılan birleşimler',
        head: ['Akkusativ', 'Dativ'],
        rows: [
          ['{{warten auf}}, {{sich freuen auf}}', '{{teilnehmen an}}, {{zweifeln an}}'],
          ['{{denken an}}, {{sich erinnern an}}', '{{Angst haben vor}}, {{warnen vor}}'],
          ['{{sprechen über}}, {{sich ärgern über}}', '{{anfangen mit}}, {{fragen nach}}'],
          ['{{sich interessieren für}}, {{bitten um}}', '{{träumen von}}, {{gehören zu}}'],
        ],
      },
    },
    {
      p: 'Edatlar söz dizimi ve hâllerle el ele gider: bkz. [Almancada söz diziminin temelleri](/articles/german-word-order-basics) ve [A2 kopya kâğıdı](/articles/german-a2-cheat-sheet). Onları [A2 dil bilgisi kursumuzun](/grammar/a2) karmaşık edatlar dersinde ve [çalışma kâğıtlarında](/worksheets) çalışın.',
    },
  ],
};

export default translation;
