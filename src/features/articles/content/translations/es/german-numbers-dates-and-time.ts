import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-numbers-dates-and-time',
  lang: 'es',
  body: [
    {
      p: 'Los números están por todas partes desde tu primer día en un país de habla alemana: los precios en la panadería, los números de andén, tu fecha de nacimiento en un formulario, la hora de una cita. Los números alemanes tienen dos rarezas famosas –las unidades van **antes** que las decenas, y «media tres» significa las 2:30–, pero aparte de eso son muy regulares. Esta guía te lleva de contar a las fechas y las horas, con las frases que necesitas para usarlos.',
    },
    { h2: 'Los números del 0 al 20' },
    {
      table: {
        caption: 'Los números básicos',
        head: ['N.º', 'Alemán', 'N.º', 'Alemán', 'N.º', 'Alemán'],
        rows: [
          ['0', '{{null}}', '7', '{{sieben}}', '14', '{{vierzehn}}'],
          ['1', '{{eins}}', '8', '{{acht}}', '15', '{{fünfzehn}}'],
          ['2', '{{zwei}}', '9', '{{neun}}', '16', '{{sechzehn}}'],
          ['3', '{{drei}}', '10', '{{zehn}}', '17', '{{siebzehn}}'],
          ['4', '{{vier}}', '11', '{{elf}}', '18', '{{achtzehn}}'],
          ['5', '{{fünf}}', '12', '{{zwölf}}', '19', '{{neunzehn}}'],
          ['6', '{{sechs}}', '13', '{{dreizehn}}', '20', '{{zwanzig}}'],
        ],
      },
    },
    {
      p: 'Ojo a los pequeños cambios ortográficos: {{sechs}} pierde la s en {{sechzehn}} y {{sechzig}}, y {{sieben}} pierde la terminación -en en {{siebzehn}} y {{siebzig}}. Al contar, el 1 es {{eins}}; delante de un sustantivo se convierte en el artículo {{ein}} o {{eine}}: {{ein Kaffee}}, {{eine Stunde}}. Por teléfono y por megafonía oirás a menudo {{zwo}} en lugar de {{zwei}}, para que no se confunda con {{drei}}.',
    },
    { h2: 'Las decenas y los números «al revés»' },
    {
      p: 'Las decenas son {{zwanzig}}, {{dreißig}} (con ß, no con -zig), {{vierzig}}, {{fünfzig}}, {{sechzig}}, {{siebzig}}, {{achtzig}}, {{neunzig}}. Entre decena y decena, el alemán dice primero la unidad, luego {{und}} (y) y luego la decena –«uno y veinte»– y lo escribe todo junto.',
    },
    {
      examples: [
        { de: 'einundzwanzig', en: '21 (uno y veinte)' },
        { de: 'zweiunddreißig', en: '32 (dos y treinta)' },
        { de: 'fünfundvierzig', en: '45 (cinco y cuarenta)' },
        { de: 'neunundneunzig', en: '99 (nueve y noventa)' },
      ],
    },
    {
      p: 'Los números mayores siguen el mismo patrón: {{hundert}} (o {{einhundert}}), {{tausend}}, {{eine Million}}. El 123 es {{einhundertdreiundzwanzig}}: cien y luego «tres y veinte». Por debajo del millón todo se escribe en una sola palabra; {{Million}} y {{Milliarde}} (mil millones) son sustantivos aparte con plural ({{zwei Millionen}}).',
    },
    {
      tip: '¿Te dictan números y tienes que anotarlos? Escucha el número entero antes de escribir. Para el 47, escribe primero el 7 y luego pon el 4 delante: a muchos estudiantes les resulta más fácil que retener el número en la cabeza.',
    },
    { h2: 'Comas, puntos y precios' },
    {
      p: 'Como en España, el alemán usa la coma para los decimales ({{Komma}}) y agrupa los números grandes con un punto o un espacio: 2,5 es dos y medio, y 1.000 (o 1 000) es mil. Los precios se leen con {{Euro}} en medio:',
    },
    {
      examples: [
        { de: 'Das kostet 2,50 €. – zwei Euro fünfzig', en: 'Cuesta 2,50 €.' },
        { de: 'Der Kaffee kostet 3,20 €. – drei Euro zwanzig', en: 'El café cuesta 3,20 €.' },
        { de: 'Die Temperatur ist 1,5 Grad. – eins Komma fünf Grad', en: 'La temperatura es de 1,5 grados.' },
        { de: 'Was kostet das? – Wie viel kostet das?', en: '¿Qué cuesta? – ¿Cuánto cuesta?' },
      ],
    },
    { h2: 'Los ordinales: primero, segundo, tercero' },
    {
      p: 'Los ordinales se forman añadiendo **-te** a los números hasta el 19 y **-ste** a partir del 20. Solo unos pocos son irregulares. Por escrito, el ordinal se indica con un punto detrás del número: {{der 3. Mai}} se lee {{der dritte Mai}}. Los ordinales llevan terminaciones como cualquier adjetivo ({{am dritten Mai}}, {{im ersten Stock}}).',
    },
    {
      table: {
        caption: 'Los números ordinales',
        head: ['Número', 'Ordinal', 'Nota'],
        rows: [
          ['1.', '{{der erste}}', 'irregular'],
          ['2.', '{{der zweite}}', ''],
          ['3.', '{{der dritte}}', 'irregular'],
          ['4.', '{{der vierte}}', ''],
          ['7.', '{{der siebte}}', 'acortado'],
          ['8.', '{{der achte}}', 'con una sola t'],
          ['19.', '{{der neunzehnte}}', '-te hasta el 19'],
          ['20.', '{{der zwanzigste}}', '-ste a partir del 20'],
          ['31.', '{{der einunddreißigste}}', ''],
        ],
      },
    },
    { h2: 'Días, meses y estaciones' },
    {
      p: 'Todos los días, meses y estaciones son masculinos. Usa {{am}} con los días y las fechas, e {{im}} con los meses y las estaciones.',
    },
    {
      table: {
        caption: 'El calendario',
        head: ['Días', 'Meses', 'Estaciones'],
        rows: [
          ['{{der Montag}}', '{{der Januar}}, {{der Februar}}, {{der März}}', '{{der Frühling}}'],
          ['{{der Dienstag}}', '{{der April}}, {{der Mai}}, {{der Juni}}', '{{der Sommer}}'],
          ['{{der Mittwoch}}', '{{der Juli}}, {{der August}}, {{der September}}', '{{der Herbst}}'],
          ['{{der Donnerstag}}, {{der Freitag}}', '{{der Oktober}}, {{der November}}, {{der Dezember}}', '{{der Winter}}'],
          ['{{der Samstag}}, {{der Sonntag}}', '', ''],
        ],
      },
    },
    {
      examples: [
        { de: 'Am Montag habe ich einen Termin.', en: 'El lunes tengo una cita.' },
        { de: 'Im Juli fahren wir ans Meer.', en: 'En julio nos vamos a la playa.' },
        { de: 'Im Winter ist es oft kalt.', en: 'En invierno suele hacer frío.' },
        { de: 'Am Wochenende schlafe ich lange.', en: 'El fin de semana duermo hasta tarde.' },
      ],
    },
    {
      p: 'En el norte de Alemania también oirás {{Sonnabend}} para el sábado. En Austria, enero es a menudo {{Jänner}}. Un día escrito con minúscula y con -s significa «todos los…»: {{montags}} (los lunes), {{abends}} (por las tardes, por las noches).',
    },
    { h2: 'Fechas y años' },
    {
      p: 'En alemán, como en español, las fechas se escriben día, mes y año, separados por puntos: 03.05.2025 es el 3 de mayo, nunca el 5 de marzo. Para decir qué fecha es, se usa el nominativo; para decir cuándo ocurre algo, se usa {{am}} y la terminación -en.',
    },
    {
      examples: [
        { de: 'Welches Datum ist heute? – Heute ist der dritte Mai.', en: '¿Qué fecha es hoy? – Hoy es 3 de mayo.' },
        { de: 'Der Wievielte ist heute? – Heute ist der Dritte.', en: '¿A cuántos estamos hoy? – Estamos a 3.' },
        { de: 'Wann hast du Geburtstag? – Am zwölften Oktober.', en: '¿Cuándo es tu cumpleaños? – El 12 de octubre.' },
        { de: 'Ich bin am 14. Februar 1999 geboren.', en: 'Nací el 14 de febrero de 1999.' },
      ],
    },
    {
      p: 'Los años de 1100 a 1999 se leen por centenas: 1999 es {{neunzehnhundertneunundneunzig}} («diecinueve cientos noventa y nueve»). Los demás años se leen en miles: 1066 es {{tausendsechsundsechzig}} y 2025, {{zweitausendfünfundzwanzig}}. O dices el año solo ({{2025 war ein gutes Jahr}}) o usas {{im Jahr}} ({{im Jahr 2025}}). No traduzcas «en 2025» palabra por palabra: «in 2025» no es alemán estándar.',
    },
    { h2: 'Decir la hora: la forma oficial' },
    {
      p: 'Los horarios, la radio, las oficinas y las citas usan el reloj de 24 horas. Se dice la hora, luego {{Uhr}} y luego los minutos. Es la forma más segura de hablar, porque nadie puede malinterpretarla.',
    },
    {
      examples: [
        { de: 'Wie spät ist es? – Es ist vierzehn Uhr dreißig.', en: '¿Qué hora es? – Son las 14:30.' },
        { de: 'Wie viel Uhr ist es? – Es ist acht Uhr fünfzehn.', en: '¿Qué hora es? – Son las 8:15.' },
        { de: 'Der Zug fährt um 17:05 Uhr ab.', en: 'El tren sale a las 17:05 (siebzehn Uhr fünf).' },
        { de: 'Um wie viel Uhr beginnt der Kurs? – Um neun Uhr.', en: '¿A qué hora empieza el curso? – A las nueve.' },
      ],
    },
    { h2: 'Decir la hora: la forma cotidiana' },
    {
      p: 'En la conversación se usa el reloj de 12 horas con {{nach}} (y), {{vor}} (menos), {{Viertel}} (cuarto) y {{halb}} (media). La trampa para los hispanohablantes: {{halb}} mira **hacia delante**, a la hora siguiente. {{Halb drei}} es «a medio camino de las tres», es decir, las 2:30, no las 3:30 como «las tres y media».',
    },
    {
      table: {
        caption: 'La hora en el día a día',
        head: ['Hora', 'Alemán', 'Literalmente'],
        rows: [
          ['2:00', '{{zwei Uhr}} / {{zwei}}', 'las dos'],
          ['2:05', '{{fünf nach zwei}}', 'cinco después de las dos'],
          ['2:15', '{{Viertel nach zwei}}', 'cuarto después de las dos'],
          ['2:20', '{{zwanzig nach zwei}} / {{zehn vor halb drei}}', 'diez antes de la media hacia las tres'],
          ['2:30', '{{halb drei}}', 'media (hacia las) tres'],
          ['2:35', '{{fünf nach halb drei}}', 'cinco después de la media hacia las tres'],
          ['2:45', '{{Viertel vor drei}}', 'cuarto antes de las tres'],
          ['2:55', '{{fünf vor drei}}', 'cinco antes de las tres'],
        ],
      },
    },
    {
      p: 'En partes del este y del sur de Alemania y en Austria también puedes oír {{viertel drei}} para las 2:15 y {{dreiviertel drei}} para las 2:45, de nuevo contando hacia la hora siguiente. Si tienes dudas, pregunta o usa la forma oficial. Para dejar claro de qué parte del día hablas, añade {{morgens}}, {{vormittags}}, {{mittags}}, {{nachmittags}}, {{abends}} o {{nachts}}: {{um acht Uhr abends}} (a las ocho de la tarde).',
    },
    { h2: 'Palabras útiles para el tiempo' },
    {
      ul: [
        '{{die Uhr}} es el reloj y también el «en punto» de la hora; {{die Stunde}} es una hora como duración: {{Der Film dauert zwei Stunden}}.',
        '{{heute}} (hoy), {{morgen}} (mañana), {{gestern}} (ayer), {{übermorgen}} (pasado mañana), {{vorgestern}} (anteayer).',
        '{{morgen früh}} (mañana por la mañana), {{heute Abend}} (esta tarde, esta noche), {{jeden Tag}} (cada día).',
        '{{die Minute}} (minuto), {{die Sekunde}} (segundo), {{die Woche}} (semana), {{der Monat}} (mes), {{das Jahr}} (año).',
        '{{pünktlich}} (puntual), {{zu spät}} (tarde, con retraso), {{früh}} (temprano).',
      ],
    },
    {
      tip: 'Practica con la vida real: durante una semana, lee en voz alta en alemán cada precio, andén y reloj que veas. Para más listas de palabras, ve a [vocabulario](/words), y para frases cotidianas, a [frases](/phrases). La [chuleta de A1](/articles/german-a1-cheat-sheet) reúne los números y la hora con la primera gramática que necesitas.',
    },
  ],
};

export default translation;
