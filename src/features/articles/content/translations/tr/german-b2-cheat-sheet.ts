import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-b2-cheat-sheet',
  lang: 'tr',
  body: [
    {
      p: 'Sitenin geri kalanında olduğu gibi seviyeler **Diller için Avrupa Ortak Başvuru Metni’ni (CEFR)** izler. B2, “bağımsız kullanıcı”nın üst seviyesidir. B2’de somut ve soyut konulardaki karmaşık metinlerin ana fikirlerini, kendi alanınızdaki teknik tartışmalar da dahil olmak üzere anlarsınız; anadili konuşanlarla, iki taraf için de zahmetsiz bir düzenli iletişimi mümkün kılacak akıcılık ve doğallıkta konuşabilirsiniz; açık, ayrıntılı metinler yazar, farklı seçeneklerin artılarını ve eksilerini sıralayarak bir görüşü açıklayabilirsiniz. Birçok üniversite ve işveren B2 veya üstünü ister, ancak koşulları farklıdır ve değişir; her birini ayrıca kontrol edin. Dil bilgisi açısından B2 yeni biçimlerden çok **üslupla** ilgilidir: gazetelerin, raporların ve resmî tartışmaların yapılarını anlamak ve kullanmak. Tekrar gerekiyorsa [B1 kopya kâğıdıyla](/articles/german-b1-cheat-sheet) başlayın.',
    },
    { h2: 'Dolaylı anlatım: Konjunktiv I' },
    {
      p: 'Haberler ve resmî metinler, birinin söylediğini sorumluluğunu üstlenmeden aktarmak için Konjunktiv I kullanır. Mastar gövdesinden yapılır; pratikte en önemli biçim üçüncü tekil şahıstır. Konjunktiv I’in haber kipiyle aynı göründüğü yerlerde (çoğunlukla çoğulda) onun yerine Konjunktiv II kullanın.',
    },
    {
      table: {
        caption: 'Konjunktiv I – en çok kullanılan biçimler',
        head: ['Mastar', 'er/sie/es', 'Örnek'],
        rows: [
          ['{{sein}}', '{{sei}}', '{{Der Minister sagte, die Lage sei ernst.}}'],
          ['{{haben}}', '{{habe}}', '{{Sie erklärte, sie habe keine Zeit.}}'],
          ['{{können}}', '{{könne}}', '{{Er meinte, er könne nicht kommen.}}'],
          ['{{werden}}', '{{werde}}', '{{Die Firma teilte mit, sie werde Stellen abbauen.}}'],
          ['{{kommen}}', '{{komme}}', '{{Sie sagt, sie komme morgen.}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Die Sprecherin sagte, man habe das Problem gelöst.', en: 'Sözcü, sorunun çözüldüğünü söyledi.' },
        { de: 'Die Kollegen sagen, sie hätten keine Informationen bekommen.', en: 'Meslektaşlar hiç bilgi almadıklarını söylüyor. ({{sie haben}} yerine Konjunktiv II)' },
      ],
    },
    { h2: 'Edilgen çatı ve alternatifleri' },
    {
      p: 'B2’de edilgen çatıyı bütün zamanlarda ve modal fiillerle, ayrıca onun yerine geçen birkaç yapıyla görürsünüz.',
    },
    {
      table: {
        caption: 'Edilgen çatı ve yerine geçen yapılar',
        head: ['Yapı', 'Örnek', 'Anlamı'],
        rows: [
          ['modal fiilli edilgen, geçmiş', '{{Das hätte früher gemacht werden müssen.}}', 'Bunun daha önce yapılması gerekirdi.'],
          ['{{sich lassen}} + mastar', '{{Das Problem lässt sich lösen.}}', 'Sorun çözülebilir.'],
          ['{{sein}} + {{zu}} + mastar', '{{Die Rechnung ist bis Freitag zu bezahlen.}}', 'Faturanın cumaya kadar ödenmesi gerekir.'],
          ['-bar ile biten sıfat', '{{Das ist machbar.}}', 'Bu yapılabilir.'],
          ['{{man}}', '{{Hier spricht man Deutsch.}}', 'Burada Almanca konuşulur.'],
        ],
      },
    },
    { h2: 'Genişletilmiş ortaç yapıları' },
    {
      p: 'Yazılı Almanca çoğu zaman koca bir ilgi cümlesini ismin önüne, artikel ile isim arasına sıkıştırır. Ortaç bu bloğun sonunda, ismin hemen önünde durur ve sıfat eki alır. Partizip I (-end) etken ve süreklidir; Partizip II edilgen ya da tamamlanmıştır. Böyle ifadeleri okumak için artikelden isme atlayın, sonra bloğu sondan başa doğru okuyun.',
    },
    {
      examples: [
        { de: 'die von der Regierung geplante Reform', en: 'hükümetin planladığı reform (= {{die Reform, die von der Regierung geplant wird}})' },
        { de: 'die seit Jahren steigenden Mieten', en: 'yıllardır artan kiralar' },
        { de: 'ein gut ausgebildeter Mitarbeiter', en: 'iyi yetişmiş bir çalışan' },
        { de: 'die noch zu erledigenden Aufgaben', en: 'hâlâ yapılması gereken görevler' },
      ],
    },
    { h2: 'İsim üslubu ve fiil üslubu' },
    {
      p: 'Resmî Almanca isimleri sever: yan cümleleri edatlı isim öbeklerine dönüştürür. B2’de bu üslubu tanımalı ve ikisi arasında geçiş yapabilmelisiniz.',
    },
    {
      table: {
        caption: 'Fiil üslubundan isim üslubuna',
        head: ['Fiil üslubu', 'İsim üslubu'],
        rows: [
          ['{{weil es stark regnete}}', '{{wegen des starken Regens}}'],
          ['{{nachdem er angekommen war}}', '{{nach seiner Ankunft}}'],
          ['{{während wir renovieren}}', '{{während der Renovierung}}'],
          ['{{obwohl sie krank war}}', '{{trotz ihrer Krankheit}}'],
          ['{{wenn man die Regeln beachtet}}', '{{bei Beachtung der Regeln}}'],
          ['{{um die Qualität zu verbessern}}', '{{zur Verbesserung der Qualität}}'],
        ],
      },
    },
    {
      p: 'Resmî üslubun tipik Genitiv edatları: {{aufgrund}} (-den dolayı), {{angesichts}} (-i göz önüne alarak), {{bezüglich}} ve {{hinsichtlich}} (ile ilgili olarak), {{infolge}} (sonucunda), {{mithilfe}} (yardımıyla). {{zufolge}} isimden sonra gelir ve Dativ ister: {{dem Bericht zufolge}} (rapora göre).',
    },
    { h2: 'Futur II ve tahmin bildiren modal fiiller' },
    {
      p: 'Futur II ({{werden}} + ortaç + {{haben}}/{{sein}}) esas olarak **geçmişle ilgili tahminler** için, çoğu zaman {{wohl}} ile kullanılır. Modal fiiller kesinlik derecesini bildirir.',
    },
    {
      examples: [
        { de: 'Er wird den Zug wohl verpasst haben.', en: 'Treni herhâlde kaçırmıştır.' },
        { de: 'Bis Juni werde ich die Prüfung bestanden haben.', en: 'Hazirana kadar sınavı geçmiş olacağım.' },
        { de: 'Sie muss die Nachricht gelesen haben.', en: 'Mesajı okumuş olmalı.' },
        { de: 'Der Täter soll ins Ausland geflohen sein.', en: 'Failin yurt dışına kaçtığı söyleniyor.' },
      ],
    },
    { h2: 'İleri düzey bağlayıcılar' },
    {
      table: {
        caption: 'B2 için bağlayıcılar',
        head: ['Bağlayıcı', 'Anlamı', 'Örnek'],
        rows: [
          ['{{indem}}', '-erek, -mek suretiyle', '{{Man spart Energie, indem man weniger heizt.}}'],
          ['{{sodass}}', 'öyle ki, bu yüzden (sonuç)', '{{Es regnete stark, sodass das Spiel ausfiel.}}'],
          ['{{als ob}} + Konj. II', '-mış gibi', '{{Er tut so, als ob er nichts wüsste.}}'],
          ['{{es sei denn}}', 'meğer ki, -medikçe', '{{Wir fahren morgen, es sei denn, es schneit.}}'],
          ['{{sofern}}, {{falls}}', '-mek şartıyla, -erse', '{{Sofern nichts dagegen spricht, beginnen wir um neun.}}'],
          ['{{zumal}}', 'hele ki, üstelik', '{{Ich bleibe zu Hause, zumal ich erkältet bin.}}'],
          ['{{je nachdem}}', '-e bağlı olarak', '{{Je nachdem, wie das Wetter ist, grillen wir.}}'],
          ['{{zwar … aber}}', 'gerçi … ama', '{{Die Wohnung ist zwar klein, aber sehr hell.}}'],
        ],
      },
    },
    { h2: 'İsim–fiil birleşimleri' },
    {
      p: 'Resmî Almanca, bir isim ve anlamca oldukça boş bir fiilden oluşan kalıplaşmış çiftler kullanır. Bunlar B2 sınavlarına ve resmî yazışmalara özgüdür:',
    },
    {
      ul: [
        '{{eine Entscheidung treffen}} – karar vermek',
        '{{einen Antrag stellen}} – başvuru yapmak',
        '{{zur Verfügung stehen}} / {{stellen}} – emrinde olmak / hizmetine sunmak',
        '{{in Frage kommen}} – söz konusu olmak, seçenek olmak',
        '{{Kritik üben}} (an + Dat.) – eleştirmek',
        '{{in Kraft treten}} – yürürlüğe girmek',
        '{{Rücksicht nehmen}} (auf + Akk.) – birini gözetmek',
        '{{zum Ausdruck bringen}} – dile getirmek',
      ],
    },
    { h2: 'Küçük sözcükler, büyük etki: kip edatları' },
    {
      p: 'Konuşma dili Almancası, içerikten çok ton katan kısa edatlarla doludur. B2’de bunları anlamalı ve birkaçını kullanmaya başlamalısınız: {{doch}} (ısrar ya da cesaretlendirme: {{Komm doch mit!}}), {{ja}} (bilinen bir şey: {{Das weißt du ja}}), {{mal}} (yumuşatma: {{Schau mal!}}), {{halt}} / {{eben}} (durum bu: {{Das ist halt so}}), {{wohl}} (tahmin: {{Er ist wohl krank}}).',
    },
    { h2: 'B2 için temel ifadeler' },
    {
      table: {
        caption: 'Tartışmak ve savunmak',
        head: ['İşlev', 'Almanca'],
        rows: [
          ['Tutumunu belirtmek', '{{Ich vertrete den Standpunkt, dass …}}'],
          ['Argüman sunmak', '{{Dafür spricht, dass …}} / {{Dagegen spricht, dass …}}'],
          ['Kısmen hak vermek', '{{Da haben Sie zwar recht, aber …}}'],
          ['Açıklama istemek', '{{Wie meinen Sie das genau?}}'],
          ['Bir grafiği anlatmak', '{{Die Grafik zeigt …}} / {{Der Anteil ist um zehn Prozent gestiegen.}}'],
          ['Özetlemek', '{{Zusammenfassend lässt sich sagen, dass …}}'],
          ['Sonuca bağlamak', '{{Abschließend möchte ich betonen, dass …}}'],
          ['Resmî şikâyet', '{{Hiermit möchte ich mich über … beschweren.}}'],
        ],
      },
    },
    {
      p: 'B2 konuları: iş ve kariyer, eğitim ve bilim, medya ve teknoloji, çevre, sağlık ve toplum, siyaset ve güncel olaylar, kültür ve sanat. Her gün bir Alman gazetesinden bir makale okuyun ve bir isim öbeği, bir isim–fiil birleşimi ve bir bağlayıcı not edin.',
    },
    {
      tip: 'Tekrar için: [Almancada hâller](/articles/german-cases-explained), [Sıfat ekleri kolayca](/articles/german-adjective-endings-made-simple), [Edatlar ve hâlleri](/articles/german-prepositions-with-cases) ile [A1](/articles/german-a1-cheat-sheet), [A2](/articles/german-a2-cheat-sheet) ve [B1](/articles/german-b1-cheat-sheet) kopya kâğıtları. Daha fazla alıştırma [dil bilgisi bölümümüzde](/grammar).',
    },
  ],
};

export default translation;
