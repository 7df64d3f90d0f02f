import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-word-order-basics',
  lang: 'tr',
  body: [
    {
      p: 'Almanca söz dizimi ilk bakışta karmaşık görünür – fiiller sanki cümlenin sonuna zıplar – ama aslında birkaç sağlam kurala uyar. Bu kuralların çoğu tek bir konuyla ilgilidir: **çekimli fiilin nereye geldiği**. Üç temel konumu (ikinci, birinci, son) ve “cümle çerçevesini” öğrenin; her uzunlukta doğru cümle kurabilirsiniz.',
    },
    { h2: 'Kural 1: düz cümlede fiil 2. sıradadır' },
    {
      p: 'Temel cümlede çekimli fiil her zaman **ikinci öğedir**. Öğe bir sözcük değil, bir birimdir: {{ich}}, {{am Montag}}, {{mein alter Freund aus Berlin}} her biri tek öğe sayılır. 1. sıraya neredeyse her şeyi koyabilirsiniz – özneyi, bir zamanı, bir yeri, bir nesneyi – ama fiil ikinci kalır; özne başta değilse fiilin hemen arkasından gelir.',
    },
    {
      table: {
        caption: '1. sıra değişir, fiil ikinci kalır',
        head: ['1. sıra', 'Fiil', 'Geri kalanı'],
        rows: [
          ['{{Ich}}', '{{fahre}}', '{{morgen mit dem Zug nach Köln.}}'],
          ['{{Morgen}}', '{{fahre}}', '{{ich mit dem Zug nach Köln.}}'],
          ['{{Mit dem Zug}}', '{{fahre}}', '{{ich morgen nach Köln.}}'],
          ['{{Nach Köln}}', '{{fahre}}', '{{ich morgen mit dem Zug.}}'],
        ],
      },
    },
    {
      p: 'Öğrenciler sık sık “Yarın ben gidiyorum …” düşüncesiyle “Morgen ich fahre” ✗ der. Unutmayın: başta bir zaman sözcüğü varsa hemen ardından fiil gelir: {{Morgen fahre ich}} ✓. Başa konan öğe genellikle zaten bilinen bilgi ya da vurgulanmak istenen şeydir.',
    },
    { h2: 'Kural 2: sorular ve emirler fiille başlar' },
    {
      p: 'Evet/hayır soruları ve emir cümleleri fiili **1. sıraya** koyar. Soru sözcüklü sorular ({{wann}}, {{wo}}, {{warum}} …) 1. kurala uyar: önce soru sözcüğü, ikinci sırada fiil.',
    },
    {
      examples: [
        { de: 'Fährst du morgen nach Köln?', en: 'Yarın Köln’e gidiyor musun?' },
        { de: 'Wann fährst du nach Köln?', en: 'Köln’e ne zaman gidiyorsun?' },
        { de: 'Fahren Sie bitte langsamer!', en: 'Lütfen daha yavaş sürün!' },
      ],
    },
    { h2: 'Kural 3: cümle çerçevesi' },
    {
      p: 'Bir cümlede iki fiil parçası varsa Almanca onları ayırır: çekimli fiil 2. sırada kalır, diğer parça **en sona** gider. Geri kalan her şey aralarında, bir ayraç çiftinin içi gibi durur – buna {{Satzklammer}} denir. Bu durum kiplik fiillerde, Perfekt’te, {{werden}} ile kurulan gelecek zamanda, edilgen yapıda ve ayrılabilen fiillerde görülür.',
    },
    {
      table: {
        caption: 'Cümle çerçevesi',
        head: ['Yapı', '2. sıra', 'Orta alan', 'Son'],
        rows: [
          ['kiplik fiil', '{{Ich muss}}', '{{heute lange}}', '{{arbeiten.}}'],
          ['Perfekt', '{{Wir haben}}', '{{gestern einen Film}}', '{{gesehen.}}'],
          ['gelecek zaman', '{{Sie wird}}', '{{nächstes Jahr in Wien}}', '{{studieren.}}'],
          ['ayrılabilen fiil', '{{Der Zug kommt}}', '{{um acht Uhr}}', '{{an.}}'],
          ['edilgen yapı', '{{Das Haus wird}}', '{{jetzt}}', '{{renoviert.}}'],
        ],
      },
    },
    {
      tip: 'Almanca bir cümleyi sonuna kadar dinleyin. Anlam çoğu zaman en son gelir: {{Ich habe meinen Schlüssel gestern im Büro …}} – buldum mu? kaybettim mi? unuttum mu? Bunu ancak sondaki {{vergessen}} söyler.',
    },
    { h2: 'Sırayı değiştirmeyen bağlaçlar' },
    {
      p: 'Beş kısa bağlaç iki temel cümleyi birleştirir ve “0. sırada” durur – sayılmazlar, bu yüzden ardından gelen cümle normal sırasını korur: {{und}} (ve), {{aber}} (ama), {{oder}} (veya), {{denn}} (çünkü), {{sondern}} (bilakis, -bil ama). Öğrenciler bunları **ADUSO** diye akılda tutar.',
    },
    {
      examples: [
        { de: 'Ich bin müde, aber ich gehe noch einkaufen.', en: 'Yorgunum ama yine de alışverişe gidiyorum.' },
        { de: 'Wir bleiben zu Hause, denn es regnet.', en: 'Evde kalıyoruz, çünkü yağmur yağıyor.' },
      ],
    },
    { h2: 'Kural 4: yan cümlede fiil en sondadır' },
    {
      p: 'Yan cümle bağlaçları – {{weil}} (çünkü), {{dass}} (-dığını), {{wenn}} (eğer, -dığında), {{ob}} (-ıp -madığını), {{als}} (geçmişte -dığında), {{obwohl}} (-e rağmen), {{damit}} (-sın diye), {{bevor}}, {{nachdem}} – çekimli fiili kendi cümlelerinin **sonuna** gönderir. İlgi cümleleri ve dolaylı sorular da aynı şekilde çalışır. Cümleler arasında her zaman virgül bulunur.',
    },
    {
      examples: [
        { de: 'Ich lerne Deutsch, weil ich in Wien arbeiten möchte.', en: 'Almanca öğreniyorum, çünkü Viyana’da çalışmak istiyorum.' },
        { de: 'Ich glaube, dass der Kurs um neun beginnt.', en: 'Bence kurs saat dokuzda başlıyor.' },
        { de: 'Weißt du, ob sie heute kommt?', en: 'Onun bugün gelip gelmeyeceğini biliyor musun?' },
        { de: 'Er sagt, dass er gestern angekommen ist.', en: 'Dün geldiğini söylüyor.' },
      ],
    },
    {
      p: 'Son örneğe dikkat edin: yan cümlede iki fiil parçası varsa çekimli fiil en son sözcüktür ({{angekommen ist}}). Ayrılabilen fiiller yeniden birleşir: {{…, weil der Zug um acht ankommt}}.',
    },
    { h2: 'Önce yan cümle: fiil, virgül, fiil' },
    {
      p: 'Yan cümle başa da gelebilir. O zaman yan cümlenin tamamı 1. sırayı doldurur ve temel cümle fiiliyle başlar. Sonuç, Almancaya özgü **fiil – virgül – fiil** kalıbıdır.',
    },
    {
      examples: [
        { de: 'Wenn es regnet, bleibe ich zu Hause.', en: 'Yağmur yağarsa evde kalırım.' },
        { de: 'Weil ich krank war, habe ich nicht gearbeitet.', en: 'Hasta olduğum için çalışmadım.' },
      ],
    },
    { h2: 'Orta alan: TeKaMoLo' },
    {
      p: 'İki fiil konumu arasındaki sıra esnektir, ama zarflar için güvenilir bir varsayılan sıra vardır: **Te**mporal (ne zaman) – **Ka**usal (neden) – **Mo**dal (nasıl) – **Lo**kal (nerede). Dördünün birden bulunması gerekmez; hangileri varsa bu sırayla dizin.',
    },
    {
      examples: [
        { de: 'Ich fahre morgen wegen der Arbeit mit dem Auto nach München.', en: 'Yarın iş için arabayla Münih’e gidiyorum. (ne zaman – neden – nasıl – nereye)' },
        { de: 'Sie lernt jeden Abend konzentriert in der Bibliothek.', en: 'Her akşam kütüphanede dikkatle çalışıyor.' },
      ],
    },
    {
      p: 'Nesneler: kısa zamirler erken gelir, fiil ile öznenin hemen ardından. İki isim varsa yönelme hâli (Dativ) genellikle belirtme hâlinden (Akkusativ) önce gelir ({{Ich gebe dem Kind das Buch}}); iki zamir varsa önce Akkusativ gelir ({{Ich gebe es ihm}}). Ayrıntılar için: [Almancada hâller](/articles/german-cases-explained).',
    },
    { h2: 'nicht nereye gelir?' },
    {
      ul: [
        'Bütün cümleyi olumsuz yapmak için {{nicht}} sona doğru gider, ama ikinci fiil parçasından, ayrılabilen önekten ya da fiilden sonra gelen sıfat veya yer bildiren öğeden **önce** durur: {{Ich komme heute nicht.}} {{Ich kann heute nicht kommen.}} {{Das Essen ist nicht teuer.}} {{Er wohnt nicht in Berlin.}}',
        '{{nicht}} belirli bir nesneden ve zaman bildiren sözcüklerin çoğundan **sonra** gelir: {{Ich kenne den Mann nicht.}} {{Sie arbeitet morgen nicht.}}',
        'Yalnızca bir öğeyi olumsuz yapmak için {{nicht}} doğrudan o öğenin önüne konur ve genellikle bir {{sondern}} cümlesi eklenir: {{Ich fahre nicht heute, sondern morgen.}}',
        '{{ein}} ile ya da artikelsiz kullanılan isimler {{nicht}} ile değil, {{kein}} ile olumsuz yapılır: {{Ich habe kein Auto.}}',
      ],
    },
    { h2: 'zu’lu mastar cümleleri' },
    {
      p: 'A2 düzeyinden itibaren mastar cümleleriyle karşılaşırsınız. {{zu}} ile kullanılan mastar sona gider; ayrılabilen fiillerde {{zu}} önek ile fiilin arasına girer ({{anzurufen}}).',
    },
    {
      examples: [
        { de: 'Ich habe keine Zeit, heute einzukaufen.', en: 'Bugün alışveriş yapmaya vaktim yok.' },
        { de: 'Vergiss nicht, mich anzurufen!', en: 'Beni aramayı unutma!' },
      ],
    },
    { h2: 'Beş tipik hata' },
    {
      ol: [
        '“Heute ich gehe ins Kino” ✗ → {{Heute gehe ich ins Kino.}} ✓ (fiil ikinci sırada)',
        '“Ich kann schwimmen gut” ✗ → {{Ich kann gut schwimmen.}} ✓ (mastar sonda)',
        '“…, weil ich habe keine Zeit” ✗ → {{…, weil ich keine Zeit habe.}} ✓ ({{weil}} sonrasında fiil sonda)',
        '“Ich stehe auf um sieben” ✗ → {{Ich stehe um sieben auf.}} ✓ (önek sonda)',
        '“Wenn ich Zeit habe, ich komme” ✗ → {{Wenn ich Zeit habe, komme ich.}} ✓ (fiil – virgül – fiil)',
      ],
    },
    {
      p: 'Söz dizimi bütün diğer konuların içinden geçer: [ayrılabilen fiiller](/articles/separable-verbs-in-german), [kiplik fiiller rehberi](/articles/german-modal-verbs-guide) ve [Perfekt mi, Präteritum mu](/articles/perfekt-vs-praeteritum) yazılarına bakın. Cümleleri kendiniz kurmak için [dilbilgisi bölümümüzdeki](/grammar) alıştırmaları deneyin.',
    },
  ],
};

export default translation;
