import type { ArticleTranslation } from '@/features/articles/content/types';
import { spellingAlphabet } from '@/features/articles/content/spelling-alphabet';

const translation: ArticleTranslation = {
  slug: 'german-alphabet',
  lang: 'tr',
  body: [
    {
      p: 'Almanca, İngilizceyle aynı 26 harfi kullanır; bunlara iki noktalı üç ünlü – {{ä}}, {{ö}} ve {{ü}}, yani **umlautlar** – ve bir ek ünsüz, {{ß}}, eklenir. Kulağa kolay geliyor ve bir bakıma öyle: Almanca yazım İngilizceden çok daha düzenlidir; harflerin nasıl okunduğunu bir kez öğrendiniz mi, neredeyse her sözcüğü sesli okuyabilirsiniz. Türkçe konuşanlar için ayrıca güzel bir haber var: ö ve ü seslerini zaten biliyorsunuz. Zorluk şurada: tanıdık bazı harflerin sesi farklıdır ve harflerin adları Türkçedekinden başkadır. Bu adlara daha ilk haftanızda ihtiyacınız olacak, çünkü Almanlar sürekli bir şeyleri harf harf söyler: isimler, e-posta adresleri, sokak adları, rezervasyon kodları.',
    },
    { h2: '26 harf ve adları' },
    {
      p: 'Tablo her harfin Almanca adını, nasıl okunduğuna dair Türkçe harflerle kaba bir yazımı ve o harfle başlayan yaygın bir sözcüğü veriyor. Adları, Alman çocukları gibi dörder beşer gruplar hâlinde tekerleme gibi ezberleyin. Ünlülerin adı basitçe uzun okunur: A “aa”, E “ee”, I “ii”, O “oo”, U “uu”.',
    },
    {
      table: {
        caption: 'Alman alfabesi',
        head: ['Harf', 'Adı (okunuşu)', 'Örnek sözcük', 'Anlamı'],
        rows: [
          ['A a', 'aa', '{{der Apfel}}', 'elma'],
          ['B b', 'be', '{{das Buch}}', 'kitap'],
          ['C c', 'tse', '{{der Computer}}', 'bilgisayar'],
          ['D d', 'de', '{{der Dom}}', 'katedral'],
          ['E e', 'ee', '{{der Esel}}', 'eşek'],
          ['F f', 'ef', '{{der Fisch}}', 'balık'],
          ['G g', 'ge (“gel”deki g)', '{{die Gabel}}', 'çatal'],
          ['H h', 'ha', '{{das Haus}}', 'ev'],
          ['I i', 'ii', '{{der Igel}}', 'kirpi'],
          ['J j', 'yot', '{{die Jacke}}', 'ceket'],
          ['K k', 'ka', '{{die Katze}}', 'kedi'],
          ['L l', 'el', '{{die Lampe}}', 'lamba'],
          ['M m', 'em', '{{die Maus}}', 'fare'],
          ['N n', 'en', '{{die Nase}}', 'burun'],
          ['O o', 'oo', '{{das Obst}}', 'meyve'],
          ['P p', 'pe', '{{die Post}}', 'posta, postane'],
          ['Q q', 'ku', '{{die Qualle}}', 'denizanası'],
          ['R r', 'er (gırtlaktan r)', '{{der Regen}}', 'yağmur'],
          ['S s', 'es', '{{die Sonne}}', 'güneş'],
          ['T t', 'te', '{{der Tisch}}', 'masa'],
          ['U u', 'uu', '{{die Uhr}}', 'saat'],
          ['V v', 'fau', '{{der Vogel}}', 'kuş'],
          ['W w', 've', '{{das Wasser}}', 'su'],
          ['X x', 'iks', '{{das Xylofon}}', 'ksilofon'],
          ['Y y', 'ÜP-si-lon', '{{die Yacht}}', 'yat'],
          ['Z z', 'tset', '{{der Zug}}', 'tren'],
        ],
      },
    },
    {
      tip: 'Telefonda Türkçe konuşanları en çok şaşırtan harfler şunlardır: V ile W (“fau” ve “ve” – yani Almanca W, Türkçe V gibi okunur), J (“je” değil “yot”) ve Z (“ze” değil “tset”). Tam olarak bunları otomatikleşene kadar çalışın. Avusturya’da J harfine “yot” yerine sık sık “ye” dendiğini duyarsınız.',
    },
    { h2: 'Umlautlar: ä, ö ve ü' },
    {
      p: 'İki nokta ünlünün sesini, dolayısıyla sözcüğün anlamını değiştirir: {{schon}} “zaten”, {{schön}} “güzel” demektir; {{zahlen}} “ödemek”, {{zählen}} “saymak”tır. Umlaut asla süs değildir, bu yüzden onu hiçbir zaman atlamayın. Umlautlar dilbilgisinin de parçasıdır: birçok çoğul ve bazı fiil biçimleri umlaut alır, örneğin {{der Apfel}} → {{die Äpfel}} ya da {{ich fahre}} → {{du fährst}}.',
    },
    {
      table: {
        caption: 'Umlautlar nasıl okunur',
        head: ['Harf', 'Ses nasıl çıkarılır', 'Örnekler'],
        rows: [
          ['ä', 'Türkçedeki açık e’ye yakın, “sen” sözcüğündeki gibi (bazı sözcüklerde uzun)', '{{der Bär}}, {{die Äpfel}}, {{spät}}'],
          ['ö', 'Türkçedeki ö ile hemen hemen aynı (“göl”), çoğu zaman uzun', '{{schön}}, {{hören}}, {{zwölf}}'],
          ['ü', 'Türkçedeki ü ile hemen hemen aynı (“gül”), çoğu zaman uzun', '{{die Tür}}, {{müde}}, {{fünf}}'],
        ],
      },
    },
    {
      p: 'Almanca klavyeniz yoksa kabul edilen yedek yazımlar **ae**, **oe** ve **ue**’dir (ß için de **ss**). Bunları e-posta adreslerinde ve yalnızca düz harf kabul eden formlarda görürsünüz; örneğin pasaportun makinede okunan satırında “Mueller” diye yazılmış bir soyadı. Normal yazıda gerçek harfleri kullanın: çoğu telefonda a, o ya da u tuşuna basılı tutarak onlara ulaşabilirsiniz.',
    },
    { h2: 'ß harfi (Eszett)' },
    {
      p: '{{ß}} harfine {{Eszett}} ya da “keskin s” ({{scharfes S}}) denir. Türkçedeki “ses” sözcüğündeki gibi normal, sert bir s olarak okunur. 1996/2006 yazım reformundan beri kural basittir: **uzun ünlüden ya da çift ünlüden** (ei, au, eu) **sonra ß**, **kısa ünlüden sonra ss** yazılır.',
    },
    {
      examples: [
        { de: 'die Straße, der Fuß, groß', en: 'cadde, ayak, büyük (uzun ünlü → ß)' },
        { de: 'heißen, draußen, weiß', en: 'adı … olmak, dışarıda, beyaz (çift ünlü → ß)' },
        { de: 'der Fluss, dass, ich muss', en: 'nehir, -dığı (bağlaç), zorundayım (kısa ünlü → ss)' },
      ],
    },
    {
      p: 'İsviçre ve Lihtenştayn ß harfini hiç kullanmaz; her zaman ss yazarlar, bu yüzden İsviçre’deki sokak tabelalarında cadde anlamındaki sözcük çift s ile yazılır (Strasse). ß’nin uzun süre büyük harf biçimi yoktu ve büyük harfle yazılan sözcüklerde SS kullanılırdı ({{STRASSE}}). Artık büyük ẞ vardır ve 2017’den beri resmî Almanca yazımda kabul edilmektedir, ama büyük harflerde hâlâ genellikle SS tercih edilir.',
    },
    { h2: 'Türkçeden farklı okunan harfler' },
    {
      p: 'Almanca harflerin çoğu her zaman aynı okunur; bu iyi bir haber. Türkçe konuşanların en sık takıldıkları şunlardır:',
    },
    {
      ul: [
        '**W**, Türkçedeki v gibi okunur: {{der Wein}}, {{das Wetter}}.',
        '**V** genellikle f gibi okunur: {{der Vater}}, {{viel}}. Birçok alıntı sözcükte ise v’dir: {{die Vase}}.',
        '**J**, Türkçedeki y gibi okunur: {{ja}}, {{das Jahr}}.',
        '**Z**, “ts” diye okunur: {{die Zeit}}, {{zehn}}.',
        '**S** bir ünlüden önce Türkçedeki z gibi okunur: {{die Sonne}}, {{lesen}}.',
        '**Ei** “ay” diye, **ie** ise uzun bir “i” olarak okunur: {{mein}}, {{die Liebe}}.',
        '**Eu** ve **äu**, “koy” sözcüğündeki “oy” gibi okunur: {{heute}}, {{die Häuser}}.',
        '**Sp** ve **st** sözcük başında “şp” ve “şt” diye okunur: {{spielen}}, {{die Stadt}}.',
        '**Ch** e, i, ä, ö, ü’den sonra yumuşaktır (“hiç” sözcüğündeki h gibi): {{ich}}, {{die Milch}}; a, o, u’dan sonra ise gırtlaktan, hırıltılı bir h’dir: {{acht}}, {{das Buch}}.',
        '**Sch**, Türkçedeki ş’dir: {{die Schule}}, {{schnell}}.',
        'Sözcük sonundaki **-b, -d, -g**, tıpkı Türkçedeki “kitap” gibi, p, t, k olarak okunur: {{gelb}}, {{das Geld}}, {{der Tag}}.',
      ],
    },
    { h2: 'Harf harf söylemek: işe yarar kalıplar' },
    {
      p: 'Doktor muayenehanesinde ya da telefonda adınızı verdiğinizde onu harf harf söylemeniz ({{buchstabieren}}) istenir. Her harfi Almanca adıyla söyleyin. Çift harfler için Almanlar genellikle “iki” ya da “çift” der: {{zwei L}} ya da {{Doppel-L}}. Umlautlarda harften sonra {{Umlaut}} deyin ya da doğrudan harfin adını söyleyin: {{Ü}} ya da {{U Umlaut}}. E-posta adresleri için birkaç ek sözcük gerekir: {{der Punkt}} (nokta), {{der Bindestrich}} (kısa çizgi), {{der Unterstrich}} (alt çizgi), {{der Schrägstrich}} (eğik çizgi) ve {{das At-Zeichen}}; @ işaretini çoğu kişi basitçe İngilizcedeki gibi “et” diye okur.',
    },
    {
      examples: [
        { de: 'Wie schreibt man das?', en: 'Bu nasıl yazılıyor?' },
        { de: 'Können Sie das bitte buchstabieren?', en: 'Bunu harf harf söyleyebilir misiniz lütfen?' },
        { de: 'Wie ist Ihr Nachname?', en: 'Soyadınız nedir?' },
        { de: 'Mein Name ist Müller: M, U Umlaut, zwei L, E, R.', en: 'Adım Müller: M, umlautlu U, iki L, E, R.' },
        { de: 'Mit großem B oder kleinem b?', en: 'Büyük B ile mi, küçük b ile mi?' },
        { de: 'Noch einmal, bitte. Langsamer, bitte.', en: 'Bir kez daha, lütfen. Daha yavaş, lütfen.' },
      ],
    },
    { h2: 'Almanca kodlama alfabesi (Buchstabiertafel)' },
    {
      p: 'Hat kötüyse “B” ile “P” ya da “M” ile “N” kolayca karışır; bu yüzden Almanlar her harfe bir sözcük ekler: {{B wie Berlin}} (“Berlin’in B’si”). İş hayatı ve resmî daireler için resmî tablo, Alman standardı DIN 5009’dur. 2022’de eski kişi adlarının yerini Alman kent ve şehirlerinin adları aldı. Kullanımı isteğe bağlıdır ve geleneksel kişi adları, özellikle yaşlılar arasında, hâlâ çok yaygındır; bu yüzden ikisini de tanımakta yarar var.',
    },
    {
      table: {
        caption: 'Kodlama alfabesi: DIN 5009 (2022) ve geleneksel adlar',
        head: ['Harf', 'DIN 5009 (2022)', 'Geleneksel'],
        rows: spellingAlphabet,
      },
    },
    {
      examples: [
        { de: 'Schmidt: S wie Salzwedel, C wie Chemnitz, H wie Hamburg, M wie München, I wie Ingelheim, D wie Düsseldorf, T wie Tübingen.', en: 'Schmidt: Salzwedel’in S’si, Chemnitz’in C’si, Hamburg’un H’si …' },
        { de: 'Meier mit E I, nicht mit A Y.', en: 'Meier, E ve I ile yazılır; A ve Y ile değil.' },
      ],
    },
    { h2: 'Büyük harfler' },
    {
      p: 'Harflerle ilgili bir şey daha: Almancada yalnızca özel adlar değil, **bütün isimler büyük harfle** yazılır – {{der Tisch}}, {{die Liebe}}, {{das Wetter}}. Resmî “siz” anlamındaki {{Sie}} ve onun biçimleri ({{Ihr}}, {{Ihnen}}) de büyük harfle yazılır. Bu okurken işe yarar, çünkü hangi sözcüklerin isim olduğunu hemen görürsünüz. Yeni bir isim öğrendiğinizde onu artikeli ve büyük harfiyle öğrenin, örneğin {{die Katze}}; asla sadece “katze” diye değil.',
    },
    { h2: 'Nasıl pratik yapılır' },
    {
      ol: [
        'Bir hafta boyunca her gün alfabeyi yüksek sesle söyleyin, sonra sondan başa doğru söyleyin.',
        'Kendi adınızı, sokağınızı ve e-posta adresinizi düşünmeden söyleyebilene kadar harf harf kodlayın.',
        'Bir arkadaşınızdan Almanca sözcükleri harf harf yazdırmasını isteyin ve onları not alın.',
        '[Kelime listelerimizdeki](/words) sözcükleri dinleyin ve sesleri taklit edin, özellikle ä, ö, ü ve ch.',
        'Kulağınızı eğitmek için [oyunlar](/games) bölümünden bir heceleme ya da kelime oyunu oynayın.',
      ],
    },
    {
      tip: 'Kendi kodlama satırınızı bir kez yazın ve telefonunuzda saklayın: soyadınız, DIN 5009 sözcükleriyle. Doktorda ya da bankada onu sakin sakin okuyabilirsiniz.',
    },
  ],
};

export default translation;
