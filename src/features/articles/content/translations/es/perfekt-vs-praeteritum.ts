import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'perfekt-vs-praeteritum',
  lang: 'es',
  body: [
    {
      p: 'El alemán tiene dos pasados principales: el **Perfekt** ({{ich habe gemacht}}, {{ich bin gegangen}}) y el **Präteritum** ({{ich machte}}, {{ich ging}}). Es tentador equipararlos al pretérito perfecto («he hecho») y al indefinido («hice») del español, pero no funciona así. En alemán, los dos tiempos significan casi lo mismo. La verdadera diferencia es de **estilo**: el Perfekt es el tiempo de la conversación y el Präteritum, el de la narración escrita. Este artículo muestra cómo se forman y cómo elegir.',
    },
    { h2: 'La respuesta corta' },
    {
      table: {
        caption: '¿Qué pasado?',
        head: ['Situación', 'Tiempo habitual', 'Ejemplo'],
        rows: [
          ['hablar, charlar, mensajes, correos informales', 'Perfekt', '{{Ich habe gestern lange gearbeitet.}}'],
          ['cuentos, novelas, noticias, biografías', 'Präteritum', '{{Im Jahr 1990 zog die Familie nach Leipzig.}}'],
          ['{{sein}}, {{haben}}, verbos modales, en todas partes', 'Präteritum', '{{Ich war müde und hatte keine Zeit.}}'],
          ['{{es gibt}}, {{wissen}} y algunos más al hablar', 'a menudo Präteritum', '{{Es gab keine Karten mehr. Das wusste ich nicht.}}'],
        ],
      },
    },
    {
      p: 'También hay un aspecto regional. En el sur de Alemania, en Austria y en Suiza, el Präteritum casi ha desaparecido de la lengua hablada, salvo {{war}} y algunas otras formas; en el norte se usa algo más en la conversación. Para quien aprende, la regla de la tabla es válida en todas partes.',
    },
    { h2: 'Cómo se forma el Perfekt' },
    {
      p: 'El Perfekt tiene dos partes: {{haben}} o {{sein}} en presente (en segunda posición) y el participio (al final de la oración).',
    },
    {
      table: {
        caption: 'Participios',
        head: ['Tipo de verbo', 'Participio', 'Ejemplos'],
        rows: [
          ['regular', 'ge- + raíz + -t', '{{machen}} → {{gemacht}}, {{arbeiten}} → {{gearbeitet}}'],
          ['irregular', 'ge- + raíz (a menudo cambiada) + -en', '{{schreiben}} → {{geschrieben}}, {{finden}} → {{gefunden}}'],
          ['mixto', 'ge- + raíz cambiada + -t', '{{bringen}} → {{gebracht}}, {{kennen}} → {{gekannt}}'],
          ['con prefijo separable', 'prefijo + ge + raíz', '{{einkaufen}} → {{eingekauft}}, {{aussteigen}} → {{ausgestiegen}}'],
          ['prefijo inseparable, -ieren', 'sin ge-', '{{bezahlen}} → {{bezahlt}}, {{verlieren}} → {{verloren}}, {{reparieren}} → {{repariert}}'],
        ],
      },
    },
    { h2: '¿haben o sein?' },
    {
      p: 'La mayoría de los verbos forman el Perfekt con {{haben}}, entre ellos todos los verbos con complemento en acusativo y todos los reflexivos. {{sein}} se usa con verbos sin complemento en acusativo que expresan:',
    },
    {
      ul: [
        '**movimiento de un lugar a otro**: {{gehen}}, {{kommen}}, {{fahren}}, {{fliegen}}, {{laufen}}, {{reisen}}, {{umziehen}}: {{Wir sind nach Spanien geflogen.}}',
        '**un cambio de estado**: {{aufstehen}}, {{aufwachen}}, {{einschlafen}}, {{werden}}, {{wachsen}}, {{sterben}}: {{Das Kind ist schnell eingeschlafen.}}',
        '**y algunos verbos especiales**: {{sein}}, {{bleiben}}, {{passieren}}, {{geschehen}}, {{begegnen}}: {{Was ist passiert?}} {{Ich bin zu Hause geblieben.}}',
      ],
    },
    {
      p: 'Algunos verbos de movimiento llevan {{haben}} cuando tienen complemento en acusativo: {{Ich bin nach Berlin gefahren}}, pero {{Ich habe das Auto meines Vaters gefahren}}. En el sur de Alemania, en Austria y en Suiza, también {{stehen}}, {{sitzen}} y {{liegen}} llevan {{sein}} ({{ich bin gesessen}}); en el norte y en la mayoría de los manuales llevan {{haben}} ({{ich habe gesessen}}). Ambas formas son normativas en su región.',
    },
    { h2: 'Cómo se forma el Präteritum' },
    {
      p: 'Los verbos regulares añaden **-te** y las terminaciones de persona a la raíz. Los irregulares cambian la vocal y **no llevan terminación** en las formas de {{ich}} y {{er}}/{{sie}}/{{es}}. Los mixtos cambian la vocal **y** añaden -te.',
    },
    {
      table: {
        caption: 'Terminaciones del Präteritum',
        head: ['Persona', 'machen (verbo regular)', 'gehen (verbo irregular)', 'denken (verbo mixto)'],
        rows: [
          ['{{ich}}', '{{machte}}', '{{ging}}', '{{dachte}}'],
          ['{{du}}', '{{machtest}}', '{{gingst}}', '{{dachtest}}'],
          ['{{er}}/{{sie}}/{{es}}', '{{machte}}', '{{ging}}', '{{dachte}}'],
          ['{{wir}}', '{{machten}}', '{{gingen}}', '{{dachten}}'],
          ['{{ihr}}', '{{machtet}}', '{{gingt}}', '{{dachtet}}'],
          ['{{sie}}/{{Sie}}', '{{machten}}', '{{gingen}}', '{{dachten}}'],
        ],
      },
    },
    {
      p: 'Las formas irregulares hay que aprenderlas como lista –infinitivo, Präteritum, participio–: {{fahren – fuhr – gefahren}}, {{kommen – kam – gekommen}}, {{sehen – sah – gesehen}}, {{treffen – traf – getroffen}}. Las más importantes para hablar son pocas: {{war}}, {{hatte}}, {{konnte}}, {{musste}}, {{wollte}}, {{durfte}}, {{sollte}}, {{gab}}, {{wusste}}.',
    },
    { h2: 'La misma historia en dos estilos' },
    {
      p: 'Aquí tienes un mismo suceso contado dos veces: primero como se lo contarías a un amigo y después como podría aparecer en un relato escrito.',
    },
    {
      examples: [
        { de: 'Gestern bin ich mit dem Zug nach Hamburg gefahren. Der Zug war total voll, und ich habe keinen Sitzplatz gefunden. Dann habe ich zufällig eine alte Freundin getroffen.', en: 'Hablado: Ayer fui en tren a Hamburgo. El tren iba llenísimo y no encontré asiento. Luego me encontré por casualidad con una vieja amiga.' },
        { de: 'Am Montag fuhr Lisa mit dem Zug nach Hamburg. Der Zug war voll, und sie fand keinen Sitzplatz. Dann traf sie zufällig eine alte Freundin.', en: 'Escrito: El lunes Lisa fue en tren a Hamburgo. El tren iba lleno y no encontró asiento. Entonces se encontró por casualidad con una vieja amiga.' },
      ],
    },
    {
      p: 'Fíjate en que la versión hablada mezcla los tiempos con naturalidad: Perfekt para la mayoría de los verbos, pero {{war}} en lugar de {{ist gewesen}}. Es exactamente lo que hacen los nativos.',
    },
    { h2: 'Una trampa: «llevo … haciendo»' },
    {
      p: 'Para acciones que empezaron en el pasado y siguen en curso, el inglés usa el present perfect y el español «llevar + gerundio» o «desde hace». El alemán usa el **presente** con {{seit}}. El Perfekt significaría que la acción ya ha terminado.',
    },
    {
      examples: [
        { de: 'Ich wohne seit drei Jahren in Wien.', en: 'Vivo en Viena desde hace tres años (y sigo viviendo allí).' },
        { de: 'Ich habe drei Jahre in Wien gewohnt.', en: 'Viví tres años en Viena (pero ya no).' },
        { de: 'Wie lange lernst du schon Deutsch?', en: '¿Cuánto tiempo llevas aprendiendo alemán?' },
      ],
    },
    { h2: 'El Plusquamperfekt' },
    {
      p: 'Para ir un paso más atrás en el pasado, usa el Präteritum de {{haben}} o {{sein}} + participio. Se usa igual al hablar y al escribir.',
    },
    {
      examples: [
        { de: 'Als wir ankamen, hatte der Film schon angefangen.', en: 'Cuando llegamos, la película ya había empezado.' },
        { de: 'Sie war noch nie in Paris gewesen.', en: 'Nunca había estado en París.' },
      ],
    },
    { h2: 'Consejos prácticos' },
    {
      ol: [
        'Al hablar, usa el Perfekt para casi todo, y además {{war}}, {{hatte}} y los verbos modales en Präteritum.',
        'Aprende cada verbo irregular nuevo con sus tres formas: {{schreiben – schrieb – geschrieben}}. Marca los verbos que llevan {{sein}}.',
        'Lee cuentos cortos o noticias en alemán fácil para acostumbrarte al Präteritum; tendrás que reconocerlo mucho antes de escribirlo.',
        'En los exámenes (a partir de B1), usa el Präteritum en los textos escritos formales, como informes y relatos.',
      ],
    },
    {
      tip: 'Para el orden de las palabras en el Perfekt, consulta [el orden de las palabras en alemán](/articles/german-word-order-basics); para los participios de los verbos separables, [los verbos separables](/articles/separable-verbs-in-german); para los verbos modales en pasado, la [guía de los verbos modales](/articles/german-modal-verbs-guide). Las lecciones sobre el Perfekt y el Präteritum de nuestro [curso de gramática A2](/grammar/a2) practican los dos tiempos.',
    },
  ],
};

export default translation;
