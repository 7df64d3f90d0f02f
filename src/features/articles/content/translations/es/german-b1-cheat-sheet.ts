import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-b1-cheat-sheet',
  lang: 'es',
  body: [
    {
      p: 'Los niveles de este sitio siguen el **Marco Común Europeo de Referencia para las Lenguas (MCER)**. B1 es el primer nivel del «usuario independiente». En B1 entiendes las ideas principales de textos claros en lengua estándar sobre temas conocidos del trabajo, los estudios y el ocio; te desenvuelves en la mayoría de las situaciones de un viaje; escribes textos sencillos y bien enlazados sobre temas conocidos; describes experiencias, acontecimientos, deseos y planes, y justificas brevemente tus opiniones. B1 también se exige a menudo en trámites oficiales –en Alemania, por ejemplo, para la naturalización–, pero esas normas pueden cambiar, así que comprueba siempre los requisitos vigentes en la fuente oficial. En gramática, B1 consiste en **enlazar y variar** las frases. Para lo básico, consulta la [chuleta A2](/articles/german-a2-cheat-sheet).',
    },
    { h2: 'Präteritum: el pasado de la lengua escrita' },
    {
      p: 'En B1 lees y escribes relatos, informes y biografías, que usan el Präteritum. Los verbos regulares añaden **-te**; los irregulares cambian la raíz y no llevan terminación en las formas de {{ich}} y {{er}}. Ver [Perfekt o Präteritum](/articles/perfekt-vs-praeteritum).',
    },
    {
      table: {
        caption: 'Verbos irregulares frecuentes: infinitivo – Präteritum – Partizip II',
        head: ['Infinitivo', 'Präteritum', 'Perfekt'],
        rows: [
          ['{{gehen}}', '{{ging}}', '{{ist gegangen}}'],
          ['{{kommen}}', '{{kam}}', '{{ist gekommen}}'],
          ['{{fahren}}', '{{fuhr}}', '{{ist gefahren}}'],
          ['{{sehen}}', '{{sah}}', '{{hat gesehen}}'],
          ['{{geben}}', '{{gab}}', '{{hat gegeben}}'],
          ['{{nehmen}}', '{{nahm}}', '{{hat genommen}}'],
          ['{{finden}}', '{{fand}}', '{{hat gefunden}}'],
          ['{{schreiben}}', '{{schrieb}}', '{{hat geschrieben}}'],
          ['{{bleiben}}', '{{blieb}}', '{{ist geblieben}}'],
          ['{{denken}}', '{{dachte}}', '{{hat gedacht}}'],
          ['{{wissen}}', '{{wusste}}', '{{hat gewusst}}'],
          ['{{werden}}', '{{wurde}}', '{{ist geworden}}'],
        ],
      },
    },
    { h2: 'Plusquamperfekt: el pasado anterior al pasado' },
    {
      p: 'Se forma con {{hatte}} o {{war}} + participio y muestra que un hecho pasado ocurrió antes que otro, a menudo con {{nachdem}}.',
    },
    {
      examples: [
        { de: 'Nachdem wir gegessen hatten, gingen wir spazieren.', en: 'Después de haber comido, fuimos a dar un paseo.' },
        { de: 'Der Zug war schon abgefahren, als ich ankam.', en: 'Cuando llegué, el tren ya había salido.' },
      ],
    },
    { h2: 'La voz pasiva' },
    {
      p: 'La pasiva se centra en la acción, no en quién la realiza: {{werden}} + participio. Quien la realiza, si se menciona, va con {{von}} + dativo. Con un verbo modal, se conjuga el modal y {{werden}} va al final.',
    },
    {
      table: {
        caption: 'Formas de la pasiva',
        head: ['Tiempo', 'Ejemplo'],
        rows: [
          ['presente', '{{Das Haus wird renoviert.}}'],
          ['Präteritum', '{{Das Haus wurde 1900 gebaut.}}'],
          ['Perfekt', '{{Das Haus ist renoviert worden.}}'],
          ['con verbo modal', '{{Das Formular muss unterschrieben werden.}}'],
          ['pasiva de estado (sein + participio)', '{{Das Geschäft ist geschlossen.}}'],
        ],
      },
    },
    {
      tip: 'En la pasiva del Perfekt, el participio de {{werden}} es {{worden}}, no {{geworden}}: {{Er ist operiert worden}} (lo han operado), pero {{Er ist Arzt geworden}} (se ha hecho médico).',
    },
    { h2: 'Oraciones de relativo' },
    {
      p: 'Una oración de relativo describe un sustantivo. El pronombre relativo toma el **género y el número** del sustantivo y el **caso** de su función dentro de la oración de relativo; el verbo va al final.',
    },
    {
      table: {
        caption: 'Pronombres relativos',
        head: ['Caso', 'Masculino', 'Femenino', 'Neutro', 'Plural'],
        rows: [
          ['Nominativo', '{{der}}', '{{die}}', '{{das}}', '{{die}}'],
          ['Acusativo', '{{den}}', '{{die}}', '{{das}}', '{{die}}'],
          ['Dativo', '{{dem}}', '{{der}}', '{{dem}}', '{{denen}}'],
          ['Genitivo', '{{dessen}}', '{{deren}}', '{{dessen}}', '{{deren}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Der Mann, der dort steht, ist mein Chef.', en: 'El hombre que está allí es mi jefe.' },
        { de: 'Das ist die Kollegin, mit der ich arbeite.', en: 'Esta es la compañera con la que trabajo.' },
        { de: 'Die Leute, denen ich geholfen habe, waren sehr nett.', en: 'La gente a la que ayudé era muy amable.' },
        { de: 'Berlin ist eine Stadt, in der man viel erleben kann.', en: 'Berlín es una ciudad en la que se pueden vivir muchas cosas.' },
      ],
    },
    { h2: 'Konjunktiv II: deseos, condiciones, consejos' },
    {
      p: 'La mayoría de los verbos usan {{würde}} + infinitivo. {{sein}}, {{haben}} y los verbos modales tienen formas propias: {{wäre}}, {{hätte}}, {{könnte}}, {{müsste}}, {{dürfte}}, {{sollte}}; también algunos verbos frecuentes ({{käme}}, {{ginge}}, {{wüsste}}). El pasado es {{hätte}}/{{wäre}} + participio.',
    },
    {
      examples: [
        { de: 'Wenn ich mehr Zeit hätte, würde ich öfter reisen.', en: 'Si tuviera más tiempo, viajaría más a menudo.' },
        { de: 'Ich wäre jetzt gern am Meer.', en: 'Me gustaría estar ahora en la playa.' },
        { de: 'An deiner Stelle würde ich den Arzt anrufen.', en: 'Yo que tú, llamaría al médico.' },
        { de: 'Wenn ich das gewusst hätte, wäre ich früher gekommen.', en: 'Si lo hubiera sabido, habría venido antes.' },
      ],
    },
    { h2: 'Los conectores: el corazón de B1' },
    {
      table: {
        caption: 'Palabras de enlace y orden de las palabras',
        head: ['Tipo', 'Palabras', 'Orden'],
        rows: [
          ['conjunciones subordinantes', '{{obwohl}}, {{während}}, {{bevor}}, {{nachdem}}, {{seit}}, {{bis}}, {{damit}}, {{sodass}}, {{falls}}', 'verbo al final'],
          ['adverbios', '{{deshalb}}, {{deswegen}}, {{trotzdem}}, {{außerdem}}, {{sonst}}, {{dann}}', 'primera posición, luego el verbo'],
          ['conectores dobles', '{{sowohl … als auch}}, {{weder … noch}}, {{entweder … oder}}, {{nicht nur … sondern auch}}, {{je … desto}}', 'varía'],
          ['construcciones de infinitivo', '{{um … zu}}, {{ohne … zu}}, {{statt … zu}}', 'zu + infinitivo al final'],
        ],
      },
    },
    {
      examples: [
        { de: 'Obwohl es regnete, sind wir gewandert.', en: 'Aunque llovía, fuimos de excursión.' },
        { de: 'Es regnete, trotzdem sind wir gewandert.', en: 'Llovía; aun así fuimos de excursión.' },
        { de: 'Ich lerne Deutsch, um in Deutschland zu studieren.', en: 'Aprendo alemán para estudiar en Alemania.' },
        { de: 'Je mehr ich übe, desto besser spreche ich.', en: 'Cuanto más practico, mejor hablo.' },
      ],
    },
    {
      p: '{{um … zu}} y {{damit}} expresan finalidad: usa {{um … zu}} cuando el sujeto de ambas partes es el mismo y {{damit}} cuando es distinto ({{Ich spreche langsam, damit du mich verstehst}}).',
    },
    { h2: 'Más gramática de B1, en breve' },
    {
      ul: [
        '**Futur I** ({{werden}} + infinitivo) para planes, promesas y suposiciones: {{Er wird wohl noch im Büro sein.}}',
        'El **genitivo** y sus preposiciones: {{wegen des Wetters}}, {{trotz des Regens}}, {{während der Pause}}, {{innerhalb einer Woche}}.',
        '**Terminaciones de los adjetivos** en los cuatro casos y adjetivos sustantivados: {{der Deutsche}}, {{ein Bekannter}}, {{die Erwachsenen}}. Ver [las terminaciones de los adjetivos, fáciles](/articles/german-adjective-endings-made-simple).',
        '**lassen**: {{Ich lasse mein Auto reparieren}} (llevo el coche a arreglar).',
        '**Verbos con preposición** y palabras con **da-/wo-**: {{Ich ärgere mich darüber.}} {{Wofür interessierst du dich?}}',
        '**Preguntas indirectas**: {{Können Sie mir sagen, wann der Kurs beginnt?}}',
      ],
    },
    { h2: 'Frases clave de B1' },
    {
      table: {
        caption: 'Frases útiles de B1',
        head: ['Función', 'Alemán'],
        rows: [
          ['Dar una opinión', '{{Ich bin der Meinung, dass …}} / {{Meiner Ansicht nach …}}'],
          ['Mostrar acuerdo', '{{Da stimme ich dir zu.}} / {{Das sehe ich genauso.}}'],
          ['Discrepar con cortesía', '{{Da bin ich anderer Meinung.}} / {{Ich bin mir nicht sicher, ob …}}'],
          ['Dar razones', '{{Ein wichtiger Grund dafür ist …}}'],
          ['Pros y contras', '{{Einerseits …, andererseits …}} / {{Ein Vorteil ist …, ein Nachteil ist …}}'],
          ['Ordenar el discurso', '{{Zuerst …}}, {{danach …}}, {{zum Schluss …}}'],
          ['Carta formal', '{{Sehr geehrte Damen und Herren, …}} / {{Mit freundlichen Grüßen}}'],
          ['Carta informal', '{{Liebe Anna, …}} / {{Viele Grüße}}'],
          ['Quejarse con cortesía', '{{Leider muss ich mich über … beschweren.}}'],
        ],
      },
    },
    {
      p: 'Temas de B1: trabajo y solicitudes de empleo, educación, salud y sistema sanitario, medios de comunicación, medio ambiente, problemas en los viajes, relaciones, cultura y sociedad. Trabaja estos ámbitos con nuestras [listas de vocabulario](/words) y el [vocabulario del trabajo](/articles/german-workplace-vocabulary).',
    },
    {
      tip: 'En B1 la corrección importa menos que la fluidez y la cohesión. Practica contar en voz alta historias cortas con {{zuerst}}, {{dann}}, {{nachdem}} y {{schließlich}}. El siguiente paso, B2, está resumido en la [chuleta B2](/articles/german-b2-cheat-sheet).',
    },
  ],
};

export default translation;
