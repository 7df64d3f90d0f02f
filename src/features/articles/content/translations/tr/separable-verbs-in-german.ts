import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'separable-verbs-in-german',
  lang: 'tr',
  body: [
    {
      p: 'İngilizcede “get up”, “call back”, “go out” gibi fiiller vardır: bir fiil artı küçük bir sözcük. Almancada da aynı fikir vardır, ama küçük sözcük mastarın başına **önek** olarak yazılır – {{aufstehen}}, {{zurückrufen}}, {{ausgehen}} – ve birçok cümlede ayrılıp sona gönderilir: {{Ich stehe um sieben Uhr auf.}} Bu **ayrılabilen fiiller** ({{trennbare Verben}}) gündelik hayatın her yerindedir; onları erkenden doğru öğrenmek çok işe yarar.',
    },
    { h2: 'Ayrılabilen mi, ayrılamayan mı?' },
    {
      p: 'Bir önekin ayrılıp ayrılmadığı önekin kendisine bağlıdır. Ayrılabilen öneklerin çoğu tek başına da sözcüktür (edat ya da zarf) ve **vurguyu** taşır: {{aufstehen}} ve {{anrufen}} fiillerinde vurgu öneke düşer. Ayrılamayan önekler hiçbir zaman tek başına sözcük değildir ve asla vurgulanmaz: {{verstehen}} ve {{besuchen}} fiillerinde vurgu fiil köküne düşer.',
    },
    {
      table: {
        caption: 'Önekler',
        head: ['Tür', 'Önekler', 'Örnekler'],
        rows: [
          ['ayrılabilen (vurgulu)', 'ab, an, auf, aus, bei, ein, fest, her, hin, los, mit, nach, vor, weg, zu, zurück, zusammen', '{{abholen}}, {{anfangen}}, {{aufräumen}}, {{einkaufen}}, {{mitkommen}}, {{zumachen}}'],
          ['ayrılamayan (vurgusuz)', 'be, emp, ent, er, ge, miss, ver, zer', '{{bekommen}}, {{empfehlen}}, {{entschuldigen}}, {{erzählen}}, {{gefallen}}, {{verstehen}}'],
          ['her ikisi, farklı anlamlarla', 'durch, über, um, unter, wieder', '{{umfahren}}, {{übersetzen}}, {{wiederholen}}'],
        ],
      },
    },
    {
      p: 'İsimler, sıfatlar ve başka fiiller de ayrılabilen önek gibi davranabilir: {{fernsehen}} ({{Ich sehe fern}}), {{teilnehmen}} ({{Sie nimmt am Kurs teil}}), {{stattfinden}} ({{Das Konzert findet morgen statt}}), {{kennenlernen}} ({{Wir lernen neue Leute kennen}}).',
    },
    { h2: 'Önek nereye gider?' },
    {
      p: 'Kuralı bir kez görünce basittir: önek **yalnızca fiilin kendisi 1. ya da 2. sırada durduğunda** ayrılır; yani şimdiki zamanda ve Präteritum’da temel cümlelerde, sorularda ve emirlerde. O zaman önek sona gider. Fiil cümlenin sonuna gittiğinde ya da mastar veya ortaç olarak kaldığında önek ile fiil bir arada kalır.',
    },
    {
      table: {
        caption: 'anrufen (telefonla aramak) bütün konumlarda',
        head: ['Yapı', 'Örnek'],
        rows: [
          ['şimdiki zaman', '{{Ich rufe dich morgen an.}}'],
          ['Präteritum', '{{Sie rief mich gestern an.}}'],
          ['soru', '{{Rufst du mich heute Abend an?}}'],
          ['emir kipi', '{{Ruf mich bitte an!}} / {{Rufen Sie mich bitte an!}}'],
          ['kiplik fiille', '{{Ich muss meine Mutter anrufen.}}'],
          ['gelecek zaman', '{{Ich werde dich morgen anrufen.}}'],
          ['Perfekt', '{{Hast du sie angerufen?}}'],
          ['yan cümle', '{{Ich weiß nicht, ob er heute anruft.}}'],
          ['zu’lu mastar', '{{Vergiss nicht, mich anzurufen!}}'],
        ],
      },
    },
    {
      tip: 'Akılda tutulacak üç özel biçim: ortaç, önek ile kök arasına **ge** koyar ({{angerufen}}, {{eingekauft}}); zu’lu mastar oraya **zu** koyar ({{anzurufen}}, {{einzukaufen}}); yan cümlede ise fiil en sonda yeniden tek sözcük olarak yazılır ({{…, weil ich heute einkaufe}}).',
    },
    { h2: 'Ayrılamayan fiiller: ayrılma yok, ge- yok' },
    {
      p: 'Ayrılamayan fiiller sıradan fiiller gibi davranır: önek hiç yer değiştirmez. Geçmiş zaman ortaçlarında **ge- yoktur**: {{besuchen}} → {{besucht}}, {{verstehen}} → {{verstanden}}, {{erzählen}} → {{erzählt}}, {{bekommen}} → {{bekommen}}. Bir fiil iki türü birden içerebilir: {{vorbereiten}} fiilinde ayrılabilen **vor-** ve ayrılamayan **be-** vardır; bu yüzden ayrılır ({{Ich bereite das Essen vor}}) ama ge- almaz ({{Ich habe das Essen vorbereitet}}).',
    },
    {
      examples: [
        { de: 'Ich verstehe die Frage nicht.', en: 'Soruyu anlamıyorum.' },
        { de: 'Wir haben unsere Freunde in Bremen besucht.', en: 'Bremen’deki arkadaşlarımızı ziyaret ettik.' },
        { de: 'Kannst du mir ein Restaurant empfehlen?', en: 'Bana bir restoran önerebilir misin?' },
      ],
    },
    { h2: 'İki türlü kullanılabilen önekler' },
    {
      p: '{{durch}}, {{über}}, {{um}}, {{unter}} ve {{wieder}} ile aynı yazılış iki ayrı fiil olabilir. Ayrılabilen olan genellikle somut, fiziksel anlamını korur ve vurgu önektedir; ayrılamayan olan çoğu zaman mecazidir ve vurgu fiildedir.',
    },
    {
      examples: [
        { de: 'Ich übersetze den Brief ins Englische.', en: 'Mektubu İngilizceye çeviriyorum. (ayrılamayan)' },
        { de: 'Die Fähre setzt uns ans andere Ufer über.', en: 'Feribot bizi karşı kıyıya geçiriyor. (ayrılabilen)' },
        { de: 'Wir umfahren den Stau.', en: 'Trafik sıkışıklığının etrafından dolaşıyoruz. (ayrılamayan)' },
        { de: 'Der Fahrer fährt fast ein Schild um.', en: 'Sürücü neredeyse bir tabelayı deviriyor. (ayrılabilen)' },
        { de: 'Können Sie das bitte wiederholen?', en: 'Bunu tekrarlayabilir misiniz lütfen? (ayrılamayan)' },
      ],
    },
    { h2: 'Öneklerin anlamları' },
    {
      p: 'Önekler rastgele değildir: çoğunun yeni fiilleri tahmin etmeye yardım eden temel bir anlamı vardır. {{machen}} fiilini biliyorsanız {{aufmachen}} (açmak), {{zumachen}} (kapatmak), {{mitmachen}} (katılmak), {{ausmachen}} (kapatmak, söndürmek) ve {{anmachen}} (açmak, yakmak) fiillerini anlayabilirsiniz.',
    },
    {
      table: {
        caption: 'Ayrılabilen öneklerin tipik anlamları',
        head: ['Önek', 'Temel fikir', 'Örnekler'],
        rows: [
          ['an', 'açma, başlama, temas', '{{anmachen}}, {{anfangen}}, {{anrufen}}'],
          ['auf', 'yukarı, açık', '{{aufstehen}}, {{aufmachen}}, {{aufwachen}}'],
          ['aus', 'dışarı, kapalı', '{{aussteigen}}, {{ausmachen}}, {{ausgehen}}'],
          ['ein', 'içeri, içine', '{{einsteigen}}, {{einkaufen}}, {{einladen}}'],
          ['ab', 'ayrılma, uzaklaşma, kalkış', '{{abfahren}}, {{abholen}}, {{abgeben}}'],
          ['mit', 'birlikte, beraber', '{{mitkommen}}, {{mitbringen}}, {{mitmachen}}'],
          ['zu', 'kapalı; -e doğru', '{{zumachen}}, {{zuhören}}'],
          ['zurück', 'geri', '{{zurückkommen}}, {{zurückrufen}}'],
          ['weg', 'uzağa, gitme', '{{weggehen}}, {{wegwerfen}}'],
          ['vor', 'önce, önde', '{{vorbereiten}}, {{vorstellen}}, {{vorschlagen}}'],
        ],
      },
    },
    { h2: 'Gündelik hayat için yirmi ayrılabilen fiil' },
    {
      examples: [
        { de: 'Ich stehe jeden Tag um sechs Uhr auf.', en: 'Her gün saat altıda kalkarım. (aufstehen)' },
        { de: 'Der Kurs fängt um neun an und hört um zwölf auf.', en: 'Kurs dokuzda başlar ve on ikide biter. (anfangen, aufhören)' },
        { de: 'Der Zug fährt um 10:15 Uhr ab und kommt um 12 Uhr an.', en: 'Tren 10.15’te kalkıyor ve 12’de varıyor. (abfahren, ankommen)' },
        { de: 'Steigen Sie bitte hier aus und am Bahnhof in den Bus ein.', en: 'Lütfen burada inin ve istasyonda otobüse binin. (aussteigen, einsteigen)' },
        { de: 'Am Samstag kaufe ich ein und räume die Wohnung auf.', en: 'Cumartesi alışveriş yapıyorum ve evi topluyorum. (einkaufen, aufräumen)' },
        { de: 'Ich hole dich um acht ab.', en: 'Seni sekizde alırım. (abholen)' },
        { de: 'Wir laden euch zum Essen ein. Bringt gute Laune mit!', en: 'Sizi yemeğe davet ediyoruz. Neşenizi de getirin! (einladen, mitbringen)' },
        { de: 'Kommst du mit? – Nein, ich sehe heute fern.', en: 'Sen de geliyor musun? – Hayır, bu akşam televizyon izleyeceğim. (mitkommen, fernsehen)' },
        { de: 'Mach bitte das Fenster zu und das Licht aus.', en: 'Lütfen pencereyi kapat ve ışığı söndür. (zumachen, ausmachen)' },
        { de: 'Darf ich mich vorstellen? Ich heiße Anna.', en: 'Kendimi tanıtabilir miyim? Adım Anna. (sich vorstellen)' },
        { de: 'Das Treffen findet im Raum 3 statt.', en: 'Toplantı 3 numaralı odada yapılıyor. (stattfinden)' },
        { de: 'Wann kommst du zurück?', en: 'Ne zaman dönüyorsun? (zurückkommen)' },
      ],
    },
    { h2: 'Tipik hatalar' },
    {
      ul: [
        'Sondaki öneki unutmak: {{Ich stehe um sieben}} ✗ – {{auf}} olmadan cümle “Saat yedide ayakta duruyorum” anlamına gelir.',
        'Yan cümlede fiili ayırmak: {{…, weil ich stehe früh auf}} ✗ → {{…, weil ich früh aufstehe}} ✓.',
        'ge- ekini yanlış yere koymak: “geanrufen” ✗ → {{angerufen}} ✓; ya da ayrılamayan fiillere ge- eklemek: “gebesucht” ✗ → {{besucht}} ✓.',
        'Ayrılamayan bir fiili ayırmak: “Ich stehe das nicht ver” ✗ → {{Ich verstehe das nicht}} ✓.',
      ],
    },
    {
      p: 'Ayrılabilen fiiller cümle çerçevesinin özel bir durumudur – bkz. [Almanca söz diziminin temelleri](/articles/german-word-order-basics). Kiplik fiillerle önek mastarın üzerinde kalır; bunu [kiplik fiiller rehberi](/articles/german-modal-verbs-guide) gösterir. [Perfekt](/articles/perfekt-vs-praeteritum) zamanında ise ortaç ge- ekini ortaya alır. [Dilbilgisi bölümümüzdeki](/grammar) alıştırmalarla ve [A2 kursunun](/grammar/a2) “Ayrılabilen ve ayrılamayan önekler” dersiyle pratik yapın.',
    },
  ],
};

export default translation;
