import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-compound-nouns',
  lang: 'es',
  body: [
    {
      p: 'El alemán es famoso por sus palabras largas. Donde el español dice «parada de autobús», «puerta de la nevera» o «permiso de conducir», el alemán pega las piezas: {{die Bushaltestelle}}, {{die Kühlschranktür}}, {{der Führerschein}}. Para quien aprende, esto no es una carga, sino un regalo: si conoces las partes, entiendes la palabra entera, y unas pocas reglas sencillas te dicen además su género y su plural.',
    },
    { h2: 'Regla 1: la última parte manda' },
    {
      p: 'Un compuesto tiene un **núcleo** –su última parte– y una o varias partes delante que lo precisan. El núcleo decide tres cosas: el **significado básico**, el **género** y el **plural**. {{Die Haustür}} es un tipo de puerta ({{die Tür}}), así que es femenino y su plural es {{die Haustüren}}. {{Der Türgriff}} es un tipo de manilla ({{der Griff}}), así que es masculino. Ojo: es el orden inverso al del español, donde el núcleo va delante («manilla de la puerta»).',
    },
    {
      table: {
        caption: 'El núcleo decide',
        head: ['Partes', 'Compuesto', 'Significado'],
        rows: [
          ['{{das Haus}} + {{die Tür}}', '{{die Haustür}}', 'puerta de la calle'],
          ['{{die Tür}} + {{der Griff}}', '{{der Türgriff}}', 'manilla de la puerta'],
          ['{{der Apfel}} + {{der Saft}}', '{{der Apfelsaft}}', 'zumo de manzana'],
          ['{{die Hand}} + {{der Schuh}}', '{{der Handschuh}}', 'guante'],
          ['{{der Kühlschrank}} + {{die Tür}}', '{{die Kühlschranktür}}', 'puerta de la nevera'],
          ['{{das Kind}} + {{der Garten}}', '{{der Kindergarten}}', 'guardería, jardín de infancia'],
        ],
      },
    },
    {
      p: 'Como el núcleo va al final, un compuesto se lee **de derecha a izquierda**: {{der Blumentopf}} es una maceta (un recipiente para flores), no una flor. Si cambias el orden de las partes, obtienes otra cosa: {{die Hausschuhe}} son zapatillas de estar por casa, mientras que {{das Schuhhaus}} es una zapatería.',
    },
    { h2: 'Qué se puede combinar' },
    {
      ul: [
        '**sustantivo + sustantivo** – el grupo más numeroso: {{der Bahnhof}}, {{das Wochenende}}, {{der Kartoffelsalat}}, {{die Tageszeitung}}.',
        '**adjetivo + sustantivo**: {{die Großstadt}} (gran ciudad), {{das Kleingeld}} (dinero suelto), {{der Rotwein}} (vino tinto), {{die Kurzgeschichte}} (relato corto).',
        '**raíz verbal + sustantivo**: {{der Schreibtisch}} (escritorio, de {{schreiben}}), {{die Waschmaschine}} (de {{waschen}}), {{das Esszimmer}} (de {{essen}}), {{das Fahrrad}} (de {{fahren}}).',
        '**preposición o adverbio + sustantivo**: {{der Nachmittag}} (tarde), {{der Vorort}} (barrio de las afueras), {{die Unterschrift}} (firma).',
        '**varios sustantivos**: {{der Hauptbahnhof}} (estación central), {{der Fahrkartenautomat}} (máquina expendedora de billetes), {{die Krankenversicherungskarte}} (tarjeta del seguro médico).',
      ],
    },
    { h2: 'El pegamento: letras de unión' },
    {
      p: 'A menudo las partes se unen directamente ({{die Haustür}}). Pero muchos compuestos tienen un elemento de unión ({{das Fugenelement}}) entre las partes, casi siempre **-s-** o **-(e)n-**. No hay una regla completa, pero algunos patrones son muy fiables.',
    },
    {
      table: {
        caption: 'Elementos de unión',
        head: ['Unión', 'Cuándo', 'Ejemplos'],
        rows: [
          ['-s-', 'después de -ung, -heit, -keit, -schaft, -ion, -tät, y de muchos sustantivos masculinos y neutros', '{{der Wohnungsschlüssel}}, {{das Gesundheitsamt}}, {{der Arbeitsplatz}}, {{der Geburtstag}}'],
          ['-n- / -en-', 'después de muchos femeninos en -e y de los masculinos débiles', '{{die Straßenbahn}}, {{die Sonnenbrille}}, {{der Krankenwagen}}'],
          ['-er-', 'a menudo cuando el plural lleva -er', '{{das Kinderzimmer}}, {{der Bilderrahmen}}'],
          ['-e-', 'después de algunos sustantivos de una sílaba', '{{die Hundehütte}}, {{das Pferderennen}}'],
          ['nada', 'muy frecuente', '{{die Haustür}}, {{der Tischnachbar}}, {{das Schlafzimmer}}'],
          ['se pierde la -e', 'algunos sustantivos en -e la pierden', '{{die Schule}} → {{das Schulbuch}}, {{die Kirche}} → {{der Kirchturm}}'],
        ],
      },
    },
    {
      tip: 'La -s- de unión no es un genitivo ni un plural; solo hace que la palabra sea más fácil de pronunciar. Así que no «corrijas» {{der Geburtstag}} creyendo que es un plural o un genitivo: aprende cada compuesto como una sola palabra con su artículo.',
    },
    { h2: 'Acento y pronunciación' },
    {
      p: 'En la mayoría de los compuestos, el acento principal recae en la **primera** parte: HAUStür, KINdergarten, APfelsaft. Pronunciar los compuestos en voz alta con el acento correcto hace que las palabras largas sean mucho más fáciles de entender, para ti y para quien te escucha.',
    },
    { h2: '¿Junto, con guion o separado?' },
    {
      p: 'Los compuestos alemanes se escriben **en una sola palabra**. Escribirlos separados, como en inglés, es un error: «Haus Tür» ✗ → {{Haustür}} ✓. El guion se usa en pocos casos:',
    },
    {
      ul: [
        'con letras sueltas, abreviaturas y números: {{die U-Bahn}}, {{die E-Mail}}, {{die Kfz-Steuer}}, {{die 3-Zimmer-Wohnung}};',
        'para que una palabra muy larga o confusa se lea mejor: {{die Ich-Form}}, {{der Musiker-Alltag}};',
        'con muchas palabras inglesas: {{das Online-Angebot}}, aunque {{das Onlineangebot}} también es correcto.',
      ],
    },
    { h2: 'Cómo leer una palabra larguísima' },
    {
      p: 'Descomponla empezando por el final. Busca el último sustantivo que conozcas y ve retrocediendo parte por parte.',
    },
    {
      examples: [
        { de: 'die Geschwindigkeitsbegrenzung', en: 'Geschwindigkeit (velocidad) + s + Begrenzung (limitación) = límite de velocidad' },
        { de: 'die Haftpflichtversicherung', en: 'Haftpflicht (responsabilidad civil) + Versicherung (seguro) = seguro de responsabilidad civil' },
        { de: 'die Donaudampfschifffahrtsgesellschaft', en: 'Donau (Danubio) + Dampf (vapor) + Schiff (barco) + Fahrt (viaje) + s + Gesellschaft (compañía) = compañía de barcos de vapor del Danubio (una famosa palabra de broma)' },
      ],
    },
    {
      p: 'Fíjate en las tres f de {{Schifffahrt}}: desde la reforma ortográfica, cuando en un compuesto se juntan tres letras iguales, se escriben las tres ({{Schiff}} + {{Fahrt}}). Se permite un guion para facilitar la lectura: {{Schiff-Fahrt}}.',
    },
    { h2: 'Compuestos útiles por temas' },
    {
      table: {
        caption: 'Compuestos cotidianos',
        head: ['Tema', 'Compuestos'],
        rows: [
          ['casa', '{{das Schlafzimmer}}, {{das Badezimmer}}, {{der Kühlschrank}}, {{die Waschmaschine}}, {{der Staubsauger}}'],
          ['ciudad', '{{der Bahnhof}}, {{die Haltestelle}}, {{die Fußgängerzone}}, {{der Stadtplan}}, {{der Radweg}}'],
          ['tiempo', '{{das Wochenende}}, {{der Geburtstag}}, {{der Nachmittag}}, {{die Jahreszeit}}, {{der Feierabend}}'],
          ['comida', '{{der Apfelsaft}}, {{das Frühstück}}, {{der Kartoffelsalat}}, {{das Rindfleisch}}, {{der Rotwein}}'],
          ['trabajo', '{{der Arbeitsplatz}}, {{der Lebenslauf}}, {{der Arbeitsvertrag}}, {{der Schreibtisch}}, {{der Führerschein}}'],
          ['favoritos', '{{die Lieblingsfarbe}}, {{das Lieblingsessen}}, {{die Handynummer}}'],
        ],
      },
    },
    { h2: 'Crear tus propios compuestos' },
    {
      p: 'En alemán se crean compuestos nuevos a diario, y tú también puedes hacerlo, con cuidado. Las combinaciones con {{Lieblings-}} (favorito) siempre funcionan ({{mein Lieblingsbuch}}), y también muchas parejas evidentes de sustantivo + sustantivo. Para todo lo que sea menos evidente, comprueba primero si la palabra se usa; si no, dilo con una preposición: {{eine Tasse für Kaffee}} siempre se entiende, aunque la palabra habitual sea {{die Kaffeetasse}}.',
    },
    {
      examples: [
        { de: 'Mein Lieblingsessen ist Kartoffelsalat.', en: 'Mi comida favorita es la ensalada de patatas.' },
        { de: 'Der Fahrkartenautomat am Hauptbahnhof ist kaputt.', en: 'La máquina de billetes de la estación central está estropeada.' },
        { de: 'Hast du deinen Wohnungsschlüssel dabei?', en: '¿Llevas encima la llave de casa?' },
      ],
    },
    {
      p: 'Los compuestos facilitan el género: consulta [¿der, die o das?](/articles/der-die-das-noun-gender-rules). Los compuestos de comida están reunidos en [Vocabulario alemán de comida y cocina](/articles/food-and-cooking-vocabulary), y los del trabajo en [Vocabulario alemán del trabajo](/articles/german-workplace-vocabulary). Tienes más listas temáticas en nuestra [sección de vocabulario](/words).',
    },
  ],
};

export default translation;
