import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'false-friends-german-english',
  lang: 'tr',
  body: [
    {
      p: 'Almanca ile İngilizce yakın akrabadır ve bu büyük bir kolaylıktır: {{das Haus}}, {{die Hand}}, {{der Finger}}, {{das Wasser}} ve yüzlerce başka sözcüğün anlamı kolayca tahmin edilir. Ama aile benzerliği tuzaklar da kurar. **Yanıltıcı benzerler** (false friends), bir İngilizce sözcüğe benzeyen ya da onun gibi okunan ama başka bir şey anlatan sözcüklerdir. Bazıları zararsızdır, bazıları utandırıcıdır, birkaçı ise – garsona bifteğinizi ne zaman “olacağınızı” sormak gibi – klasik fıkralara dönüşmüştür. Bu liste, İngilizce bilen öğrencilerin gerçekten karşılaştığı yanıltıcı benzerleri, gerçek anlamlarıyla ve aslında söylemek istediğiniz şeyin Almancasıyla birlikte toplar.',
    },
    { h2: 'Klasik tuzaklar' },
    {
      table: {
        caption: 'İngilizce bilenleri yanıltan Almanca sözcükler',
        head: ['Almanca', 'Gerçek anlamı', 'Benzediği İngilizce sözcük', 'O sözcüğün Almancası'],
        rows: [
          ['{{bekommen}}', 'almak, elde etmek', 'to become (olmak)', '{{werden}}'],
          ['{{das Gift}}', 'zehir', 'gift (hediye)', '{{das Geschenk}}'],
          ['{{also}}', 'yani, demek ki, peki', 'also (de, da)', '{{auch}}'],
          ['{{bald}}', 'yakında', 'bald (kel)', '{{kahl}}, {{eine Glatze haben}}'],
          ['{{fast}}', 'neredeyse', 'fast (hızlı)', '{{schnell}}'],
          ['{{der Brief}}', 'mektup', 'brief (kısa)', '{{kurz}}'],
          ['{{ich will}}', 'istiyorum', 'I will (-eceğim)', '{{ich werde}}'],
          ['{{wer}}', 'kim', 'where (nerede)', '{{wo}}'],
          ['{{der Chef}}, {{die Chefin}}', 'patron, amir', 'chef (aşçıbaşı)', '{{der Koch}}, {{die Köchin}}'],
          ['{{die Art}}', 'tür, çeşit, biçim', 'art (sanat)', '{{die Kunst}}'],
          ['{{der Rat}}', 'öğüt; kurul, meclis', 'rat (sıçan)', '{{die Ratte}}'],
          ['{{der Mist}}', 'gübre; saçmalık, zırva (günlük dil)', 'mist (pus, sis)', '{{der Nebel}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Wann bekomme ich mein Steak?', en: 'Bifteğimi ne zaman alacağım? (“ne zaman biftek olacağım” değil!)' },
        { de: 'Ich will Ärztin werden.', en: 'Doktor olmak istiyorum.' },
        { de: 'Vorsicht, das ist Gift!', en: 'Dikkat, bu zehir!' },
        { de: 'Ich bin fast fertig.', en: 'Neredeyse bitirdim.' },
        { de: 'Also, was machen wir jetzt?', en: 'Peki, şimdi ne yapıyoruz?' },
      ],
    },
    { h2: 'Sıfatlar ve zarflar' },
    {
      p: 'Sıfatlar özellikle sinsidir, çünkü yanlış bir sıfat bütün cümlenin tonunu değiştirebilir. Nazik bir iş arkadaşınıza {{sensibel}} derseniz onun mantıklı (İngilizce “sensible”) değil, hassas biri olduğunu söylemiş olursunuz.',
    },
    {
      table: {
        caption: 'Yanıltıcı sıfatlar',
        head: ['Almanca', 'Gerçek anlamı', 'Benzediği İngilizce sözcük', 'O sözcüğün Almancası'],
        rows: [
          ['{{aktuell}}', 'güncel', 'actual(ly) (gerçek, aslında)', '{{tatsächlich}}, {{eigentlich}}'],
          ['{{eventuell}}', 'belki, muhtemelen', 'eventually (sonunda, er geç)', '{{schließlich}}, {{irgendwann}}'],
          ['{{sensibel}}', 'hassas, duyarlı', 'sensible (mantıklı)', '{{vernünftig}}'],
          ['{{sympathisch}}', 'sevimli, cana yakın', 'sympathetic (anlayışlı, şefkatli)', '{{mitfühlend}}, {{verständnisvoll}}'],
          ['{{genial}}', 'dâhiyane, parlak', 'genial (güler yüzlü, sıcak)', '{{freundlich}}, {{herzlich}}'],
          ['{{konsequent}}', 'tutarlı, kararlı', 'consequently (dolayısıyla)', '{{folglich}}'],
          ['{{engagiert}}', 'kendini adamış, özverili', 'engaged (nişanlı; meşgul)', '{{verlobt}} (evlenmek üzere), {{besetzt}} (telefon, tuvalet)'],
          ['{{ordinär}}', 'kaba, bayağı', 'ordinary (sıradan)', '{{gewöhnlich}}, {{normal}}'],
          ['{{familiär}}', 'aileyle ilgili; samimi, rahat', 'familiar (tanıdık)', '{{vertraut}}, {{bekannt}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Die aktuellen Nachrichten hören wir um acht.', en: 'Güncel haberleri saat sekizde dinliyoruz.' },
        { de: 'Eventuell komme ich später.', en: 'Belki daha sonra gelirim.' },
        { de: 'Dein neuer Kollege ist sehr sympathisch.', en: 'Yeni iş arkadaşın çok sempatik.' },
        { de: 'Das war eine geniale Idee!', en: 'Bu harika bir fikirdi!' },
      ],
    },
    { h2: 'İşte, okulda ve üniversitede' },
    {
      ul: [
        '{{die Note}} – okulda not (Almanya’da 1 en iyi, 6 en kötü nottur); ayrıca müzikteki nota. Kendinize aldığınız not {{die Notiz}}, banknot ise {{der Geldschein}} olur.',
        '{{das Gymnasium}} – spor salonu değil, {{Abitur}} sınavına hazırlayan bir lisedir. Spor salonu okulda {{die Turnhalle}}, spor kulübü ise {{das Fitnessstudio}} olur.',
        '{{die Hochschule}} – İngilizcedeki “high school” (lise) değil, üniversite ya da yükseköğretim kurumudur.',
        '{{die Promotion}} – doktora. İşte terfi {{die Beförderung}} olur.',
        '{{die Mappe}} – dosya, klasör ya da portfolyo. Harita {{die Landkarte}} veya {{der Stadtplan}} olur.',
        '{{die Kaution}} – (kira) depozitosu ya da kefalet. İngilizcedeki “caution”, yani dikkat, {{die Vorsicht}} olur.',
        '{{kontrollieren}} – kontrol etmek, denetlemek ({{Fahrkarten, bitte! Wir kontrollieren.}}). Bir şeyi yönetmek ya da hâkim olmak çoğunlukla {{steuern}} veya {{beherrschen}} ile söylenir.',
        '{{die Fabrik}} – fabrika. Kumaş (İngilizce “fabric”) {{der Stoff}} olur.',
      ],
    },
    { h2: 'Yemek, alışveriş ve dışarı çıkmak' },
    {
      ul: [
        '{{das Menü}} – birkaç yemekten oluşan fiks menü (ya da bilgisayardaki menü). Yemek listesi {{die Speisekarte}} olur.',
        '{{die Chips}} – cips. Patates kızartması {{die Pommes}} olur.',
        '{{das Lokal}} – bir meyhane ya da restoran; “yerel halk” değil.',
        '{{die Dose}} – teneke kutu, konserve. İlaç dozu {{die Dosis}} olur.',
        '{{der Prospekt}} – broşür ya da el ilanı. Gelecek beklentisi {{die Aussicht}} olur.',
        '{{der Rock}} – etek; {{die Hose}} – pantolon.',
        '{{spenden}} – bağış yapmak. Para harcamak {{ausgeben}}, zaman geçirmek {{verbringen}} olur.',
      ],
    },
    {
      examples: [
        { de: 'Ich nehme das Menü mit Suppe und Nachtisch.', en: 'Çorba ve tatlılı fiks menüyü alıyorum.' },
        { de: 'Wir haben am Wochenende viel Geld ausgegeben.', en: 'Hafta sonu çok para harcadık.' },
        { de: 'Sie spendet jedes Jahr für ein Tierheim.', en: 'Her yıl bir hayvan barınağına bağış yapıyor.' },
      ],
    },
    { h2: 'İngilizcede kullanılmayan İngilizce görünümlü sözcükler' },
    {
      p: 'Almancada **sahte İngilizce sözcükler** de vardır: İngilizce malzemeden yapılmış ama İngilizcede bu anlamda kullanılmayan sözcükler. Bunlar doğru Almancadır, rahatça kullanın – yalnızca İngilizcede işe yaramalarını beklemeyin.',
    },
    {
      table: {
        caption: 'Sahte İngilizce sözcükler',
        head: ['Almanca', 'Almancadaki anlamı'],
        rows: [
          ['{{das Handy}}', 'cep telefonu'],
          ['{{der Beamer}}', 'projeksiyon cihazı'],
          ['{{der Oldtimer}}', 'klasik otomobil'],
          ['{{der Smoking}}', 'smokin'],
        ],
      },
    },
    { h2: 'Sayılar ve diğer sürprizler' },
    {
      ul: [
        '{{eine Milliarde}} bin milyondur, yani bir milyar (İngilizcede “billion”); {{eine Billion}} ise bir milyon milyondur, yani bir trilyon (İngilizcede “trillion”). Bütçeler ya da nüfuslar hakkında okurken bu önemlidir.',
        '{{winken}} el sallamak demektir; göz kırpmak {{zwinkern}} olur.',
        '{{das Stadium}} bir evre ya da aşamadır; stadyum {{das Stadion}} olur.',
        '{{die Pension}} küçük bir pansiyondur; memurların emekli aylığı anlamına da gelebilir. Sıradan devlet emekli aylığı {{die Rente}} olur.',
        '{{die Kritik}} eleştiridir ya da bir film veya kitap hakkında yazılmış bir değerlendirmedir. Eleştirmen {{der Kritiker}} veya {{die Kritikerin}} olur.',
      ],
    },
    { h2: 'Tuzaklardan nasıl kaçınılır?' },
    {
      ol: [
        'Almanca bir sözcük tıpatıp İngilizce bir sözcüğe benziyorsa, kullanmadan önce bir kez sözlüğe bakın.',
        'Yanıltıcı benzerleri tek tek sözcükler olarak değil, cümle içinde öğrenin: {{Ich bekomme ein Geschenk}} iki tuzağı birden aşar.',
        '**Sizi** yakalayan yanıltıcı benzerlerin kendi listenizi yapın ve düzenli olarak tekrar edin.',
        'Benzeyen sözcüklerin çoğunun gerçek dost olduğunu unutmayın. Tahmin etmeyi bırakmayın – sadece yukarıdaki sözcüklere karşı dikkatli olun.',
      ],
    },
    {
      tip: 'Almanca gerçek İngilizce sözcükleri de ödünç almıştır, çoğu zaman Almanca bir cinsiyetle: {{der Computer}}, {{das Team}}, {{die Party}}. Bu tür sözcüklerin nasıl birleştiğini görmek için [Almanca birleşik isimler](/articles/german-compound-nouns) yazısına bakın; kelime bilginizi [kelime listelerimizde](/words) ve [testlerimizde](/quizzes/) çalışın.',
    },
  ],
};

export default translation;
