import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-compound-nouns',
  lang: 'ua',
  body: [
    {
      p: 'Німецька славиться довгими словами. Там, де українська обходиться словосполученням — «автобусна зупинка», «дверцята холодильника», «посвідчення водія», — німецька склеює частини докупи: {{die Bushaltestelle}}, {{die Kühlschranktür}}, {{der Führerschein}}. Для учня це не тягар, а подарунок: знаючи частини, ви зрозумієте все слово, а кілька простих правил підкажуть вам і його рід, і множину.',
    },
    { h2: 'Правило 1: головна — остання частина' },
    {
      p: 'Складне слово має **основу** — свою останню частину — і одну чи кілька частин перед нею, які її уточнюють. Основа визначає три речі: **основне значення**, **рід** і **множину**. {{Die Haustür}} — це різновид дверей ({{die Tür}}), тому слово жіночого роду, а множина — {{die Haustüren}}. {{Der Türgriff}} — різновид ручки ({{der Griff}}), тому він чоловічого роду.',
    },
    {
      table: {
        caption: 'Вирішує основа',
        head: ['Частини', 'Складне слово', 'Значення'],
        rows: [
          ['{{das Haus}} + {{die Tür}}', '{{die Haustür}}', 'вхідні двері'],
          ['{{die Tür}} + {{der Griff}}', '{{der Türgriff}}', 'дверна ручка'],
          ['{{der Apfel}} + {{der Saft}}', '{{der Apfelsaft}}', 'яблучний сік'],
          ['{{die Hand}} + {{der Schuh}}', '{{der Handschuh}}', 'рукавичка'],
          ['{{der Kühlschrank}} + {{die Tür}}', '{{die Kühlschranktür}}', 'дверцята холодильника'],
          ['{{das Kind}} + {{der Garten}}', '{{der Kindergarten}}', 'дитячий садок'],
        ],
      },
    },
    {
      p: 'Оскільки основа стоїть у кінці, складне слово читають **справа наліво**: {{der Blumentopf}} — це горщик (для квітів), а не квітка. Поміняйте частини місцями — і вийде інша річ: {{die Hausschuhe}} — це капці (взуття для дому), а {{das Schuhhaus}} — взуттєва крамниця.',
    },
    { h2: 'Що з чим можна поєднувати' },
    {
      ul: [
        '**іменник + іменник** — найбільша група: {{der Bahnhof}}, {{das Wochenende}}, {{der Kartoffelsalat}}, {{die Tageszeitung}}.',
        '**прикметник + іменник**: {{die Großstadt}} (велике місто), {{das Kleingeld}} (дрібні гроші), {{der Rotwein}} (червоне вино), {{die Kurzgeschichte}} (оповідання).',
        '**основа дієслова + іменник**: {{der Schreibtisch}} (письмовий стіл, від {{schreiben}}), {{die Waschmaschine}} (від {{waschen}}), {{das Esszimmer}} (від {{essen}}), {{das Fahrrad}} (від {{fahren}}).',
        '**прийменник чи прислівник + іменник**: {{der Nachmittag}} (пообідній час), {{der Vorort}} (передмістя), {{die Unterschrift}} (підпис).',
        '**кілька іменників**: {{der Hauptbahnhof}} (центральний вокзал), {{der Fahrkartenautomat}} (автомат для квитків), {{die Krankenversicherungskarte}} (картка медичного страхування).',
      ],
    },
    { h2: 'Клей: сполучні звуки' },
    {
      p: 'Часто частини з’єднуються напряму ({{die Haustür}}). Але в багатьох складних словах між частинами є сполучний елемент ({{das Fugenelement}}) — найчастіше **-s-** або **-(e)n-**. Вичерпного правила немає, але деякі закономірності дуже надійні.',
    },
    {
      table: {
        caption: 'Сполучні елементи',
        head: ['Елемент', 'Коли', 'Приклади'],
        rows: [
          ['-s-', 'після -ung, -heit, -keit, -schaft, -ion, -tät і після багатьох іменників чоловічого й середнього роду', '{{der Wohnungsschlüssel}}, {{das Gesundheitsamt}}, {{der Arbeitsplatz}}, {{der Geburtstag}}'],
          ['-n- / -en-', 'після багатьох іменників жіночого роду на -e і слабких іменників чоловічого роду', '{{die Straßenbahn}}, {{die Sonnenbrille}}, {{der Krankenwagen}}'],
          ['-er-', 'часто там, де множина має -er', '{{das Kinderzimmer}}, {{der Bilderrahmen}}'],
          ['-e-', 'після деяких односкладових іменників', '{{die Hundehütte}}, {{das Pferderennen}}'],
          ['нічого', 'дуже часто', '{{die Haustür}}, {{der Tischnachbar}}, {{das Schlafzimmer}}'],
          ['-e зникає', 'деякі іменники на -e його втрачають', '{{die Schule}} → {{das Schulbuch}}, {{die Kirche}} → {{der Kirchturm}}'],
        ],
      },
    },
    {
      tip: 'Сполучне -s- — це не родовий відмінок і не множина; воно лише полегшує вимову. Тож не «виправляйте» {{der Geburtstag}} на множину чи родовий — учіть кожне складне слово як одне ціле разом з артиклем.',
    },
    { h2: 'Наголос і вимова' },
    {
      p: 'У більшості складних слів головний наголос падає на **першу** частину: HAUStür, KINdergarten, APfelsaft. Коли вимовляєте складні слова з правильним наголосом, довгі слова стає набагато легше зрозуміти — і вам, і вашому співрозмовникові.',
    },
    { h2: 'Разом, через дефіс чи окремо?' },
    {
      p: 'Німецькі складні слова пишуть **разом**. Писати їх окремо, як в англійській, — помилка: «Haus Tür» ✗ → {{Haustür}} ✓. Дефіс уживають у кількох випадках:',
    },
    {
      ul: [
        'з окремими літерами, скороченнями й числами: {{die U-Bahn}}, {{die E-Mail}}, {{die Kfz-Steuer}}, {{die 3-Zimmer-Wohnung}};',
        'щоб дуже довге чи незрозуміле слово легше читалося: {{die Ich-Form}}, {{der Musiker-Alltag}};',
        'з багатьма англійськими словами: {{das Online-Angebot}}, хоча {{das Onlineangebot}} теж правильно.',
      ],
    },
    { h2: 'Як прочитати справді довге слово' },
    {
      p: 'Розбирайте його з кінця. Знайдіть останній знайомий іменник, а тоді рухайтеся назад по одній частині.',
    },
    {
      examples: [
        { de: 'die Geschwindigkeitsbegrenzung', en: 'Geschwindigkeit (швидкість) + s + Begrenzung (обмеження) = обмеження швидкості' },
        { de: 'die Haftpflichtversicherung', en: 'Haftpflicht (цивільна відповідальність) + Versicherung (страхування) = страхування цивільної відповідальності' },
        { de: 'die Donaudampfschifffahrtsgesellschaft', en: 'Donau + Dampf + Schiff + Fahrt + s + Gesellschaft = Дунайська пароплавна компанія (відоме слово-жарт)' },
      ],
    },
    {
      p: 'Зверніть увагу на три f у {{Schifffahrt}}: після реформи правопису, коли в складному слові зустрічаються три однакові літери, пишуть усі три ({{Schiff}} + {{Fahrt}}). Для зручності читання можна поставити дефіс: {{Schiff-Fahrt}}.',
    },
    { h2: 'Корисні складні слова за темами' },
    {
      table: {
        caption: 'Складні слова на щодень',
        head: ['Тема', 'Складні слова'],
        rows: [
          ['дім', '{{das Schlafzimmer}}, {{das Badezimmer}}, {{der Kühlschrank}}, {{die Waschmaschine}}, {{der Staubsauger}}'],
          ['місто', '{{der Bahnhof}}, {{die Haltestelle}}, {{die Fußgängerzone}}, {{der Stadtplan}}, {{der Radweg}}'],
          ['час', '{{das Wochenende}}, {{der Geburtstag}}, {{der Nachmittag}}, {{die Jahreszeit}}, {{der Feierabend}}'],
          ['їжа', '{{der Apfelsaft}}, {{das Frühstück}}, {{der Kartoffelsalat}}, {{das Rindfleisch}}, {{der Rotwein}}'],
          ['робота', '{{der Arbeitsplatz}}, {{der Lebenslauf}}, {{der Arbeitsvertrag}}, {{der Schreibtisch}}, {{der Führerschein}}'],
          ['улюблене', '{{die Lieblingsfarbe}}, {{das Lieblingsessen}}, {{die Handynummer}}'],
        ],
      },
    },
    { h2: 'Складаємо власні слова' },
    {
      p: 'Німці щодня творять нові складні слова, і ви теж можете — обережно. Сполучення з {{Lieblings-}} (улюблений) спрацьовують завжди ({{mein Lieblingsbuch}}), як і багато очевидних пар «іменник + іменник». Якщо ж поєднання менш очевидне, спершу перевірте, чи таке слово вживають; інакше скажіть із прийменником: {{eine Tasse für Kaffee}} зрозуміють завжди, навіть якщо звичне слово — {{die Kaffeetasse}}.',
    },
    {
      examples: [
        { de: 'Mein Lieblingsessen ist Kartoffelsalat.', en: 'Моя улюблена страва — картопляний салат.' },
        { de: 'Der Fahrkartenautomat am Hauptbahnhof ist kaputt.', en: 'Квитковий автомат на центральному вокзалі зламаний.' },
        { de: 'Hast du deinen Wohnungsschlüssel dabei?', en: 'Ключ від квартири в тебе з собою?' },
      ],
    },
    {
      p: 'Складні слова полегшують визначення роду: див. [der, die чи das?](/articles/der-die-das-noun-gender-rules). Складні слова про їжу зібрано в статті [Німецька лексика про їжу та кулінарію](/articles/food-and-cooking-vocabulary), а про роботу — у статті [Німецька лексика для роботи](/articles/german-workplace-vocabulary). Більше тематичних списків — у нашому [розділі лексики](/words).',
    },
  ],
};

export default translation;
