import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-a2-cheat-sheet',
  lang: 'tr',
  body: [
    {
      p: 'Bu sitedeki tüm seviyeler gibi A2 de **Diller için Avrupa Ortak Başvuru Metni’ni (CEFR)** izler. A2, “temel kullanıcı”nın ikinci seviyesidir. A2’de sizi doğrudan ilgilendiren alanlarla – kişisel ve ailevi bilgiler, alışveriş, yaşadığınız çevre, iş – ilgili cümleleri ve sık kullanılan ifadeleri anlarsınız; basit, alışılmış bilgi alışverişlerini yürütebilir, geçmişinizi, çevrenizi ve acil ihtiyaçlarınızı basit sözlerle anlatabilirsiniz. Dil bilgisi açısından A2 temeli tamamlar: geçmişten söz edebilir, gündelik hâllerin hepsini kullanabilir ve cümleleri {{weil}} ve {{dass}} ile bağlayabilirsiniz. Bu özetin dayandığı dersler [A2 dil bilgisi kursumuzda](/grammar/a2); temelleri tekrar etmeniz gerekiyorsa [A1 kopya kâğıdıyla](/articles/german-a1-cheat-sheet) başlayın.',
    },
    { h2: 'Perfekt’in tamamı' },
    {
      p: 'Perfekt, konuşma dilinin olağan geçmiş zamanıdır: ikinci sırada {{haben}} ya da {{sein}}, sonda geçmiş zaman ortacı. A’dan B’ye hareket bildiren fiillerle ({{gehen}}, {{fahren}}, {{fliegen}}, {{kommen}}), durum değişikliği bildiren fiillerle ({{aufstehen}}, {{einschlafen}}, {{sterben}}) ve {{sein}}, {{bleiben}}, {{passieren}} ile {{sein}} kullanılır.',
    },
    {
      table: {
        caption: 'Geçmiş zaman ortaçları nasıl yapılır',
        head: ['Fiil türü', 'Kalıp', 'Örnekler'],
        rows: [
          ['düzenli', 'ge- … -t', '{{machen}} → {{gemacht}}, {{kaufen}} → {{gekauft}}'],
          ['düzensiz', 'ge- … -en (çoğu zaman ünlü değişimiyle)', '{{sehen}} → {{gesehen}}, {{trinken}} → {{getrunken}}'],
          ['karma', 'ünlü değişimiyle ge- … -t', '{{bringen}} → {{gebracht}}, {{denken}} → {{gedacht}}, {{wissen}} → {{gewusst}}'],
          ['ayrılabilen', 'ön ek + ge + gövde', '{{einkaufen}} → {{eingekauft}}, {{anrufen}} → {{angerufen}}'],
          ['ayrılamayan (be-, ver-, er-, ent-, ge-, emp-, zer-, miss-)', 'ge- yok', '{{besuchen}} → {{besucht}}, {{vergessen}} → {{vergessen}}'],
          ['-ieren ile biten fiiller', 'ge- yok', '{{studieren}} → {{studiert}}, {{telefonieren}} → {{telefoniert}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Am Wochenende habe ich meine Oma besucht.', en: 'Hafta sonu büyükannemi ziyaret ettim.' },
        { de: 'Wir sind um sechs Uhr aufgestanden.', en: 'Saat altıda kalktık.' },
        { de: 'Was ist passiert?', en: 'Ne oldu?' },
      ],
    },
    { h2: 'sein, haben ve modal fiillerin Präteritum’u' },
    {
      p: 'Bu fiiller konuşmada bile basit geçmiş zamanı tercih eder. {{ich}} ile {{er}}/{{sie}}/{{es}} biçimleri aynıdır ve ek almaz. Bkz. [Perfekt mi Präteritum mu?](/articles/perfekt-vs-praeteritum).',
    },
    {
      table: {
        caption: 'Präteritum biçimleri',
        head: ['Şahıs', 'sein', 'haben', 'können', 'müssen'],
        rows: [
          ['{{ich}}', '{{war}}', '{{hatte}}', '{{konnte}}', '{{musste}}'],
          ['{{du}}', '{{warst}}', '{{hattest}}', '{{konntest}}', '{{musstest}}'],
          ['{{er}}/{{sie}}/{{es}}', '{{war}}', '{{hatte}}', '{{konnte}}', '{{musste}}'],
          ['{{wir}}', '{{waren}}', '{{hatten}}', '{{konnten}}', '{{mussten}}'],
          ['{{ihr}}', '{{wart}}', '{{hattet}}', '{{konntet}}', '{{musstet}}'],
          ['{{sie}}/{{Sie}}', '{{waren}}', '{{hatten}}', '{{konnten}}', '{{mussten}}'],
        ],
      },
    },
    { h2: 'Yönelme hâlinin (Dativ) tamamı' },
    {
      p: 'A2, yalın ve belirtme hâline yönelme hâlini ekler: bir şeyi alan kişi, {{helfen}}, {{gefallen}}, {{gehören}}, {{passen}}, {{schmecken}}, {{danken}} gibi fiiller ve {{aus}}, {{bei}}, {{mit}}, {{nach}}, {{seit}}, {{von}}, {{zu}} edatları. Dativ biçimleri: {{dem}}/{{einem}} (eril ve nötr), {{der}}/{{einer}} (dişil), {{den}} + -n (çoğul). Zamirler: {{mir}}, {{dir}}, {{ihm}}, {{ihr}}, {{uns}}, {{euch}}, {{ihnen}}/{{Ihnen}}. Sistemin tamamı: [Almancada hâller](/articles/german-cases-explained).',
    },
    {
      examples: [
        { de: 'Das Essen schmeckt mir sehr gut.', en: 'Yemeği çok beğendim.' },
        { de: 'Ich wohne seit zwei Jahren in Leipzig.', en: 'İki yıldır Leipzig’de oturuyorum.' },
      ],
    },
    { h2: 'İki hâlli edatlar: Wo? mu Wohin? mi?' },
    {
      p: '{{an}}, {{auf}}, {{hinter}}, {{in}}, {{neben}}, {{über}}, {{unter}}, {{vor}}, {{zwischen}}: **Wohin?** (bir yere hareket) → Akkusativ; **Wo?** (konum) → Dativ. {{stellen}}/{{stehen}}, {{legen}}/{{liegen}}, {{setzen}}/{{sitzen}} fiil çiftleri ve {{hängen}} de aynı mantığı izler. Ayrıntılar: [Almanca edatlar ve hâlleri](/articles/german-prepositions-with-cases).',
    },
    {
      examples: [
        { de: 'Ich stelle die Flasche in den Kühlschrank.', en: 'Şişeyi buzdolabına koyuyorum. (Wohin?)' },
        { de: 'Die Flasche steht im Kühlschrank.', en: 'Şişe buzdolabında duruyor. (Wo?)' },
      ],
    },
    { h2: 'Dönüşlü fiiller' },
    {
      p: 'Birçok fiil dönüşlü zamir ister: {{sich freuen}}, {{sich waschen}}, {{sich anziehen}}, {{sich setzen}}, {{sich beeilen}}, {{sich interessieren für}}. Zamir Akkusativ’dedir, ama cümlede başka bir Akkusativ nesnesi varsa Dativ olur: {{Ich wasche mich}} – {{Ich wasche mir die Hände}}.',
    },
    {
      table: {
        caption: 'Dönüşlü zamirler',
        head: ['Şahıs', 'Akkusativ', 'Dativ'],
        rows: [
          ['{{ich}}', '{{mich}}', '{{mir}}'],
          ['{{du}}', '{{dich}}', '{{dir}}'],
          ['{{er}}/{{sie}}/{{es}}', '{{sich}}', '{{sich}}'],
          ['{{wir}}', '{{uns}}', '{{uns}}'],
          ['{{ihr}}', '{{euch}}', '{{euch}}'],
          ['{{sie}}/{{Sie}}', '{{sich}}', '{{sich}}'],
        ],
      },
    },
    { h2: 'Yan cümleler: weil, dass, wenn, ob, als' },
    {
      p: 'Bu bağlaçlar fiili sona gönderir. {{wenn}} koşullar ve tekrarlanan olaylar için, {{als}} geçmişteki tek bir olay için, {{ob}} dolaylı aktarılan evet/hayır soruları için kullanılır. Bkz. [Almancada söz diziminin temelleri](/articles/german-word-order-basics).',
    },
    {
      examples: [
        { de: 'Ich komme nicht, weil ich krank bin.', en: 'Gelmiyorum, çünkü hastayım.' },
        { de: 'Ich finde, dass Berlin sehr interessant ist.', en: 'Bence Berlin çok ilginç.' },
        { de: 'Als ich Kind war, hatte ich einen Hund.', en: 'Çocukken bir köpeğim vardı.' },
        { de: 'Können Sie mir sagen, wo der Bahnhof ist?', en: 'Tren istasyonunun nerede olduğunu söyleyebilir misiniz?' },
      ],
    },
    { h2: 'Sıfatlarda karşılaştırma' },
    {
      table: {
        caption: 'Yalın, üstünlük ve enüstünlük derecesi',
        head: ['Yalın', 'Üstünlük', 'Enüstünlük'],
        rows: [
          ['{{schnell}}', '{{schneller}}', '{{am schnellsten}}'],
          ['{{alt}}', '{{älter}}', '{{am ältesten}}'],
          ['{{groß}}', '{{größer}}', '{{am größten}}'],
          ['{{gut}}', '{{besser}}', '{{am besten}}'],
          ['{{viel}}', '{{mehr}}', '{{am meisten}}'],
          ['{{gern}}', '{{lieber}}', '{{am liebsten}}'],
          ['{{hoch}}', '{{höher}}', '{{am höchsten}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Anna ist so alt wie ich.', en: 'Anna benimle aynı yaşta.' },
        { de: 'Der Zug ist schneller als der Bus.', en: 'Tren otobüsten daha hızlı.' },
        { de: 'Ich trinke lieber Tee als Kaffee.', en: 'Çayı kahveye tercih ederim.' },
      ],
    },
    { h2: 'Sıfat ekleri, kısa hâliyle' },
    {
      p: '{{der}}/{{die}}/{{das}} sonrasında: tekil yalın hâlde (ve dişil ile nötr Akkusativ’de) **-e**, diğer her yerde **-en**. {{ein}} sonrasında: {{ein}} cinsiyeti gösteremediği yerde sıfat gösterir ({{ein alter Mann}}, {{ein altes Haus}}). Artikelsiz kullanımda sıfat {{der}}/{{die}}/{{das}} ekini alır ({{kalter Kaffee}}). Ayrıntılı açıklama: [Sıfat ekleri kolayca](/articles/german-adjective-endings-made-simple).',
    },
    { h2: 'Kibar ricalar ve dilekler: Konjunktiv II' },
    {
      p: 'A2’de birkaç Konjunktiv II biçimini kalıplaşmış nezaket ifadeleri olarak kullanırsınız: {{ich hätte gern}}, {{ich würde gern}}, {{könnten Sie}}, {{wäre es möglich}}.',
    },
    {
      examples: [
        { de: 'Könnten Sie mir bitte helfen?', en: 'Bana yardım edebilir misiniz, lütfen?' },
        { de: 'Ich hätte gern ein Zimmer für zwei Nächte.', en: 'İki gecelik bir oda istiyorum.' },
        { de: 'Ich würde gern am Samstag kommen.', en: 'Cumartesi gelmek isterim.' },
      ],
    },
    { h2: 'Edatlı fiiller' },
    {
      p: 'Birçok fiilin, onunla birlikte öğrenilmesi gereken sabit bir edatı vardır: {{warten auf}} + Akk., {{sich freuen auf}} (dört gözle beklemek) ve {{sich freuen über}} (bir şeye sevinmek) + Akk., {{denken an}} + Akk., {{sich interessieren für}} + Akk., {{sprechen mit}} + Dat. Nesneleri **wo(r)-** ile sorar, **da(r)-** ile gösterirsiniz: {{Worauf wartest du? – Auf den Bus. Ich warte schon lange darauf.}}',
    },
    { h2: 'A2 için temel ifadeler' },
    {
      table: {
        caption: 'Yararlı A2 ifadeleri',
        head: ['İşlev', 'Almanca'],
        rows: [
          ['Fikir bildirmek', '{{Ich finde, dass …}} / {{Meiner Meinung nach …}}'],
          ['Katılmak / katılmamak', '{{Da hast du recht.}} / {{Das sehe ich anders.}}'],
          ['Randevu almak', '{{Hätten Sie am Dienstag um zehn Uhr Zeit?}}'],
          ['İptal etmek', '{{Leider kann ich morgen nicht kommen.}}'],
          ['Özür dilemek', '{{Entschuldigung, ich habe mich verspätet.}}'],
          ['Doktorda', '{{Ich habe seit drei Tagen Kopfschmerzen.}}'],
          ['Bir iyilik istemek', '{{Könntest du mir einen Gefallen tun?}}'],
          ['Planlardan söz etmek', '{{Nächstes Jahr möchte ich nach Italien fahren.}}'],
        ],
      },
    },
    {
      p: 'A2 konuları: çocukluk ve biyografi, konut ve taşınma, sağlık, iş ve meslekler, seyahat ve tatil, bayramlar, alışveriş ve şikâyetler, medya, hava durumu ve çevre. Kelime dağarcığınızı [kelime listelerimiz](/words) ve [çalışma kâğıtlarımızla](/worksheets) geliştirin.',
    },
    {
      tip: 'A2’den B1’e geçiş esas olarak düşünceleri birbirine bağlamakla ilgilidir: daha fazla bağlaç, ilgi cümleleri, edilgen çatı. [B1 kopya kâğıdı](/articles/german-b1-cheat-sheet) önünüzdeki yolu gösterir.',
    },
  ],
};

export default translation;
