import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'der-die-das-noun-gender-rules',
  lang: 'es',
  body: [
    {
      p: 'Todo sustantivo alemán tiene género gramatical: masculino ({{der}}), femenino ({{die}}) o neutro ({{das}}). El género importa mucho más allá del propio artículo, porque decide las terminaciones de artículos, adjetivos y pronombres en todos los casos. La mala noticia es que el género a menudo no es lógico: {{der Löffel}} (cuchara), {{die Gabel}} (tenedor) y {{das Messer}} (cuchillo) están uno al lado del otro en la mesa. La buena noticia es que, en una gran parte de los sustantivos, la **terminación** o el **significado** delata el género. Este artículo reúne las reglas lo bastante fiables como para merecer la pena aprenderlas, con sus excepciones más importantes.',
    },
    { h2: 'Primero, los artículos' },
    {
      table: {
        caption: 'Artículos en nominativo (la forma del sujeto)',
        head: ['Forma', 'Masculino', 'Femenino', 'Neutro', 'Plural'],
        rows: [
          ['determinado (el, la)', '{{der Tisch}}', '{{die Lampe}}', '{{das Buch}}', '{{die Bücher}}'],
          ['indeterminado (un, una)', '{{ein Tisch}}', '{{eine Lampe}}', '{{ein Buch}}', '–'],
          ['negativo (ningún)', '{{kein Tisch}}', '{{keine Lampe}}', '{{kein Buch}}', '{{keine Bücher}}'],
          ['pronombre (él/ella/ello)', '{{er}}', '{{sie}}', '{{es}}', '{{sie}}'],
        ],
      },
    },
    {
      p: 'Fíjate en dos cosas. En plural todos los sustantivos llevan {{die}}, sea cual sea su género, así que el plural no dice nada del género. Y el pronombre sigue al género gramatical, no a la cosa: en alemán, una mesa es «él».',
    },
    {
      examples: [
        { de: 'Wo ist der Schlüssel? – Er liegt auf dem Tisch.', en: '¿Dónde está la llave? – Está sobre la mesa. (en alemán, «él»)' },
        { de: 'Die Uhr ist neu. Sie war nicht teuer.', en: 'El reloj es nuevo. No fue caro. (en alemán, «ella»)' },
      ],
    },
    { h2: 'Terminaciones casi siempre femeninas (die)' },
    {
      p: 'Son las reglas más fiables de todo el sistema. Si un sustantivo termina así, puedes decir {{die}} con confianza.',
    },
    {
      table: {
        caption: 'Terminaciones femeninas',
        head: ['Terminación', 'Ejemplos', 'Notas'],
        rows: [
          ['-ung', '{{die Wohnung}}, {{die Zeitung}}, {{die Übung}}', 'sin excepciones frecuentes'],
          ['-heit, -keit', '{{die Freiheit}}, {{die Gesundheit}}, {{die Möglichkeit}}', 'sin excepciones'],
          ['-schaft', '{{die Freundschaft}}, {{die Mannschaft}}', 'sin excepciones frecuentes'],
          ['-ion', '{{die Information}}, {{die Nation}}, {{die Region}}', 'casi siempre; pero {{der Spion}}, {{das Stadion}}, {{der Skorpion}}'],
          ['-tät', '{{die Universität}}, {{die Qualität}}', 'sin excepciones'],
          ['-ei', '{{die Bäckerei}}, {{die Polizei}}', 'pero {{das Ei}} (huevo)'],
          ['-ie', '{{die Familie}}, {{die Energie}}, {{die Biologie}}', 'pero {{das Knie}}'],
          ['-ik', '{{die Musik}}, {{die Politik}}, {{die Fabrik}}', 'pero {{der Katholik}}'],
          ['-ur', '{{die Natur}}, {{die Kultur}}, {{die Figur}}', 'pero {{das Abitur}}'],
          ['-enz, -anz', '{{die Konferenz}}, {{die Distanz}}', ''],
          ['-in (mujeres)', '{{die Lehrerin}}, {{die Ärztin}}', 'pero {{der Termin}}, {{das Benzin}}'],
        ],
      },
    },
    {
      p: 'La terminación **-e** también es una señal fuerte: la mayoría de los sustantivos en -e son femeninos ({{die Lampe}}, {{die Straße}}, {{die Woche}}, {{die Sprache}}). El gran grupo de excepciones son las personas y los animales de sexo masculino, que son masculinos ({{der Junge}}, {{der Kollege}}, {{der Löwe}}), un puñado de otros masculinos ({{der Name}}, {{der Käse}}, {{der Gedanke}}) y algunos neutros, sobre todo los que empiezan por Ge- ({{das Gebäude}}, {{das Gemüse}}), además de {{das Auge}} y {{das Ende}}.',
    },
    { h2: 'Terminaciones y grupos que indican masculino (der)' },
    {
      ul: [
        '**-er** en personas y aparatos que hacen algo (derivados de verbos): {{der Lehrer}}, {{der Fahrer}}, {{der Computer}}, {{der Wecker}}. Cuidado: -er por sí solo no es una regla: {{die Mutter}}, {{das Fenster}}.',
        '**-ling**: {{der Frühling}}, {{der Schmetterling}}, {{der Lehrling}}.',
        '**-ismus**: {{der Tourismus}}, {{der Optimismus}}.',
        '**-ig**: {{der Honig}}, {{der König}}, {{der Essig}}.',
        '**-or**: {{der Motor}}, {{der Doktor}}, {{der Autor}}, pero {{das Labor}}.',
        '**-ant, -ent** en personas: {{der Student}}, {{der Praktikant}}, {{der Präsident}}.',
        '**Días, meses y estaciones**: {{der Montag}}, {{der Januar}}, {{der Sommer}}.',
        '**Puntos cardinales y casi todas las palabras del tiempo**: {{der Norden}}, {{der Regen}}, {{der Schnee}}, {{der Wind}}.',
        '**Marcas de coche** (por {{der Wagen}}): {{der BMW}}, {{der Golf}}.',
        '**Muchas bebidas alcohólicas**: {{der Wein}}, {{der Sekt}}, {{der Wodka}}, pero {{das Bier}}.',
        '**Muchos sustantivos cortos formados con la raíz de un verbo**: {{der Schlaf}} ({{schlafen}}), {{der Gang}} ({{gehen}}), {{der Sprung}} ({{springen}}).',
      ],
    },
    { h2: 'Terminaciones y grupos que indican neutro (das)' },
    {
      ul: [
        '**-chen y -lein** (diminutivos), sin excepción: {{das Mädchen}}, {{das Brötchen}}, {{das Fräulein}}. Por eso «chica» es neutro: el género viene de la terminación, no de la persona.',
        '**-ment**: {{das Dokument}}, {{das Instrument}}, {{das Medikament}}.',
        '**-um** (palabras latinas): {{das Museum}}, {{das Zentrum}}, {{das Studium}}.',
        '**-nis** suele ser neutro: {{das Ergebnis}}, {{das Zeugnis}}, {{das Erlebnis}}, pero {{die Erlaubnis}}, {{die Kenntnis}}.',
        '**Infinitivos sustantivados**: {{das Essen}}, {{das Schwimmen}}, {{das Lernen}}.',
        '**Colores e idiomas como sustantivos**: {{das Rot}}, {{das Deutsch}}.',
        '**Crías y niños pequeños**: {{das Kind}}, {{das Baby}}, {{das Kalb}}.',
        '**La mayoría de los metales y elementos químicos**: {{das Gold}}, {{das Eisen}}, {{das Silber}}.',
        '**Hoteles, cafeterías y cines**: {{das Hotel}}, {{das Café}}, {{das Kino}}, {{das Restaurant}}.',
        '**Colectivos con Ge-**: {{das Gebirge}}, {{das Gemüse}}, {{das Getränk}}.',
      ],
    },
    { h2: 'Sustantivos compuestos: decide la última parte' },
    {
      p: 'El alemán forma sustantivos largos uniendo otros más cortos, y el género de la palabra entera es siempre el de su **última** parte. Así, si conoces {{die Karte}}, conoces el género de todas las «tarjetas»: {{die Fahrkarte}}, {{die Postkarte}}, {{die Speisekarte}}.',
    },
    {
      examples: [
        { de: 'das Haus + die Tür = die Haustür', en: 'casa + puerta = la puerta de casa' },
        { de: 'die Tür + der Schlüssel = der Türschlüssel', en: 'puerta + llave = la llave de la puerta' },
        { de: 'der Kaffee + die Tasse = die Kaffeetasse', en: 'café + taza = la taza de café' },
      ],
    },
    { h2: 'El género natural, y cuándo falla' },
    {
      p: 'En las personas, el género gramatical suele coincidir con el natural: {{der Mann}}, {{der Vater}}, {{die Frau}}, {{die Tochter}}. La mayoría de las profesiones tienen una forma masculina y una femenina en -in: {{der Arzt}}, {{die Ärztin}}. Las excepciones famosas vienen de las terminaciones: {{das Mädchen}} y {{das Fräulein}} son neutros por -chen y -lein, y {{das Kind}} es neutro porque es una persona pequeña. Algunas palabras para personas tienen un único género para todos: {{die Person}}, {{der Mensch}}, {{das Mitglied}}.',
    },
    { h2: 'Una palabra, dos géneros, dos significados' },
    {
      p: 'Unos pocos sustantivos cambian de significado con el artículo. Vale la pena aprenderlos por parejas:',
    },
    {
      table: {
        caption: 'Misma forma, distinto género',
        head: ['Masculino / neutro', 'Femenino / otro'],
        rows: [
          ['{{der See}} – lago', '{{die See}} – mar'],
          ['{{der Leiter}} – jefe, director', '{{die Leiter}} – escalera de mano'],
          ['{{das Steuer}} – volante', '{{die Steuer}} – impuesto'],
          ['{{der Band}} – tomo (libro)', '{{die Band}} – grupo (música); {{das Band}} – cinta'],
          ['{{der Kiefer}} – mandíbula', '{{die Kiefer}} – pino'],
        ],
      },
    },
    { h2: 'Cómo aprender el género sin desesperarse' },
    {
      ol: [
        '**Nunca aprendas un sustantivo sin su artículo.** Escribe y di {{der Tisch}}, no «Tisch». Añade también el plural: {{der Tisch, die Tische}}.',
        '**Usa colores.** Muchos estudiantes marcan en sus tarjetas los masculinos en azul, los femeninos en rojo y los neutros en verde; el color se queda en la memoria.',
        '**Aprende una vez las terminaciones de arriba** y luego compara con ellas cada sustantivo nuevo. Acertarás muchas más veces que adivinando.',
        '**Aprende las excepciones como pequeñas historias**: «El huevo ({{das Ei}}) no es una panadería ({{die Bäckerei}})».',
        '**Lee y escucha mucho.** El artículo se convierte en un sonido que pertenece a la palabra: {{die Sonne}} simplemente suena bien.',
      ],
    },
    {
      tip: 'Si dudas al hablar, usa el plural o una estructura que esconda el género. {{Ich nehme zwei Brötchen}} evita el artículo por completo. Por escrito, consulta el sustantivo: todo buen diccionario, como el Duden, indica el artículo.',
    },
    {
      p: 'El género es la base del sistema de casos, que verás a continuación en [los casos del alemán](/articles/german-cases-explained) y en [las terminaciones de los adjetivos, fáciles](/articles/german-adjective-endings-made-simple). Para los sustantivos largos, consulta [los sustantivos compuestos en alemán](/articles/german-compound-nouns). Practica los artículos con las listas temáticas de nuestra [sección de vocabulario](/words) y los [juegos](/games).',
    },
  ],
};

export default translation;
