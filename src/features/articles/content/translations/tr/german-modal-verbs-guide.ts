import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-modal-verbs-guide',
  lang: 'tr',
  body: [
    {
      p: 'Modal fiiller konuşanın bir eylemi nasıl gördüğünü söyler: mümkün, gerekli, izinli, istenen ya da önerilen olarak. Almancada altı modal fiil vardır – {{können}}, {{müssen}}, {{dürfen}}, {{sollen}}, {{wollen}}, {{mögen}} – ayrıca aslında {{mögen}}’in bir biçimi olan ve çok sık kullanılan {{möchten}}. Onlara ilk derslerden itibaren ihtiyaç duyarsınız ({{Ich möchte einen Kaffee}}); ileri seviyeye kadar da önemlerini korurlar, orada tahminleri ve başkalarının sözlerini aktarmak için de kullanılırlar.',
    },
    { h2: 'Her modal fiilin anlamı' },
    {
      table: {
        caption: 'Modal fiiller',
        head: ['Fiil', 'Temel anlamlar', 'Örnek'],
        rows: [
          ['{{können}}', '-ebilmek: yetenek, olasılık, (gündelik) izin', '{{Ich kann gut kochen.}}'],
          ['{{müssen}}', '-mek zorunda olmak: gereklilik', '{{Ich muss morgen früh aufstehen.}}'],
          ['{{dürfen}}', '-mesine izin olmak: izin', '{{Hier darf man nicht parken.}}'],
          ['{{sollen}}', '-meli, -mesi gerekmek: başkasından gelen görev, öğüt', '{{Der Arzt sagt, ich soll viel trinken.}}'],
          ['{{wollen}}', 'istemek, niyetinde olmak: kesin istek ya da plan', '{{Wir wollen im Sommer heiraten.}}'],
          ['{{mögen}}', 'sevmek, hoşlanmak (çoğunlukla isimle)', '{{Ich mag Schokolade.}}'],
          ['{{möchten}}', 'istemek (kibar): nazik bir istek', '{{Ich möchte bitte zahlen.}}'],
        ],
      },
    },
    { h2: 'Şimdiki zaman biçimleri' },
    {
      p: 'Modal fiiller tekilde düzensizdir: çoğunun ünlüsü değişir, {{ich}} ve {{er}}/{{sie}}/{{es}} biçimleri aynıdır ve **ek almaz**. Çoğul düzenlidir.',
    },
    {
      table: {
        caption: 'Şimdiki zamanda modal fiiller',
        head: ['Şahıs', 'können', 'müssen', 'dürfen', 'sollen', 'wollen', 'mögen', 'möchten'],
        rows: [
          ['{{ich}}', '{{kann}}', '{{muss}}', '{{darf}}', '{{soll}}', '{{will}}', '{{mag}}', '{{möchte}}'],
          ['{{du}}', '{{kannst}}', '{{musst}}', '{{darfst}}', '{{sollst}}', '{{willst}}', '{{magst}}', '{{möchtest}}'],
          ['{{er}}/{{sie}}/{{es}}', '{{kann}}', '{{muss}}', '{{darf}}', '{{soll}}', '{{will}}', '{{mag}}', '{{möchte}}'],
          ['{{wir}}', '{{können}}', '{{müssen}}', '{{dürfen}}', '{{sollen}}', '{{wollen}}', '{{mögen}}', '{{möchten}}'],
          ['{{ihr}}', '{{könnt}}', '{{müsst}}', '{{dürft}}', '{{sollt}}', '{{wollt}}', '{{mögt}}', '{{möchtet}}'],
          ['{{sie}}/{{Sie}}', '{{können}}', '{{müssen}}', '{{dürfen}}', '{{sollen}}', '{{wollen}}', '{{mögen}}', '{{möchten}}'],
        ],
      },
    },
    {
      tip: '{{ich will}} ile dikkatli olun: “istiyorum” demektir, gelecek zaman değildir (İngilizcedeki will gibi). Gelecek zaman {{ich werde}}’dir. Ayrıca bir şey isterken {{ich will}} kaba kaçabilir; dükkânlarda ve restoranlarda {{ich möchte}} ya da {{ich hätte gern}} deyin.',
    },
    { h2: 'Söz dizimi: mastar sona gider' },
    {
      p: 'Modal fiil çekimlenir ve ikinci sırada durur; asıl fiil sona yalın mastar olarak, **zu olmadan** gider. Yan cümlede modal fiilin kendisi en sona geçer. Ayrılabilen fiiller mastarda bitişik kalır.',
    },
    {
      examples: [
        { de: 'Ich kann heute nicht kommen.', en: 'Bugün gelemem.' },
        { de: 'Kannst du mir bitte helfen?', en: 'Bana yardım edebilir misin, lütfen?' },
        { de: 'Wir müssen noch einkaufen.', en: 'Daha alışveriş yapmamız lazım.' },
        { de: 'Ich glaube, dass ich morgen arbeiten muss.', en: 'Sanırım yarın çalışmam gerekiyor.' },
      ],
    },
    {
      p: 'Anlam açık olduğunda asıl fiil çoğu zaman atlanır, özellikle hareket fiilleri ve {{machen}}/{{tun}}: {{Ich muss jetzt nach Hause}} (artık eve gitmeliyim), {{Ich kann Deutsch}} (Almanca biliyorum), {{Das darf man nicht}} (bunu yapmak yasak).',
    },
    { h2: 'Büyük tuzak: nicht müssen ve nicht dürfen' },
    {
      p: 'İngilizcede “you must not” bir yasaktır. Almancada {{du musst nicht}} ise yalnızca gerekliliği kaldırır: “zorunda değilsin”. Yasak {{du darfst nicht}}’tir.',
    },
    {
      table: {
        caption: 'Olumsuz modal fiiller',
        head: ['Almanca', 'Anlamı'],
        rows: [
          ['{{Du musst nicht kommen.}}', 'Gelmek zorunda değilsin (ama gelebilirsin).'],
          ['{{Du brauchst nicht zu kommen.}}', 'Gelmene gerek yok (aynı anlam, çok yaygın).'],
          ['{{Du darfst nicht kommen.}}', 'Gelmemelisin / gelmen yasak.'],
          ['{{Du sollst nicht kommen.}}', 'Gelmemen gerekiyor (biri öyle söyledi).'],
        ],
      },
    },
    { h2: 'Ayrıntılı olarak sollen, wollen ve möchten' },
    {
      ul: [
        '{{sollen}} **başka birinden** gelen görevi ya da öğüdü aktarır: {{Meine Chefin sagt, ich soll den Bericht schreiben.}} Sorularda yardım önerir: {{Soll ich das Fenster aufmachen?}} (Pencereyi açayım mı?)',
        '{{wollen}} **kesin** bir istek ya da plan bildirir: {{Ich will Ärztin werden.}} {{möchten}}’den daha güçlü ve daha doğrudandır.',
        '{{möchten}} ne istediğinizi söylemenin kibar, gündelik yoludur: {{Möchtest du etwas trinken?}} Kendi mastarı ve geçmiş zamanı yoktur: geçmişte {{wollen}} kullanın ({{Ich wollte gestern kommen}}).',
        '{{mögen}} çoğunlukla bir isimle kullanılır: {{Ich mag Hunde}}. Fiille Almanlar genellikle {{gern}} der: {{Ich schwimme gern}}.',
      ],
    },
    { h2: 'Geçmiş: modal fiillerin Präteritum’u' },
    {
      p: 'Modal fiillerde konuşma dili bile Perfekt yerine Präteritum’u tercih eder. Biçimler, **umlautsuz** bir gövdeye eklenen düzenli eklerdir: {{können}} → {{konnte}}, {{müssen}} → {{musste}}, {{dürfen}} → {{durfte}}, {{sollen}} → {{sollte}}, {{wollen}} → {{wollte}}, {{mögen}} → {{mochte}}.',
    },
    {
      examples: [
        { de: 'Als Kind konnte ich nicht schwimmen.', en: 'Çocukken yüzemiyordum.' },
        { de: 'Gestern musste ich lange arbeiten.', en: 'Dün geç saate kadar çalışmak zorunda kaldım.' },
        { de: 'Wir durften im Museum keine Fotos machen.', en: 'Müzede fotoğraf çekmemize izin verilmedi.' },
        { de: 'Sie wollte eigentlich anrufen.', en: 'Aslında telefon etmek istiyordu.' },
      ],
    },
    {
      p: 'Perfekt vardır ama daha az kullanılır. İkinci bir fiille sonda “çift mastar” durur – bu bir B1 yapısıdır: {{Ich habe gestern arbeiten müssen.}} İkinci fiil olmadan ortaç düzenlidir: {{Das habe ich nicht gewollt.}} {{Er hat es nicht gekonnt.}}',
    },
    { h2: 'Kibar ve varsayımsal: Konjunktiv II' },
    {
      p: 'Modal fiillerin Konjunktiv II biçimi Präteritum’a benzer; mastarda umlaut varsa umlaut geri gelir: {{könnte}}, {{müsste}}, {{dürfte}}, {{möchte}}; {{sollte}} ve {{wollte}} geçmiş zamanla aynı görünür. Bu biçimler ricaları kibar, öğütleri yumuşak yapar.',
    },
    {
      examples: [
        { de: 'Könnten Sie das bitte wiederholen?', en: 'Bunu tekrar edebilir misiniz, lütfen?' },
        { de: 'Dürfte ich kurz stören?', en: 'Bir dakikanızı alabilir miyim?' },
        { de: 'Du solltest mehr schlafen.', en: 'Daha çok uyumalısın. (öğüt)' },
        { de: 'Wir müssten eigentlich schon los.', en: 'Aslında artık çıkmamız lazım.' },
      ],
    },
    { h2: 'İleri düzey: tahmin bildiren modal fiiller' },
    {
      p: 'B1/B2’den itibaren, yetenek ya da görev yerine konuşanın ne kadar emin olduğunu anlatan modal fiillerle karşılaşırsınız. Haberlerde ve sohbetlerde çok sık geçerler.',
    },
    {
      table: {
        caption: 'Tahmin için modal fiiller',
        head: ['Almanca', 'Anlamı', 'Kesinlik'],
        rows: [
          ['{{Er muss krank sein.}}', 'Hasta olmalı (neredeyse eminim).', 'çok yüksek'],
          ['{{Das dürfte stimmen.}}', 'Bu büyük ihtimalle doğru.', 'yüksek'],
          ['{{Sie kann im Büro sein.}}', 'Ofiste olabilir.', 'mümkün'],
          ['{{Sie könnte recht haben.}}', 'Haklı olabilir.', 'mümkün'],
          ['{{Er soll sehr reich sein.}}', 'Çok zengin olduğu söyleniyor.', 'başkalarından duyulan'],
          ['{{Sie will alles allein gemacht haben.}}', 'Her şeyi tek başına yaptığını iddia ediyor.', 'kişinin kendi iddiası'],
        ],
      },
    },
    { h2: 'Tipik hatalar' },
    {
      ol: [
        'zu eklemek: “Ich muss zu arbeiten” ✗ → {{Ich muss arbeiten.}} ✓',
        'ich/er’de ek kullanmak: “ich kanne”, “er kannt” ✗ → {{ich kann}}, {{er kann}} ✓',
        'Mastarı ortaya koymak: “Ich kann sprechen Deutsch” ✗ → {{Ich kann Deutsch sprechen.}} ✓',
        'Yasak için {{nicht müssen}} kullanmak: {{Hier darf man nicht rauchen.}} deyin.',
      ],
    },
    {
      p: 'Modal fiiller, [Almancada söz diziminin temelleri](/articles/german-word-order-basics) makalesinde anlatılan cümle çerçevesine uyar. Geçmiş biçimleri [Perfekt mi Präteritum mu?](/articles/perfekt-vs-praeteritum) ile karşılaştırın. [A2 dil bilgisi kursumuzun](/grammar/a2) modal fiilli karmaşık fiil yapıları dersinde alıştırma yapın.',
    },
  ],
};

export default translation;
