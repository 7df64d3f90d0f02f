import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-compound-nouns',
  lang: 'be',
  body: [
    {
      p: 'Нямецкая славіцца доўгімі словамі. Там, дзе беларуская абыходзіцца словазлучэннем — «аўтобусны прыпынак», «дзверцы халадзільніка», «пасведчанне вадзіцеля», — нямецкая склейвае часткі разам: {{die Bushaltestelle}}, {{die Kühlschranktür}}, {{der Führerschein}}. Для навучэнца гэта не цяжар, а падарунак: ведаючы часткі, вы зразумееце ўсё слова, а некалькі простых правілаў падкажуць вам і яго род, і множны лік.',
    },
    { h2: 'Правіла 1: галоўная — апошняя частка' },
    {
      p: 'Складанае слова мае **аснову** — сваю апошнюю частку — і адну ці некалькі частак перад ёй, якія яе ўдакладняюць. Аснова вызначае тры рэчы: **асноўнае значэнне**, **род** і **множны лік**. {{Die Haustür}} — гэта разнавіднасць дзвярэй ({{die Tür}}), таму слова жаночага роду, а множны лік — {{die Haustüren}}. {{Der Türgriff}} — разнавіднасць ручкі ({{der Griff}}), таму ён мужчынскага роду.',
    },
    {
      table: {
        caption: 'Вырашае аснова',
        head: ['Часткі', 'Складанае слова', 'Значэнне'],
        rows: [
          ['{{das Haus}} + {{die Tür}}', '{{die Haustür}}', 'уваходныя дзверы'],
          ['{{die Tür}} + {{der Griff}}', '{{der Türgriff}}', 'дзвярная ручка'],
          ['{{der Apfel}} + {{der Saft}}', '{{der Apfelsaft}}', 'яблычны сок'],
          ['{{die Hand}} + {{der Schuh}}', '{{der Handschuh}}', 'пальчатка'],
          ['{{der Kühlschrank}} + {{die Tür}}', '{{die Kühlschranktür}}', 'дзверцы халадзільніка'],
          ['{{das Kind}} + {{der Garten}}', '{{der Kindergarten}}', 'дзіцячы садок'],
        ],
      },
    },
    {
      p: 'Паколькі аснова стаіць у канцы, складанае слова чытаюць **справа налева**: {{der Blumentopf}} — гэта вазон (для кветак), а не кветка. Памяняйце часткі месцамі — і атрымаецца іншая рэч: {{die Hausschuhe}} — гэта пантофлі (абутак для дому), а {{das Schuhhaus}} — абутковая крама.',
    },
    { h2: 'Што з чым можна спалучаць' },
    {
      ul: [
        '**назоўнік + назоўнік** — найбольшая група: {{der Bahnhof}}, {{das Wochenende}}, {{der Kartoffelsalat}}, {{die Tageszeitung}}.',
        '**прыметнік + назоўнік**: {{die Großstadt}} (вялікі горад), {{das Kleingeld}} (дробныя грошы), {{der Rotwein}} (чырвонае віно), {{die Kurzgeschichte}} (апавяданне).',
        '**аснова дзеяслова + назоўнік**: {{der Schreibtisch}} (пісьмовы стол, ад {{schreiben}}), {{die Waschmaschine}} (ад {{waschen}}), {{das Esszimmer}} (ад {{essen}}), {{das Fahrrad}} (ад {{fahren}}).',
        '**прыназоўнік ці прыслоўе + назоўнік**: {{der Nachmittag}} (час пасля поўдня), {{der Vorort}} (прыгарад), {{die Unterschrift}} (подпіс).',
        '**некалькі назоўнікаў**: {{der Hauptbahnhof}} (цэнтральны вакзал), {{der Fahrkartenautomat}} (аўтамат для білетаў), {{die Krankenversicherungskarte}} (картка медыцынскага страхавання).',
      ],
    },
    { h2: 'Клей: злучальныя гукі' },
    {
      p: 'Часта часткі злучаюцца напрамую ({{die Haustür}}). Але ў многіх складаных словах паміж часткамі ёсць злучальны элемент ({{das Fugenelement}}) — часцей за ўсё **-s-** або **-(e)n-**. Вычарпальнага правіла няма, але некаторыя заканамернасці вельмі надзейныя.',
    },
    {
      table: {
        caption: 'Злучальныя элементы',
        head: ['Элемент', 'Калі', 'Прыклады'],
        rows: [
          ['-s-', 'пасля -ung, -heit, -keit, -schaft, -ion, -tät і пасля многіх назоўнікаў мужчынскага і ніякага роду', '{{der Wohnungsschlüssel}}, {{das Gesundheitsamt}}, {{der Arbeitsplatz}}, {{der Geburtstag}}'],
          ['-n- / -en-', 'пасля многіх назоўнікаў жаночага роду на -e і слабых назоўнікаў мужчынскага роду', '{{die Straßenbahn}}, {{die Sonnenbrille}}, {{der Krankenwagen}}'],
          ['-er-', 'часта там, дзе множны лік мае -er', '{{das Kinderzimmer}}, {{der Bilderrahmen}}'],
          ['-e-', 'пасля некаторых аднаскладовых назоўнікаў', '{{die Hundehütte}}, {{das Pferderennen}}'],
          ['нічога', 'вельмі часта', '{{die Haustür}}, {{der Tischnachbar}}, {{das Schlafzimmer}}'],
          ['-e знікае', 'некаторыя назоўнікі на -e яго губляюць', '{{die Schule}} → {{das Schulbuch}}, {{die Kirche}} → {{der Kirchturm}}'],
        ],
      },
    },
    {
      tip: 'Злучальнае -s- — гэта не родны склон і не множны лік; яно толькі палягчае вымаўленне. Таму не «выпраўляйце» {{der Geburtstag}} на множны лік ці родны склон — вучыце кожнае складанае слова як адно цэлае разам з артыклем.',
    },
    { h2: 'Націск і вымаўленне' },
    {
      p: 'У большасці складаных слоў галоўны націск падае на **першую** частку: HAUStür, KINdergarten, APfelsaft. Калі вымаўляеце складаныя словы з правільным націскам, доўгія словы становіцца значна лягчэй зразумець — і вам, і вашаму суразмоўцу.',
    },
    { h2: 'Разам, праз злучок ці асобна?' },
    {
      p: 'Нямецкія складаныя словы пішуць **разам**. Пісаць іх асобна, як у англійскай, — памылка: «Haus Tür» ✗ → {{Haustür}} ✓. Злучок ужываюць у некалькіх выпадках:',
    },
    {
      ul: [
        'з асобнымі літарамі, скарачэннямі і лічбамі: {{die U-Bahn}}, {{die E-Mail}}, {{die Kfz-Steuer}}, {{die 3-Zimmer-Wohnung}};',
        'каб вельмі доўгае ці незразумелае слова лягчэй чыталася: {{die Ich-Form}}, {{der Musiker-Alltag}};',
        'з многімі англійскімі словамі: {{das Online-Angebot}}, хоць {{das Onlineangebot}} таксама правільна.',
      ],
    },
    { h2: 'Як прачытаць сапраўды доўгае слова' },
    {
      p: 'Разбірайце яго з канца. Знайдзіце апошні знаёмы назоўнік, а потым рухайцеся назад па адной частцы.',
    },
    {
      examples: [
        { de: 'die Geschwindigkeitsbegrenzung', en: 'Geschwindigkeit (хуткасць) + s + Begrenzung (абмежаванне) = абмежаванне хуткасці' },
        { de: 'die Haftpflichtversicherung', en: 'Haftpflicht (грамадзянская адказнасць) + Versicherung (страхаванне) = страхаванне грамадзянскай адказнасці' },
        { de: 'die Donaudampfschifffahrtsgesellschaft', en: 'Donau + Dampf + Schiff + Fahrt + s + Gesellschaft = Дунайская параходная кампанія (вядомае слова-жарт)' },
      ],
    },
    {
      p: 'Звярніце ўвагу на тры f у {{Schifffahrt}}: пасля рэформы правапісу, калі ў складаным слове сустракаюцца тры аднолькавыя літары, пішуць усе тры ({{Schiff}} + {{Fahrt}}). Для зручнасці чытання можна паставіць злучок: {{Schiff-Fahrt}}.',
    },
    { h2: 'Карысныя складаныя словы па тэмах' },
    {
      table: {
        caption: 'Складаныя словы на кожны дзень',
        head: ['Тэма', 'Складаныя словы'],
        rows: [
          ['дом', '{{das Schlafzimmer}}, {{das Badezimmer}}, {{der Kühlschrank}}, {{die Waschmaschine}}, {{der Staubsauger}}'],
          ['горад', '{{der Bahnhof}}, {{die Haltestelle}}, {{die Fußgängerzone}}, {{der Stadtplan}}, {{der Radweg}}'],
          ['час', '{{das Wochenende}}, {{der Geburtstag}}, {{der Nachmittag}}, {{die Jahreszeit}}, {{der Feierabend}}'],
          ['ежа', '{{der Apfelsaft}}, {{das Frühstück}}, {{der Kartoffelsalat}}, {{das Rindfleisch}}, {{der Rotwein}}'],
          ['праца', '{{der Arbeitsplatz}}, {{der Lebenslauf}}, {{der Arbeitsvertrag}}, {{der Schreibtisch}}, {{der Führerschein}}'],
          ['любімае', '{{die Lieblingsfarbe}}, {{das Lieblingsessen}}, {{die Handynummer}}'],
        ],
      },
    },
    { h2: 'Складаем уласныя словы' },
    {
      p: 'Немцы кожны дзень ствараюць новыя складаныя словы, і вы таксама можаце — асцярожна. Спалучэнні з {{Lieblings-}} (любімы) спрацоўваюць заўсёды ({{mein Lieblingsbuch}}), як і многія відавочныя пары «назоўнік + назоўнік». Калі ж спалучэнне менш відавочнае, спачатку праверце, ці такое слова ўжываюць; інакш скажыце з прыназоўнікам: {{eine Tasse für Kaffee}} зразумеюць заўсёды, нават калі звычайнае слова — {{die Kaffeetasse}}.',
    },
    {
      examples: [
        { de: 'Mein Lieblingsessen ist Kartoffelsalat.', en: 'Мая любімая страва — бульбяны салат.' },
        { de: 'Der Fahrkartenautomat am Hauptbahnhof ist kaputt.', en: 'Білетны аўтамат на цэнтральным вакзале зламаны.' },
        { de: 'Hast du deinen Wohnungsschlüssel dabei?', en: 'Ключ ад кватэры ў цябе з сабой?' },
      ],
    },
    {
      p: 'Складаныя словы палягчаюць вызначэнне роду: гл. [der, die ці das?](/articles/der-die-das-noun-gender-rules). Складаныя словы пра ежу сабраныя ў артыкуле [Нямецкая лексіка пра ежу і кулінарыю](/articles/food-and-cooking-vocabulary), а пра працу — у артыкуле [Нямецкая лексіка для працы](/articles/german-workplace-vocabulary). Больш тэматычных спісаў — у нашым [раздзеле лексікі](/words).',
    },
  ],
};

export default translation;
