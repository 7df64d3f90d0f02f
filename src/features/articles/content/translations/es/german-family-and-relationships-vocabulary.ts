import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-family-and-relationships-vocabulary',
  lang: 'es',
  body: [
    {
      p: 'Hablar de tu familia es una de las primeras cosas que haces en un idioma nuevo: en clase, en un examen y cada vez que conoces a alguien. Este artículo te da las palabras de la familia con sus artículos y plurales, el vocabulario de las relaciones y de los grandes momentos de la vida, y la gramática que necesitas para usarlas: los posesivos, el dativo y algunas preguntas útiles.',
    },
    { h2: 'La familia cercana' },
    {
      table: {
        caption: 'Padres, hijos y hermanos',
        head: ['Masculino', 'Femenino', 'Plural / ambos'],
        rows: [
          ['{{der Vater, die Väter}}', '{{die Mutter, die Mütter}}', '{{die Eltern}} (los padres, solo en plural)'],
          ['{{der Sohn, die Söhne}}', '{{die Tochter, die Töchter}}', '{{das Kind, die Kinder}}'],
          ['{{der Bruder, die Brüder}}', '{{die Schwester, die Schwestern}}', '{{die Geschwister}} (los hermanos)'],
          ['{{der Ehemann}} / {{der Mann}}', '{{die Ehefrau}} / {{die Frau}}', '{{das Ehepaar}} (el matrimonio, la pareja casada)'],
        ],
      },
    },
    {
      p: 'En el habla cotidiana, {{mein Mann}} y {{meine Frau}} significan simplemente «mi marido» y «mi mujer»; {{Ehemann}} y {{Ehefrau}} son más formales. Los niños dicen {{Mama}} y {{Papa}}. {{Die Geschwister}} es la palabra normal para los hermanos y hermanas en conjunto: {{Ich habe drei Geschwister}}. Si no tienes ninguno, eres {{ein Einzelkind}} (hijo único). Los gemelos o mellizos son {{die Zwillinge}}.',
    },
    { h2: 'La familia extensa' },
    {
      table: {
        caption: 'Abuelos, tíos, primos',
        head: ['Masculino', 'Femenino', 'Plural / ambos'],
        rows: [
          ['{{der Großvater}} / {{der Opa}}', '{{die Großmutter}} / {{die Oma}}', '{{die Großeltern}}'],
          ['{{der Enkel}}', '{{die Enkelin}}', '{{die Enkelkinder}}'],
          ['{{der Onkel}}', '{{die Tante}}', '–'],
          ['{{der Cousin}}', '{{die Cousine}}', '–'],
          ['{{der Neffe}}', '{{die Nichte}}', '–'],
          ['{{der Urgroßvater}}', '{{die Urgroßmutter}}', '{{die Urgroßeltern}}'],
        ],
      },
    },
    {
      p: 'Todos los parientes juntos son {{die Verwandten}}: es un adjetivo usado como sustantivo, así que se declina como un adjetivo: {{ein Verwandter}}, {{eine Verwandte}}, {{mit meinen Verwandten}}. Fíjate en que {{der Neffe}} pertenece a la declinación en -n: {{Ich besuche meinen Neffen}}.',
    },
    { h2: 'La familia política, las familias reconstituidas y los medio hermanos' },
    {
      ul: [
        '**Schwieger-** indica la familia política: {{der Schwiegervater}} (suegro), {{die Schwiegermutter}} (suegra), {{die Schwiegereltern}} (suegros), {{der Schwiegersohn}} (yerno), {{die Schwiegertochter}} (nuera).',
        'Cuñado y cuñada son palabras aparte: {{der Schwager}}, {{die Schwägerin}}.',
        '**Stief-** equivale a «padrastro, madrastra, hermanastro»: {{der Stiefvater}}, {{die Stiefmutter}}, {{der Stiefbruder}}, {{die Stiefschwester}}.',
        '**Halb-** significa «medio»: {{der Halbbruder}} (medio hermano), {{die Halbschwester}} (media hermana).',
      ],
    },
    { h2: '¿Amigo o novio? Freund y Freundin' },
    {
      p: 'Esta es la trampa clásica. {{Mein Freund}} y {{meine Freundin}} suelen significar «mi novio» y «mi novia». Para dejar claro que hablas de un amigo, di {{ein Freund von mir}} o {{eine Freundin von mir}}, o usa {{ein guter Freund}} o {{eine gute Freundin}}. Otras palabras útiles:',
    },
    {
      ul: [
        '{{der Partner}}, {{die Partnerin}} – pareja (neutro)',
        '{{der Lebensgefährte}}, {{die Lebensgefährtin}} – pareja estable, a menudo cuando se convive sin estar casados',
        '{{der Bekannte}}, {{die Bekannte}} – conocido, conocida (un adjetivo sustantivado: {{ein Bekannter}})',
        '{{der Nachbar}}, {{die Nachbarin}} – vecino, vecina',
        '{{der Kollege}}, {{die Kollegin}} – compañero, compañera de trabajo',
        '{{die Beziehung}} – relación; {{der Freundeskreis}} – círculo de amigos',
      ],
    },
    {
      examples: [
        { de: 'Das ist Tom, ein Freund von mir aus der Schule.', en: 'Este es Tom, un amigo mío del colegio.' },
        { de: 'Meine Freundin und ich wohnen seit einem Jahr zusammen.', en: 'Mi novia y yo vivimos juntos desde hace un año.' },
      ],
    },
    { h2: 'El estado civil en los formularios' },
    {
      p: 'Los formularios oficiales preguntan por tu {{Familienstand}} (estado civil). También verás {{Familienname}} o {{Nachname}} (apellido), {{Vorname}} (nombre de pila) y {{Geburtsname}} (apellido de nacimiento, p. ej., el de soltera).',
    },
    {
      table: {
        caption: 'Estado civil (Familienstand)',
        head: ['Alemán', 'Español'],
        rows: [
          ['{{ledig}}', 'soltero, nunca casado'],
          ['{{verheiratet}}', 'casado'],
          ['{{getrennt lebend}}', 'separado'],
          ['{{geschieden}}', 'divorciado'],
          ['{{verwitwet}}', 'viudo'],
        ],
      },
    },
    { h2: 'Los grandes momentos de la vida' },
    {
      table: {
        caption: 'Verbos y sustantivos para los grandes momentos',
        head: ['Verbo', 'Sustantivo', 'Español'],
        rows: [
          ['{{geboren werden}}', '{{die Geburt}}', 'nacer, nacimiento'],
          ['{{aufwachsen}}', '{{die Kindheit}}', 'crecer, infancia'],
          ['{{sich verlieben}} (in + acus.)', '{{die Liebe}}', 'enamorarse, amor'],
          ['{{zusammenziehen}}', '–', 'irse a vivir juntos'],
          ['{{sich verloben}}', '{{die Verlobung}}', 'prometerse, compromiso'],
          ['{{heiraten}}', '{{die Hochzeit}}', 'casarse, boda'],
          ['{{ein Kind bekommen}}', '{{die Schwangerschaft}}', 'tener un hijo, embarazo'],
          ['{{sich trennen}}', '{{die Trennung}}', 'separarse, separación'],
          ['{{sich scheiden lassen}}', '{{die Scheidung}}', 'divorciarse, divorcio'],
          ['{{sterben}}', '{{der Tod}}', 'morir, muerte'],
        ],
      },
    },
    {
      examples: [
        { de: 'Ich bin in einem kleinen Dorf aufgewachsen.', en: 'Crecí en un pueblo pequeño.' },
        { de: 'Meine Eltern haben 1995 geheiratet.', en: 'Mis padres se casaron en 1995.' },
        { de: 'Wann bist du geboren? – Ich bin 2001 geboren.', en: '¿Cuándo naciste? – Nací en 2001.' },
        { de: 'Sie hat sich in ihren Kollegen verliebt.', en: 'Se enamoró de su compañero de trabajo.' },
      ],
    },
    {
      p: 'Cuidado con {{heiraten}}: lleva complemento directo sin preposición – {{Er heiratet seine Freundin}} (se casa con su novia); el «con» del español no se traduce. {{Ich bin verheiratet}} describe el estado (estoy casado), mientras que {{Wir haben geheiratet}} describe el acontecimiento (nos casamos).',
    },
    { h2: 'La gramática que necesitas: posesivos y dativo' },
    {
      p: 'Las palabras de la familia casi siempre van con un posesivo. Su terminación depende del género y del caso del familiar, no del poseedor.',
    },
    {
      table: {
        caption: 'mein con palabras de la familia',
        head: ['Caso', 'Masculino', 'Femenino', 'Plural'],
        rows: [
          ['Nominativo', '{{mein Bruder}}', '{{meine Schwester}}', '{{meine Eltern}}'],
          ['Acusativo', '{{meinen Bruder}}', '{{meine Schwester}}', '{{meine Eltern}}'],
          ['Dativo', '{{meinem Bruder}}', '{{meiner Schwester}}', '{{meinen Eltern}}'],
        ],
      },
    },
    {
      p: 'En la lengua hablada, el parentesco se expresa a menudo con {{von}} + dativo: {{die Schwester von meiner Mutter}} (la hermana de mi madre = mi tía). Con nombres propios se usa la -s del genitivo: {{Peters Frau}} (la mujer de Peter), {{Annas Kinder}} (los hijos de Anna).',
    },
    { h2: 'Hablar de tu familia' },
    {
      examples: [
        { de: 'Hast du Geschwister? – Ja, einen Bruder und zwei Schwestern.', en: '¿Tienes hermanos? – Sí, un hermano y dos hermanas.' },
        { de: 'Nein, ich bin Einzelkind.', en: 'No, soy hijo único.' },
        { de: 'Wie alt ist deine Schwester? – Sie ist 25.', en: '¿Cuántos años tiene tu hermana? – Tiene 25.' },
        { de: 'Meine Großeltern wohnen auf dem Land. Ich besuche sie oft.', en: 'Mis abuelos viven en el campo. Los visito a menudo.' },
        { de: 'Bist du verheiratet? – Nein, aber ich habe einen Partner.', en: '¿Estás casada? – No, pero tengo pareja.' },
        { de: 'Mein Onkel ist der Bruder meiner Mutter.', en: 'Mi tío es el hermano de mi madre.' },
      ],
    },
    {
      p: 'Para describir a tus familiares, combina estas palabras con adjetivos: {{Mein Vater ist groß und ruhig. Meine Schwester ist sehr lustig, aber manchmal ungeduldig.}} Para las terminaciones ({{mein jüngerer Bruder}}, {{meine ältere Schwester}}), consulta [Las terminaciones de los adjetivos alemanes, fáciles](/articles/german-adjective-endings-made-simple).',
    },
    {
      tip: 'Dibuja tu árbol genealógico y rotúlalo en alemán, con artículos: {{der Opa}}, {{die Tante}}, {{der Cousin}}. Después descríbelo en voz alta en cinco frases. Para practicar más, consulta nuestras [listas de vocabulario](/words) y [frases](/phrases).',
    },
  ],
};

export default translation;
