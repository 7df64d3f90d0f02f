import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-family-and-relationships-vocabulary',
  lang: 'tr',
  body: [
    {
      p: 'Ailenizden söz etmek, yeni bir dilde yaptığınız ilk şeylerden biridir – sınıfta, sınavda ve biriyle tanıştığınız her seferde. Bu yazı size aile sözcüklerini artikelleri ve çoğullarıyla, ilişkiler ve hayattaki önemli olaylarla ilgili kelimeleri ve bunları kullanmak için gereken dilbilgisini veriyor: iyelik artikelleri, yönelme hâli (Dativ) ve birkaç işe yarar soru kalıbı.',
    },
    { h2: 'Yakın aile' },
    {
      table: {
        caption: 'Anne baba, çocuklar, kardeşler',
        head: ['Eril', 'Dişil', 'Çoğul / ikisi birden'],
        rows: [
          ['{{der Vater, die Väter}}', '{{die Mutter, die Mütter}}', '{{die Eltern}} (anne baba, yalnızca çoğul)'],
          ['{{der Sohn, die Söhne}}', '{{die Tochter, die Töchter}}', '{{das Kind, die Kinder}}'],
          ['{{der Bruder, die Brüder}}', '{{die Schwester, die Schwestern}}', '{{die Geschwister}} (kardeşler)'],
          ['{{der Ehemann}} / {{der Mann}}', '{{die Ehefrau}} / {{die Frau}}', '{{das Ehepaar}} (evli çift)'],
        ],
      },
    },
    {
      p: 'Gündelik konuşmada {{mein Mann}} ve {{meine Frau}} basitçe “kocam” ve “karım” demektir; {{Ehemann}} ve {{Ehefrau}} daha resmîdir. Çocuklar {{Mama}} ve {{Papa}} der. {{Die Geschwister}}, kız ve erkek kardeşlerin hepsi için olağan sözcüktür: {{Ich habe drei Geschwister}}. Hiç kardeşiniz yoksa {{ein Einzelkind}} (tek çocuk) olursunuz. İkizler {{die Zwillinge}}’dir. Almancada ağabey ile erkek kardeş, abla ile kız kardeş arasında sözcük ayrımı yoktur.',
    },
    { h2: 'Geniş aile' },
    {
      table: {
        caption: 'Büyükanne ve büyükbabalar, teyzeler, amcalar, kuzenler',
        head: ['Eril', 'Dişil', 'Çoğul / ikisi birden'],
        rows: [
          ['{{der Großvater}} / {{der Opa}}', '{{die Großmutter}} / {{die Oma}}', '{{die Großeltern}}'],
          ['{{der Enkel}}', '{{die Enkelin}}', '{{die Enkelkinder}}'],
          ['{{der Onkel}}', '{{die Tante}}', '–'],
          ['{{der Cousin}}', '{{die Cousine}}', '–'],
          ['{{der Neffe}}', '{{die Nichte}}', '–'],
          ['{{der Urgroßvater}}', '{{die Urgroßmutter}}', '{{die Urgroßeltern}}'],
        ],
      },
    },
    {
      p: 'Bütün akrabalar birlikte {{die Verwandten}}’dir – isim olarak kullanılan bir sıfattır, bu yüzden sıfat gibi çekimlenir: {{ein Verwandter}}, {{eine Verwandte}}, {{mit meinen Verwandten}}. Türkçenin aksine Almanca anne ve baba tarafını ayırmaz: amca ile dayı için de, hala ile teyze için de tek bir sözcük vardır (tabloya bakın). {{der Neffe}} (erkek yeğen) n-çekimine girer: {{Ich besuche meinen Neffen}}.',
    },
    { h2: 'Hısımlar, üvey aileler ve üvey kardeşler' },
    {
      ul: [
        '**Schwieger-**, evlilik yoluyla kurulan akrabalığı gösterir: {{der Schwiegervater}} (kayınpeder), {{die Schwiegermutter}} (kayınvalide), {{die Schwiegereltern}} (kayınpeder ve kayınvalide), {{der Schwiegersohn}} (damat), {{die Schwiegertochter}} (gelin).',
        'Eşin erkek ve kız kardeşi ya da kardeşin eşi ayrı sözcüklerdir: {{der Schwager}} (kayınbirader, enişte, bacanak), {{die Schwägerin}} (baldız, görümce, yenge).',
        '**Stief-** “üvey” demektir: {{der Stiefvater}}, {{die Stiefmutter}}, {{der Stiefbruder}}, {{die Stiefschwester}}.',
        '**Halb-** “anne ya da baba bir” anlamına gelir: {{der Halbbruder}}, {{die Halbschwester}}.',
      ],
    },
    { h2: 'Arkadaş mı, sevgili mi? Freund ve Freundin' },
    {
      p: 'İşte klasik tuzak. {{Mein Freund}} ve {{meine Freundin}} genellikle “erkek arkadaşım, sevgilim” ve “kız arkadaşım, sevgilim” anlamına gelir. Sadece bir arkadaşı kastettiğinizi açıkça belirtmek için {{ein Freund von mir}} ya da {{eine Freundin von mir}} deyin veya {{ein guter Freund}} ya da {{eine gute Freundin}} kullanın. Diğer işe yarar sözcükler:',
    },
    {
      ul: [
        '{{der Partner}}, {{die Partnerin}} – partner, eş (tarafsız)',
        '{{der Lebensgefährte}}, {{die Lebensgefährtin}} – hayat arkadaşı; çoğu zaman evlenmeden birlikte yaşanan uzun süreli partner',
        '{{der Bekannte}}, {{die Bekannte}} – tanıdık (sıfattan türemiş isim: {{ein Bekannter}})',
        '{{der Nachbar}}, {{die Nachbarin}} – komşu',
        '{{der Kollege}}, {{die Kollegin}} – iş arkadaşı, meslektaş',
        '{{die Beziehung}} – ilişki; {{der Freundeskreis}} – arkadaş çevresi',
      ],
    },
    {
      examples: [
        { de: 'Das ist Tom, ein Freund von mir aus der Schule.', en: 'Bu Tom, okuldan bir arkadaşım.' },
        { de: 'Meine Freundin und ich wohnen seit einem Jahr zusammen.', en: 'Kız arkadaşımla bir yıldır birlikte yaşıyoruz.' },
      ],
    },
    { h2: 'Formlarda medeni hâl' },
    {
      p: 'Resmî formlar {{Familienstand}}, yani medeni hâlinizi sorar. Ayrıca {{Familienname}} ya da {{Nachname}} (soyadı), {{Vorname}} (ad) ve {{Geburtsname}} (doğumdaki soyadı, örneğin kızlık soyadı) alanlarını görürsünüz.',
    },
    {
      table: {
        caption: 'Medeni hâl (Familienstand)',
        head: ['Almanca', 'Türkçe'],
        rows: [
          ['{{ledig}}', 'bekâr, hiç evlenmemiş'],
          ['{{verheiratet}}', 'evli'],
          ['{{getrennt lebend}}', 'ayrı yaşıyor'],
          ['{{geschieden}}', 'boşanmış'],
          ['{{verwitwet}}', 'dul (eşi ölmüş)'],
        ],
      },
    },
    { h2: 'Hayattaki önemli olaylar' },
    {
      table: {
        caption: 'Büyük anlar için fiiller ve isimler',
        head: ['Fiil', 'İsim', 'Türkçe'],
        rows: [
          ['{{geboren werden}}', '{{die Geburt}}', 'doğmak, doğum'],
          ['{{aufwachsen}}', '{{die Kindheit}}', 'büyümek, çocukluk'],
          ['{{sich verlieben}} (in + Akk.)', '{{die Liebe}}', 'âşık olmak, aşk'],
          ['{{zusammenziehen}}', '–', 'aynı eve taşınmak'],
          ['{{sich verloben}}', '{{die Verlobung}}', 'nişanlanmak, nişan'],
          ['{{heiraten}}', '{{die Hochzeit}}', 'evlenmek, düğün'],
          ['{{ein Kind bekommen}}', '{{die Schwangerschaft}}', 'çocuk sahibi olmak, hamilelik'],
          ['{{sich trennen}}', '{{die Trennung}}', 'ayrılmak, ayrılık'],
          ['{{sich scheiden lassen}}', '{{die Scheidung}}', 'boşanmak, boşanma'],
          ['{{sterben}}', '{{der Tod}}', 'ölmek, ölüm'],
        ],
      },
    },
    {
      examples: [
        { de: 'Ich bin in einem kleinen Dorf aufgewachsen.', en: 'Küçük bir köyde büyüdüm.' },
        { de: 'Meine Eltern haben 1995 geheiratet.', en: 'Annemle babam 1995’te evlendi.' },
        { de: 'Wann bist du geboren? – Ich bin 2001 geboren.', en: 'Ne zaman doğdun? – 2001’de doğdum.' },
        { de: 'Sie hat sich in ihren Kollegen verliebt.', en: 'İş arkadaşına âşık oldu.' },
      ],
    },
    {
      p: '{{heiraten}} fiiline dikkat: edatsız, doğrudan nesne alır – {{Er heiratet seine Freundin}} (kız arkadaşıyla evleniyor). Türkçedeki “ile” burada yoktur. {{Ich bin verheiratet}} durumu anlatır (evliyim), {{Wir haben geheiratet}} ise olayı (evlendik).',
    },
    { h2: 'Gereken dilbilgisi: iyelik sözcükleri ve Dativ' },
    {
      p: 'Aile sözcükleri neredeyse her zaman bir iyelik artikeliyle gelir. Bu artikelin eki, sahibine göre değil, aile üyesinin cinsiyetine ve hâline göre değişir.',
    },
    {
      table: {
        caption: 'Aile sözcükleriyle mein',
        head: ['Hâl', 'Eril', 'Dişil', 'Çoğul'],
        rows: [
          ['Yalın hâl', '{{mein Bruder}}', '{{meine Schwester}}', '{{meine Eltern}}'],
          ['Belirtme hâli', '{{meinen Bruder}}', '{{meine Schwester}}', '{{meine Eltern}}'],
          ['Yönelme hâli', '{{meinem Bruder}}', '{{meiner Schwester}}', '{{meinen Eltern}}'],
        ],
      },
    },
    {
      p: 'Konuşmada akrabalık çoğu zaman {{von}} + Dativ ile anlatılır: {{die Schwester von meiner Mutter}} (annemin kız kardeşi = teyzem). Özel adlarla tamlayan hâlinin -s ekini kullanın: {{Peters Frau}} (Peter’in karısı), {{Annas Kinder}} (Anna’nın çocukları).',
    },
    { h2: 'Aileniz hakkında konuşmak' },
    {
      examples: [
        { de: 'Hast du Geschwister? – Ja, einen Bruder und zwei Schwestern.', en: 'Kardeşin var mı? – Evet, bir erkek kardeşim ve iki kız kardeşim var.' },
        { de: 'Nein, ich bin Einzelkind.', en: 'Hayır, tek çocuğum.' },
        { de: 'Wie alt ist deine Schwester? – Sie ist 25.', en: 'Kız kardeşin kaç yaşında? – 25.' },
        { de: 'Meine Großeltern wohnen auf dem Land. Ich besuche sie oft.', en: 'Büyükannemle büyükbabam kırsalda yaşıyor. Onları sık sık ziyaret ederim.' },
        { de: 'Bist du verheiratet? – Nein, aber ich habe einen Partner.', en: 'Evli misin? – Hayır, ama bir partnerim var.' },
        { de: 'Mein Onkel ist der Bruder meiner Mutter.', en: 'Dayım, annemin erkek kardeşidir.' },
      ],
    },
    {
      p: 'Aile üyelerini anlatmak için bu sözcükleri sıfatlarla birleştirin: {{Mein Vater ist groß und ruhig. Meine Schwester ist sehr lustig, aber manchmal ungeduldig.}} Eklerin nasıl kullanıldığı için ({{mein jüngerer Bruder}}, {{meine ältere Schwester}}) [Almanca sıfat ekleri kolayca](/articles/german-adjective-endings-made-simple) yazısına bakın.',
    },
    {
      tip: 'Soy ağacınızı çizin ve üzerine Almanca adları artikelleriyle yazın: {{der Opa}}, {{die Tante}}, {{der Cousin}}. Sonra onu beş cümleyle yüksek sesle anlatın. Daha fazla pratik için [kelime listelerimize](/words) ve [kalıp ifadelerimize](/phrases) göz atın.',
    },
  ],
};

export default translation;
