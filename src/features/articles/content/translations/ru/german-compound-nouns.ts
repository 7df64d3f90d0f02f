import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-compound-nouns',
  lang: 'ru',
  body: [
    {
      p: 'Немецкий знаменит длинными словами. Там, где русский обходится словосочетанием – «автобусная остановка», «дверца холодильника», «водительские права», – немецкий склеивает части в одно слово: {{die Bushaltestelle}}, {{die Kühlschranktür}}, {{der Führerschein}}. Для изучающего это не обуза, а подарок: зная части, вы понимаете всё слово, а несколько простых правил подскажут и его род, и множественное число.',
    },
    { h2: 'Правило 1: главная – последняя часть' },
    {
      p: 'У сложного слова есть **основа** – его последняя часть – и одна или несколько частей впереди, которые её уточняют. Основа определяет три вещи: **основное значение**, **род** и **множественное число**. {{Die Haustür}} – это разновидность двери ({{die Tür}}), поэтому слово женского рода, а его множественное число – {{die Haustüren}}. {{Der Türgriff}} – разновидность ручки ({{der Griff}}), поэтому он мужского рода.',
    },
    {
      table: {
        caption: 'Решает последняя часть',
        head: ['Части', 'Сложное слово', 'Значение'],
        rows: [
          ['{{das Haus}} + {{die Tür}}', '{{die Haustür}}', 'входная дверь'],
          ['{{die Tür}} + {{der Griff}}', '{{der Türgriff}}', 'дверная ручка'],
          ['{{der Apfel}} + {{der Saft}}', '{{der Apfelsaft}}', 'яблочный сок'],
          ['{{die Hand}} + {{der Schuh}}', '{{der Handschuh}}', 'перчатка'],
          ['{{der Kühlschrank}} + {{die Tür}}', '{{die Kühlschranktür}}', 'дверца холодильника'],
          ['{{das Kind}} + {{der Garten}}', '{{der Kindergarten}}', 'детский сад'],
        ],
      },
    },
    {
      p: 'Поскольку основа стоит в конце, сложное слово читают **справа налево**: {{der Blumentopf}} – это горшок (для цветов), а не цветок. Поменяйте части местами – и получится другая вещь: {{die Hausschuhe}} – тапочки (обувь для дома), а {{das Schuhhaus}} – обувной магазин.',
    },
    { h2: 'Что с чем соединяется' },
    {
      ul: [
        '**существительное + существительное** – самая большая группа: {{der Bahnhof}}, {{das Wochenende}}, {{der Kartoffelsalat}}, {{die Tageszeitung}}.',
        '**прилагательное + существительное**: {{die Großstadt}} (большой город), {{das Kleingeld}} (мелочь), {{der Rotwein}} (красное вино), {{die Kurzgeschichte}} (рассказ, новелла).',
        '**основа глагола + существительное**: {{der Schreibtisch}} (письменный стол, от {{schreiben}}), {{die Waschmaschine}} (от {{waschen}}), {{das Esszimmer}} (от {{essen}}), {{das Fahrrad}} (от {{fahren}}).',
        '**предлог или наречие + существительное**: {{der Nachmittag}} (вторая половина дня), {{der Vorort}} (пригород), {{die Unterschrift}} (подпись).',
        '**несколько существительных**: {{der Hauptbahnhof}} (главный вокзал), {{der Fahrkartenautomat}} (билетный автомат), {{die Krankenversicherungskarte}} (карточка медицинской страховки).',
      ],
    },
    { h2: 'Клей: соединительные элементы' },
    {
      p: 'Часто части соединяются напрямую ({{die Haustür}}). Но во многих сложных словах между частями стоит соединительный элемент ({{das Fugenelement}}) – чаще всего **-s-** или **-(e)n-**. Полного правила нет, но некоторые закономерности очень надёжны.',
    },
    {
      table: {
        caption: 'Соединительные элементы',
        head: ['Связка', 'Когда', 'Примеры'],
        rows: [
          ['-s-', 'после -ung, -heit, -keit, -schaft, -ion, -tät, а также после многих существительных мужского и среднего рода', '{{der Wohnungsschlüssel}}, {{das Gesundheitsamt}}, {{der Arbeitsplatz}}, {{der Geburtstag}}'],
          ['-n- / -en-', 'после многих существительных женского рода на -e и слабых существительных мужского рода', '{{die Straßenbahn}}, {{die Sonnenbrille}}, {{der Krankenwagen}}'],
          ['-er-', 'часто там, где множественное число на -er', '{{das Kinderzimmer}}, {{der Bilderrahmen}}'],
          ['-e-', 'после некоторых односложных существительных', '{{die Hundehütte}}, {{das Pferderennen}}'],
          ['без связки', 'очень часто', '{{die Haustür}}, {{der Tischnachbar}}, {{das Schlafzimmer}}'],
          ['-e выпадает', 'некоторые существительные на -e его теряют', '{{die Schule}} → {{das Schulbuch}}, {{die Kirche}} → {{der Kirchturm}}'],
        ],
      },
    },
    {
      tip: 'Соединительное -s- – это не родительный падеж и не множественное число; оно просто облегчает произношение. Поэтому не «исправляйте» {{der Geburtstag}} на множественное число или родительный падеж – учите каждое сложное слово целиком, с артиклем.',
    },
    { h2: 'Ударение и произношение' },
    {
      p: 'В большинстве сложных слов главное ударение падает на **первую** часть: HAUStür, KINdergarten, APfelsaft. Если произносить сложные слова вслух с правильным ударением, длинные слова становятся гораздо понятнее – и вам, и вашему собеседнику.',
    },
    { h2: 'Слитно, через дефис или раздельно?' },
    {
      p: 'Немецкие сложные слова пишутся **слитно**. Писать их раздельно, как в английском, – ошибка: “Haus Tür” ✗ → {{Haustür}} ✓. Дефис ставят в нескольких случаях:',
    },
    {
      ul: [
        'с отдельными буквами, сокращениями и цифрами: {{die U-Bahn}}, {{die E-Mail}}, {{die Kfz-Steuer}}, {{die 3-Zimmer-Wohnung}};',
        'чтобы очень длинное или запутанное слово было легче читать: {{die Ich-Form}}, {{der Musiker-Alltag}};',
        'со многими английскими словами: {{das Online-Angebot}}, хотя {{das Onlineangebot}} тоже правильно.',
      ],
    },
    { h2: 'Как прочитать по-настоящему длинное слово' },
    {
      p: 'Разбирайте его с конца. Найдите последнее знакомое существительное и двигайтесь назад, по одной части за раз.',
    },
    {
      examples: [
        { de: 'die Geschwindigkeitsbegrenzung', en: 'Geschwindigkeit (скорость) + s + Begrenzung (ограничение) = ограничение скорости' },
        { de: 'die Haftpflichtversicherung', en: 'Haftpflicht (гражданская ответственность) + Versicherung (страхование) = страхование гражданской ответственности' },
        { de: 'die Donaudampfschifffahrtsgesellschaft', en: 'Donau (Дунай) + Dampf (пар) + Schiff (корабль) + Fahrt (плавание) + s + Gesellschaft (общество) = Дунайское пароходство (знаменитое слово-шутка)' },
      ],
    },
    {
      p: 'Обратите внимание на три f в {{Schifffahrt}}: после реформы правописания, если в сложном слове встречаются три одинаковые буквы, пишутся все три ({{Schiff}} + {{Fahrt}}). Для удобства чтения можно поставить дефис: {{Schiff-Fahrt}}.',
    },
    { h2: 'Полезные сложные слова по темам' },
    {
      table: {
        caption: 'Сложные слова на каждый день',
        head: ['Тема', 'Сложные слова'],
        rows: [
          ['дом', '{{das Schlafzimmer}}, {{das Badezimmer}}, {{der Kühlschrank}}, {{die Waschmaschine}}, {{der Staubsauger}}'],
          ['город', '{{der Bahnhof}}, {{die Haltestelle}}, {{die Fußgängerzone}}, {{der Stadtplan}}, {{der Radweg}}'],
          ['время', '{{das Wochenende}}, {{der Geburtstag}}, {{der Nachmittag}}, {{die Jahreszeit}}, {{der Feierabend}}'],
          ['еда', '{{der Apfelsaft}}, {{das Frühstück}}, {{der Kartoffelsalat}}, {{das Rindfleisch}}, {{der Rotwein}}'],
          ['работа', '{{der Arbeitsplatz}}, {{der Lebenslauf}}, {{der Arbeitsvertrag}}, {{der Schreibtisch}}, {{der Führerschein}}'],
          ['любимое', '{{die Lieblingsfarbe}}, {{das Lieblingsessen}}, {{die Handynummer}}'],
        ],
      },
    },
    { h2: 'Как создавать свои сложные слова' },
    {
      p: 'Немцы каждый день создают новые сложные слова, и вы тоже можете – осторожно. Сочетания с {{Lieblings-}} (любимый) работают всегда ({{mein Lieblingsbuch}}), как и многие очевидные пары «существительное + существительное». Если сочетание не столь очевидно, сначала проверьте, употребляется ли такое слово; иначе скажите то же самое с предлогом: {{eine Tasse für Kaffee}} поймут всегда, даже если обычное слово – {{die Kaffeetasse}}.',
    },
    {
      examples: [
        { de: 'Mein Lieblingsessen ist Kartoffelsalat.', en: 'Моё любимое блюдо – картофельный салат.' },
        { de: 'Der Fahrkartenautomat am Hauptbahnhof ist kaputt.', en: 'Билетный автомат на главном вокзале сломан.' },
        { de: 'Hast du deinen Wohnungsschlüssel dabei?', en: 'У тебя с собой ключ от квартиры?' },
      ],
    },
    {
      p: 'Сложные слова облегчают определение рода: см. [der, die или das?](/articles/der-die-das-noun-gender-rules). Сложные слова о еде собраны в статье [Немецкая лексика о еде и кулинарии](/articles/food-and-cooking-vocabulary), а о работе – в статье [Немецкая лексика для работы](/articles/german-workplace-vocabulary). Больше тематических списков – в нашем [разделе лексики](/words).',
    },
  ],
};

export default translation;
