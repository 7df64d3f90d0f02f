import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-among-the-germanic-languages',
  lang: 'tr',
  body: [
    {
      p: 'İngilizce biliyorsanız, sandığınızdan daha fazla Almanca biliyorsunuz. {{Hand}} (el), {{Finger}} (parmak), {{Name}} (ad), {{Winter}} (kış) ve {{Hunger}} (açlık) iki dilde de tıpatıp aynı yazılır; başka pek çok sözcük de çok yakındır: {{das Haus}} (house), {{das Wasser}} (water), {{der Bruder}} (brother). Bu bir rastlantı değil. Almanca ile İngilizce, Felemenkçe, İskandinav dilleri ve birkaç başka dille birlikte aynı ailenin, Cermen dillerinin kız kardeşleridir. Bu akrabalığı bilmek, yeni sözcüklerin anlamını tahmin etmenize ve onları daha kolay hatırlamanıza yardım eder.',
    },
    { h2: 'Cermen dil ailesi' },
    {
      p: 'Cermen dilleri, Roman, Slav, Kelt ve daha birçok dili de kapsayan büyük Hint-Avrupa ailesinin bir koludur. Dilbilimciler Cermen kolunu genellikle üç gruba ayırır.',
    },
    {
      table: {
        caption: 'Cermen dilleri',
        head: ['Grup', 'Diller'],
        rows: [
          ['Batı Cermen', 'Almanca, İngilizce, Felemenkçe, Frizce, Lüksemburgca, Yidiş, Afrikaans'],
          ['Kuzey Cermen', 'Danca, İsveççe, Norveççe, İzlandaca, Faroece'],
          ['Doğu Cermen', 'Gotça ve artık konuşulmayan başka diller'],
        ],
      },
    },
    {
      p: 'Batı Cermen dilleri içinde Almanca ile Felemenkçe özellikle yakındır; Kuzey Almanya’daki Aşağı Almanca ikisi arasında bir köprü oluşturur. İngilizce kız kardeşlerinden daha çok değişmiştir: 1066’daki Norman fethinden sonra Fransızcadan çok sayıda sözcük almıştır. Bu yüzden gündelik sözcüklerinin büyük kısmı Cermen kökenliyken resmî sözcüklerinin büyük kısmı Fransızca ve Latinceden gelir.',
    },
    { h2: 'Kökteş sözcükler: ortak kökenli sözcükler' },
    {
      p: 'Akraba dillerde aynı ata sözcükten gelen sözcüklere kökteş sözcükler denir. En temel sözcüklerin çoğu – aile, vücut, doğa, yiyecek, sayılar – Cermen dilleri arasında kökteştir. Tablo, Almancayı İngilizce, Felemenkçe ve İsveççe (bir İskandinav dili örneği olarak) ile karşılaştırıyor.',
    },
    {
      table: {
        caption: 'Dört Cermen dilinde kökteş sözcükler',
        head: ['İngilizce', 'Almanca', 'Felemenkçe', 'İsveççe'],
        rows: [
          ['house (ev)', '{{das Haus}}', 'huis', 'hus'],
          ['water (su)', '{{das Wasser}}', 'water', 'vatten'],
          ['bread (ekmek)', '{{das Brot}}', 'brood', 'bröd'],
          ['milk (süt)', '{{die Milch}}', 'melk', 'mjölk'],
          ['brother (erkek kardeş)', '{{der Bruder}}', 'broer', 'bror'],
          ['summer (yaz)', '{{der Sommer}}', 'zomer', 'sommar'],
          ['night (gece)', '{{die Nacht}}', 'nacht', 'natt'],
          ['book (kitap)', '{{das Buch}}', 'boek', 'bok'],
          ['good (iyi)', '{{gut}}', 'goed', 'god'],
          ['new (yeni)', '{{neu}}', 'nieuw', 'ny'],
          ['to drink (içmek)', '{{trinken}}', 'drinken', 'dricka'],
          ['to come (gelmek)', '{{kommen}}', 'komen', 'komma'],
        ],
      },
    },
    {
      p: 'Tek tek sözcüklere değil, kalıplara bakın. İngilizce ve Felemenkçede t olan yerde Almancada çoğu zaman ss ya da z vardır; İngilizcede d olan yerde Almancada çoğu zaman t; İngilizcede k sesi olan yerde Almancada çoğu zaman ch vardır. Bu düzenli farklar ses kaymalarının sonucudur.',
    },
    { h2: 'Birinci ses kayması: Cermen dilleri ve Latince' },
    {
      p: 'Almanca ile İngilizce ayrılmadan çok önce, bütün Cermen dillerinin atası bazı ünsüzleri düzenli bir biçimde değiştirdi. Bu değişim, onu 19. yüzyılda tanımlayan dilbilimci Jacob Grimm’in adıyla Grimm yasası olarak bilinir (Grimm, kardeşi Wilhelm’le birlikte ünlü masalları da derlemiştir). Latince sözcükleri Cermen sözcükleriyle karşılaştırınca bu açıkça görülür:',
    },
    {
      table: {
        caption: 'Latince ve Cermen ünsüzleri',
        head: ['Latince', 'İngilizce', 'Almanca', 'Değişim'],
        rows: [
          ['pater', 'father (baba)', '{{der Vater}}', 'p’den f’ye'],
          ['piscis', 'fish (balık)', '{{der Fisch}}', 'p’den f’ye'],
          ['tres', 'three (üç)', '{{drei}}', 't’den th’ye (Almancada d)'],
          ['cornu', 'horn (boynuz)', '{{das Horn}}', 'k’den h’ye'],
          ['centum', 'hundred (yüz)', '{{hundert}}', 'k’den h’ye'],
        ],
      },
    },
    {
      p: 'İngilizce ve Almanca sözcüklerin çoğu zaman birbirine benzerken aynı şeyler için Fransızca ya da İspanyolca sözcüklerin farklı görünmesinin nedeni budur – İngilizcede “father” (Cermen) ve “paternal” (Latinceden) gibi çiftlerin bulunmasının nedeni de.',
    },
    { h2: 'İkinci ses kayması: Almanca neden farklı duyulur' },
    {
      p: 'Daha sonra, kabaca 6. ile 8. yüzyıllar arasında, ikinci bir değişim Almanca konuşulan bölgenin güneyindeki ve ortasındaki lehçeleri etkiledi. Buna Yüksek Almanca ünsüz kayması denir ve standart Almancanın İngilizceden, Felemenkçeden ve Aşağı Almancadan farklı olmasının başlıca nedenidir. Kayma kuzeye ulaşmadı; bu yüzden Aşağı Almanca ve Felemenkçe hâlâ pek çok ünsüzü İngilizceyle paylaşır.',
    },
    {
      table: {
        caption: 'Yüksek Almanca ünsüz kayması',
        head: ['İngilizce / Felemenkçe', 'Almanca', 'Değişim'],
        rows: [
          ['apple / appel (elma)', '{{der Apfel}}', 'p’den pf’ye'],
          ['ship / schip (gemi)', '{{das Schiff}}', 'p’den f ya da ff’ye'],
          ['open / open (açık)', '{{offen}}', 'p’den ff’ye'],
          ['ten / tien (on)', '{{zehn}}', 't’den z’ye (ts)'],
          ['water / water (su)', '{{das Wasser}}', 't’den ss’ye'],
          ['eat / eten (yemek)', '{{essen}}', 't’den ss’ye'],
          ['make / maken (yapmak)', '{{machen}}', 'k’den ch’ye'],
          ['book / boek (kitap)', '{{das Buch}}', 'k’den ch’ye'],
          ['day / dag (gün)', '{{der Tag}}', 'd’den t’ye'],
          ['daughter / dochter (kız evlat)', '{{die Tochter}}', 'd’den t’ye'],
        ],
      },
    },
    {
      p: 'Ayrı bir değişim, İngilizcedeki th sesini Almancada (ve Felemenkçede) d’ye dönüştürdü: “thing” (şey) {{das Ding}}, “thank” (teşekkür etmek) {{danken}}, “three” (üç) {{drei}} olur.',
    },
    { h2: 'Ses kaymalarıyla sözcük tahmin etmek' },
    {
      p: 'Kuralları tersine de işletebilirsiniz. Bilmediğiniz bir Almanca sözcükle karşılaştığınızda z yerine t, ch yerine k, pf yerine p ya da t yerine d koymayı deneyin ve bir İngilizce sözcük ortaya çıkıyor mu, bakın. {{die Zunge}} “tunge” olur – tongue (dil). {{das Pfund}} “pund” olur – pound (libre, sterlin). {{der Pfeffer}} “pepper” (biber) olur. Her zaman işe yaramaz, ama şaşırtıcı derecede sık işe yarar.',
    },
    {
      examples: [
        { de: 'Mein Bruder hat ein Haus mit einem Garten.', en: 'Erkek kardeşimin bahçeli bir evi var.' },
        { de: 'Im Winter ist die Nacht lang.', en: 'Kışın gece uzundur.' },
        { de: 'Ich trinke Wasser und esse Brot.', en: 'Su içiyorum ve ekmek yiyorum.' },
        { de: 'Das Buch ist neu und gut.', en: 'Kitap yeni ve iyi.' },
      ],
    },
    { h2: 'Aynı köken, farklı anlam' },
    {
      p: 'Kökteş sözcükler her zaman aynı anlamı korumaz. Yüzyıllar içinde pek çok sözcüğün anlamı bir dilde genişledi, daraldı ya da kaydı, ötekinde ise değişmedi. Hikâyesini bildiğinizde bu sözcükleri hatırlamak kolaydır – ama sizi yanıltabilirler de.',
    },
    {
      table: {
        caption: 'Anlamları birbirinden uzaklaşmış kökteş sözcükler',
        head: ['Almanca', 'Anlamı', 'İngilizce kökteşi'],
        rows: [
          ['{{das Tier}}', 'hayvan', 'deer (geyik; eskiden her hayvan, bugün tek bir tür)'],
          ['{{die Zeit}}', 'zaman', 'tide (gelgit)'],
          ['{{der Hund}}', 'köpek', 'hound (av köpeği)'],
          ['{{der Stuhl}}', 'sandalye', 'stool (tabure)'],
          ['{{sterben}}', 'ölmek', 'to starve (açlıktan ölmek)'],
          ['{{bekommen}}', 'almak, elde etmek', 'to become (olmak)'],
        ],
      },
    },
    { h2: 'Dilbilgisi de akraba' },
    {
      ul: [
        '**Kuvvetli fiiller** iki dilde de geçmiş zamanda ünlülerini değiştirir: {{singen – sang – gesungen}} tıpkı sing – sang – sung gibi, {{trinken – trank – getrunken}} tıpkı drink – drank – drunk gibi.',
        '**Söz dizimi:** Almanca, Felemenkçe ve İskandinav dilleri temel cümlede fiili ikinci sıraya koyar. İngilizce bu kuralı büyük ölçüde yitirmiştir, ama “Here comes the bus” (İşte otobüs geliyor) gibi cümlelerde izleri kalmıştır.',
        '**Cinsiyet ve hâller:** Almanca üç cinsiyeti ve dört hâli korur. Felemenkçe, İsveççe ve Danca eril ile dişili büyük ölçüde tek bir ortak cinsiyette birleştirmiş ve hâl eklerinin çoğunu yitirmiştir; İngilizce dilbilgisel cinsiyeti neredeyse tamamen kaybetmiştir.',
      ],
    },
    {
      tip: 'Aile benzerliğinden yararlanın, ama her sözcüğü kontrol edin: artikeli ve çoğuluyla öğrenin, anlamı kaymış sözcüklere dikkat edin. [Kelime setlerimiz](/words) kökteş sözcükleri fark etmek için iyi bir yerdir; [sık yapılan hatalar](/articles/common-mistakes-of-german-learners) yazısında da daha fazla yanıltıcı benzer bulacaksınız.',
    },
  ],
};

export default translation;
