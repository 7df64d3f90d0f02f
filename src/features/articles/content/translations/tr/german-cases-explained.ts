import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-cases-explained',
  lang: 'tr',
  body: [
    {
      p: 'Almancada dört hâl vardır: **yalın hâl (Nominativ)**, **belirtme hâli (Akkusativ)**, **yönelme hâli (Dativ)** ve **tamlayan hâli (Genitiv)**. Hâl, bir ismin ya da zamirin cümlede hangi görevi üstlendiğini gösterir: kim eylemi yapıyor, eylem kimi ya da neyi etkiliyor, kim bir şey alıyor, bir şey kimin. İngilizce hâlleri yalnızca zamirlerde korumuştur (he – him – his, who – whom – whose); Almanca ise onları artikellerde, sıfatlarda ve zamirlerde, bazen de ismin kendisinde gösterir. Hâl görevi belirttiği için Almancada söz dizimi İngilizceden daha serbest olabilir: {{Den Hund sieht der Mann}} yine de adamın köpeği gördüğü anlamına gelir.',
    },
    { h2: 'Bir bakışta dört hâl' },
    {
      table: {
        caption: 'Her hâlin görevi',
        head: ['Hâl', 'Soru', 'Ana görevi', 'Örnek'],
        rows: [
          ['Yalın hâl', '{{Wer?}} {{Was?}}', 'özne', '{{Der Mann schläft.}}'],
          ['Belirtme hâli', '{{Wen?}} {{Was?}}', 'belirtili nesne', '{{Ich sehe den Mann.}}'],
          ['Yönelme hâli', '{{Wem?}}', 'dolaylı tümleç, alıcı', '{{Ich helfe dem Mann.}}'],
          ['Tamlayan hâli', '{{Wessen?}}', 'iyelik, “-in”', '{{das Auto des Mannes}}'],
        ],
      },
    },
    {
      p: 'Her hâlin üç tetikleyicisi vardır: cümledeki **görev**, bazı **fiiller** ve bazı **edatlar**. Bir edat varsa, ismin görevi ne olursa olsun hâli edat belirler.',
    },
    { h2: 'Artikel tablosu' },
    {
      p: 'Bu, Almanca öğrenen herkesin ezbere bilmesi gereken tablodur. Belirsiz artikel {{ein}}’in çoğulu yoktur; {{kein}} ve iyelik sözcükleri ({{mein}}, {{dein}} …) {{ein}} ile aynı ekleri alır; çoğulda {{keine}} (yalın ve belirtme hâli), {{keinen}} (yönelme hâli) ve {{keiner}} (tamlayan hâli) olur.',
    },
    {
      table: {
        caption: 'Bütün hâllerde belirli ve belirsiz artikeller',
        head: ['Hâl', 'Eril', 'Dişil', 'Nötr', 'Çoğul'],
        rows: [
          ['Yalın hâl', '{{der}} / {{ein}}', '{{die}} / {{eine}}', '{{das}} / {{ein}}', '{{die}} / {{keine}}'],
          ['Belirtme hâli', '{{den}} / {{einen}}', '{{die}} / {{eine}}', '{{das}} / {{ein}}', '{{die}} / {{keine}}'],
          ['Yönelme hâli', '{{dem}} / {{einem}}', '{{der}} / {{einer}}', '{{dem}} / {{einem}}', '{{den}} / {{keinen}} + isim -n alır'],
          ['Tamlayan hâli', '{{des}} / {{eines}} + isim -s alır', '{{der}} / {{einer}}', '{{des}} / {{eines}} + isim -s alır', '{{der}} / {{keiner}}'],
        ],
      },
    },
    {
      tip: '16 ayrı biçim yerine kalıpları arayın: dişil ve çoğul, yalın hâlle belirtme hâli arasında hiç değişmez; yalnızca eril değişir ({{der}} → {{den}}). Eril ve nötr, yönelme ve tamlayan hâlinde aynıdır. Çoğul yönelme hâli her zaman -n ile biter: {{mit den Kindern}}.',
    },
    { h2: 'Yalın hâl: özne' },
    {
      p: 'Yalın hâl sözlükteki biçimdir. Özneyi, yani eylemi yapan ya da tanımlanan kişiyi veya şeyi gösterir. {{sein}}, {{werden}} ve {{bleiben}} fiillerinden sonra da kullanılır, çünkü iki taraf aynı şeyi adlandırır.',
    },
    {
      examples: [
        { de: 'Der Zug kommt um acht.', en: 'Tren saat sekizde geliyor.' },
        { de: 'Mein Bruder ist ein guter Koch.', en: 'Erkek kardeşim iyi bir aşçıdır.' },
        { de: 'Sie wird Ärztin.', en: 'O doktor olacak.' },
      ],
    },
    { h2: 'Belirtme hâli: doğrudan nesne' },
    {
      p: 'Belirtme hâli, eylemden doğrudan etkilenen kişiyi ya da şeyi gösterir: gördüğünüz, satın aldığınız, sahip olduğunuz, ihtiyaç duyduğunuz, sevdiğiniz şey. Geçişli fiillerin çoğu Akkusativ nesne alır: {{haben}}, {{kaufen}}, {{brauchen}}, {{sehen}}, {{suchen}}, {{besuchen}}, {{lieben}}. {{es gibt}} (var) kalıbı da Akkusativ ister.',
    },
    {
      examples: [
        { de: 'Ich brauche einen Termin.', en: 'Bir randevuya ihtiyacım var.' },
        { de: 'Wir besuchen unseren Onkel.', en: 'Amcamızı ziyaret ediyoruz.' },
        { de: 'Gibt es hier einen Supermarkt?', en: 'Burada süpermarket var mı?' },
        { de: 'Ich arbeite jeden Tag.', en: 'Her gün çalışırım. (Akkusativ’de zaman ifadesi)' },
      ],
    },
    {
      p: '**Akkusativ alan edatlar**: {{durch}} (içinden, -den geçerek), {{für}} (için), {{gegen}} (karşı), {{ohne}} (-siz), {{um}} (etrafında; saat …’da) ve {{bis}} (-e kadar). Klasik bir ezber yardımcısı uydurma “DOGFU” sözcüğüdür: {{durch}}, {{ohne}}, {{gegen}}, {{für}}, {{um}}.',
    },
    {
      examples: [
        { de: 'Das Geschenk ist für meinen Vater.', en: 'Hediye babam için.' },
        { de: 'Wir gehen ohne unseren Hund spazieren.', en: 'Köpeğimiz olmadan yürüyüşe çıkıyoruz.' },
      ],
    },
    { h2: 'Yönelme hâli: alıcı' },
    {
      p: 'Yönelme hâli bir şeyi alan ya da bir şeyden yararlanan kişiyi gösterir – Türkçedeki “kime?” sorusu gibi. {{geben}}, {{schenken}}, {{zeigen}}, {{schicken}} ve {{erklären}} gibi fiillerde kişi Dativ’de, şey Akkusativ’dedir.',
    },
    {
      examples: [
        { de: 'Ich gebe dem Kind einen Apfel.', en: 'Çocuğa bir elma veriyorum.' },
        { de: 'Sie zeigt der Kollegin das Büro.', en: 'İş arkadaşına ofisi gösteriyor.' },
        { de: 'Wir schenken den Eltern eine Reise.', en: 'Anne babamıza bir seyahat hediye ediyoruz.' },
      ],
    },
    {
      p: '**Yalnızca Dativ nesne alan fiiller** ezberlenmelidir: {{helfen}}, {{danken}}, {{antworten}}, {{gefallen}}, {{gehören}}, {{schmecken}}, {{passen}}, {{gratulieren}}, {{fehlen}}. Birçok duygu ve durum da Dativ ile anlatılır: {{Mir ist kalt}} (üşüyorum), {{Wie geht es dir?}} (nasılsın?).',
    },
    {
      examples: [
        { de: 'Kannst du mir helfen?', en: 'Bana yardım edebilir misin?' },
        { de: 'Das Kleid gefällt meiner Schwester.', en: 'Kız kardeşim elbiseyi beğeniyor.' },
        { de: 'Wem gehört die Tasche? – Sie gehört dem Lehrer.', en: 'Bu çanta kimin? – Öğretmenin.' },
      ],
    },
    {
      p: '**Dativ alan edatlar**: {{aus}}, {{bei}}, {{mit}}, {{nach}}, {{seit}}, {{von}}, {{zu}}, {{gegenüber}}. Kaynaşmış biçimler sık görülür: {{zum}} ({{zu dem}}), {{zur}} ({{zu der}}), {{beim}}, {{vom}}.',
    },
    {
      examples: [
        { de: 'Ich fahre mit dem Fahrrad zur Arbeit.', en: 'İşe bisikletle giderim.' },
        { de: 'Seit einem Jahr wohne ich bei meiner Tante.', en: 'Bir yıldır teyzemin yanında kalıyorum.' },
      ],
    },
    { h2: 'Tamlayan hâli: iyelik' },
    {
      p: 'Tamlayan hâli {{Wessen?}} (kimin?) sorusunu yanıtlar. Eril ve nötr isimler **-s** ya da çoğunlukla tek heceden sonra **-es** alır: {{des Vaters}}, {{des Kindes}}. Özel adlara kesme işareti olmadan yalnızca -s eklenir: {{Annas Auto}}. Gündelik konuşmada Genitiv’in yerini çoğu zaman {{von}} + Dativ alır ({{das Auto von meinem Vater}}), ama yazıda standart olan Genitiv’dir.',
    },
    {
      examples: [
        { de: 'Das ist das Haus meiner Eltern.', en: 'Bu, anne babamın evi.' },
        { de: 'Der Name des Hotels ist schwer.', en: 'Otelin adı zor.' },
        { de: 'Wegen des Regens bleiben wir zu Hause.', en: 'Yağmur yüzünden evde kalıyoruz.' },
      ],
    },
    {
      p: 'Genitiv alan edatlar, çoğunlukla yazı dilinde: {{wegen}} (yüzünden), {{trotz}} (-e rağmen), {{während}} (sırasında), {{statt}} (yerine), {{innerhalb}} (içinde, zarfında). Konuşmada bunları çoğu zaman Dativ ile duyarsınız ({{wegen dem Regen}}); sınavda güvenli seçim Genitiv’dir.',
    },
    { h2: 'İki hâlli edatlar' },
    {
      p: 'Dokuz edat iki hâlle de kullanılır: {{an}}, {{auf}}, {{hinter}}, {{in}}, {{neben}}, {{über}}, {{unter}}, {{vor}}, {{zwischen}}. **Wohin?** (nereye – bir yere hareket) diye sorun → Akkusativ; **Wo?** (nerede – konum) → Dativ. Daha fazlası: [Almanca edatlar ve hâlleri](/articles/german-prepositions-with-cases).',
    },
    {
      examples: [
        { de: 'Ich lege das Buch auf den Tisch.', en: 'Kitabı masanın üstüne koyuyorum. (Wohin? → Akkusativ)' },
        { de: 'Das Buch liegt auf dem Tisch.', en: 'Kitap masanın üstünde duruyor. (Wo? → Dativ)' },
      ],
    },
    { h2: 'Hâllere göre şahıs zamirleri' },
    {
      table: {
        caption: 'Şahıs zamirleri',
        head: ['Yalın hâl', 'Belirtme hâli', 'Yönelme hâli'],
        rows: [
          ['{{ich}}', '{{mich}}', '{{mir}}'],
          ['{{du}}', '{{dich}}', '{{dir}}'],
          ['{{er}}', '{{ihn}}', '{{ihm}}'],
          ['{{sie}}', '{{sie}}', '{{ihr}}'],
          ['{{es}}', '{{es}}', '{{ihm}}'],
          ['{{wir}}', '{{uns}}', '{{uns}}'],
          ['{{ihr}}', '{{euch}}', '{{euch}}'],
          ['{{sie}} / {{Sie}}', '{{sie}} / {{Sie}}', '{{ihnen}} / {{Ihnen}}'],
        ],
      },
    },
    {
      p: 'İki nesnenin sırası: Dativ isim genellikle Akkusativ isimden önce gelir ({{Ich gebe dem Kind den Ball}}), ama Akkusativ zamir Dativ zamirden önce gelir ({{Ich gebe ihn ihm}}).',
    },
    { h2: 'İsimler de değişir: n-çekimi' },
    {
      p: 'Bir grup eril isim – çoğunlukla -e ile biten insan ve hayvan adları ile -ent, -ant, -ist ile biten Latince kökenli sözcükler – tekil yalın hâl dışındaki her hâlde **-n** ya da **-en** alır: {{der Junge}} → {{den Jungen}}, {{dem Jungen}}; {{der Student}} → {{den Studenten}}. Diğerleri: {{der Kollege}}, {{der Kunde}}, {{der Nachbar}}, {{der Mensch}}, {{der Herr}} ({{Herrn}}), {{der Name}} ({{des Namens}}).',
    },
    {
      examples: [
        { de: 'Kennst du den Nachbarn?', en: 'Komşuyu tanıyor musun?' },
        { de: 'Ich schreibe Herrn Weber eine E-Mail.', en: 'Bay Weber’e bir e-posta yazıyorum.' },
      ],
    },
    { h2: 'Hâli bulmak için üç adımlık yöntem' },
    {
      ol: [
        'İsmin önünde bir edat var mı? O zaman edat belirler (Akkusativ, Dativ, Genitiv ya da iki hâlli).',
        'Yoksa: isim özne mi, ya da {{sein}}/{{werden}}’den sonra mı geliyor? O zaman yalın hâl.',
        'Yoksa: fiil Dativ mi istiyor ({{helfen}}, {{gefallen}} …) ya da isim alıcı mı? O zaman Dativ. Değilse doğrudan nesnedir: Akkusativ.',
      ],
    },
    {
      p: 'Almanca sıfat eklerinin nedeni hâllerdir – sıradaki adım: [Sıfat ekleri kolayca](/articles/german-adjective-endings-made-simple). Bir ismin cinsiyetinden emin değilseniz [der, die mi das mı?](/articles/der-die-das-noun-gender-rules) ile başlayın. Alıştırma için [dil bilgisi alıştırmalarımızı](/grammar) ve [bilgi yarışmalarımızı](/quizzes/) deneyin.',
    },
  ],
};

export default translation;
