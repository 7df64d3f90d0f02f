import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-colours-and-clothes',
  lang: 'tr',
  body: [
    {
      p: 'Renkler ve giysiler her Almanca kursunun ilk kelime alanları arasındadır ve dilbilgisi için mükemmel bir oyun alanıdır: renk sözcükleri sıfattır, dolayısıyla sıfat eklerini çalıştırır; giysiler ise üç cinsiyetin hepsinden isimlerdir. Bu yazı size sözcükleri veriyor, onları doğru kullanmayı gösteriyor ve bir mağazada giysi alırken gereken kalıplarla bitiyor.',
    },
    { h2: 'Temel renkler' },
    {
      table: {
        caption: 'Renkler (die Farben)',
        head: ['Almanca', 'Türkçe', 'Örnek'],
        rows: [
          ['{{rot}}', 'kırmızı', '{{die rote Ampel}}'],
          ['{{orange}}', 'turuncu', '{{eine orange Jacke}}'],
          ['{{gelb}}', 'sarı', '{{die gelbe Banane}}'],
          ['{{grün}}', 'yeşil', '{{das grüne Gras}}'],
          ['{{blau}}', 'mavi', '{{der blaue Himmel}}'],
          ['{{lila}}, {{violett}}', 'mor, menekşe rengi', '{{ein lila Schal}}'],
          ['{{rosa}}', 'pembe', '{{ein rosa Kleid}}'],
          ['{{braun}}', 'kahverengi', '{{braune Schuhe}}'],
          ['{{schwarz}}', 'siyah', '{{der schwarze Mantel}}'],
          ['{{weiß}}', 'beyaz', '{{ein weißes Hemd}}'],
          ['{{grau}}', 'gri', '{{die graue Hose}}'],
          ['{{beige}}', 'bej', '{{ein beige Pullover}}'],
          ['{{türkis}}', 'turkuaz', '{{Das Meer ist türkis.}}'],
          ['{{golden}}, {{silbern}}', 'altın rengi, gümüş rengi', '{{eine goldene Uhr}}'],
        ],
      },
    },
    {
      p: 'Açık ve koyu tonlar için öne {{hell}} ya da {{dunkel}} koyun ve tek sözcük olarak yazın: {{hellblau}}, {{dunkelgrün}}, {{hellgrau}}. **-lich** eki Türkçedeki “-msı, -imtırak” anlamını verir: {{rötlich}} (kırmızımsı), {{bläulich}}, {{gelblich}}, {{grünlich}}.',
    },
    { h2: 'Renkler ve dilbilgisi' },
    {
      p: '{{sein}} fiilinden sonra renk ek almaz: {{Das Auto ist rot.}} İsimden önce ise normal sıfat eklerini alır (bkz. [Almanca sıfat ekleri kolayca](/articles/german-adjective-endings-made-simple)):',
    },
    {
      examples: [
        { de: 'Der Pullover ist blau.', en: 'Kazak mavi.' },
        { de: 'Ich trage einen blauen Pullover.', en: 'Mavi bir kazak giyiyorum.' },
        { de: 'Sie hat ein schwarzes Kleid und rote Schuhe.', en: 'Siyah bir elbisesi ve kırmızı ayakkabıları var.' },
        { de: 'Mit dem weißen Hemd siehst du elegant aus.', en: 'Beyaz gömlekle şık görünüyorsun.' },
      ],
    },
    {
      p: 'Başka dillerden alınmış renk sözcükleri – {{lila}}, {{rosa}}, {{orange}}, {{beige}} – standart Almancada geleneksel olarak **ek almaz**: {{ein rosa Kleid}}, {{mit der lila Tasche}}. Gündelik konuşmada bunları ekli de duyarsınız; yazıda güvenli bir seçenek **-farben** eklemektir: {{eine orangefarbene Jacke}}.',
    },
    {
      p: 'İsim olarak renkler nötrdür ve büyük harfle yazılır: {{das Blau}}, {{das Rot}}. Bir şeyin bir renkte bulunduğunu söylemek için artikelsiz {{in}} kullanın: {{Haben Sie das auch in Grün?}} Soru her zaman {{Welche Farbe hat …?}} şeklindedir.',
    },
    {
      examples: [
        { de: 'Welche Farbe hat dein Fahrrad? – Es ist grün.', en: 'Bisikletin ne renk? – Yeşil.' },
        { de: 'Meine Lieblingsfarbe ist Blau.', en: 'En sevdiğim renk mavi.' },
      ],
    },
    { h2: 'Giysiler: artikel ve çoğullarıyla öğrenin' },
    {
      table: {
        caption: 'Giysiler (die Kleidung)',
        head: ['Almanca', 'Çoğul', 'Türkçe'],
        rows: [
          ['{{die Hose}}', '{{die Hosen}}', 'pantolon'],
          ['{{die Jeans}}', '{{die Jeans}}', 'kot pantolon'],
          ['{{der Rock}}', '{{die Röcke}}', 'etek'],
          ['{{das Kleid}}', '{{die Kleider}}', 'elbise'],
          ['{{das Hemd}}', '{{die Hemden}}', 'gömlek'],
          ['{{die Bluse}}', '{{die Blusen}}', 'bluz'],
          ['{{das T-Shirt}}', '{{die T-Shirts}}', 'tişört'],
          ['{{der Pullover}}', '{{die Pullover}}', 'kazak'],
          ['{{die Jacke}}', '{{die Jacken}}', 'ceket, mont'],
          ['{{der Mantel}}', '{{die Mäntel}}', 'palto'],
          ['{{der Anzug}}', '{{die Anzüge}}', 'takım elbise'],
          ['{{die Krawatte}}', '{{die Krawatten}}', 'kravat'],
          ['{{der Schal}}', '{{die Schals}}', 'atkı'],
          ['{{die Mütze}}', '{{die Mützen}}', 'bere, kasket'],
          ['{{der Hut}}', '{{die Hüte}}', 'şapka'],
          ['{{der Handschuh}}', '{{die Handschuhe}}', 'eldiven'],
          ['{{die Socke}}', '{{die Socken}}', 'çorap'],
          ['{{der Schuh}}', '{{die Schuhe}}', 'ayakkabı'],
          ['{{der Stiefel}}', '{{die Stiefel}}', 'çizme, bot'],
          ['{{der Gürtel}}', '{{die Gürtel}}', 'kemer'],
          ['{{der Schlafanzug}}', '{{die Schlafanzüge}}', 'pijama'],
          ['{{die Unterwäsche}}', '–', 'iç çamaşırı'],
          ['{{der Badeanzug}}', '{{die Badeanzüge}}', 'mayo'],
        ],
      },
    },
    {
      p: 'Bu listede İngilizce bilenler için iki tuzak saklı: {{die Hose}} bir pantolondur, İngilizcedeki “hose” gibi bir hortum değil; {{der Pullover}} de yalnızca başa geçirilen değil, her türlü kazaktır. Şuna da dikkat edin: {{die Hose}} ve {{die Jeans}} Almancada tekildir: {{Die Hose ist zu lang}} (pantolon çok uzun). Aksesuarlar: {{die Tasche}} (çanta), {{der Rucksack}} (sırt çantası), {{die Brille}} (gözlük), {{die Kette}} (kolye), {{der Ring}} (yüzük), {{der Regenschirm}} (şemsiye).',
    },
    { h2: 'Giymek ve giyinmek fiilleri' },
    {
      ul: [
        '{{tragen}} – giymek, üzerinde taşımak (kök değişir: {{du trägst}}, {{er trägt}}): {{Er trägt heute eine Krawatte.}}',
        '{{anhaben}} – üzerinde olmak (ayrılabilen): {{Was hast du an?}}',
        '{{sich anziehen}} / {{sich ausziehen}} – giyinmek / soyunmak: {{Ich ziehe mich schnell an.}}',
        '{{etwas anziehen}} – bir şeyi giymek: {{Zieh eine Jacke an, es ist kalt!}}',
        '{{sich umziehen}} – üstünü değiştirmek: {{Ich ziehe mich nach der Arbeit um.}}',
        '{{anprobieren}} – denemek, prova etmek: {{Darf ich die Hose anprobieren?}}',
        '{{passen}} + Dativ – olmak, uymak (beden): {{Die Schuhe passen mir nicht.}}',
        '{{stehen}} + Dativ – yakışmak: {{Die Farbe steht dir gut.}}',
        '{{gefallen}} + Dativ – hoşa gitmek, beğenilmek: {{Der Rock gefällt mir.}}',
      ],
    },
    { h2: 'Kumaşlar ve desenler' },
    {
      p: 'Kumaş {{aus}} ile belirtilir: {{ein Pullover aus Wolle}}, {{Schuhe aus Leder}}, {{ein Hemd aus Baumwolle}}. Desenler sıfattır: {{gestreift}} (çizgili), {{kariert}} (kareli), {{gepunktet}} (puantiyeli), {{einfarbig}} (düz, tek renk).',
    },
    {
      examples: [
        { de: 'Ich suche ein kariertes Hemd aus Baumwolle.', en: 'Kareli, pamuklu bir gömlek arıyorum.' },
        { de: 'Sie trägt einen gestreiften Rock.', en: 'Çizgili bir etek giyiyor.' },
      ],
    },
    { h2: 'Bedenler ve kalıp' },
    {
      p: 'Almanya’da giysi bedenleri genellikle Avrupa sistemine göredir (örneğin kadın giysilerinde 38 ya da 40, erkek takım elbiselerinde 48 ya da 50); birçok mağaza S, M, L ve XL de kullanır. Ayakkabı numaraları da Avrupa sistemine göredir (örneğin 39, 42) – Türkiye’deki gibi. Beden {{die Größe}}’dir; ayakkabı için {{die Schuhgröße}} da denir.',
    },
    {
      table: {
        caption: 'Kalıp hakkında konuşmak',
        head: ['Almanca', 'Türkçe'],
        rows: [
          ['{{zu groß}} / {{zu klein}}', 'çok büyük / çok küçük'],
          ['{{zu eng}} / {{zu weit}}', 'çok dar / çok bol'],
          ['{{zu lang}} / {{zu kurz}}', 'çok uzun / çok kısa'],
          ['{{eine Nummer größer}} / {{kleiner}}', 'bir beden büyük / küçük'],
          ['{{Das passt genau.}}', 'Tam oldu.'],
        ],
      },
    },
    { h2: 'Giyim mağazasında' },
    {
      examples: [
        { de: 'Kann ich Ihnen helfen? – Danke, ich schaue nur.', en: 'Yardımcı olabilir miyim? – Teşekkürler, sadece bakıyorum.' },
        { de: 'Ich suche eine Winterjacke.', en: 'Bir kış montu arıyorum.' },
        { de: 'Welche Größe haben Sie? – Größe 40.', en: 'Bedeniniz kaç? – 40 beden.' },
        { de: 'Haben Sie das auch in Schwarz?', en: 'Bunun siyahı da var mı?' },
        { de: 'Kann ich das anprobieren? Wo ist die Umkleidekabine?', en: 'Bunu deneyebilir miyim? Deneme kabini nerede?' },
        { de: 'Die Hose ist zu eng. Haben Sie sie eine Nummer größer?', en: 'Pantolon çok dar. Bir beden büyüğü var mı?' },
        { de: 'Die passt. Ich nehme sie.', en: 'Bu oldu. Bunu alıyorum.' },
        { de: 'Kann ich das umtauschen?', en: 'Bunu değiştirebilir miyim?' },
      ],
    },
    {
      tip: 'Fişi saklayın ({{der Kassenbon}} ya da {{die Quittung}}). Birçok mağaza ürünleri değiştirmenize izin verir, ama mağazadan alınan ürünlerde bu genellikle mağazanın iyi niyetinden kaynaklanan bir uygulamadır, yasal bir hak değil; bu yüzden ödemeden önce sorun. İnternetten alışverişte kurallar farklıdır ve değişebilir; tüketici danışma merkezleri ({{Verbraucherzentrale}}) bunları açıklar.',
    },
    { h2: 'Renklerle deyimler' },
    {
      p: 'Almanca renkli deyimlere bayılır. İşte gerçekten duyacağınız birkaçı:',
    },
    {
      ul: [
        '{{blau sein}} – sarhoş olmak (hüzünlü değil!)',
        '{{Er fährt schwarz.}} – biletsiz yolculuk ediyor',
        '{{Sie sieht rot.}} – çok öfkeli, gözü dönmüş',
        '{{grün hinter den Ohren sein}} – toy, deneyimsiz olmak (“kulaklarının arkası yeşil olmak”; Türkçedeki “ağzı süt kokmak” gibi)',
        '{{eine Fahrt ins Blaue}} – belli bir hedefi olmayan bir gezi',
        '{{schwarz auf weiß}} – yazılı olarak, kara üstüne ak',
        '{{das Blaue vom Himmel versprechen}} – gerçekleşmeyecek şeyler vaat etmek, ballı vaatlerde bulunmak',
      ],
    },
    {
      p: '[Kelime](/words) sayfalarımızda daha fazla kelime alanı öğrenin ve [oyunlarla](/games) kendinizi sınayın. {{einen blauen Pullover}} örneğinin arkasındaki sıfat ekleri için [Almanca sıfat ekleri kolayca](/articles/german-adjective-endings-made-simple) yazısını okuyun.',
    },
  ],
};

export default translation;
