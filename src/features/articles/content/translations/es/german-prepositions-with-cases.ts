import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-prepositions-with-cases',
  lang: 'es',
  body: [
    {
      p: 'En alemán, la preposición decide el caso del sustantivo que la sigue. {{mit}} siempre rige dativo y {{für}} siempre acusativo, haga lo que haga el sustantivo en la oración. Es una buena noticia: cuando sabes el caso de una preposición, nunca tienes que pensar en la función del sustantivo. Este artículo agrupa las preposiciones, explica las de doble caso y muestra qué preposición usar para lugares y tiempos. Para las formas de los artículos, consulta [los casos del alemán](/articles/german-cases-explained).',
    },
    { h2: 'Los cuatro grupos de un vistazo' },
    {
      table: {
        caption: 'Preposiciones según el caso',
        head: ['Caso', 'Preposiciones'],
        rows: [
          ['Acusativo', '{{bis}}, {{durch}}, {{für}}, {{gegen}}, {{ohne}}, {{um}}'],
          ['Dativo', '{{aus}}, {{außer}}, {{bei}}, {{gegenüber}}, {{mit}}, {{nach}}, {{seit}}, {{von}}, {{zu}}'],
          ['Acusativo o dativo (doble caso)', '{{an}}, {{auf}}, {{hinter}}, {{in}}, {{neben}}, {{über}}, {{unter}}, {{vor}}, {{zwischen}}'],
          ['Genitivo', '{{wegen}}, {{trotz}}, {{während}}, {{statt}}, {{innerhalb}}, {{außerhalb}}'],
        ],
      },
    },
    {
      tip: 'Muchos estudiantes memorizan las listas como una retahíla o una canción: «durch, für, gegen, ohne, um» y «aus, bei, mit, nach, seit, von, zu». Repítelas en voz alta hasta que suenen como una sola palabra: funciona de verdad.',
    },
    { h2: 'Preposiciones con acusativo' },
    {
      examples: [
        { de: 'Wir gehen durch den Park.', en: 'Caminamos por el parque.' },
        { de: 'Das Geschenk ist für deinen Bruder.', en: 'El regalo es para tu hermano.' },
        { de: 'Ich bin gegen diese Idee.', en: 'Estoy en contra de esta idea.' },
        { de: 'Er kommt ohne seine Frau.', en: 'Viene sin su mujer.' },
        { de: 'Wir sitzen um den Tisch. Der Film beginnt um acht.', en: 'Estamos sentados alrededor de la mesa. La película empieza a las ocho.' },
        { de: 'Der Kurs geht bis nächsten Freitag.', en: 'El curso dura hasta el próximo viernes.' },
      ],
    },
    { h2: 'Preposiciones con dativo' },
    {
      examples: [
        { de: 'Sie kommt aus der Türkei.', en: 'Es de Turquía.' },
        { de: 'Außer meinem Bruder waren alle da.', en: 'Estaban todos menos mi hermano.' },
        { de: 'Ich wohne bei meinen Eltern.', en: 'Vivo con mis padres.' },
        { de: 'Die Apotheke ist gegenüber dem Bahnhof.', en: 'La farmacia está enfrente de la estación.' },
        { de: 'Ich fahre mit dem Bus.', en: 'Voy en autobús.' },
        { de: 'Nach dem Essen trinken wir Kaffee.', en: 'Después de comer tomamos café.' },
        { de: 'Seit einem Monat lerne ich Deutsch.', en: 'Aprendo alemán desde hace un mes.' },
        { de: 'Das ist ein Brief von meiner Oma.', en: 'Es una carta de mi abuela.' },
        { de: 'Ich gehe zum Arzt.', en: 'Voy al médico.' },
      ],
    },
    { h2: 'Preposiciones de doble caso: ¿Wo? o ¿Wohin?' },
    {
      p: 'Nueve preposiciones admiten los dos casos. Con lugares decide la pregunta: **Wohin?** (¿adónde? – movimiento hacia un lugar nuevo) → **acusativo**; **Wo?** (¿dónde? – posición, o movimiento dentro del mismo lugar) → **dativo**.',
    },
    {
      table: {
        caption: 'Wohin? (acusativo) y Wo? (dativo)',
        head: ['Preposición', 'Wohin? → acusativo', 'Wo? → dativo'],
        rows: [
          ['{{in}}', '{{Ich gehe in die Küche.}}', '{{Ich bin in der Küche.}}'],
          ['{{an}}', '{{Wir fahren an den See.}}', '{{Wir sind am See.}}'],
          ['{{auf}}', '{{Leg das Handy auf den Tisch.}}', '{{Das Handy liegt auf dem Tisch.}}'],
          ['{{über}}', '{{Ich hänge die Lampe über den Tisch.}}', '{{Die Lampe hängt über dem Tisch.}}'],
          ['{{unter}}', '{{Die Katze läuft unter das Bett.}}', '{{Die Katze schläft unter dem Bett.}}'],
          ['{{neben}}', '{{Setz dich neben mich!}}', '{{Sie sitzt neben mir.}}'],
          ['{{hinter}}', '{{Er stellt das Rad hinter das Haus.}}', '{{Das Rad steht hinter dem Haus.}}'],
          ['{{vor}}', '{{Ich stelle das Auto vor die Tür.}}', '{{Das Auto steht vor der Tür.}}'],
          ['{{zwischen}}', '{{Stell den Stuhl zwischen die Fenster.}}', '{{Der Stuhl steht zwischen den Fenstern.}}'],
        ],
      },
    },
    {
      p: 'Normalmente el verbo te dice qué pregunta corresponde. Los verbos de **colocar** son verbos de movimiento y rigen acusativo: {{stellen}} (poner de pie), {{legen}} (poner tumbado), {{setzen}} (sentar a alguien), {{hängen}} (colgar). Sus parejas de **estar** en un lugar rigen dativo: {{stehen}}, {{liegen}}, {{sitzen}}, {{hängen}}. El movimiento dentro de un mismo lugar también cuenta como Wo?: {{Wir laufen im Park}} (corremos en el parque).',
    },
    { h2: 'Contracciones' },
    {
      p: 'Algunas preposiciones se funden con {{dem}}, {{das}} o {{der}}. Las formas contraídas son normales al hablar y al escribir: {{am}} ({{an dem}}), {{ans}} ({{an das}}), {{im}} ({{in dem}}), {{ins}} ({{in das}}), {{beim}} ({{bei dem}}), {{vom}} ({{von dem}}), {{zum}} ({{zu dem}}), {{zur}} ({{zu der}}). Usa la forma completa cuando recalcas el artículo o añades una oración de relativo: {{in dem Haus, das ich gekauft habe}}.',
    },
    { h2: '¿Adónde? nach, zu, in, an, auf' },
    {
      table: {
        caption: 'Ir a algún sitio',
        head: ['Preposición', 'Se usa con', 'Ejemplos'],
        rows: [
          ['{{nach}}', 'ciudades y países sin artículo; a casa; direcciones', '{{nach Wien}}, {{nach Spanien}}, {{nach Hause}}, {{nach links}}'],
          ['{{in}} + ac.', 'países con artículo; edificios y salas en los que entras', '{{in die Schweiz}}, {{in die Türkei}}, {{ins Kino}}, {{in die Stadt}}'],
          ['{{zu}}', 'personas; tiendas e instituciones; eventos', '{{zu meiner Freundin}}, {{zum Arzt}}, {{zur Post}}, {{zum Bahnhof}}'],
          ['{{an}} + ac.', 'agua, orillas', '{{ans Meer}}, {{an den Strand}}, {{an die Ostsee}}'],
          ['{{auf}} + ac.', 'espacios abiertos, algunos eventos y edificios públicos', '{{auf den Markt}}, {{auf eine Party}}, {{aufs Land}}'],
        ],
      },
    },
    {
      table: {
        caption: 'Estar en un sitio y venir de él',
        head: ['¿Dónde? (Wo?)', '¿De dónde? (Woher?)'],
        rows: [
          ['{{in Wien}}, {{in der Schweiz}}, {{im Kino}}', '{{aus Wien}}, {{aus der Schweiz}}, {{aus dem Kino}}'],
          ['{{bei meiner Freundin}}, {{beim Arzt}}', '{{von meiner Freundin}}, {{vom Arzt}}'],
          ['{{am Meer}}, {{an der Ostsee}}', '{{vom Meer}}, {{von der Ostsee}}'],
          ['{{auf dem Markt}}, {{auf der Party}}', '{{vom Markt}}, {{von der Party}}'],
          ['{{zu Hause}}', '{{von zu Hause}}'],
        ],
      },
    },
    {
      p: 'Dos expresiones fijas provocan muchos errores: {{nach Hause}} significa «(ir) a casa» y {{zu Hause}}, «en casa».',
    },
    { h2: 'Preposiciones de tiempo' },
    {
      ul: [
        '{{um}} + hora: {{um halb neun}}',
        '{{am}} + días, fechas, partes del día: {{am Freitag}}, {{am 1. Mai}}, {{am Abend}} (pero {{in der Nacht}})',
        '{{im}} + meses, estaciones: {{im August}}, {{im Winter}}',
        '{{seit}} + dativo – desde, desde hace (todavía dura): {{seit zwei Jahren}}',
        '{{vor}} + dativo – hace: {{vor drei Tagen}}',
        '{{in}} + dativo – dentro de (futuro): {{in einer Woche}}',
        '{{nach}} / {{vor}} + dativo – después de / antes de: {{nach der Arbeit}}, {{vor dem Essen}}',
        '{{ab}} – a partir de: {{ab Montag}}; {{von … bis}} – de … a: {{von neun bis fünf}}',
        '{{während}} + genitivo – durante: {{während des Urlaubs}}',
      ],
    },
    {
      p: 'Fíjate en que las preposiciones de doble caso usadas para el tiempo ({{an}}, {{in}}, {{vor}}) siempre rigen dativo: {{vor einer Stunde}}, {{in zwei Tagen}}.',
    },
    { h2: 'Preposiciones con genitivo' },
    {
      p: 'Las preposiciones con genitivo pertenecen sobre todo al alemán escrito y formal. Al hablar, mucha gente usa el dativo con {{wegen}}, {{trotz}} y {{während}}; en los exámenes y en textos formales, usa el genitivo.',
    },
    {
      examples: [
        { de: 'Wegen des Streiks fahren heute keine Züge.', en: 'Por la huelga hoy no hay trenes.' },
        { de: 'Trotz des schlechten Wetters gehen wir wandern.', en: 'A pesar del mal tiempo vamos de excursión.' },
        { de: 'Bitte zahlen Sie innerhalb einer Woche.', en: 'Por favor, pague en el plazo de una semana.' },
      ],
    },
    { h2: 'Preposiciones fijas con verbos y adjetivos' },
    {
      p: 'Cuando una preposición va ligada a un verbo o un adjetivo, pierde su significado literal, y las de doble caso tienen un caso fijo que hay que aprender con el verbo. Una regla práctica útil: con {{auf}} y {{über}} el caso suele ser acusativo; con {{an}}, {{in}} y {{vor}} no hay regla segura.',
    },
    {
      table: {
        caption: 'Combinaciones frecuentes',
        head: ['Acusativo', 'Dativo'],
        rows: [
          ['{{warten auf}}, {{sich freuen auf}}', '{{teilnehmen an}}, {{zweifeln an}}'],
          ['{{denken an}}, {{sich erinnern an}}', '{{Angst haben vor}}, {{warnen vor}}'],
          ['{{sprechen über}}, {{sich ärgern über}}', '{{anfangen mit}}, {{fragen nach}}'],
          ['{{sich interessieren für}}, {{bitten um}}', '{{träumen von}}, {{gehören zu}}'],
        ],
      },
    },
    {
      p: 'Las preposiciones van de la mano del orden de las palabras y de los casos: consulta [el orden de las palabras en alemán](/articles/german-word-order-basics) y la [chuleta A2](/articles/german-a2-cheat-sheet). Practícalas en la lección sobre preposiciones complejas de nuestro [curso de gramática A2](/grammar/a2) y en las [fichas de trabajo](/worksheets).',
    },
  ],
};

export default translation;
