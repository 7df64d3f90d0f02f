import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-a1-cheat-sheet',
  lang: 'tr',
  body: [
    {
      p: 'Bu sitede kullanılan A1, A2, B1 ve B2 seviyeleri, Avrupa Konseyi’nin **Diller için Avrupa Ortak Başvuru Metni’ni (CEFR)** izler. A1, “temel kullanıcı”nın ilk seviyesidir: tanıdık gündelik ifadeleri ve çok basit cümleleri anlar ve kullanırsınız; kendinizi ve başkalarını tanıtabilir, nerede yaşadığınız, tanıdığınız kişiler ve sahip olduğunuz şeyler hakkında soru sorup cevap verebilir, yavaş ve açık konuşan, yardım etmeye hazır biriyle anlaşabilirsiniz. Bu kopya kâğıdı, A1 kurslarının ve Goethe-Institut’un A1 sertifikası gibi sınavların genellikle beklediği dil bilgisini ve kalıp ifadeleri bir araya getirir. Tekrar için kullanın – ayrıntılı açıklamalar [dil bilgisi bölümümüzde](/grammar).',
    },
    { h2: 'Şahıs zamirleri, sein ve haben' },
    {
      table: {
        caption: 'En önemli iki fiil',
        head: ['Zamir', 'sein (olmak)', 'haben (sahip olmak)'],
        rows: [
          ['{{ich}} (ben)', '{{bin}}', '{{habe}}'],
          ['{{du}} (sen)', '{{bist}}', '{{hast}}'],
          ['{{er}} / {{sie}} / {{es}}', '{{ist}}', '{{hat}}'],
          ['{{wir}} (biz)', '{{sind}}', '{{haben}}'],
          ['{{ihr}} (siz, samimi çoğul)', '{{seid}}', '{{habt}}'],
          ['{{sie}} / {{Sie}} (onlar / siz, resmî)', '{{sind}}', '{{haben}}'],
        ],
      },
    },
    {
      p: 'Arkadaşlarınıza, ailenize, çocuklara ve çoğu zaman yaşıtınız olan iş arkadaşlarınıza {{du}} deyin; tanımadığınız yetişkinlere, resmî dairelerde ve mağazalarda {{Sie}} deyin (her zaman büyük S ile). {{Sie}}, {{sie}} (onlar) ile aynı fiil çekimini alır.',
    },
    { h2: 'Düzenli fiillerin şimdiki zamanı' },
    {
      p: 'Mastarı alın, -en ekini atın ve şahıs eklerini ekleyin. Gövdesi -t veya -d ile biten fiiller fazladan bir e alır ({{du arbeitest}}, {{er arbeitet}}).',
    },
    {
      table: {
        caption: 'wohnen (oturmak, yaşamak) ve arbeiten (çalışmak)',
        head: ['Şahıs', 'Ek', 'wohnen', 'arbeiten'],
        rows: [
          ['{{ich}}', '-e', '{{wohne}}', '{{arbeite}}'],
          ['{{du}}', '-st', '{{wohnst}}', '{{arbeitest}}'],
          ['{{er}}/{{sie}}/{{es}}', '-t', '{{wohnt}}', '{{arbeitet}}'],
          ['{{wir}}', '-en', '{{wohnen}}', '{{arbeiten}}'],
          ['{{ihr}}', '-t', '{{wohnt}}', '{{arbeitet}}'],
          ['{{sie}}/{{Sie}}', '-en', '{{wohnen}}', '{{arbeiten}}'],
        ],
      },
    },
    {
      p: '**Gövde ünlüsü değişen fiiller** bu ünlüyü yalnızca {{du}} ve {{er}}/{{sie}}/{{es}} ile değiştirir: e → i ({{sprechen}}: {{du sprichst}}, {{er spricht}}; ayrıca {{essen}}, {{geben}}, {{nehmen}}, {{helfen}}), e → ie ({{lesen}}: {{du liest}}; {{sehen}}), a → ä ({{fahren}}: {{du fährst}}; {{schlafen}}, {{tragen}}). {{wissen}} fiilini ayrıca öğrenin: {{ich weiß}}, {{du weißt}}, {{er weiß}}.',
    },
    { h2: 'Söz dizimi: fiil ikinci sırada' },
    {
      ul: [
        '**Düz cümle**: çekimli fiil ikinci ögedir. Başa her şey gelebilir; o zaman özne fiilden sonra gelir.',
        '**Soru kelimeli soru**: önce soru kelimesi, sonra fiil: {{Wo wohnst du?}}',
        '**Evet/hayır sorusu**: fiil başa gelir: {{Wohnst du in Berlin?}}',
        '**İkinci fiil veya parçacık** (mastar, ortaç, ayrılabilen ön ek) sona gider.',
      ],
    },
    {
      examples: [
        { de: 'Ich lerne heute Deutsch.', en: 'Bugün Almanca çalışıyorum.' },
        { de: 'Heute lerne ich Deutsch.', en: 'Bugün Almanca çalışıyorum (vurgu: bugün).' },
        { de: 'Was machst du am Wochenende?', en: 'Hafta sonu ne yapıyorsun?' },
        { de: 'Kommst du aus Spanien?', en: 'İspanya’dan mı geliyorsun?' },
      ],
    },
    {
      p: 'Soru kelimeleri: {{wer}} (kim), {{was}} (ne), {{wo}} (nerede), {{woher}} (nereden), {{wohin}} (nereye), {{wann}} (ne zaman), {{wie}} (nasıl), {{wie viel}} (ne kadar), {{warum}} (neden). Daha fazlası: [Almancada söz diziminin temelleri](/articles/german-word-order-basics).',
    },
    { h2: 'Artikeller, yalın hâl ve belirtme hâli' },
    {
      p: 'Her isim eril, dişil ya da nötrdür (bkz. [der, die mi das mı?](/articles/der-die-das-noun-gender-rules)). A1’de iki hâl gerekir: özne için **yalın hâl (Nominativ)** ve nesne için **belirtme hâli (Akkusativ)**. Belirtme hâlinde yalnızca eril artikel değişir.',
    },
    {
      table: {
        caption: 'A1’de artikeller',
        head: ['Hâl', 'Eril', 'Dişil', 'Nötr', 'Çoğul'],
        rows: [
          ['Yalın hâl', '{{der}} / {{ein}} / {{kein}}', '{{die}} / {{eine}} / {{keine}}', '{{das}} / {{ein}} / {{kein}}', '{{die}} / – / {{keine}}'],
          ['Belirtme hâli', '{{den}} / {{einen}} / {{keinen}}', '{{die}} / {{eine}} / {{keine}}', '{{das}} / {{ein}} / {{kein}}', '{{die}} / – / {{keine}}'],
          ['Yönelme hâli (mit, bei, zu … ile)', '{{dem}} / {{einem}}', '{{der}} / {{einer}}', '{{dem}} / {{einem}}', '{{den}} (+ -n)'],
        ],
      },
    },
    {
      examples: [
        { de: 'Der Tisch ist neu. Ich kaufe den Tisch.', en: 'Masa yeni. Masayı satın alıyorum.' },
        { de: 'Hast du einen Stift? – Nein, ich habe keinen Stift.', en: 'Kalemin var mı? – Hayır, kalemim yok.' },
        { de: 'Ich fahre mit dem Bus zur Arbeit.', en: 'İşe otobüsle gidiyorum.' },
      ],
    },
    {
      p: '**İyelik artikelleri** {{ein}} ile aynı ekleri alır: {{mein}} (benim), {{dein}} (senin), {{sein}} (onun, eril/nötr), {{ihr}} (onun, dişil), {{unser}} (bizim), {{euer}} (sizin, samimi çoğul), {{ihr}} (onların), {{Ihr}} (sizin, resmî): {{Das ist meine Mutter.}} {{Ich suche meinen Schlüssel.}}',
    },
    { h2: 'Olumsuzluk: nicht mi kein mi?' },
    {
      p: '{{ein}} ile ya da artikelsiz kullanılan bir ismi {{kein}} ile olumsuz yapın; geri kalan her şey için {{nicht}} kullanın (fiiller, sıfatlar, {{der}}/{{die}}/{{das}} alan isimler, özel adlar).',
    },
    {
      examples: [
        { de: 'Ich habe kein Auto. Ich habe keine Zeit.', en: 'Arabam yok. Vaktim yok.' },
        { de: 'Das Auto ist nicht neu. Ich komme heute nicht.', en: 'Araba yeni değil. Bugün gelmiyorum.' },
      ],
    },
    { h2: 'Modal fiiller ve möchten' },
    {
      p: 'Modal fiillerin tekil çekimleri düzensizdir ve asıl fiili mastar hâlinde cümle sonuna gönderirler: {{können}} (-ebilmek), {{müssen}} (-mek zorunda olmak), {{wollen}} (istemek), {{dürfen}} (izinli olmak), {{sollen}} (-meli), ve kibar {{möchten}} (istemek, rica). Ayrıntılar [modal fiiller rehberinde](/articles/german-modal-verbs-guide).',
    },
    {
      examples: [
        { de: 'Ich kann gut schwimmen.', en: 'İyi yüzebilirim.' },
        { de: 'Du musst heute arbeiten.', en: 'Bugün çalışmak zorundasın.' },
        { de: 'Ich möchte einen Kaffee, bitte.', en: 'Bir kahve alabilir miyim, lütfen?' },
      ],
    },
    { h2: 'Ayrılabilen fiiller' },
    {
      p: 'Gündelik fiillerin çoğunun, şimdiki zamanda ayrılıp sona giden bir ön eki vardır: {{aufstehen}}, {{einkaufen}}, {{anrufen}}, {{fernsehen}}, {{mitkommen}}. Bkz. [ayrılabilen fiiller](/articles/separable-verbs-in-german).',
    },
    {
      examples: [
        { de: 'Ich stehe um sieben Uhr auf.', en: 'Saat yedide kalkarım.' },
        { de: 'Kommst du mit?', en: 'Sen de geliyor musun?' },
      ],
    },
    { h2: 'Emir kipi' },
    {
      table: {
        caption: 'Talimat vermek',
        head: ['Biçim', 'kommen', 'warten', 'sprechen'],
        rows: [
          ['{{Sie}}', '{{Kommen Sie!}}', '{{Warten Sie!}}', '{{Sprechen Sie langsam!}}'],
          ['{{du}}', '{{Komm!}}', '{{Warte!}}', '{{Sprich langsam!}}'],
          ['{{ihr}}', '{{Kommt!}}', '{{Wartet!}}', '{{Sprecht langsam!}}'],
        ],
      },
    },
    { h2: 'Geçmişten söz etmek' },
    {
      p: 'A1’de **Perfekt** ile tanışırsınız: {{haben}} ya da {{sein}} + sonda geçmiş zaman ortacı. Fiillerin çoğu {{haben}} kullanır; hareket ve durum değişikliği bildiren fiiller {{sein}} kullanır. {{sein}} ve {{haben}} fiillerinin kendileri için basit geçmiş zaman daha yaygındır: {{ich war}}, {{ich hatte}}. Bkz. [Perfekt mi Präteritum mu?](/articles/perfekt-vs-praeteritum).',
    },
    {
      examples: [
        { de: 'Ich habe gestern Pizza gegessen.', en: 'Dün pizza yedim.' },
        { de: 'Wir sind nach Hamburg gefahren.', en: 'Hamburg’a gittik.' },
        { de: 'Ich war krank und hatte Fieber.', en: 'Hastaydım ve ateşim vardı.' },
      ],
    },
    { h2: 'Zaman ve yer edatları' },
    {
      ul: [
        '{{um}} + saat: {{um acht Uhr}}',
        '{{am}} + gün, günün bölümü, tarih: {{am Montag}}, {{am Abend}}, {{am 3. Mai}}',
        '{{im}} + ay, mevsim: {{im Juli}}, {{im Sommer}}',
        '{{aus}} (bir ülkeden/şehirden), {{in}} (-de), {{nach}} (artikelsiz bir şehre/ülkeye): {{Ich komme aus Polen und wohne in Köln. Morgen fahre ich nach Wien.}}',
      ],
    },
    { h2: 'A1 için temel ifadeler' },
    {
      table: {
        caption: 'Gündelik ifadeler',
        head: ['Durum', 'Almanca', 'Türkçe'],
        rows: [
          ['Selamlaşma', '{{Guten Tag!}} / {{Hallo!}}', 'İyi günler! / Merhaba!'],
          ['Kendini tanıtma', '{{Ich heiße Anna. Ich komme aus Italien.}}', 'Adım Anna. İtalya’dan geliyorum.'],
          ['Hâl hatır sorma', '{{Wie geht es Ihnen?}} / {{Wie geht’s?}}', 'Nasılsınız? / Nasılsın?'],
          ['Anlamadığında', '{{Entschuldigung, das verstehe ich nicht.}}', 'Affedersiniz, bunu anlamıyorum.'],
          ['Tekrar rica etme', '{{Können Sie das bitte wiederholen?}}', 'Lütfen tekrar eder misiniz?'],
          ['Alışveriş', '{{Was kostet das?}}', 'Bu ne kadar?'],
          ['Sipariş', '{{Ich hätte gern ein Wasser.}}', 'Bir su alabilir miyim?'],
          ['Ödeme', '{{Zahlen, bitte!}}', 'Hesap lütfen!'],
          ['Yol sorma', '{{Wo ist der Bahnhof?}}', 'Tren istasyonu nerede?'],
          ['Vedalaşma', '{{Auf Wiedersehen!}} / {{Tschüss!}}', 'Hoşça kalın! / Hoşça kal!'],
        ],
      },
    },
    {
      p: 'A1 konuları ve kelime alanları: kişisel bilgiler, aile, ev, yiyecek ve içecek, alışveriş, şehir, ulaşım, günlük rutin, boş zaman, iş, vücut ve sağlık, hava durumu ile sayılar, tarihler ve saatler (bkz. [sayılar, tarihler ve saat](/articles/german-numbers-dates-and-time) ve [Alman alfabesi](/articles/german-alphabet)). Bunları [kelime listelerimizde](/words) ve [kalıp ifadelerimizde](/phrases) çalışın.',
    },
    {
      tip: 'Bir sonraki adıma hazır mısınız? [A2 kopya kâğıdı](/articles/german-a2-cheat-sheet) sırada ne olduğunu gösterir: yönelme hâli, {{weil}} ve {{dass}} ile yan cümleler, karşılaştırmalar ve dönüşlü fiiller.',
    },
  ],
};

export default translation;
