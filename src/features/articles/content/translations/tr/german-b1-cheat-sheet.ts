import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-b1-cheat-sheet',
  lang: 'tr',
  body: [
    {
      p: 'Bu sitedeki seviyeler **Diller için Avrupa Ortak Başvuru Metni’ni (CEFR)** izler. B1, “bağımsız kullanıcı”nın ilk seviyesidir. B1’de iş, okul ve boş zamandan tanıdık konularda açık ve standart dilin ana noktalarını anlarsınız; seyahatteki durumların çoğunun üstesinden gelirsiniz; tanıdık konularda basit, bağlantılı metinler yazarsınız; deneyimleri, olayları, umutları ve planları anlatır, görüşlerinizin gerekçesini kısaca açıklarsınız. B1 resmî işlerde de sık istenir – örneğin Almanya’da vatandaşlığa geçiş için – ama bu kurallar değişebilir; güncel koşulları her zaman resmî kaynaktan kontrol edin. Dil bilgisi açısından B1, cümlelerinizi **bağlamak ve çeşitlendirmekle** ilgilidir. Temeller için [A2 kopya kâğıdına](/articles/german-a2-cheat-sheet) bakın.',
    },
    { h2: 'Präteritum: yazı dilinin geçmiş zamanı' },
    {
      p: 'B1’de Präteritum kullanılan hikâyeler, raporlar ve biyografiler okur ve yazarsınız. Düzenli fiiller **-te** alır; düzensiz fiiller gövdelerini değiştirir ve {{ich}} ile {{er}} biçimlerinde ek almaz. Bkz. [Perfekt mi Präteritum mu?](/articles/perfekt-vs-praeteritum).',
    },
    {
      table: {
        caption: 'Sık kullanılan düzensiz fiiller: mastar – Präteritum – Partizip II',
        head: ['Mastar', 'Präteritum', 'Perfekt'],
        rows: [
          ['{{gehen}}', '{{ging}}', '{{ist gegangen}}'],
          ['{{kommen}}', '{{kam}}', '{{ist gekommen}}'],
          ['{{fahren}}', '{{fuhr}}', '{{ist gefahren}}'],
          ['{{sehen}}', '{{sah}}', '{{hat gesehen}}'],
          ['{{geben}}', '{{gab}}', '{{hat gegeben}}'],
          ['{{nehmen}}', '{{nahm}}', '{{hat genommen}}'],
          ['{{finden}}', '{{fand}}', '{{hat gefunden}}'],
          ['{{schreiben}}', '{{schrieb}}', '{{hat geschrieben}}'],
          ['{{bleiben}}', '{{blieb}}', '{{ist geblieben}}'],
          ['{{denken}}', '{{dachte}}', '{{hat gedacht}}'],
          ['{{wissen}}', '{{wusste}}', '{{hat gewusst}}'],
          ['{{werden}}', '{{wurde}}', '{{ist geworden}}'],
        ],
      },
    },
    { h2: 'Plusquamperfekt: geçmişten önceki geçmiş' },
    {
      p: '{{hatte}} ya da {{war}} + ortaç ile yapılır ve geçmişteki bir olayın başka bir olaydan önce olduğunu gösterir; çoğu zaman {{nachdem}} ile birlikte.',
    },
    {
      examples: [
        { de: 'Nachdem wir gegessen hatten, gingen wir spazieren.', en: 'Yemeğimizi yedikten sonra yürüyüşe çıktık.' },
        { de: 'Der Zug war schon abgefahren, als ich ankam.', en: 'Vardığımda tren çoktan kalkmıştı.' },
      ],
    },
    { h2: 'Edilgen çatı' },
    {
      p: 'Edilgen çatı, işi yapana değil eylemin kendisine odaklanır: {{werden}} + ortaç. İşi yapan kişi belirtilecekse {{von}} + Dativ ile gelir. Modal fiille birlikte modal fiil çekimlenir, {{werden}} sonda durur.',
    },
    {
      table: {
        caption: 'Edilgen biçimler',
        head: ['Zaman', 'Örnek'],
        rows: [
          ['şimdiki zaman', '{{Das Haus wird renoviert.}}'],
          ['Präteritum', '{{Das Haus wurde 1900 gebaut.}}'],
          ['Perfekt', '{{Das Haus ist renoviert worden.}}'],
          ['modal fiille', '{{Das Formular muss unterschrieben werden.}}'],
          ['durum edilgeni (sein + ortaç)', '{{Das Geschäft ist geschlossen.}}'],
        ],
      },
    },
    {
      tip: 'Perfekt edilgende {{werden}} fiilinin ortacı {{geworden}} değil {{worden}} olur: {{Er ist operiert worden}} (ameliyat edildi), ama {{Er ist Arzt geworden}} (doktor oldu).',
    },
    { h2: 'İlgi cümleleri' },
    {
      p: 'İlgi cümlesi bir ismi niteler. İlgi zamiri **cinsiyetini ve sayısını** isimden, **hâlini** ise ilgi cümlesindeki görevinden alır; fiil sona gider.',
    },
    {
      table: {
        caption: 'İlgi zamirleri',
        head: ['Hâl', 'Eril', 'Dişil', 'Nötr', 'Çoğul'],
        rows: [
          ['Yalın hâl', '{{der}}', '{{die}}', '{{das}}', '{{die}}'],
          ['Belirtme hâli', '{{den}}', '{{die}}', '{{das}}', '{{die}}'],
          ['Yönelme hâli', '{{dem}}', '{{der}}', '{{dem}}', '{{denen}}'],
          ['Tamlayan hâli', '{{dessen}}', '{{deren}}', '{{dessen}}', '{{deren}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Der Mann, der dort steht, ist mein Chef.', en: 'Orada duran adam benim patronum.' },
        { de: 'Das ist die Kollegin, mit der ich arbeite.', en: 'Bu, birlikte çalıştığım iş arkadaşım.' },
        { de: 'Die Leute, denen ich geholfen habe, waren sehr nett.', en: 'Yardım ettiğim insanlar çok nazikti.' },
        { de: 'Berlin ist eine Stadt, in der man viel erleben kann.', en: 'Berlin, insanın çok şey yaşayabileceği bir şehir.' },
      ],
    },
    { h2: 'Konjunktiv II: dilekler, koşullar, öğütler' },
    {
      p: 'Fiillerin çoğu {{würde}} + mastar kullanır. {{sein}}, {{haben}} ve modal fiillerin kendi biçimleri vardır: {{wäre}}, {{hätte}}, {{könnte}}, {{müsste}}, {{dürfte}}, {{sollte}}; birkaç sık fiilin de ({{käme}}, {{ginge}}, {{wüsste}}). Geçmişi {{hätte}}/{{wäre}} + ortaçtır.',
    },
    {
      examples: [
        { de: 'Wenn ich mehr Zeit hätte, würde ich öfter reisen.', en: 'Daha çok zamanım olsaydı daha sık seyahat ederdim.' },
        { de: 'Ich wäre jetzt gern am Meer.', en: 'Keşke şimdi deniz kenarında olsam.' },
        { de: 'An deiner Stelle würde ich den Arzt anrufen.', en: 'Senin yerinde olsam doktoru arardım.' },
        { de: 'Wenn ich das gewusst hätte, wäre ich früher gekommen.', en: 'Bunu bilseydim daha erken gelirdim.' },
      ],
    },
    { h2: 'Bağlayıcılar: B1’in kalbi' },
    {
      table: {
        caption: 'Bağlayıcı sözcükler ve söz dizimi',
        head: ['Tür', 'Sözcükler', 'Söz dizimi'],
        rows: [
          ['yan cümle bağlaçları', '{{obwohl}}, {{während}}, {{bevor}}, {{nachdem}}, {{seit}}, {{bis}}, {{damit}}, {{sodass}}, {{falls}}', 'fiil sonda'],
          ['zarflar', '{{deshalb}}, {{deswegen}}, {{trotzdem}}, {{außerdem}}, {{sonst}}, {{dann}}', 'birinci sırada, ardından fiil'],
          ['iki parçalı bağlaçlar', '{{sowohl … als auch}}, {{weder … noch}}, {{entweder … oder}}, {{nicht nur … sondern auch}}, {{je … desto}}', 'değişir'],
          ['mastar yapıları', '{{um … zu}}, {{ohne … zu}}, {{statt … zu}}', 'sonda zu + mastar'],
        ],
      },
    },
    {
      examples: [
        { de: 'Obwohl es regnete, sind wir gewandert.', en: 'Yağmur yağmasına rağmen yürüyüşe çıktık.' },
        { de: 'Es regnete, trotzdem sind wir gewandert.', en: 'Yağmur yağıyordu, yine de yürüyüşe çıktık.' },
        { de: 'Ich lerne Deutsch, um in Deutschland zu studieren.', en: 'Almanya’da üniversite okumak için Almanca öğreniyorum.' },
        { de: 'Je mehr ich übe, desto besser spreche ich.', en: 'Ne kadar çok alıştırma yaparsam o kadar iyi konuşuyorum.' },
      ],
    },
    {
      p: '{{um … zu}} ve {{damit}} ikisi de amaç bildirir: iki bölümün öznesi aynıysa {{um … zu}}, farklıysa {{damit}} kullanın ({{Ich spreche langsam, damit du mich verstehst}}).',
    },
    { h2: 'Kısaca diğer B1 dil bilgisi konuları' },
    {
      ul: [
        'Planlar, sözler ve tahminler için **Futur I** ({{werden}} + mastar): {{Er wird wohl noch im Büro sein.}}',
        '**Genitiv** ve edatları: {{wegen des Wetters}}, {{trotz des Regens}}, {{während der Pause}}, {{innerhalb einer Woche}}.',
        'Dört hâlde de **sıfat ekleri** ve isim olarak kullanılan sıfatlar: {{der Deutsche}}, {{ein Bekannter}}, {{die Erwachsenen}}. Bkz. [Sıfat ekleri kolayca](/articles/german-adjective-endings-made-simple).',
        '**lassen**: {{Ich lasse mein Auto reparieren}} (arabamı tamir ettiriyorum).',
        '**Edatlı fiiller** ve **da-/wo-** sözcükleri: {{Ich ärgere mich darüber.}} {{Wofür interessierst du dich?}}',
        '**Dolaylı sorular**: {{Können Sie mir sagen, wann der Kurs beginnt?}}',
      ],
    },
    { h2: 'B1 için temel ifadeler' },
    {
      table: {
        caption: 'Yararlı B1 ifadeleri',
        head: ['İşlev', 'Almanca'],
        rows: [
          ['Görüş bildirmek', '{{Ich bin der Meinung, dass …}} / {{Meiner Ansicht nach …}}'],
          ['Katılmak', '{{Da stimme ich dir zu.}} / {{Das sehe ich genauso.}}'],
          ['Kibarca itiraz etmek', '{{Da bin ich anderer Meinung.}} / {{Ich bin mir nicht sicher, ob …}}'],
          ['Gerekçe göstermek', '{{Ein wichtiger Grund dafür ist …}}'],
          ['Artılar ve eksiler', '{{Einerseits …, andererseits …}} / {{Ein Vorteil ist …, ein Nachteil ist …}}'],
          ['Metni düzenlemek', '{{Zuerst …}}, {{danach …}}, {{zum Schluss …}}'],
          ['Resmî mektup', '{{Sehr geehrte Damen und Herren, …}} / {{Mit freundlichen Grüßen}}'],
          ['Samimi mektup', '{{Liebe Anna, …}} / {{Viele Grüße}}'],
          ['Kibarca şikâyet etmek', '{{Leider muss ich mich über … beschweren.}}'],
        ],
      },
    },
    {
      p: 'B1 konuları: iş ve iş başvuruları, eğitim, sağlık ve sağlık sistemi, medya, çevre, yolculuk sorunları, ilişkiler, kültür ve toplum. Bu alanları [kelime listelerimiz](/words) ve [iş yeri kelimeleriyle](/articles/german-workplace-vocabulary) geliştirin.',
    },
    {
      tip: 'B1’de doğruluk, akıcılık ve bağlantı kadar önemli değildir. {{zuerst}}, {{dann}}, {{nachdem}} ve {{schließlich}} ile sesli olarak kısa hikâyeler anlatmayı deneyin. Bir sonraki adım olan B2, [B2 kopya kâğıdında](/articles/german-b2-cheat-sheet) özetleniyor.',
    },
  ],
};

export default translation;
