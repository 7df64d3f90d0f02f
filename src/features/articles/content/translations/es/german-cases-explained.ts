import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-cases-explained',
  lang: 'es',
  body: [
    {
      p: 'El alemán tiene cuatro casos: **nominativo**, **acusativo**, **dativo** y **genitivo**. El caso indica qué función cumple un sustantivo o un pronombre en la oración: quién actúa, sobre quién o qué recae la acción, quién recibe algo, de quién es algo. El inglés solo conserva los casos en sus pronombres (he – him – his, who – whom – whose); el alemán los muestra en los artículos, los adjetivos y los pronombres, y a veces en el propio sustantivo. Como el caso marca la función, el orden de las palabras en alemán puede ser más libre que en inglés: {{Den Hund sieht der Mann}} sigue significando que el hombre ve al perro.',
    },
    { h2: 'Los cuatro casos de un vistazo' },
    {
      table: {
        caption: 'Para qué sirve cada caso',
        head: ['Caso', 'Pregunta', 'Función principal', 'Ejemplo'],
        rows: [
          ['Nominativo', '{{Wer?}} {{Was?}}', 'sujeto', '{{Der Mann schläft.}}'],
          ['Acusativo', '{{Wen?}} {{Was?}}', 'complemento directo', '{{Ich sehe den Mann.}}'],
          ['Dativo', '{{Wem?}}', 'complemento indirecto, destinatario', '{{Ich helfe dem Mann.}}'],
          ['Genitivo', '{{Wessen?}}', 'posesión, «de»', '{{das Auto des Mannes}}'],
        ],
      },
    },
    {
      p: 'Cada caso tiene tres desencadenantes: la **función** en la oración, ciertos **verbos** y ciertas **preposiciones**. Si hay una preposición, ella decide el caso, sea cual sea la función del sustantivo.',
    },
    { h2: 'La tabla de los artículos' },
    {
      p: 'Es la tabla que todo estudiante de alemán debería saberse de memoria. El artículo indeterminado {{ein}} no tiene plural; {{kein}} y los posesivos ({{mein}}, {{dein}} …) llevan las mismas terminaciones que {{ein}}, con {{keine}} (nominativo y acusativo), {{keinen}} (dativo) y {{keiner}} (genitivo) en plural.',
    },
    {
      table: {
        caption: 'Artículos determinados e indeterminados en todos los casos',
        head: ['Caso', 'Masculino', 'Femenino', 'Neutro', 'Plural'],
        rows: [
          ['Nominativo', '{{der}} / {{ein}}', '{{die}} / {{eine}}', '{{das}} / {{ein}}', '{{die}} / {{keine}}'],
          ['Acusativo', '{{den}} / {{einen}}', '{{die}} / {{eine}}', '{{das}} / {{ein}}', '{{die}} / {{keine}}'],
          ['Dativo', '{{dem}} / {{einem}}', '{{der}} / {{einer}}', '{{dem}} / {{einem}}', '{{den}} / {{keinen}} + sustantivo en -n'],
          ['Genitivo', '{{des}} / {{eines}} + sustantivo en -s', '{{der}} / {{einer}}', '{{des}} / {{eines}} + sustantivo en -s', '{{der}} / {{keiner}}'],
        ],
      },
    },
    {
      tip: 'Busca patrones en lugar de 16 formas sueltas: el femenino y el plural nunca cambian entre nominativo y acusativo; solo cambia el masculino ({{der}} → {{den}}). Masculino y neutro son idénticos en dativo y genitivo. El dativo plural siempre termina en -n: {{mit den Kindern}}.',
    },
    { h2: 'Nominativo: el sujeto' },
    {
      p: 'El nominativo es la forma del diccionario. Marca el sujeto: la persona o cosa que realiza la acción o que se describe. También se usa después de {{sein}}, {{werden}} y {{bleiben}}, porque ambos lados nombran lo mismo.',
    },
    {
      examples: [
        { de: 'Der Zug kommt um acht.', en: 'El tren llega a las ocho.' },
        { de: 'Mein Bruder ist ein guter Koch.', en: 'Mi hermano es buen cocinero.' },
        { de: 'Sie wird Ärztin.', en: 'Ella va a ser médica.' },
      ],
    },
    { h2: 'Acusativo: el complemento directo' },
    {
      p: 'El acusativo marca la persona o cosa directamente afectada por la acción: lo que ves, compras, tienes, necesitas, quieres. La mayoría de los verbos transitivos llevan complemento en acusativo: {{haben}}, {{kaufen}}, {{brauchen}}, {{sehen}}, {{suchen}}, {{besuchen}}, {{lieben}}. La expresión {{es gibt}} (hay) también rige acusativo.',
    },
    {
      examples: [
        { de: 'Ich brauche einen Termin.', en: 'Necesito una cita.' },
        { de: 'Wir besuchen unseren Onkel.', en: 'Visitamos a nuestro tío.' },
        { de: 'Gibt es hier einen Supermarkt?', en: '¿Hay un supermercado por aquí?' },
        { de: 'Ich arbeite jeden Tag.', en: 'Trabajo todos los días. (complemento de tiempo en acusativo)' },
      ],
    },
    {
      p: '**Preposiciones con acusativo**: {{durch}} (a través de), {{für}} (para, por), {{gegen}} (contra), {{ohne}} (sin), {{um}} (alrededor de; a + hora) y {{bis}} (hasta). Un truco clásico para recordarlas es la palabra inventada «DOGFU»: {{durch}}, {{ohne}}, {{gegen}}, {{für}}, {{um}}.',
    },
    {
      examples: [
        { de: 'Das Geschenk ist für meinen Vater.', en: 'El regalo es para mi padre.' },
        { de: 'Wir gehen ohne unseren Hund spazieren.', en: 'Vamos a pasear sin nuestro perro.' },
      ],
    },
    { h2: 'Dativo: el destinatario' },
    {
      p: 'El dativo marca a la persona que recibe algo o se beneficia de ello, como el complemento indirecto del español («a quién»). Con verbos como {{geben}}, {{schenken}}, {{zeigen}}, {{schicken}} y {{erklären}}, la persona va en dativo y la cosa en acusativo.',
    },
    {
      examples: [
        { de: 'Ich gebe dem Kind einen Apfel.', en: 'Le doy una manzana al niño.' },
        { de: 'Sie zeigt der Kollegin das Büro.', en: 'Le enseña la oficina a la compañera.' },
        { de: 'Wir schenken den Eltern eine Reise.', en: 'Les regalamos un viaje a nuestros padres.' },
      ],
    },
    {
      p: 'Los **verbos que solo llevan dativo** hay que aprenderlos sin más: {{helfen}}, {{danken}}, {{antworten}}, {{gefallen}}, {{gehören}}, {{schmecken}}, {{passen}}, {{gratulieren}}, {{fehlen}}. Muchas sensaciones y estados también se expresan con dativo: {{Mir ist kalt}} (tengo frío), {{Wie geht es dir?}} (¿qué tal estás?).',
    },
    {
      examples: [
        { de: 'Kannst du mir helfen?', en: '¿Me puedes ayudar?' },
        { de: 'Das Kleid gefällt meiner Schwester.', en: 'A mi hermana le gusta el vestido.' },
        { de: 'Wem gehört die Tasche? – Sie gehört dem Lehrer.', en: '¿De quién es el bolso? – Es del profesor.' },
      ],
    },
    {
      p: '**Preposiciones con dativo**: {{aus}}, {{bei}}, {{mit}}, {{nach}}, {{seit}}, {{von}}, {{zu}}, {{gegenüber}}. Las contracciones son frecuentes: {{zum}} ({{zu dem}}), {{zur}} ({{zu der}}), {{beim}}, {{vom}}.',
    },
    {
      examples: [
        { de: 'Ich fahre mit dem Fahrrad zur Arbeit.', en: 'Voy al trabajo en bicicleta.' },
        { de: 'Seit einem Jahr wohne ich bei meiner Tante.', en: 'Desde hace un año vivo en casa de mi tía.' },
      ],
    },
    { h2: 'Genitivo: la posesión' },
    {
      p: 'El genitivo responde a {{Wessen?}} (¿de quién?). Los sustantivos masculinos y neutros añaden **-s** o, sobre todo tras una sílaba, **-es**: {{des Vaters}}, {{des Kindes}}. Con los nombres propios basta añadir -s sin apóstrofo: {{Annas Auto}}. En la lengua hablada el genitivo se sustituye a menudo por {{von}} + dativo ({{das Auto von meinem Vater}}), pero por escrito es lo normal.',
    },
    {
      examples: [
        { de: 'Das ist das Haus meiner Eltern.', en: 'Esa es la casa de mis padres.' },
        { de: 'Der Name des Hotels ist schwer.', en: 'El nombre del hotel es difícil.' },
        { de: 'Wegen des Regens bleiben wir zu Hause.', en: 'Por la lluvia nos quedamos en casa.' },
      ],
    },
    {
      p: 'Preposiciones con genitivo, sobre todo en la lengua escrita: {{wegen}} (por, a causa de), {{trotz}} (a pesar de), {{während}} (durante), {{statt}} (en lugar de), {{innerhalb}} (dentro de). Al hablar se oyen a menudo con dativo ({{wegen dem Regen}}); en un examen, lo seguro es el genitivo.',
    },
    { h2: 'Preposiciones de doble caso' },
    {
      p: 'Nueve preposiciones admiten los dos casos: {{an}}, {{auf}}, {{hinter}}, {{in}}, {{neben}}, {{über}}, {{unter}}, {{vor}}, {{zwischen}}. Pregunta **Wohin?** (¿adónde? – movimiento hacia un lugar) → acusativo; **Wo?** (¿dónde? – ubicación) → dativo. Más en [las preposiciones alemanas y sus casos](/articles/german-prepositions-with-cases).',
    },
    {
      examples: [
        { de: 'Ich lege das Buch auf den Tisch.', en: 'Pongo el libro sobre la mesa. (Wohin? → acusativo)' },
        { de: 'Das Buch liegt auf dem Tisch.', en: 'El libro está sobre la mesa. (Wo? → dativo)' },
      ],
    },
    { h2: 'Los pronombres personales en cada caso' },
    {
      table: {
        caption: 'Pronombres personales',
        head: ['Nominativo', 'Acusativo', 'Dativo'],
        rows: [
          ['{{ich}}', '{{mich}}', '{{mir}}'],
          ['{{du}}', '{{dich}}', '{{dir}}'],
          ['{{er}}', '{{ihn}}', '{{ihm}}'],
          ['{{sie}}', '{{sie}}', '{{ihr}}'],
          ['{{es}}', '{{es}}', '{{ihm}}'],
          ['{{wir}}', '{{uns}}', '{{uns}}'],
          ['{{ihr}}', '{{euch}}', '{{euch}}'],
          ['{{sie}} / {{Sie}}', '{{sie}} / {{Sie}}', '{{ihnen}} / {{Ihnen}}'],
        ],
      },
    },
    {
      p: 'Orden de dos complementos: un sustantivo en dativo suele ir antes que uno en acusativo ({{Ich gebe dem Kind den Ball}}), pero un pronombre en acusativo va antes que uno en dativo ({{Ich gebe ihn ihm}}).',
    },
    { h2: 'También cambian los sustantivos: la declinación en -n' },
    {
      p: 'Un grupo de sustantivos masculinos –sobre todo personas y animales terminados en -e, y palabras latinas en -ent, -ant, -ist– añade **-n** o **-en** en todos los casos salvo el nominativo singular: {{der Junge}} → {{den Jungen}}, {{dem Jungen}}; {{der Student}} → {{den Studenten}}. Otros son {{der Kollege}}, {{der Kunde}}, {{der Nachbar}}, {{der Mensch}}, {{der Herr}} ({{Herrn}}), {{der Name}} ({{des Namens}}).',
    },
    {
      examples: [
        { de: 'Kennst du den Nachbarn?', en: '¿Conoces al vecino?' },
        { de: 'Ich schreibe Herrn Weber eine E-Mail.', en: 'Le escribo un correo al señor Weber.' },
      ],
    },
    { h2: 'Un método en tres pasos para saber el caso' },
    {
      ol: [
        '¿Hay una preposición delante del sustantivo? Entonces decide la preposición (acusativo, dativo, genitivo o doble caso).',
        'Si no: ¿el sustantivo es el sujeto o va después de {{sein}}/{{werden}}? Entonces nominativo.',
        'Si no: ¿el verbo rige dativo ({{helfen}}, {{gefallen}} …) o el sustantivo es el destinatario? Entonces dativo. Si no, es el complemento directo: acusativo.',
      ],
    },
    {
      p: 'Los casos son la razón de las terminaciones de los adjetivos alemanes; el siguiente paso es [las terminaciones de los adjetivos, fáciles](/articles/german-adjective-endings-made-simple). Si no estás seguro del género de un sustantivo, empieza por [¿der, die o das?](/articles/der-die-das-noun-gender-rules). Para practicar, prueba nuestros [ejercicios de gramática](/grammar) y [cuestionarios](/quizzes/).',
    },
  ],
};

export default translation;
