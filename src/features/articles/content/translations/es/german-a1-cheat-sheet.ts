import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-a1-cheat-sheet',
  lang: 'es',
  body: [
    {
      p: 'Los niveles A1, A2, B1 y B2 de este sitio siguen el **Marco Común Europeo de Referencia para las Lenguas (MCER)** del Consejo de Europa. A1 es el primer nivel del «usuario básico»: entiendes y usas expresiones cotidianas conocidas y frases muy sencillas, puedes presentarte y presentar a otros, preguntar y responder sobre dónde vives, a quién conoces y qué tienes, y hablar con alguien que habla despacio, con claridad y está dispuesto a ayudar. Esta chuleta reúne la gramática y las frases que suelen exigir los cursos y exámenes de A1, como el certificado A1 del Goethe-Institut. Úsala para repasar: las explicaciones detalladas están en nuestra [sección de gramática](/grammar).',
    },
    { h2: 'Pronombres personales, sein y haben' },
    {
      table: {
        caption: 'Los dos verbos más importantes',
        head: ['Pronombre', 'sein (ser, estar)', 'haben (tener, haber)'],
        rows: [
          ['{{ich}} (yo)', '{{bin}}', '{{habe}}'],
          ['{{du}} (tú)', '{{bist}}', '{{hast}}'],
          ['{{er}} / {{sie}} / {{es}}', '{{ist}}', '{{hat}}'],
          ['{{wir}} (nosotros)', '{{sind}}', '{{haben}}'],
          ['{{ihr}} (vosotros)', '{{seid}}', '{{habt}}'],
          ['{{sie}} / {{Sie}} (ellos / usted, ustedes)', '{{sind}}', '{{haben}}'],
        ],
      },
    },
    {
      p: 'Usa {{du}} con amigos, familia, niños y a menudo con compañeros de tu edad; usa {{Sie}} (siempre con S mayúscula) con adultos que no conoces, en oficinas y en tiendas. {{Sie}} lleva la misma forma verbal que {{sie}} (ellos).',
    },
    { h2: 'Presente de los verbos regulares' },
    {
      p: 'Toma el infinitivo, quita -en y añade las terminaciones. Los verbos cuya raíz termina en -t o -d añaden una e ({{du arbeitest}}, {{er arbeitet}}).',
    },
    {
      table: {
        caption: 'wohnen (vivir) y arbeiten (trabajar)',
        head: ['Persona', 'Terminación', 'wohnen', 'arbeiten'],
        rows: [
          ['{{ich}}', '-e', '{{wohne}}', '{{arbeite}}'],
          ['{{du}}', '-st', '{{wohnst}}', '{{arbeitest}}'],
          ['{{er}}/{{sie}}/{{es}}', '-t', '{{wohnt}}', '{{arbeitet}}'],
          ['{{wir}}', '-en', '{{wohnen}}', '{{arbeiten}}'],
          ['{{ihr}}', '-t', '{{wohnt}}', '{{arbeitet}}'],
          ['{{sie}}/{{Sie}}', '-en', '{{wohnen}}', '{{arbeiten}}'],
        ],
      },
    },
    {
      p: 'Los **verbos con cambio vocálico** cambian la vocal solo con {{du}} y {{er}}/{{sie}}/{{es}}: e → i ({{sprechen}}: {{du sprichst}}, {{er spricht}}; también {{essen}}, {{geben}}, {{nehmen}}, {{helfen}}), e → ie ({{lesen}}: {{du liest}}; {{sehen}}), a → ä ({{fahren}}: {{du fährst}}; {{schlafen}}, {{tragen}}). Aprende {{wissen}} aparte: {{ich weiß}}, {{du weißt}}, {{er weiß}}.',
    },
    { h2: 'Orden de las palabras: el verbo en segunda posición' },
    {
      ul: [
        '**Oración enunciativa**: el verbo conjugado es el segundo elemento. Delante puede ir cualquier cosa; el sujeto va entonces detrás del verbo.',
        '**Pregunta con partícula interrogativa**: primero la partícula, después el verbo: {{Wo wohnst du?}}',
        '**Pregunta de sí o no**: el verbo va primero: {{Wohnst du in Berlin?}}',
        '**El segundo verbo o la partícula** (infinitivo, participio, prefijo separable) va al final.',
      ],
    },
    {
      examples: [
        { de: 'Ich lerne heute Deutsch.', en: 'Hoy estudio alemán.' },
        { de: 'Heute lerne ich Deutsch.', en: 'Hoy estudio alemán (con énfasis en «hoy»).' },
        { de: 'Was machst du am Wochenende?', en: '¿Qué haces el fin de semana?' },
        { de: 'Kommst du aus Spanien?', en: '¿Eres de España?' },
      ],
    },
    {
      p: 'Interrogativos: {{wer}} (quién), {{was}} (qué), {{wo}} (dónde), {{woher}} (de dónde), {{wohin}} (adónde), {{wann}} (cuándo), {{wie}} (cómo), {{wie viel}} (cuánto), {{warum}} (por qué). Más en [el orden de las palabras en alemán](/articles/german-word-order-basics).',
    },
    { h2: 'Artículos, nominativo y acusativo' },
    {
      p: 'Todo sustantivo es masculino, femenino o neutro (ver [¿der, die o das?](/articles/der-die-das-noun-gender-rules)). En A1 necesitas dos casos: el **nominativo** para el sujeto y el **acusativo** para el complemento directo. En acusativo solo cambia el masculino.',
    },
    {
      table: {
        caption: 'Los artículos en A1',
        head: ['Caso', 'Masculino', 'Femenino', 'Neutro', 'Plural'],
        rows: [
          ['Nominativo', '{{der}} / {{ein}} / {{kein}}', '{{die}} / {{eine}} / {{keine}}', '{{das}} / {{ein}} / {{kein}}', '{{die}} / – / {{keine}}'],
          ['Acusativo', '{{den}} / {{einen}} / {{keinen}}', '{{die}} / {{eine}} / {{keine}}', '{{das}} / {{ein}} / {{kein}}', '{{die}} / – / {{keine}}'],
          ['Dativo (con mit, bei, zu …)', '{{dem}} / {{einem}}', '{{der}} / {{einer}}', '{{dem}} / {{einem}}', '{{den}} (+ -n)'],
        ],
      },
    },
    {
      examples: [
        { de: 'Der Tisch ist neu. Ich kaufe den Tisch.', en: 'La mesa es nueva. Compro la mesa.' },
        { de: 'Hast du einen Stift? – Nein, ich habe keinen Stift.', en: '¿Tienes un bolígrafo? – No, no tengo bolígrafo.' },
        { de: 'Ich fahre mit dem Bus zur Arbeit.', en: 'Voy al trabajo en autobús.' },
      ],
    },
    {
      p: 'Los **posesivos** llevan las mismas terminaciones que {{ein}}: {{mein}} (mi), {{dein}} (tu), {{sein}} (su, de él), {{ihr}} (su, de ella), {{unser}} (nuestro), {{euer}} (vuestro), {{ihr}} (su, de ellos), {{Ihr}} (su, de usted): {{Das ist meine Mutter.}} {{Ich suche meinen Schlüssel.}}',
    },
    { h2: 'La negación: ¿nicht o kein?' },
    {
      p: 'Usa {{kein}} para negar un sustantivo con {{ein}} o sin artículo; usa {{nicht}} para todo lo demás (verbos, adjetivos, sustantivos con {{der}}/{{die}}/{{das}}, nombres propios).',
    },
    {
      examples: [
        { de: 'Ich habe kein Auto. Ich habe keine Zeit.', en: 'No tengo coche. No tengo tiempo.' },
        { de: 'Das Auto ist nicht neu. Ich komme heute nicht.', en: 'El coche no es nuevo. Hoy no vengo.' },
      ],
    },
    { h2: 'Los verbos modales y möchten' },
    {
      p: 'Los verbos modales tienen formas irregulares en singular y mandan el verbo principal, en infinitivo, al final: {{können}} (poder, saber), {{müssen}} (tener que), {{wollen}} (querer), {{dürfen}} (tener permiso), {{sollen}} (deber) y el cortés {{möchten}} (querría, me gustaría). Detalles en la [guía de los verbos modales](/articles/german-modal-verbs-guide).',
    },
    {
      examples: [
        { de: 'Ich kann gut schwimmen.', en: 'Sé nadar bien.' },
        { de: 'Du musst heute arbeiten.', en: 'Hoy tienes que trabajar.' },
        { de: 'Ich möchte einen Kaffee, bitte.', en: 'Quisiera un café, por favor.' },
      ],
    },
    { h2: 'Los verbos separables' },
    {
      p: 'Muchos verbos cotidianos tienen un prefijo que en presente se separa y va al final: {{aufstehen}}, {{einkaufen}}, {{anrufen}}, {{fernsehen}}, {{mitkommen}}. Ver [los verbos separables](/articles/separable-verbs-in-german).',
    },
    {
      examples: [
        { de: 'Ich stehe um sieben Uhr auf.', en: 'Me levanto a las siete.' },
        { de: 'Kommst du mit?', en: '¿Vienes con nosotros?' },
      ],
    },
    { h2: 'El imperativo' },
    {
      table: {
        caption: 'Dar instrucciones',
        head: ['Forma', 'kommen', 'warten', 'sprechen'],
        rows: [
          ['{{Sie}}', '{{Kommen Sie!}}', '{{Warten Sie!}}', '{{Sprechen Sie langsam!}}'],
          ['{{du}}', '{{Komm!}}', '{{Warte!}}', '{{Sprich langsam!}}'],
          ['{{ihr}}', '{{Kommt!}}', '{{Wartet!}}', '{{Sprecht langsam!}}'],
        ],
      },
    },
    { h2: 'Hablar del pasado' },
    {
      p: 'En A1 conoces el **Perfekt**: {{haben}} o {{sein}} + participio al final. La mayoría de los verbos usan {{haben}}; los verbos de movimiento y de cambio de estado usan {{sein}}. Para {{sein}} y {{haben}} mismos es más frecuente el pasado simple: {{ich war}}, {{ich hatte}}. Ver [Perfekt o Präteritum](/articles/perfekt-vs-praeteritum).',
    },
    {
      examples: [
        { de: 'Ich habe gestern Pizza gegessen.', en: 'Ayer comí pizza.' },
        { de: 'Wir sind nach Hamburg gefahren.', en: 'Fuimos a Hamburgo.' },
        { de: 'Ich war krank und hatte Fieber.', en: 'Estaba enfermo y tenía fiebre.' },
      ],
    },
    { h2: 'Preposiciones de tiempo y lugar' },
    {
      ul: [
        '{{um}} + hora: {{um acht Uhr}}',
        '{{am}} + día, parte del día, fecha: {{am Montag}}, {{am Abend}}, {{am 3. Mai}}',
        '{{im}} + mes, estación: {{im Juli}}, {{im Sommer}}',
        '{{aus}} (de un país o ciudad), {{in}} (en), {{nach}} (a una ciudad o un país sin artículo): {{Ich komme aus Polen und wohne in Köln. Morgen fahre ich nach Wien.}}',
      ],
    },
    { h2: 'Frases clave de A1' },
    {
      table: {
        caption: 'Frases de cada día',
        head: ['Situación', 'Alemán', 'Español'],
        rows: [
          ['Saludar', '{{Guten Tag!}} / {{Hallo!}}', '¡Buenos días! / ¡Hola!'],
          ['Presentarse', '{{Ich heiße Anna. Ich komme aus Italien.}}', 'Me llamo Anna. Soy de Italia.'],
          ['Preguntar qué tal', '{{Wie geht es Ihnen?}} / {{Wie geht’s?}}', '¿Cómo está usted? / ¿Qué tal?'],
          ['No entender', '{{Entschuldigung, das verstehe ich nicht.}}', 'Perdone, no lo entiendo.'],
          ['Pedir que repitan', '{{Können Sie das bitte wiederholen?}}', '¿Puede repetirlo, por favor?'],
          ['De compras', '{{Was kostet das?}}', '¿Cuánto cuesta?'],
          ['Pedir en un bar', '{{Ich hätte gern ein Wasser.}}', 'Quería un agua.'],
          ['Pagar', '{{Zahlen, bitte!}}', '¡La cuenta, por favor!'],
          ['Preguntar el camino', '{{Wo ist der Bahnhof?}}', '¿Dónde está la estación?'],
          ['Despedirse', '{{Auf Wiedersehen!}} / {{Tschüss!}}', '¡Adiós! / ¡Chao!'],
        ],
      },
    },
    {
      p: 'Temas y vocabulario de A1: datos personales, familia, vivienda, comida y bebida, compras, la ciudad, transporte, rutina diaria, tiempo libre, trabajo, el cuerpo y la salud, el tiempo, y números, fechas y horas (ver [números, fechas y horas](/articles/german-numbers-dates-and-time) y [el alfabeto alemán](/articles/german-alphabet)). Practícalos con nuestras [listas de vocabulario](/words) y [frases](/phrases).',
    },
    {
      tip: '¿Listo para el siguiente paso? La [chuleta A2](/articles/german-a2-cheat-sheet) muestra lo que viene: el dativo, las subordinadas con {{weil}} y {{dass}}, las comparaciones y los verbos reflexivos.',
    },
  ],
};

export default translation;
