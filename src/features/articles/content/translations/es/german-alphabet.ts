import type { ArticleTranslation } from '@/features/articles/content/types';
import { spellingAlphabet } from '@/features/articles/content/spelling-alphabet';

const translation: ArticleTranslation = {
  slug: 'german-alphabet',
  lang: 'es',
  body: [
    {
      p: 'El alemán usa las mismas 26 letras que el inglés, más tres vocales con dos puntos –{{ä}}, {{ö}} y {{ü}}, las **diéresis** o umlauts– y una consonante extra, {{ß}}. Parece fácil, y en cierto modo lo es: la ortografía alemana es mucho más regular que la inglesa, y casi tanto como la española, así que en cuanto sabes cómo suenan las letras puedes leer en voz alta casi cualquier palabra. La dificultad está en que varias letras conocidas tienen sonidos distintos y en que los nombres de las letras no son los del español. Necesitarás esos nombres desde la primera semana, porque en Alemania se deletrea constantemente: nombres, direcciones de correo, calles, códigos de reserva.',
    },
    { h2: 'Las 26 letras y sus nombres' },
    {
      p: 'La tabla da el nombre alemán de cada letra, una guía aproximada de su pronunciación con letras españolas y una palabra frecuente que empieza por ella. Aprende los nombres como una cantinela, en grupos de cuatro o cinco, como hacen los niños alemanes. Las vocales se dicen simplemente largas: A es «aa», E es «ee», I es «ii», O es «oo», U es «uu».',
    },
    {
      table: {
        caption: 'El alfabeto alemán',
        head: ['Letra', 'Nombre (se dice)', 'Palabra de ejemplo', 'Significado'],
        rows: [
          ['A a', 'aa', '{{der Apfel}}', 'manzana'],
          ['B b', 'be', '{{das Buch}}', 'libro'],
          ['C c', 'tse', '{{der Computer}}', 'ordenador'],
          ['D d', 'de', '{{der Dom}}', 'catedral'],
          ['E e', 'ee', '{{der Esel}}', 'burro'],
          ['F f', 'ef', '{{der Fisch}}', 'pez, pescado'],
          ['G g', 'gue (g de «gato»)', '{{die Gabel}}', 'tenedor'],
          ['H h', 'ha (h aspirada suave)', '{{das Haus}}', 'casa'],
          ['I i', 'ii', '{{der Igel}}', 'erizo'],
          ['J j', 'yot', '{{die Jacke}}', 'chaqueta'],
          ['K k', 'ka', '{{die Katze}}', 'gato'],
          ['L l', 'el', '{{die Lampe}}', 'lámpara'],
          ['M m', 'em', '{{die Maus}}', 'ratón'],
          ['N n', 'en', '{{die Nase}}', 'nariz'],
          ['O o', 'oo', '{{das Obst}}', 'fruta'],
          ['P p', 'pe', '{{die Post}}', 'correo, oficina de correos'],
          ['Q q', 'ku', '{{die Qualle}}', 'medusa'],
          ['R r', 'er (r gutural, de garganta)', '{{der Regen}}', 'lluvia'],
          ['S s', 'es', '{{die Sonne}}', 'sol'],
          ['T t', 'te', '{{der Tisch}}', 'mesa'],
          ['U u', 'uu', '{{die Uhr}}', 'reloj'],
          ['V v', 'fau', '{{der Vogel}}', 'pájaro'],
          ['W w', 've (v labiodental, como una f con voz)', '{{das Wasser}}', 'agua'],
          ['X x', 'iks', '{{das Xylofon}}', 'xilófono'],
          ['Y y', 'ÜP-si-lon', '{{die Yacht}}', 'yate'],
          ['Z z', 'tset', '{{der Zug}}', 'tren'],
        ],
      },
    },
    {
      tip: 'Las letras que más confusiones causan por teléfono a los hispanohablantes son V y W («fau» y «ve»), J («yot», no «jota») y Z («tset», no «zeta»). Practica justo estas hasta que te salgan solas. En Austria oirás a menudo que la J se llama «ye» en lugar de «yot».',
    },
    { h2: 'Las diéresis: ä, ö y ü' },
    {
      p: 'Los dos puntos cambian el sonido de la vocal, y también el significado de la palabra: {{schon}} significa «ya», {{schön}} significa «bonito»; {{zahlen}} es «pagar», {{zählen}} es «contar». La diéresis nunca es un adorno, así que no la omitas jamás. Las diéresis también forman parte de la gramática: muchos plurales y algunas formas verbales la añaden, como en {{der Apfel}} → {{die Äpfel}} o {{ich fahre}} → {{du fährst}}.',
    },
    {
      table: {
        caption: 'Cómo se pronuncian las diéresis',
        head: ['Letra', 'Cómo producir el sonido', 'Ejemplos'],
        rows: [
          ['ä', 'como una «e» española algo más abierta (larga en algunas palabras)', '{{der Bär}}, {{die Äpfel}}, {{spät}}'],
          ['ö', 'di «e» y redondea los labios como para decir «o»', '{{schön}}, {{hören}}, {{zwölf}}'],
          ['ü', 'di «i» y redondea los labios como para decir «u»', '{{die Tür}}, {{müde}}, {{fünf}}'],
        ],
      },
    },
    {
      p: 'Si no tienes teclado alemán, las sustituciones aceptadas son **ae**, **oe** y **ue** (y **ss** para la ß). Las verás en direcciones de correo y en formularios que solo admiten letras simples, por ejemplo un apellido escrito «Mueller» en la zona de lectura mecánica de un pasaporte. En la escritura normal, usa las letras de verdad: en la mayoría de los móviles basta con mantener pulsada la a, la o o la u.',
    },
    { h2: 'La letra ß (Eszett)' },
    {
      p: 'La letra {{ß}} se llama {{Eszett}} o «s aguda» ({{scharfes S}}). Se pronuncia como una s sorda normal, como la de «casa». Desde la reforma ortográfica de 1996/2006 la regla es sencilla: se escribe **ß después de una vocal larga o de un diptongo** (ei, au, eu), y **ss después de una vocal breve**.',
    },
    {
      examples: [
        { de: 'die Straße, der Fuß, groß', en: 'la calle, el pie, grande (vocal larga → ß)' },
        { de: 'heißen, draußen, weiß', en: 'llamarse, fuera, blanco (diptongo → ß)' },
        { de: 'der Fluss, dass, ich muss', en: 'el río, que (conjunción), tengo que (vocal breve → ss)' },
      ],
    },
    {
      p: 'Suiza y Liechtenstein no usan la ß en absoluto; escriben siempre ss, así que en las placas suizas la palabra para «calle» lleva doble s (Strasse). Durante mucho tiempo la ß no tuvo mayúscula, y las palabras en mayúsculas se escribían con SS ({{STRASSE}}). Hoy existe una ẞ mayúscula, admitida en la ortografía oficial alemana desde 2017, pero en mayúsculas lo habitual sigue siendo SS.',
    },
    { h2: 'Letras que suenan distinto que en español' },
    {
      p: 'La mayoría de las letras alemanas suenan siempre igual, lo cual es una buena noticia. Estas son las que más hacen tropezar a los hispanohablantes:',
    },
    {
      ul: [
        '**W** suena como la v inglesa o francesa, apoyando los dientes en el labio inferior: {{der Wein}}, {{das Wetter}}.',
        '**V** suele sonar como f: {{der Vater}}, {{viel}}. En muchas palabras de origen extranjero es una v: {{die Vase}}.',
        '**J** suena como la y de «yo»: {{ja}}, {{das Jahr}}.',
        '**Z** suena «ts»: {{die Zeit}}, {{zehn}}.',
        '**S** delante de vocal suena como una s sonora, zumbante, como la z inglesa de «zoo»: {{die Sonne}}, {{lesen}}.',
        '**Ei** suena «ai», como en «baile»; **ie**, como una «i» larga: {{mein}}, {{die Liebe}}.',
        '**Eu** y **äu** suenan «oi», como en «hoy»: {{heute}}, {{die Häuser}}.',
        '**Sp** y **st** a principio de palabra suenan «shp» y «sht», con la sh del inglés «show»: {{spielen}}, {{die Stadt}}.',
        '**Ch** es suave después de e, i, ä, ö, ü (como una j muy suave pronunciada con la lengua adelantada, casi un susurro): {{ich}}, {{die Milch}}; después de a, o, u suena como la j española de «jamón»: {{acht}}, {{das Buch}}.',
        '**Sch** es la «sh» inglesa de «show»: {{die Schule}}, {{schnell}}.',
        '**-b, -d, -g** a final de palabra suenan como p, t, k: {{gelb}}, {{das Geld}}, {{der Tag}}.',
      ],
    },
    { h2: 'Deletrear: frases útiles' },
    {
      p: 'Cuando des tu nombre en la consulta del médico o por teléfono, te pedirán que lo deletrees ({{buchstabieren}}). Di cada letra por su nombre alemán. Para las letras dobles se suele decir «dos» o «doble»: {{zwei L}} o {{Doppel-L}}. Para las diéresis, di {{Umlaut}} después de la letra o directamente el nombre de la letra: {{Ü}} o {{U Umlaut}}. Para las direcciones de correo necesitas algunas palabras más: {{der Punkt}} (punto), {{der Bindestrich}} (guion), {{der Unterstrich}} (guion bajo), {{der Schrägstrich}} (barra) y {{das At-Zeichen}} (arroba), que la mayoría lee simplemente como el inglés «at».',
    },
    {
      examples: [
        { de: 'Wie schreibt man das?', en: '¿Cómo se escribe?' },
        { de: 'Können Sie das bitte buchstabieren?', en: '¿Puede deletrearlo, por favor?' },
        { de: 'Wie ist Ihr Nachname?', en: '¿Cuál es su apellido?' },
        { de: 'Mein Name ist Müller: M, U Umlaut, zwei L, E, R.', en: 'Me llamo Müller: M, U con diéresis, doble L, E, R.' },
        { de: 'Mit großem B oder kleinem b?', en: '¿Con B mayúscula o con b minúscula?' },
        { de: 'Noch einmal, bitte. Langsamer, bitte.', en: 'Otra vez, por favor. Más despacio, por favor.' },
      ],
    },
    { h2: 'El alfabeto de deletreo alemán (Buchstabiertafel)' },
    {
      p: 'Si la línea es mala, «B» y «P» o «M» y «N» se confunden fácilmente, así que en alemán se añade una palabra a cada letra: {{B wie Berlin}} («B de Berlín»). La tabla oficial para empresas y administración es la norma alemana DIN 5009. En 2022 sustituyó los antiguos nombres de pila por nombres de ciudades alemanas. Su uso es voluntario y los nombres de pila tradicionales siguen siendo muy habituales, sobre todo entre las personas mayores, así que conviene reconocer ambos.',
    },
    {
      table: {
        caption: 'El alfabeto de deletreo: DIN 5009 (2022) y los nombres tradicionales',
        head: ['Letra', 'DIN 5009 (2022)', 'Tradicional'],
        rows: spellingAlphabet,
      },
    },
    {
      examples: [
        { de: 'Schmidt: S wie Salzwedel, C wie Chemnitz, H wie Hamburg, M wie München, I wie Ingelheim, D wie Düsseldorf, T wie Tübingen.', en: 'Schmidt: S de Salzwedel, C de Chemnitz, H de Hamburgo…' },
        { de: 'Meier mit E I, nicht mit A Y.', en: 'Meier con E I, no con A Y.' },
      ],
    },
    { h2: 'Las mayúsculas' },
    {
      p: 'Una cosa más sobre las letras: el alemán escribe **todos los sustantivos con mayúscula**, no solo los nombres propios: {{der Tisch}}, {{die Liebe}}, {{das Wetter}}. El «usted», {{Sie}}, y sus formas ({{Ihr}}, {{Ihnen}}) también van con mayúscula. Esto ayuda al leer, porque ves enseguida qué palabras son sustantivos. Cuando aprendas un sustantivo nuevo, apréndelo con su artículo y su mayúscula, por ejemplo {{die Katze}}, nunca solo «katze».',
    },
    { h2: 'Cómo practicar' },
    {
      ol: [
        'Recita el alfabeto en voz alta todos los días durante una semana; después, recítalo al revés.',
        'Deletrea tu nombre, tu calle y tu dirección de correo hasta que te salga sin pensar.',
        'Pide a un compañero que te dicte palabras alemanas letra por letra y escríbelas.',
        'Escucha las palabras de nuestras [listas de palabras](/words) e imita los sonidos, sobre todo ä, ö, ü y ch.',
        'Juega a un juego de deletreo o de palabras de la sección de [juegos](/games) para entrenar el oído.',
      ],
    },
    {
      tip: 'Escribe una vez tu propia línea de deletreo y guárdala en el móvil: tu apellido con las palabras de la DIN 5009. Así, en el médico o en el banco, podrás leerla con calma.',
    },
  ],
};

export default translation;
