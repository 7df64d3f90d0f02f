import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-a2-cheat-sheet',
  lang: 'es',
  body: [
    {
      p: 'Como todos los niveles de este sitio, A2 sigue el **Marco Común Europeo de Referencia para las Lenguas (MCER)**. A2 es el segundo nivel del «usuario básico». En A2 entiendes frases y expresiones frecuentes de ámbitos que te afectan directamente –información personal y familiar, compras, tu entorno, el trabajo–, te desenvuelves en intercambios sencillos y habituales de información y puedes describir con palabras sencillas tu pasado, tu entorno y tus necesidades inmediatas. En gramática, A2 completa los cimientos: puedes hablar del pasado, usar todos los casos cotidianos y unir frases con {{weil}} y {{dass}}. Las lecciones en las que se basa este resumen están en nuestro [curso de gramática A2](/grammar/a2); si necesitas repasar lo básico, empieza por la [chuleta A1](/articles/german-a1-cheat-sheet).',
    },
    { h2: 'El Perfekt completo' },
    {
      p: 'El Perfekt es el pasado normal de la lengua hablada: {{haben}} o {{sein}} en segunda posición y el participio al final. Se usa {{sein}} con verbos de movimiento de A a B ({{gehen}}, {{fahren}}, {{fliegen}}, {{kommen}}), de cambio de estado ({{aufstehen}}, {{einschlafen}}, {{sterben}}) y con {{sein}}, {{bleiben}} y {{passieren}}.',
    },
    {
      table: {
        caption: 'Cómo se forma el participio',
        head: ['Tipo de verbo', 'Esquema', 'Ejemplos'],
        rows: [
          ['regular', 'ge- … -t', '{{machen}} → {{gemacht}}, {{kaufen}} → {{gekauft}}'],
          ['irregular', 'ge- … -en (a menudo con cambio vocálico)', '{{sehen}} → {{gesehen}}, {{trinken}} → {{getrunken}}'],
          ['mixto', 'ge- … -t con cambio vocálico', '{{bringen}} → {{gebracht}}, {{denken}} → {{gedacht}}, {{wissen}} → {{gewusst}}'],
          ['con prefijo separable', 'prefijo + ge + raíz', '{{einkaufen}} → {{eingekauft}}, {{anrufen}} → {{angerufen}}'],
          ['con prefijo inseparable (be-, ver-, er-, ent-, ge-, emp-, zer-, miss-)', 'sin ge-', '{{besuchen}} → {{besucht}}, {{vergessen}} → {{vergessen}}'],
          ['verbos en -ieren', 'sin ge-', '{{studieren}} → {{studiert}}, {{telefonieren}} → {{telefoniert}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Am Wochenende habe ich meine Oma besucht.', en: 'El fin de semana visité a mi abuela.' },
        { de: 'Wir sind um sechs Uhr aufgestanden.', en: 'Nos levantamos a las seis.' },
        { de: 'Was ist passiert?', en: '¿Qué ha pasado?' },
      ],
    },
    { h2: 'El Präteritum de sein, haben y los verbos modales' },
    {
      p: 'Incluso al hablar, estos verbos prefieren el pasado simple. Las formas de {{ich}} y de {{er}}/{{sie}}/{{es}} son iguales y no llevan terminación. Ver [Perfekt o Präteritum](/articles/perfekt-vs-praeteritum).',
    },
    {
      table: {
        caption: 'Formas del Präteritum',
        head: ['Persona', 'sein', 'haben', 'können', 'müssen'],
        rows: [
          ['{{ich}}', '{{war}}', '{{hatte}}', '{{konnte}}', '{{musste}}'],
          ['{{du}}', '{{warst}}', '{{hattest}}', '{{konntest}}', '{{musstest}}'],
          ['{{er}}/{{sie}}/{{es}}', '{{war}}', '{{hatte}}', '{{konnte}}', '{{musste}}'],
          ['{{wir}}', '{{waren}}', '{{hatten}}', '{{konnten}}', '{{mussten}}'],
          ['{{ihr}}', '{{wart}}', '{{hattet}}', '{{konntet}}', '{{musstet}}'],
          ['{{sie}}/{{Sie}}', '{{waren}}', '{{hatten}}', '{{konnten}}', '{{mussten}}'],
        ],
      },
    },
    { h2: 'El dativo completo' },
    {
      p: 'A2 añade el dativo al nominativo y al acusativo: quien recibe algo, verbos como {{helfen}}, {{gefallen}}, {{gehören}}, {{passen}}, {{schmecken}}, {{danken}} y las preposiciones {{aus}}, {{bei}}, {{mit}}, {{nach}}, {{seit}}, {{von}}, {{zu}}. Formas del dativo: {{dem}}/{{einem}} (masculino y neutro), {{der}}/{{einer}} (femenino), {{den}} + -n (plural). Pronombres: {{mir}}, {{dir}}, {{ihm}}, {{ihr}}, {{uns}}, {{euch}}, {{ihnen}}/{{Ihnen}}. El sistema completo está en [los casos del alemán](/articles/german-cases-explained).',
    },
    {
      examples: [
        { de: 'Das Essen schmeckt mir sehr gut.', en: 'La comida me gusta mucho.' },
        { de: 'Ich wohne seit zwei Jahren in Leipzig.', en: 'Vivo en Leipzig desde hace dos años.' },
      ],
    },
    { h2: 'Preposiciones de doble caso: ¿Wo? o ¿Wohin?' },
    {
      p: '{{an}}, {{auf}}, {{hinter}}, {{in}}, {{neben}}, {{über}}, {{unter}}, {{vor}}, {{zwischen}}: **Wohin?** (movimiento hacia un lugar) → acusativo; **Wo?** (posición) → dativo. Los pares {{stellen}}/{{stehen}}, {{legen}}/{{liegen}}, {{setzen}}/{{sitzen}} y {{hängen}} siguen la misma lógica. Detalles: [las preposiciones alemanas y sus casos](/articles/german-prepositions-with-cases).',
    },
    {
      examples: [
        { de: 'Ich stelle die Flasche in den Kühlschrank.', en: 'Pongo la botella en la nevera. (Wohin?)' },
        { de: 'Die Flasche steht im Kühlschrank.', en: 'La botella está en la nevera. (Wo?)' },
      ],
    },
    { h2: 'Los verbos reflexivos' },
    {
      p: 'Muchos verbos necesitan un pronombre reflexivo: {{sich freuen}}, {{sich waschen}}, {{sich anziehen}}, {{sich setzen}}, {{sich beeilen}}, {{sich interessieren für}}. El pronombre va en acusativo, pero pasa a dativo cuando hay otro complemento en acusativo: {{Ich wasche mich}} – {{Ich wasche mir die Hände}}.',
    },
    {
      table: {
        caption: 'Pronombres reflexivos',
        head: ['Persona', 'Acusativo', 'Dativo'],
        rows: [
          ['{{ich}}', '{{mich}}', '{{mir}}'],
          ['{{du}}', '{{dich}}', '{{dir}}'],
          ['{{er}}/{{sie}}/{{es}}', '{{sich}}', '{{sich}}'],
          ['{{wir}}', '{{uns}}', '{{uns}}'],
          ['{{ihr}}', '{{euch}}', '{{euch}}'],
          ['{{sie}}/{{Sie}}', '{{sich}}', '{{sich}}'],
        ],
      },
    },
    { h2: 'Oraciones subordinadas: weil, dass, wenn, ob, als' },
    {
      p: 'Estas conjunciones mandan el verbo al final. {{wenn}} sirve para condiciones y hechos repetidos, {{als}} para un hecho único en el pasado y {{ob}} para preguntas de sí o no en estilo indirecto. Ver [el orden de las palabras en alemán](/articles/german-word-order-basics).',
    },
    {
      examples: [
        { de: 'Ich komme nicht, weil ich krank bin.', en: 'No vengo porque estoy enfermo.' },
        { de: 'Ich finde, dass Berlin sehr interessant ist.', en: 'Creo que Berlín es muy interesante.' },
        { de: 'Als ich Kind war, hatte ich einen Hund.', en: 'Cuando era niño, tenía un perro.' },
        { de: 'Können Sie mir sagen, wo der Bahnhof ist?', en: '¿Puede decirme dónde está la estación?' },
      ],
    },
    { h2: 'La comparación de los adjetivos' },
    {
      table: {
        caption: 'Positivo, comparativo y superlativo',
        head: ['Positivo', 'Comparativo', 'Superlativo'],
        rows: [
          ['{{schnell}}', '{{schneller}}', '{{am schnellsten}}'],
          ['{{alt}}', '{{älter}}', '{{am ältesten}}'],
          ['{{groß}}', '{{größer}}', '{{am größten}}'],
          ['{{gut}}', '{{besser}}', '{{am besten}}'],
          ['{{viel}}', '{{mehr}}', '{{am meisten}}'],
          ['{{gern}}', '{{lieber}}', '{{am liebsten}}'],
          ['{{hoch}}', '{{höher}}', '{{am höchsten}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Anna ist so alt wie ich.', en: 'Anna tiene la misma edad que yo.' },
        { de: 'Der Zug ist schneller als der Bus.', en: 'El tren es más rápido que el autobús.' },
        { de: 'Ich trinke lieber Tee als Kaffee.', en: 'Prefiero el té al café.' },
      ],
    },
    { h2: 'Las terminaciones de los adjetivos, en corto' },
    {
      p: 'Tras {{der}}/{{die}}/{{das}}: **-e** en el nominativo singular (y en el acusativo femenino y neutro), **-en** en todos los demás casos. Tras {{ein}}: el adjetivo muestra el género donde {{ein}} no puede ({{ein alter Mann}}, {{ein altes Haus}}). Sin artículo, el adjetivo toma la terminación de {{der}}/{{die}}/{{das}} ({{kalter Kaffee}}). Explicación completa: [las terminaciones de los adjetivos, fáciles](/articles/german-adjective-endings-made-simple).',
    },
    { h2: 'Peticiones y deseos corteses: Konjunktiv II' },
    {
      p: 'En A2 usas algunas formas del Konjunktiv II como fórmulas fijas de cortesía: {{ich hätte gern}}, {{ich würde gern}}, {{könnten Sie}}, {{wäre es möglich}}.',
    },
    {
      examples: [
        { de: 'Könnten Sie mir bitte helfen?', en: '¿Podría ayudarme, por favor?' },
        { de: 'Ich hätte gern ein Zimmer für zwei Nächte.', en: 'Quería una habitación para dos noches.' },
        { de: 'Ich würde gern am Samstag kommen.', en: 'Me gustaría venir el sábado.' },
      ],
    },
    { h2: 'Verbos con preposición' },
    {
      p: 'Muchos verbos llevan una preposición fija que hay que aprender junto con ellos: {{warten auf}} + ac., {{sich freuen auf}} (tener ganas de algo futuro) y {{sich freuen über}} (alegrarse de algo) + ac., {{denken an}} + ac., {{sich interessieren für}} + ac., {{sprechen mit}} + dat. Se pregunta por cosas con **wo(r)-** y se remite a ellas con **da(r)-**: {{Worauf wartest du? – Auf den Bus. Ich warte schon lange darauf.}}',
    },
    { h2: 'Frases clave de A2' },
    {
      table: {
        caption: 'Frases útiles de A2',
        head: ['Función', 'Alemán'],
        rows: [
          ['Dar una opinión', '{{Ich finde, dass …}} / {{Meiner Meinung nach …}}'],
          ['Estar de acuerdo / en desacuerdo', '{{Da hast du recht.}} / {{Das sehe ich anders.}}'],
          ['Pedir una cita', '{{Hätten Sie am Dienstag um zehn Uhr Zeit?}}'],
          ['Cancelar', '{{Leider kann ich morgen nicht kommen.}}'],
          ['Disculparse', '{{Entschuldigung, ich habe mich verspätet.}}'],
          ['En el médico', '{{Ich habe seit drei Tagen Kopfschmerzen.}}'],
          ['Pedir un favor', '{{Könntest du mir einen Gefallen tun?}}'],
          ['Hablar de planes', '{{Nächstes Jahr möchte ich nach Italien fahren.}}'],
        ],
      },
    },
    {
      p: 'Temas de A2: infancia y biografía, vivienda y mudanza, salud, trabajo y profesiones, viajes y vacaciones, fiestas, compras y reclamaciones, medios de comunicación, el tiempo y el medio ambiente. Amplía el vocabulario con nuestras [listas de palabras](/words) y las [fichas de trabajo](/worksheets).',
    },
    {
      tip: 'El paso de A2 a B1 consiste sobre todo en conectar ideas: más conjunciones, oraciones de relativo, la pasiva. La [chuleta B1](/articles/german-b1-cheat-sheet) muestra el camino.',
    },
  ],
};

export default translation;
