import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-numbers-dates-and-time',
  lang: 'tr',
  body: [
    {
      p: 'Almanca konuşulan bir ülkedeki ilk gününüzden itibaren sayılar her yerdedir: fırındaki fiyatlar, peron numaraları, bir formdaki doğum tarihiniz, bir randevunun saati. Almanca sayıların iki ünlü tuhaflığı vardır – birler onlardan **önce** gelir ve “yarım üç” 2.30 demektir – ama bunun dışında çok düzenlidirler. Bu rehber sizi saymaktan tarihlere ve saatlere kadar götürüyor, bunları kullanmak için gereken kalıplarla birlikte.',
    },
    { h2: '0’dan 20’ye sayılar' },
    {
      table: {
        caption: 'Temel sayılar',
        head: ['Sayı', 'Almanca', 'Sayı', 'Almanca', 'Sayı', 'Almanca'],
        rows: [
          ['0', '{{null}}', '7', '{{sieben}}', '14', '{{vierzehn}}'],
          ['1', '{{eins}}', '8', '{{acht}}', '15', '{{fünfzehn}}'],
          ['2', '{{zwei}}', '9', '{{neun}}', '16', '{{sechzehn}}'],
          ['3', '{{drei}}', '10', '{{zehn}}', '17', '{{siebzehn}}'],
          ['4', '{{vier}}', '11', '{{elf}}', '18', '{{achtzehn}}'],
          ['5', '{{fünf}}', '12', '{{zwölf}}', '19', '{{neunzehn}}'],
          ['6', '{{sechs}}', '13', '{{dreizehn}}', '20', '{{zwanzig}}'],
        ],
      },
    },
    {
      p: 'Küçük yazım değişikliklerine dikkat edin: {{sechs}}, {{sechzehn}} ve {{sechzig}} sözcüklerinde s’sini kaybeder; {{sieben}} ise {{siebzehn}} ve {{siebzig}} sözcüklerinde -en’ini kaybeder. Sayarken 1 {{eins}}’tir; bir isimden önce ise artikel olur: {{ein}} ya da {{eine}}: {{ein Kaffee}}, {{eine Stunde}}. Telefonda ve hoparlör anonslarında {{drei}} ile karışmasın diye {{zwei}} yerine sık sık {{zwo}} duyarsınız.',
    },
    { h2: 'Onlar ve “tersten” sayılar' },
    {
      p: 'Onlar şunlardır: {{zwanzig}}, {{dreißig}} (-zig değil, ß ile), {{vierzig}}, {{fünfzig}}, {{sechzig}}, {{siebzig}}, {{achtzig}}, {{neunzig}}. Onların arasında Almanca önce biri, sonra {{und}} (ve) sözcüğünü, sonra onu söyler – “bir ve yirmi” gibi – ve hepsini tek sözcük olarak yazar.',
    },
    {
      examples: [
        { de: 'einundzwanzig', en: '21 (bir ve yirmi)' },
        { de: 'zweiunddreißig', en: '32 (iki ve otuz)' },
        { de: 'fünfundvierzig', en: '45 (beş ve kırk)' },
        { de: 'neunundneunzig', en: '99 (dokuz ve doksan)' },
      ],
    },
    {
      p: 'Daha büyük sayılar aynı kalıbı izler: {{hundert}} (ya da {{einhundert}}), {{tausend}}, {{eine Million}}. 123 {{einhundertdreiundzwanzig}}’dir: yüz, sonra “üç ve yirmi”. Bir milyonun altında her şey tek sözcüktür; {{Million}} ve {{Milliarde}} (milyar) ise çoğulu olan ayrı isimlerdir ({{zwei Millionen}}).',
    },
    {
      tip: 'Biri size sayı yazdırıyorsa, yazmadan önce sayının tamamını dinleyin. 47 için önce 7’yi yazın, sonra 4’ü onun önüne koyun – birçok öğrenci bunu sayıyı kafasında tutmaktan daha kolay bulur.',
    },
    { h2: 'Virgüller, noktalar ve fiyatlar' },
    {
      p: 'Almanca, tıpkı Türkçe gibi, İngilizcedeki virgül ile noktanın yerini değiştirir. Ondalık işareti virgüldür ({{Komma}}); büyük sayılar ise nokta ya da boşlukla gruplanır: 2,5 iki buçuk, 1.000 (ya da 1 000) bin demektir. Fiyatlar ortada {{Euro}} sözcüğüyle okunur:',
    },
    {
      examples: [
        { de: 'Das kostet 2,50 €. – zwei Euro fünfzig', en: 'Bunun fiyatı 2,50 avro.' },
        { de: 'Der Kaffee kostet 3,20 €. – drei Euro zwanzig', en: 'Kahve 3,20 avro.' },
        { de: 'Die Temperatur ist 1,5 Grad. – eins Komma fünf Grad', en: 'Sıcaklık 1,5 derece.' },
        { de: 'Was kostet das? – Wie viel kostet das?', en: 'Bu ne kadar? – Bunun fiyatı ne kadar?' },
      ],
    },
    { h2: 'Sıra sayıları: birinci, ikinci, üçüncü' },
    {
      p: 'Sıra sayıları, 19’a kadar sayılara **-te**, 20’den itibaren **-ste** eklenerek yapılır. Yalnızca birkaçı düzensizdir. Yazıda sıra sayısı, tıpkı Türkçedeki gibi, sayıdan sonraki bir noktayla gösterilir: {{der 3. Mai}} {{der dritte Mai}} diye okunur. Sıra sayıları her sıfat gibi sıfat eki alır ({{am dritten Mai}}, {{im ersten Stock}}).',
    },
    {
      table: {
        caption: 'Sıra sayıları',
        head: ['Sayı', 'Sıra sayısı', 'Not'],
        rows: [
          ['1.', '{{der erste}}', 'düzensiz'],
          ['2.', '{{der zweite}}', ''],
          ['3.', '{{der dritte}}', 'düzensiz'],
          ['4.', '{{der vierte}}', ''],
          ['7.', '{{der siebte}}', 'kısaltılmış'],
          ['8.', '{{der achte}}', 'tek t ile'],
          ['19.', '{{der neunzehnte}}', '19’a kadar -te'],
          ['20.', '{{der zwanzigste}}', '20’den itibaren -ste'],
          ['31.', '{{der einunddreißigste}}', ''],
        ],
      },
    },
    { h2: 'Günler, aylar ve mevsimler' },
    {
      p: 'Bütün günler, aylar ve mevsimler erildir. Günler ve tarihlerle {{am}}, aylar ve mevsimlerle {{im}} kullanın.',
    },
    {
      table: {
        caption: 'Takvim',
        head: ['Günler', 'Aylar', 'Mevsimler'],
        rows: [
          ['{{der Montag}}', '{{der Januar}}, {{der Februar}}, {{der März}}', '{{der Frühling}}'],
          ['{{der Dienstag}}', '{{der April}}, {{der Mai}}, {{der Juni}}', '{{der Sommer}}'],
          ['{{der Mittwoch}}', '{{der Juli}}, {{der August}}, {{der September}}', '{{der Herbst}}'],
          ['{{der Donnerstag}}, {{der Freitag}}', '{{der Oktober}}, {{der November}}, {{der Dezember}}', '{{der Winter}}'],
          ['{{der Samstag}}, {{der Sonntag}}', '', ''],
        ],
      },
    },
    {
      examples: [
        { de: 'Am Montag habe ich einen Termin.', en: 'Pazartesi bir randevum var.' },
        { de: 'Im Juli fahren wir ans Meer.', en: 'Temmuzda denize gidiyoruz.' },
        { de: 'Im Winter ist es oft kalt.', en: 'Kışın hava çoğu zaman soğuktur.' },
        { de: 'Am Wochenende schlafe ich lange.', en: 'Hafta sonu geç saate kadar uyurum.' },
      ],
    },
    {
      p: 'Almanya’nın kuzeyinde cumartesi için {{Sonnabend}} da duyarsınız. Avusturya’da ocak ayına çoğu zaman {{Jänner}} denir. Küçük harfle yazılan ve -s alan bir gün “her … günü” anlamına gelir: {{montags}} (pazartesileri), {{abends}} (akşamları).',
    },
    { h2: 'Tarihler ve yıllar' },
    {
      p: 'Almanca tarihleri Türkçedeki gibi gün, ay, yıl sırasıyla ve noktayla ayırarak yazar: 03.05.2025, 3 Mayıs’tır; asla 5 Mart değil. Tarihin ne olduğunu söylemek için yalın hâli kullanın; bir şeyin ne zaman olduğunu söylemek için {{am}} ve -en ekini kullanın.',
    },
    {
      examples: [
        { de: 'Welches Datum ist heute? – Heute ist der dritte Mai.', en: 'Bugün ayın kaçı? – Bugün 3 Mayıs.' },
        { de: 'Der Wievielte ist heute? – Heute ist der Dritte.', en: 'Bugün ayın kaçı? – Bugün ayın üçü.' },
        { de: 'Wann hast du Geburtstag? – Am zwölften Oktober.', en: 'Doğum günün ne zaman? – 12 Ekim’de.' },
        { de: 'Ich bin am 14. Februar 1999 geboren.', en: '14 Şubat 1999’da doğdum.' },
      ],
    },
    {
      p: '1100’den 1999’a kadar olan yıllar yüzlerle okunur: 1999, {{neunzehnhundertneunundneunzig}}’dur (“on dokuz yüz doksan dokuz”). Diğer yıllar binlerle okunur: 1066, {{tausendsechsundsechzig}}; 2025, {{zweitausendfünfundzwanzig}}. Yılı ya tek başına söyleyin ({{2025 war ein gutes Jahr}}) ya da {{im Jahr}} ile ({{im Jahr 2025}}). Türkçedeki “2025’te” ifadesini İngilizcedeki gibi “in 2025” diye çevirmeyin – bu standart Almanca değildir.',
    },
    { h2: 'Saati söylemek: resmî yol' },
    {
      p: 'Tarifeler, radyo, resmî daireler ve randevular 24 saatlik sistemi kullanır. Önce saati, sonra {{Uhr}} sözcüğünü, sonra dakikaları söylersiniz. Konuşmanın en güvenli yolu budur, çünkü kimse yanlış anlayamaz.',
    },
    {
      examples: [
        { de: 'Wie spät ist es? – Es ist vierzehn Uhr dreißig.', en: 'Saat kaç? – Saat 14.30.' },
        { de: 'Wie viel Uhr ist es? – Es ist acht Uhr fünfzehn.', en: 'Saat kaç? – Saat 8.15.' },
        { de: 'Der Zug fährt um 17:05 Uhr ab.', en: 'Tren 17.05’te kalkıyor (siebzehn Uhr fünf).' },
        { de: 'Um wie viel Uhr beginnt der Kurs? – Um neun Uhr.', en: 'Kurs saat kaçta başlıyor? – Saat dokuzda.' },
      ],
    },
    { h2: 'Saati söylemek: gündelik yol' },
    {
      p: 'Konuşmada insanlar 12 saatlik sistemi {{nach}} (geçiyor), {{vor}} (var), {{Viertel}} (çeyrek) ve {{halb}} (yarım) ile kullanır. Türkçe konuşanlar için tuzak şu: {{halb}} bir **sonraki** saate bakar. {{Halb drei}} “üçe yarım kala”, yani 2.30’dur – Türkçedeki “üç buçuk” gibi 3.30 değil!',
    },
    {
      table: {
        caption: 'Gündelik saatler',
        head: ['Saat', 'Almanca', 'Sözcük sözcük'],
        rows: [
          ['2:00', '{{zwei Uhr}} / {{zwei}}', 'saat iki'],
          ['2:05', '{{fünf nach zwei}}', 'ikiden beş sonra'],
          ['2:15', '{{Viertel nach zwei}}', 'ikiden çeyrek sonra'],
          ['2:20', '{{zwanzig nach zwei}} / {{zehn vor halb drei}}', 'yarım üçten on önce'],
          ['2:30', '{{halb drei}}', 'yarım üç (üçe yarım)'],
          ['2:35', '{{fünf nach halb drei}}', 'yarım üçten beş sonra'],
          ['2:45', '{{Viertel vor drei}}', 'üçten çeyrek önce'],
          ['2:55', '{{fünf vor drei}}', 'üçten beş önce'],
        ],
      },
    },
    {
      p: 'Almanya’nın doğusunun ve güneyinin bazı bölgelerinde ve Avusturya’da 2.15 için {{viertel drei}}, 2.45 için {{dreiviertel drei}} da duyabilirsiniz – yine bir sonraki saate doğru sayılır. Emin değilseniz sorun ya da resmî biçimi kullanın. Günün hangi bölümünü kastettiğinizi açıkça belirtmek için {{morgens}}, {{vormittags}}, {{mittags}}, {{nachmittags}}, {{abends}} ya da {{nachts}} ekleyin: {{um acht Uhr abends}} (akşam saat sekizde).',
    },
    { h2: 'İşe yarar zaman sözcükleri' },
    {
      ul: [
        '{{die Uhr}} hem saat (alet) hem de saat bildirirken kullanılan “saat” sözcüğüdür; {{die Stunde}} ise süre olarak bir saattir: {{Der Film dauert zwei Stunden}}.',
        '{{heute}} (bugün), {{morgen}} (yarın), {{gestern}} (dün), {{übermorgen}} (öbür gün), {{vorgestern}} (evvelsi gün).',
        '{{morgen früh}} (yarın sabah), {{heute Abend}} (bu akşam), {{jeden Tag}} (her gün).',
        '{{die Minute}} (dakika), {{die Sekunde}} (saniye), {{die Woche}} (hafta), {{der Monat}} (ay), {{das Jahr}} (yıl).',
        '{{pünktlich}} (dakik, zamanında), {{zu spät}} (geç), {{früh}} (erken).',
      ],
    },
    {
      tip: 'Gerçek hayatla pratik yapın: bir hafta boyunca gördüğünüz her fiyatı, peronu ve saati Almanca yüksek sesle okuyun. Daha fazla kelime listesi için [kelime bölümüne](/words), gündelik cümleler için [kalıp ifadelere](/phrases) gidin. [A1 kopya kâğıdı](/articles/german-a1-cheat-sheet) sayıları ve saatleri, ihtiyacınız olan ilk dilbilgisiyle bir araya getiriyor.',
    },
  ],
};

export default translation;
