import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'food-and-cooking-vocabulary',
  lang: 'tr',
  body: [
    {
      p: 'Yemek, öğrenmesi en çok karşılığını veren konulardan biridir: bu sözcükleri her gün kullanırsınız – süpermarkette, fırında, yemekhanede ve arkadaşlarınızla. Bu yazı size artikelleri ve çoğullarıyla temel kelimeleri, bir tarifi takip etmek için gereken miktarları ve fiilleri, bir de restoranda işinizi kolaylaştıran kalıpları veriyor.',
    },
    { h2: 'Günün öğünleri' },
    {
      table: {
        caption: 'Öğünler',
        head: ['İsim', 'Fiilli ifade', 'Türkçe'],
        rows: [
          ['{{das Frühstück}}', '{{frühstücken}}', 'kahvaltı, kahvaltı yapmak'],
          ['{{das Mittagessen}}', '{{zu Mittag essen}}', 'öğle yemeği, öğle yemeği yemek'],
          ['{{Kaffee und Kuchen}}', '{{Kaffee trinken}}', 'ikindi kahvesi ve pasta'],
          ['{{das Abendessen}}', '{{zu Abend essen}}', 'akşam yemeği'],
        ],
      },
    },
    {
      p: 'Almanya’da geleneksel olarak sıcak yemek öğlen yenirdi; akşam yemeği ise ekmek, peynir ve şarküteriden ({{der Aufschnitt}}) oluşan soğuk bir {{Abendbrot}} idi. Bugün birçok aile ve çalışan akşamları sıcak yemek yiyor, ama bu sözcüğü hâlâ duyarsınız. İşte iş arkadaşları öğle saatlerinde birbirlerini sık sık {{Mahlzeit!}} diye selamlar; sofrada herkes {{Guten Appetit!}} der.',
    },
    { h2: 'Besin grupları' },
    {
      table: {
        caption: 'Meyve ve sebze (das Obst und das Gemüse)',
        head: ['Meyve', 'Sebze'],
        rows: [
          ['{{der Apfel, die Äpfel}}', '{{die Kartoffel, die Kartoffeln}}'],
          ['{{die Birne, die Birnen}}', '{{die Tomate, die Tomaten}}'],
          ['{{die Banane, die Bananen}}', '{{die Gurke, die Gurken}}'],
          ['{{die Erdbeere, die Erdbeeren}}', '{{die Zwiebel, die Zwiebeln}}'],
          ['{{die Orange, die Orangen}}', '{{die Karotte, die Karotten}} / {{die Möhre, die Möhren}}'],
          ['{{die Zitrone, die Zitronen}}', '{{der Salat, die Salate}}'],
          ['{{die Kirsche, die Kirschen}}', '{{der Pilz, die Pilze}}'],
          ['{{die Traube, die Trauben}}', '{{der Knoblauch}} (çoğulu yok)'],
        ],
      },
    },
    {
      table: {
        caption: 'Diğer yiyecekler',
        head: ['Grup', 'Sözcükler'],
        rows: [
          ['et ve balık', '{{das Fleisch}}, {{das Rindfleisch}}, {{das Schweinefleisch}}, {{das Hähnchen}}, {{die Wurst}}, {{der Schinken}}, {{der Fisch}}, {{der Lachs}}'],
          ['süt ürünleri ve yumurta', '{{die Milch}}, {{die Butter}}, {{der Käse}}, {{der Joghurt}}, {{die Sahne}}, {{der Quark}}, {{das Ei, die Eier}}'],
          ['fırın ürünleri', '{{das Brot}}, {{das Brötchen}}, {{die Brezel}}, {{der Kuchen}}, {{die Torte}}'],
          ['kiler', '{{der Reis}}, {{die Nudeln}}, {{das Mehl}}, {{der Zucker}}, {{das Salz}}, {{der Pfeffer}}, {{das Öl}}, {{der Essig}}, {{der Honig}}, {{die Marmelade}}'],
          ['içecekler', '{{das Wasser}}, {{das Mineralwasser}}, {{der Saft}}, {{die Apfelschorle}}, {{der Kaffee}}, {{der Tee}}, {{das Bier}}, {{der Wein}}'],
        ],
      },
    },
    {
      tip: 'Bir kafede ya da restoranda {{ein Wasser}} isterseniz genellikle şişe su gelir, çoğu zaman da gazlı. Gazsız su istiyorsanız {{stilles Wasser}} deyin; musluk suyu {{Leitungswasser}} olur.',
    },
    { h2: 'Miktarlar ve ambalajlar' },
    {
      p: 'Bir sayıdan sonra ölçü birimleri genellikle tekil kalır: {{zwei Kilo Kartoffeln}}, {{drei Liter Milch}}, {{200 Gramm Käse}}. Yiyeceğin kendisi artikelsiz ve edatsız gelir (İngilizcedeki “of” gibi bir sözcük yoktur): {{eine Flasche Wasser}}, {{ein Stück Kuchen}}. Pazarlarda hâlâ {{ein Pfund}} duyabilirsiniz; bu 500 gram demektir.',
    },
    {
      table: {
        caption: 'Miktarlar',
        head: ['Almanca', 'Türkçe'],
        rows: [
          ['{{ein Kilo Äpfel}}', 'bir kilo elma'],
          ['{{ein halbes Pfund Butter}}', '250 gram tereyağı'],
          ['{{eine Flasche Öl}}', 'bir şişe yağ'],
          ['{{eine Packung Nudeln}}', 'bir paket makarna'],
          ['{{eine Dose Tomaten}}', 'bir kutu domates'],
          ['{{ein Becher Joghurt}}', 'bir kap yoğurt'],
          ['{{eine Scheibe Brot}}', 'bir dilim ekmek'],
          ['{{ein Stück Kuchen}}', 'bir parça pasta'],
          ['{{ein Esslöffel Zucker}}', 'bir yemek kaşığı şeker'],
          ['{{ein Teelöffel Salz}}', 'bir çay kaşığı tuz'],
        ],
      },
    },
    { h2: 'Mutfakta' },
    {
      p: 'En önemli araç gereçler: {{der Herd}} (ocak), {{der Backofen}} (fırın), {{die Mikrowelle}} (mikrodalga), {{der Kühlschrank}} (buzdolabı), {{die Spülmaschine}} (bulaşık makinesi), {{der Topf}} (tencere), {{die Pfanne}} (tava), {{die Schüssel}} (kâse), {{das Schneidebrett}} (kesme tahtası), {{das Messer}} (bıçak), {{die Gabel}} (çatal), {{der Löffel}} (kaşık), {{der Teller}} (tabak), {{die Tasse}} (fincan) ve {{das Glas}} (bardak).',
    },
    { h2: 'Yemek pişirme fiilleri' },
    {
      table: {
        caption: 'Mutfak fiilleri',
        head: ['Fiil', 'Türkçe', 'Örnek'],
        rows: [
          ['{{kochen}}', 'pişirmek, kaynatmak', '{{Die Kartoffeln 20 Minuten kochen.}}'],
          ['{{braten}} ({{er brät}})', 'kızartmak, kavurmak', '{{Das Fleisch in der Pfanne braten.}}'],
          ['{{backen}}', 'fırında pişirmek', '{{Ich backe am Sonntag einen Kuchen.}}'],
          ['{{schneiden}}', 'kesmek, doğramak', '{{Die Zwiebeln klein schneiden.}}'],
          ['{{schälen}}', 'soymak', '{{Die Karotten schälen.}}'],
          ['{{waschen}}', 'yıkamak', '{{Den Salat gut waschen.}}'],
          ['{{rühren}} / {{verrühren}}', 'karıştırmak / karıştırıp birleştirmek', '{{Alles gut verrühren.}}'],
          ['{{würzen}}', 'baharatlamak', '{{Mit Salz und Pfeffer würzen.}}'],
          ['{{erhitzen}}', 'ısıtmak', '{{Das Öl in einer Pfanne erhitzen.}}'],
          ['{{hinzufügen}}', 'eklemek', '{{Dann die Tomaten hinzufügen.}}'],
          ['{{abschmecken}}', 'tadına bakıp ayarlamak', '{{Die Suppe mit Salz abschmecken.}}'],
        ],
      },
    },
    {
      p: 'Almanca tarifler, tablodaki gibi genellikle sonda **mastarla** yazılır: {{Die Zwiebeln klein schneiden.}} Bir arkadaşınıza tarif anlatırken ise emir kipini kullanın: {{Schneid die Zwiebeln klein!}}',
    },
    { h2: 'Basit bir tarif: Pfannkuchen' },
    {
      p: 'İşte Alman tariflerinin yazıldığı biçimde basit bir krep tarifi. Yüksek sesle okuyun – mastarlı anlatım için iyi bir alıştırmadır.',
    },
    {
      examples: [
        { de: 'Zutaten: 250 Gramm Mehl, drei Eier, ein halber Liter Milch, etwas Salz, Öl für die Pfanne.', en: 'Malzemeler: 250 g un, üç yumurta, yarım litre süt, biraz tuz, tava için yağ.' },
        { de: 'Mehl, Eier, Milch und Salz in einer Schüssel zu einem glatten Teig verrühren.', en: 'Unu, yumurtaları, sütü ve tuzu bir kâsede pürüzsüz bir hamur olana kadar karıştırın.' },
        { de: 'Den Teig zehn Minuten ruhen lassen.', en: 'Hamuru on dakika dinlendirin.' },
        { de: 'Etwas Öl in einer Pfanne erhitzen.', en: 'Bir tavada biraz yağ ısıtın.' },
        { de: 'Eine Kelle Teig in die Pfanne geben und von beiden Seiten goldbraun backen.', en: 'Tavaya bir kepçe hamur koyun ve iki tarafını da altın rengi olana kadar pişirin.' },
        { de: 'Mit Zucker, Marmelade oder Obst servieren. Guten Appetit!', en: 'Şeker, reçel ya da meyveyle servis edin. Afiyet olsun!' },
      ],
    },
    { h2: 'Tadı anlatmak' },
    {
      p: '{{süß}} (tatlı), {{salzig}} (tuzlu), {{sauer}} (ekşi), {{bitter}} (acı, buruk), {{scharf}} (acı, baharatlı), {{fettig}} (yağlı), {{frisch}} (taze), {{lecker}} (lezzetli), {{köstlich}} (nefis). Fiil {{schmecken}}’dir ve kişi yönelme hâlinde (Dativ) durur: {{Das schmeckt mir}} (hoşuma gidiyor, beğendim). {{Schmeckt’s?}} birinin yemeği beğenip beğenmediğini sormanın gündelik yoludur.',
    },
    { h2: 'Restoranda' },
    {
      examples: [
        { de: 'Einen Tisch für zwei Personen, bitte.', en: 'İki kişilik bir masa, lütfen.' },
        { de: 'Können wir bitte die Speisekarte haben?', en: 'Menüyü alabilir miyiz lütfen?' },
        { de: 'Was können Sie empfehlen?', en: 'Ne önerirsiniz?' },
        { de: 'Als Vorspeise nehme ich die Suppe und als Hauptgericht das Schnitzel.', en: 'Başlangıç olarak çorbayı, ana yemek olarak da şnitzeli alıyorum.' },
        { de: 'Ich bin Vegetarierin. Ist da Fleisch drin?', en: 'Ben vejetaryenim. Bunun içinde et var mı?' },
        { de: 'Ich habe eine Allergie gegen Nüsse.', en: 'Kuruyemişe alerjim var.' },
        { de: 'Die Rechnung, bitte. – Zusammen oder getrennt?', en: 'Hesap, lütfen. – Birlikte mi, ayrı ayrı mı?' },
        { de: 'Das macht 23,40 Euro. – Machen Sie 25.', en: 'Toplam 23,40 avro. – 25 olsun.' },
        { de: 'Stimmt so.', en: 'Üstü kalsın.' },
      ],
    },
    {
      p: 'Almanya’da hesabı ayrı ödemek, çiftler için bile son derece normaldir; bu yüzden {{Zusammen oder getrennt?}} sorusuna şaşırmayın. Öderken hesabı yuvarlamak ya da küçük bir bahşiş ({{das Trinkgeld}}) eklemek adettir: garsona ödemek istediğiniz toplam tutarı söylersiniz ya da parayı verirken {{Stimmt so}} dersiniz.',
    },
    { h2: 'Bilinmesi gereken klasik yemekler' },
    {
      ul: [
        '{{das Schnitzel}} – ince, galeta ununa bulanmış kızarmış et; genellikle dana ya da domuz',
        '{{die Bratwurst}} – kızartılmış ya da ızgara sosis, çoğu zaman hardalla ({{der Senf}})',
        '{{der Kartoffelsalat}} – patates salatası; bölgeye göre mayonezli ya da sirkeli sosla',
        '{{die Spätzle}} – güneybatıdan gelen yumurtalı yumuşak erişte; en ünlüsü {{Käsespätzle}}',
        '{{der Eintopf}} – tek tencerede pişen koyu bir güveç',
        '{{der Apfelstrudel}} ve {{die Schwarzwälder Kirschtorte}} – {{Kaffee und Kuchen}} için klasik tatlılar',
      ],
    },
    {
      p: 'Yemek sözcükleri, birleşik isimlerin nasıl işlediğini görmek için harika bir alandır: bkz. [Almanca birleşik isimler](/articles/german-compound-nouns). Daha fazla konu listesi için [kelime bölümümüze](/words) ve restoran ile mağazalar için [kalıp ifadelere](/phrases) göz atın.',
    },
  ],
};

export default translation;
