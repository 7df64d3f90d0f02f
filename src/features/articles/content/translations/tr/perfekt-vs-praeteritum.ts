import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'perfekt-vs-praeteritum',
  lang: 'tr',
  body: [
    {
      p: 'Almancanın iki ana geçmiş zamanı vardır: **Perfekt** ({{ich habe gemacht}}, {{ich bin gegangen}}) ve **Präteritum** ({{ich machte}}, {{ich ging}}). İngilizce bilenler bunları doğal olarak “I have done” ve “I did” ile eşleştirmeye çalışır, ama bu işe yaramaz. Almancada iki zaman neredeyse aynı anlamı taşır. Asıl fark **üsluptadır**: Perfekt konuşmanın, Präteritum yazılı anlatının zamanıdır. Bu makale ikisinin nasıl yapıldığını ve nasıl seçileceğini gösterir.',
    },
    { h2: 'Kısa cevap' },
    {
      table: {
        caption: 'Hangi geçmiş zaman?',
        head: ['Durum', 'Olağan zaman', 'Örnek'],
        rows: [
          ['konuşma, sohbet, mesajlar, samimi e-postalar', 'Perfekt', '{{Ich habe gestern lange gearbeitet.}}'],
          ['hikâyeler, romanlar, haberler, biyografiler', 'Präteritum', '{{Im Jahr 1990 zog die Familie nach Leipzig.}}'],
          ['{{sein}}, {{haben}}, modal fiiller – her yerde', 'Präteritum', '{{Ich war müde und hatte keine Zeit.}}'],
          ['konuşmada {{es gibt}}, {{wissen}} ve birkaç fiil daha', 'çoğunlukla Präteritum', '{{Es gab keine Karten mehr. Das wusste ich nicht.}}'],
        ],
      },
    },
    {
      p: 'Bir de bölgesel yönü vardır. Almanya’nın güneyinde, Avusturya’da ve İsviçre’de Präteritum, {{war}} ve birkaç başka biçim dışında gündelik konuşmadan neredeyse kaybolmuştur; kuzeyde konuşmada biraz daha fazla kullanılır. Öğrenen biri için tablodaki kural her yerde doğrudur.',
    },
    { h2: 'Perfekt’in yapılışı' },
    {
      p: 'Perfekt iki parçadan oluşur: şimdiki zamanda {{haben}} ya da {{sein}} (ikinci sırada) ve geçmiş zaman ortacı (cümlenin sonunda).',
    },
    {
      table: {
        caption: 'Geçmiş zaman ortaçları',
        head: ['Fiil türü', 'Ortaç', 'Örnekler'],
        rows: [
          ['düzenli', 'ge- + gövde + -t', '{{machen}} → {{gemacht}}, {{arbeiten}} → {{gearbeitet}}'],
          ['düzensiz', 'ge- + gövde (çoğu zaman değişmiş) + -en', '{{schreiben}} → {{geschrieben}}, {{finden}} → {{gefunden}}'],
          ['karma', 'ge- + değişmiş gövde + -t', '{{bringen}} → {{gebracht}}, {{kennen}} → {{gekannt}}'],
          ['ayrılabilen', 'ön ek + ge + gövde', '{{einkaufen}} → {{eingekauft}}, {{aussteigen}} → {{ausgestiegen}}'],
          ['ayrılamayan ön ek, -ieren', 'ge- yok', '{{bezahlen}} → {{bezahlt}}, {{verlieren}} → {{verloren}}, {{reparieren}} → {{repariert}}'],
        ],
      },
    },
    { h2: 'haben mı sein mı?' },
    {
      p: 'Fiillerin çoğu Perfekt’i {{haben}} ile yapar; Akkusativ nesnesi olan bütün fiiller ve bütün dönüşlü fiiller dahil. {{sein}}, Akkusativ nesnesi olmayan ve şunları anlatan fiillerle kullanılır:',
    },
    {
      ul: [
        '**bir yerden başka bir yere hareket**: {{gehen}}, {{kommen}}, {{fahren}}, {{fliegen}}, {{laufen}}, {{reisen}}, {{umziehen}}: {{Wir sind nach Spanien geflogen.}}',
        '**durum değişikliği**: {{aufstehen}}, {{aufwachen}}, {{einschlafen}}, {{werden}}, {{wachsen}}, {{sterben}}: {{Das Kind ist schnell eingeschlafen.}}',
        '**ayrıca birkaç özel fiil**: {{sein}}, {{bleiben}}, {{passieren}}, {{geschehen}}, {{begegnen}}: {{Was ist passiert?}} {{Ich bin zu Hause geblieben.}}',
      ],
    },
    {
      p: 'Bazı hareket fiilleri Akkusativ nesne aldıklarında {{haben}} ile kullanılır: {{Ich bin nach Berlin gefahren}}, ama {{Ich habe das Auto meines Vaters gefahren}}. Almanya’nın güneyinde, Avusturya’da ve İsviçre’de {{stehen}}, {{sitzen}} ve {{liegen}} de {{sein}} alır ({{ich bin gesessen}}); kuzeyde ve çoğu ders kitabında {{haben}} alır ({{ich habe gesessen}}). İkisi de kendi bölgesinde standarttır.',
    },
    { h2: 'Präteritum’un yapılışı' },
    {
      p: 'Düzenli fiiller gövdeye **-te** ve şahıs eklerini ekler. Düzensiz fiiller ünlülerini değiştirir ve {{ich}} ile {{er}}/{{sie}}/{{es}} biçimlerinde **ek almaz**. Karma fiiller hem ünlülerini değiştirir **hem de** -te alır.',
    },
    {
      table: {
        caption: 'Präteritum ekleri',
        head: ['Şahıs', 'machen (düzenli)', 'gehen (düzensiz)', 'denken (karma)'],
        rows: [
          ['{{ich}}', '{{machte}}', '{{ging}}', '{{dachte}}'],
          ['{{du}}', '{{machtest}}', '{{gingst}}', '{{dachtest}}'],
          ['{{er}}/{{sie}}/{{es}}', '{{machte}}', '{{ging}}', '{{dachte}}'],
          ['{{wir}}', '{{machten}}', '{{gingen}}', '{{dachten}}'],
          ['{{ihr}}', '{{machtet}}', '{{gingt}}', '{{dachtet}}'],
          ['{{sie}}/{{Sie}}', '{{machten}}', '{{gingen}}', '{{dachten}}'],
        ],
      },
    },
    {
      p: 'Düzensiz biçimler liste hâlinde öğrenilmelidir – mastar, Präteritum, ortaç: {{fahren – fuhr – gefahren}}, {{kommen – kam – gekommen}}, {{sehen – sah – gesehen}}, {{treffen – traf – getroffen}}. Konuşma için en önemlileri azdır: {{war}}, {{hatte}}, {{konnte}}, {{musste}}, {{wollte}}, {{durfte}}, {{sollte}}, {{gab}}, {{wusste}}.',
    },
    { h2: 'Aynı hikâye, iki üslup' },
    {
      p: 'İşte iki kez anlatılan tek bir olay: önce bir arkadaşa anlatır gibi, sonra yazılı bir hikâyede görünebileceği gibi.',
    },
    {
      examples: [
        { de: 'Gestern bin ich mit dem Zug nach Hamburg gefahren. Der Zug war total voll, und ich habe keinen Sitzplatz gefunden. Dann habe ich zufällig eine alte Freundin getroffen.', en: 'Konuşma: Dün trenle Hamburg’a gittim. Tren tıklım tıklımdı, oturacak yer bulamadım. Sonra tesadüfen eski bir arkadaşımla karşılaştım.' },
        { de: 'Am Montag fuhr Lisa mit dem Zug nach Hamburg. Der Zug war voll, und sie fand keinen Sitzplatz. Dann traf sie zufällig eine alte Freundin.', en: 'Yazı: Pazartesi günü Lisa trenle Hamburg’a gitti. Tren doluydu ve yer bulamadı. Sonra tesadüfen eski bir arkadaşıyla karşılaştı.' },
      ],
    },
    {
      p: 'Dikkat edin: konuşma hâli zamanları doğal biçimde karıştırır – fiillerin çoğunda Perfekt, ama {{ist gewesen}} yerine {{war}}. Anadili konuşanlar tam olarak böyle yapar.',
    },
    { h2: 'İngilizce bilenler için bir tuzak: “have been doing”' },
    {
      p: 'İngilizce, geçmişte başlayıp hâlâ süren eylemler için present perfect kullanır. Almanca bunun için {{seit}} ile **şimdiki zamanı** kullanır. Perfekt, eylemin bittiği anlamına gelirdi.',
    },
    {
      examples: [
        { de: 'Ich wohne seit drei Jahren in Wien.', en: 'Üç yıldır Viyana’da oturuyorum (hâlâ oradayım).' },
        { de: 'Ich habe drei Jahre in Wien gewohnt.', en: 'Üç yıl Viyana’da oturdum (artık orada değilim).' },
        { de: 'Wie lange lernst du schon Deutsch?', en: 'Ne zamandır Almanca öğreniyorsun?' },
      ],
    },
    { h2: 'Plusquamperfekt' },
    {
      p: 'Geçmişte bir adım daha geriye gitmek için {{haben}} ya da {{sein}}’in Präteritum’u + ortaç kullanılır. Konuşmada da yazıda da kullanılır.',
    },
    {
      examples: [
        { de: 'Als wir ankamen, hatte der Film schon angefangen.', en: 'Vardığımızda film çoktan başlamıştı.' },
        { de: 'Sie war noch nie in Paris gewesen.', en: 'Daha önce hiç Paris’e gitmemişti.' },
      ],
    },
    { h2: 'Pratik öneriler' },
    {
      ol: [
        'Konuşurken neredeyse her şey için Perfekt kullanın; {{war}}, {{hatte}} ve modal fiiller ise Präteritum’da kalsın.',
        'Her yeni düzensiz fiili üç biçimiyle öğrenin: {{schreiben – schrieb – geschrieben}}. {{sein}} alan fiilleri işaretleyin.',
        'Präteritum’a alışmak için kolay Almanca kısa hikâyeler ya da haberler okuyun; onu yazmadan çok önce tanımanız gerekecek.',
        'Sınavlarda (B1 ve üstü) raporlar ve hikâyeler gibi resmî yazılı metinlerde Präteritum kullanın.',
      ],
    },
    {
      tip: 'Perfekt’in söz dizimi için [Almancada söz diziminin temelleri](/articles/german-word-order-basics); ayrılabilen fiillerin ortaçları için [ayrılabilen fiiller](/articles/separable-verbs-in-german); geçmişteki modal fiiller için [modal fiiller rehberi](/articles/german-modal-verbs-guide). [A2 dil bilgisi kursumuzun](/grammar/a2) Perfekt ve Präteritum dersleri iki zamanı da çalıştırır.',
    },
  ],
};

export default translation;
