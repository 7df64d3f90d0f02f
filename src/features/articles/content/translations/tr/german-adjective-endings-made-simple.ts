import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-adjective-endings-made-simple',
  lang: 'tr',
  body: [
    {
      p: 'Sıfat eklerinin ürkütücü bir ünü vardır: her biri on altı biçimden oluşan üç tablo. Ama hepsi **tek bir fikre** dayanır; bu fikri bir kez gördüğünüzde eklerin neredeyse hepsini ezberlemek yerine kendiniz çıkarabilirsiniz. Bu makale fikri açıklar, başvuru için üç tabloyu verir ve birkaç özel durumu sıralar. Artikelleri dört hâlde zaten biliyor olmalısınız – bilmiyorsanız [Almancada hâller](/articles/german-cases-explained) makalesiyle başlayın.',
    },
    { h2: 'Önce: ne zaman hiç ek yoktur?' },
    {
      p: 'Sıfat yalnızca **bir ismin önünde** durduğunda ek alır. {{sein}}, {{werden}} ya da {{bleiben}}’den sonra ve zarf olarak kullanıldığında hiç değişmez.',
    },
    {
      examples: [
        { de: 'Der Kaffee ist heiß.', en: 'Kahve sıcak. (ek yok)' },
        { de: 'Der heiße Kaffee steht auf dem Tisch.', en: 'Sıcak kahve masanın üstünde. (ek var)' },
        { de: 'Sie singt schön.', en: 'Güzel şarkı söylüyor. (zarf, ek yok)' },
      ],
    },
    { h2: 'Tek fikir: işaret bir kez görünür' },
    {
      p: 'Her isim öbeği cinsiyetini ve hâlini **bir kez** açıkça göstermelidir. Açık işaretler belirli artikelin sonlarıdır: **-r** ({{der}}), **-e** ({{die}}), **-s** ({{das}}), **-n** ({{den}}), **-m** ({{dem}}). Artikel işareti zaten gösteriyorsa sıfat rahatlar ve sade bir **-e** ya da **-en** alır. Artikel işareti göstermiyorsa – ya da artikel yoksa – işareti sıfatın kendisi taşır.',
    },
    {
      examples: [
        { de: 'der alte Mann', en: 'der -r gösteriyor → sıfat rahatlar: -e' },
        { de: 'ein alter Mann', en: 'ein hiçbir şey göstermiyor → sıfat -r gösterir' },
        { de: 'das neue Auto – ein neues Auto', en: 'das -s gösteriyor; ein göstermiyor, bu yüzden sıfat gösterir' },
        { de: 'kalter Kaffee, kaltes Wasser, kalte Milch', en: 'artikel yok → işareti sıfat gösterir' },
      ],
    },
    {
      tip: 'İkinci bir kestirme: herhangi bir artikelden sonra ek; bütün Dativ’de, bütün Genitiv’de, bütün çoğulda ve eril Akkusativ’de **-en**’dir. Yalnızca geri kalan beş yer düşünmeyi gerektirir – orada da ek -e ya da {{ein}}’den sonra -r/-s işaretidir.',
    },
    { h2: 'Tablo 1: der, die, das’tan sonra (ve dieser, jeder, welcher)' },
    {
      p: 'Belirli artikel her zaman işareti gösterir, bu yüzden sıfat yalnızca **-e** ya da **-en** alır. Aynı ekler {{dieser}}, {{jener}}, {{jeder}}, {{welcher}}, {{mancher}} ve çoğulda {{alle}}’den sonra da gelir.',
    },
    {
      table: {
        caption: 'Belirli artikelden sonra',
        head: ['Hâl', 'Eril', 'Dişil', 'Nötr', 'Çoğul'],
        rows: [
          ['Yalın hâl', '{{der alte Mann}}', '{{die alte Frau}}', '{{das alte Haus}}', '{{die alten Leute}}'],
          ['Belirtme hâli', '{{den alten Mann}}', '{{die alte Frau}}', '{{das alte Haus}}', '{{die alten Leute}}'],
          ['Yönelme hâli', '{{dem alten Mann}}', '{{der alten Frau}}', '{{dem alten Haus}}', '{{den alten Leuten}}'],
          ['Tamlayan hâli', '{{des alten Mannes}}', '{{der alten Frau}}', '{{des alten Hauses}}', '{{der alten Leute}}'],
        ],
      },
    },
    { h2: 'Tablo 2: ein, kein ve mein’den sonra' },
    {
      p: '{{ein}} çoğu yerde {{der}}’e benzer ({{einen}}, {{einem}}, {{einer}}), bu yüzden sıfat tablo 1’deki -e/-en eklerini alır. {{ein}}’in ek almadığı yalnızca **üç yer** vardır: eril yalın hâl ile nötr yalın ve belirtme hâli. Orada işareti sıfat gösterir: {{ein alter Mann}}, {{ein altes Haus}}. Aynı ekler {{kein}} ve bütün iyelik sözcüklerinden ({{mein}}, {{dein}}, {{unser}} …), çoğulları dahil, sonra gelir.',
    },
    {
      table: {
        caption: 'Belirsiz artikel ve iyelik sözcüklerinden sonra',
        head: ['Hâl', 'Eril', 'Dişil', 'Nötr', 'Çoğul (mein)'],
        rows: [
          ['Yalın hâl', '{{ein alter Mann}}', '{{eine alte Frau}}', '{{ein altes Haus}}', '{{meine alten Freunde}}'],
          ['Belirtme hâli', '{{einen alten Mann}}', '{{eine alte Frau}}', '{{ein altes Haus}}', '{{meine alten Freunde}}'],
          ['Yönelme hâli', '{{einem alten Mann}}', '{{einer alten Frau}}', '{{einem alten Haus}}', '{{meinen alten Freunden}}'],
          ['Tamlayan hâli', '{{eines alten Mannes}}', '{{einer alten Frau}}', '{{eines alten Hauses}}', '{{meiner alten Freunde}}'],
        ],
      },
    },
    { h2: 'Tablo 3: artikelsiz' },
    {
      p: 'Artikel olmadığında – sayılamayan isimlerle, artikelsiz çoğulda, sayılardan sonra, selamlaşmalarda ve menülerde – sıfat belirli artikelin eklerini kendisi alır. Tek istisna seyrek görülen eril ve nötr Genitiv’dir: orada isim zaten -s aldığı için sıfat -en alır.',
    },
    {
      table: {
        caption: 'Artikelsiz',
        head: ['Hâl', 'Eril', 'Dişil', 'Nötr', 'Çoğul'],
        rows: [
          ['Yalın hâl', '{{kalter Kaffee}}', '{{kalte Milch}}', '{{kaltes Wasser}}', '{{kalte Getränke}}'],
          ['Belirtme hâli', '{{kalten Kaffee}}', '{{kalte Milch}}', '{{kaltes Wasser}}', '{{kalte Getränke}}'],
          ['Yönelme hâli', '{{kaltem Kaffee}}', '{{kalter Milch}}', '{{kaltem Wasser}}', '{{kalten Getränken}}'],
          ['Tamlayan hâli', '{{kalten Kaffees}}', '{{kalter Milch}}', '{{kalten Wassers}}', '{{kalter Getränke}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Liebe Grüße aus Hamburg!', en: 'Hamburg’dan sevgiler!' },
        { de: 'Ich trinke gern heißen Tee mit frischer Minze.', en: 'Taze naneli sıcak çay içmeyi severim.' },
        { de: 'Wir suchen eine Wohnung mit großem Balkon.', en: 'Büyük balkonlu bir daire arıyoruz.' },
        { de: 'Zwei kleine Kinder spielen im Garten.', en: 'İki küçük çocuk bahçede oynuyor.' },
      ],
    },
    { h2: 'Eki bulmak: üç adımlık kontrol' },
    {
      ol: [
        'İsmin cinsiyetini, sayısını ve hâlini bulun.',
        'Sıfatın önündeki sözcüğe bakın. İşareti (-r, -e, -s, -n, -m) gösteriyor mu? O zaman sıfat -e (beş “kolay” yer) ya da -en alır.',
        'Artikel yoksa ya da {{ein}}/{{kein}}/{{mein}} eksizse, işareti sıfatın kendisi gösterir.',
      ],
    },
    {
      examples: [
        { de: 'Ich habe einen neuen Job.', en: 'eril Akkusativ; einen -n gösteriyor → -en' },
        { de: 'Mit meiner besten Freundin gehe ich ins Kino.', en: 'dişil Dativ; meiner -r gösteriyor → -en' },
        { de: 'Das ist ein schönes Geschenk.', en: 'nötr yalın hâl; ein hiçbir şey göstermiyor → -es' },
      ],
    },
    { h2: 'Özel durumlar' },
    {
      ul: [
        '**Birden çok sıfat** aynı eki alır: {{ein großer, heller Raum}}; {{mit netten, jungen Kollegen}}.',
        '**-el ve -er ile biten sıfatlar** ekten önce genellikle e’yi düşürür: {{dunkel}} → {{ein dunkles Zimmer}}; {{teuer}} → {{ein teures Auto}}.',
        '**hoch** c’yi kaybeder: {{der Berg ist hoch}}, ama {{ein hoher Berg}}.',
        '**Bazı renk sözcükleri** – {{lila}}, {{rosa}} – ve şehir adlarından -er ile yapılan sıfatlar hiç değişmez: {{ein rosa Kleid}}, {{die Berliner Mauer}}, {{mit Frankfurter Würstchen}}.',
        '**viele, einige, wenige, mehrere** ve sayılardan sonra çoğulu artikelsiz sayın: {{viele neue Bücher}}, {{drei kleine Katzen}}.',
        '**Üstünlük ve enüstünlük biçimleri** de aynı ekleri alır: {{ein größeres Auto}}, {{der schnellste Zug}}.',
        '**Sıfat olarak kullanılan ortaçlar** da öyle: {{ein geöffnetes Fenster}}, {{die kommende Woche}}.',
      ],
    },
    { h2: 'İsim olarak sıfatlar' },
    {
      p: 'Bir sıfat (büyük harfle) isim olabilir ve sıfat eklerini korur: {{der Deutsche}} ama {{ein Deutscher}}; {{die Erwachsenen}}; {{mein Bekannter}}; {{etwas Neues}} (yeni bir şey), {{nichts Besonderes}} (özel bir şey değil). Birçok gündelik sözcük böyle çalışır, örneğin {{der/die Angestellte}} (çalışan, memur) ve {{der/die Verwandte}} (akraba).',
    },
    {
      examples: [
        { de: 'Sein Vater ist Deutscher, seine Mutter ist Italienerin.', en: 'Babası Alman, annesi İtalyan.' },
        { de: 'Gibt es etwas Neues?', en: 'Yeni bir şey var mı?' },
      ],
    },
    { h2: 'Ekleri otomatik hâle getirmek' },
    {
      ol: [
        'Her tablo için bir tane olmak üzere birkaç örnek ifadeyi ezberleyin: {{der gute Wein}}, {{ein guter Wein}}, {{guter Wein}}. Yeni ifadeleri bunlara benzeterek kurun.',
        'Önce en sık kalıplara odaklanın: {{ein}} ile yalın ve belirtme hâli ile edatlardan sonra Dativ ({{mit dem neuen Auto}}).',
        'Sesli okuyun. Ekler kısadır; onları fark etmenin en iyi yolu duymaktır.',
        'Konuşurken paniğe kapılmayın: yanlış bir ek anlaşılmayı nadiren engeller. Doğruluk pratikle gelir.',
      ],
    },
    {
      p: 'Renkler bol pratik sağlar – bkz. [Renkler ve giysiler](/articles/german-colours-and-clothes). Önce ismin cinsiyetini [der, die mi das mı?](/articles/der-die-das-noun-gender-rules) ile kontrol edin; ekleri de [A2 dil bilgisi kursumuzdaki](/grammar/a2) sıfat çekimi dersinde, [dil bilgisi bölümünde](/grammar) ve [çalışma kâğıtlarında](/worksheets) çalışın.',
    },
  ],
};

export default translation;
