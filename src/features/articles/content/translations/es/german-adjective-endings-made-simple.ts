import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-adjective-endings-made-simple',
  lang: 'es',
  body: [
    {
      p: 'Las terminaciones de los adjetivos tienen una fama temible: tres tablas de dieciséis formas cada una. Pero todas siguen **una sola idea**, y cuando la veas podrás deducir casi todas las terminaciones en lugar de memorizarlas. Este artículo explica esa idea, te da las tres tablas para consultar y enumera los pocos casos especiales. Deberías conocer ya los artículos en los cuatro casos; si no, empieza por [los casos del alemán](/articles/german-cases-explained).',
    },
    { h2: 'Primero: ¿cuándo no hay ninguna terminación?' },
    {
      p: 'Un adjetivo solo lleva terminación cuando va **delante de un sustantivo**. Después de {{sein}}, {{werden}} o {{bleiben}}, y cuando funciona como adverbio, nunca cambia.',
    },
    {
      examples: [
        { de: 'Der Kaffee ist heiß.', en: 'El café está caliente. (sin terminación)' },
        { de: 'Der heiße Kaffee steht auf dem Tisch.', en: 'El café caliente está en la mesa. (con terminación)' },
        { de: 'Sie singt schön.', en: 'Canta muy bien. (adverbio, sin terminación)' },
      ],
    },
    { h2: 'La idea: la señal aparece una vez' },
    {
      p: 'Todo grupo nominal debe mostrar claramente su género y su caso **una vez**. Las señales claras son las terminaciones del artículo determinado: **-r** ({{der}}), **-e** ({{die}}), **-s** ({{das}}), **-n** ({{den}}), **-m** ({{dem}}). Si el artículo ya muestra la señal, el adjetivo se relaja y lleva un simple **-e** o **-en**. Si el artículo no la muestra –o no hay artículo–, la señal la lleva el propio adjetivo.',
    },
    {
      examples: [
        { de: 'der alte Mann', en: 'der muestra -r → el adjetivo se relaja: -e' },
        { de: 'ein alter Mann', en: 'ein no muestra nada → el adjetivo muestra -r' },
        { de: 'das neue Auto – ein neues Auto', en: 'das muestra -s; ein no, así que lo hace el adjetivo' },
        { de: 'kalter Kaffee, kaltes Wasser, kalte Milch', en: 'sin artículo → el adjetivo muestra la señal' },
      ],
    },
    {
      tip: 'Un segundo atajo: después de cualquier artículo, la terminación es **-en** en todo el dativo, todo el genitivo, todo el plural y en el acusativo masculino. Solo hay que pensar en los cinco lugares restantes, y allí la terminación es -e o la señal -r/-s después de {{ein}}.',
    },
    { h2: 'Tabla 1: después de der, die, das (y dieser, jeder, welcher)' },
    {
      p: 'El artículo determinado siempre muestra la señal, así que el adjetivo solo lleva **-e** o **-en**. Las mismas terminaciones van después de {{dieser}}, {{jener}}, {{jeder}}, {{welcher}}, {{mancher}} y, en plural, de {{alle}}.',
    },
    {
      table: {
        caption: 'Después del artículo determinado',
        head: ['Caso', 'Masculino', 'Femenino', 'Neutro', 'Plural'],
        rows: [
          ['Nominativo', '{{der alte Mann}}', '{{die alte Frau}}', '{{das alte Haus}}', '{{die alten Leute}}'],
          ['Acusativo', '{{den alten Mann}}', '{{die alte Frau}}', '{{das alte Haus}}', '{{die alten Leute}}'],
          ['Dativo', '{{dem alten Mann}}', '{{der alten Frau}}', '{{dem alten Haus}}', '{{den alten Leuten}}'],
          ['Genitivo', '{{des alten Mannes}}', '{{der alten Frau}}', '{{des alten Hauses}}', '{{der alten Leute}}'],
        ],
      },
    },
    { h2: 'Tabla 2: después de ein, kein y mein' },
    {
      p: 'En la mayoría de los casos {{ein}} se parece a {{der}} ({{einen}}, {{einem}}, {{einer}}), así que el adjetivo lleva las mismas -e/-en que en la tabla 1. Solo hay **tres lugares** en los que {{ein}} no tiene terminación: el nominativo masculino y el nominativo y acusativo neutros. Allí el adjetivo muestra la señal: {{ein alter Mann}}, {{ein altes Haus}}. Las mismas terminaciones van después de {{kein}} y de todos los posesivos ({{mein}}, {{dein}}, {{unser}} …), también en plural.',
    },
    {
      table: {
        caption: 'Después del artículo indeterminado y los posesivos',
        head: ['Caso', 'Masculino', 'Femenino', 'Neutro', 'Plural (tras mein)'],
        rows: [
          ['Nominativo', '{{ein alter Mann}}', '{{eine alte Frau}}', '{{ein altes Haus}}', '{{meine alten Freunde}}'],
          ['Acusativo', '{{einen alten Mann}}', '{{eine alte Frau}}', '{{ein altes Haus}}', '{{meine alten Freunde}}'],
          ['Dativo', '{{einem alten Mann}}', '{{einer alten Frau}}', '{{einem alten Haus}}', '{{meinen alten Freunden}}'],
          ['Genitivo', '{{eines alten Mannes}}', '{{einer alten Frau}}', '{{eines alten Hauses}}', '{{meiner alten Freunde}}'],
        ],
      },
    },
    { h2: 'Tabla 3: sin artículo' },
    {
      p: 'Sin artículo –con sustantivos incontables, en plural sin artículo, después de números, en saludos y en las cartas de los restaurantes– el adjetivo toma las terminaciones del propio artículo determinado. La única excepción es el genitivo masculino y neutro, poco frecuente: allí el sustantivo ya lleva -s, así que el adjetivo lleva -en.',
    },
    {
      table: {
        caption: 'Sin artículo',
        head: ['Caso', 'Masculino', 'Femenino', 'Neutro', 'Plural'],
        rows: [
          ['Nominativo', '{{kalter Kaffee}}', '{{kalte Milch}}', '{{kaltes Wasser}}', '{{kalte Getränke}}'],
          ['Acusativo', '{{kalten Kaffee}}', '{{kalte Milch}}', '{{kaltes Wasser}}', '{{kalte Getränke}}'],
          ['Dativo', '{{kaltem Kaffee}}', '{{kalter Milch}}', '{{kaltem Wasser}}', '{{kalten Getränken}}'],
          ['Genitivo', '{{kalten Kaffees}}', '{{kalter Milch}}', '{{kalten Wassers}}', '{{kalter Getränke}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Liebe Grüße aus Hamburg!', en: '¡Saludos cariñosos desde Hamburgo!' },
        { de: 'Ich trinke gern heißen Tee mit frischer Minze.', en: 'Me gusta tomar té caliente con menta fresca.' },
        { de: 'Wir suchen eine Wohnung mit großem Balkon.', en: 'Buscamos un piso con un balcón grande.' },
        { de: 'Zwei kleine Kinder spielen im Garten.', en: 'Dos niños pequeños juegan en el jardín.' },
      ],
    },
    { h2: 'Cómo deducirla: una comprobación en tres pasos' },
    {
      ol: [
        'Averigua el género, el número y el caso del sustantivo.',
        'Mira la palabra que va delante del adjetivo. ¿Muestra la señal (-r, -e, -s, -n, -m)? Entonces el adjetivo lleva -e (los cinco lugares «fáciles») o -en.',
        'Si no hay artículo, o el artículo es {{ein}}/{{kein}}/{{mein}} sin terminación, la señal la muestra el propio adjetivo.',
      ],
    },
    {
      examples: [
        { de: 'Ich habe einen neuen Job.', en: 'masculino, acusativo; einen muestra -n → -en' },
        { de: 'Mit meiner besten Freundin gehe ich ins Kino.', en: 'femenino, dativo; meiner muestra -r → -en' },
        { de: 'Das ist ein schönes Geschenk.', en: 'neutro, nominativo; ein no muestra nada → -es' },
      ],
    },
    { h2: 'Casos especiales' },
    {
      ul: [
        '**Varios adjetivos** llevan la misma terminación: {{ein großer, heller Raum}}; {{mit netten, jungen Kollegen}}.',
        '**Los adjetivos en -el y -er** suelen perder la e antes de la terminación: {{dunkel}} → {{ein dunkles Zimmer}}; {{teuer}} → {{ein teures Auto}}.',
        '**hoch** pierde la c: {{der Berg ist hoch}}, pero {{ein hoher Berg}}.',
        '**Algunos colores** –{{lila}}, {{rosa}}– y los adjetivos de nombres de ciudad en -er nunca cambian: {{ein rosa Kleid}}, {{die Berliner Mauer}}, {{mit Frankfurter Würstchen}}.',
        '**Después de viele, einige, wenige, mehrere** y de los números, trata el plural como si no tuviera artículo: {{viele neue Bücher}}, {{drei kleine Katzen}}.',
        '**Comparativos y superlativos** llevan las mismas terminaciones: {{ein größeres Auto}}, {{der schnellste Zug}}.',
        '**Los participios** usados como adjetivos, también: {{ein geöffnetes Fenster}}, {{die kommende Woche}}.',
      ],
    },
    { h2: 'Adjetivos sustantivados' },
    {
      p: 'Un adjetivo puede convertirse en sustantivo (con mayúscula) y conserva sus terminaciones de adjetivo: {{der Deutsche}}, pero {{ein Deutscher}}; {{die Erwachsenen}}; {{mein Bekannter}}; {{etwas Neues}} (algo nuevo), {{nichts Besonderes}} (nada especial). Muchas palabras cotidianas funcionan así, por ejemplo {{der/die Angestellte}} (empleado, empleada) y {{der/die Verwandte}} (pariente).',
    },
    {
      examples: [
        { de: 'Sein Vater ist Deutscher, seine Mutter ist Italienerin.', en: 'Su padre es alemán y su madre, italiana.' },
        { de: 'Gibt es etwas Neues?', en: '¿Hay algo nuevo?' },
      ],
    },
    { h2: 'Cómo automatizar las terminaciones' },
    {
      ol: [
        'Aprende de memoria unas pocas frases modelo, una por tabla: {{der gute Wein}}, {{ein guter Wein}}, {{guter Wein}}. Forma las nuevas por analogía.',
        'Céntrate primero en los patrones más frecuentes: nominativo y acusativo con {{ein}} y dativo después de preposición ({{mit dem neuen Auto}}).',
        'Lee en voz alta. Las terminaciones son cortas y oírlas es la mejor manera de notarlas.',
        'No te agobies al hablar: una terminación equivocada rara vez impide que te entiendan. La corrección llega con la práctica.',
      ],
    },
    {
      p: 'Los colores dan mucha práctica: ver [colores y ropa](/articles/german-colours-and-clothes). Comprueba primero el género del sustantivo con [¿der, die o das?](/articles/der-die-das-noun-gender-rules) y practica las terminaciones en la lección sobre la declinación de los adjetivos de nuestro [curso de gramática A2](/grammar/a2), en la [sección de gramática](/grammar) y en las [fichas de trabajo](/worksheets).',
    },
  ],
};

export default translation;
