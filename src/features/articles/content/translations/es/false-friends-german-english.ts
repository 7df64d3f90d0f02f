import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'false-friends-german-english',
  lang: 'es',
  body: [
    {
      p: 'El alemán y el inglés son parientes cercanos, y eso ayuda muchísimo: {{das Haus}}, {{die Hand}}, {{der Finger}}, {{das Wasser}} y cientos de palabras más se adivinan fácilmente. Pero el parecido familiar también tiende trampas. Los **falsos amigos** son palabras que se escriben o suenan como una palabra inglesa, pero significan otra cosa. Algunos son inofensivos, otros resultan embarazosos y unos pocos –como preguntarle al camarero cuándo vas a «convertirte» en un filete– se han vuelto chistes clásicos. Esta lista reúne los falsos amigos con los que de verdad se topan quienes saben inglés, con su significado real y la palabra alemana para lo que probablemente querías decir.',
    },
    { h2: 'Las trampas clásicas' },
    {
      table: {
        caption: 'Palabras alemanas que confunden a quien sabe inglés',
        head: ['Alemán', 'Significa en realidad', 'Se parece al inglés', 'Esa palabra en alemán'],
        rows: [
          ['{{bekommen}}', 'recibir, conseguir', 'to become (llegar a ser)', '{{werden}}'],
          ['{{das Gift}}', 'veneno', 'gift (regalo)', '{{das Geschenk}}'],
          ['{{also}}', 'así que, por tanto, bueno', 'also (también)', '{{auch}}'],
          ['{{bald}}', 'pronto', 'bald (calvo)', '{{kahl}}, {{eine Glatze haben}}'],
          ['{{fast}}', 'casi', 'fast (rápido)', '{{schnell}}'],
          ['{{der Brief}}', 'carta', 'brief (breve)', '{{kurz}}'],
          ['{{ich will}}', 'quiero', 'I will (futuro)', '{{ich werde}}'],
          ['{{wer}}', 'quién', 'where (dónde)', '{{wo}}'],
          ['{{der Chef}}, {{die Chefin}}', 'jefe, jefa', 'chef (cocinero)', '{{der Koch}}, {{die Köchin}}'],
          ['{{die Art}}', 'tipo, clase, manera', 'art (arte)', '{{die Kunst}}'],
          ['{{der Rat}}', 'consejo (recomendación); consejo (órgano)', 'rat (rata)', '{{die Ratte}}'],
          ['{{der Mist}}', 'estiércol; porquería (coloquial)', 'mist (neblina)', '{{der Nebel}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Wann bekomme ich mein Steak?', en: '¿Cuándo me traen mi filete? (¡no «cuándo me convierto en filete»!)' },
        { de: 'Ich will Ärztin werden.', en: 'Quiero ser médica.' },
        { de: 'Vorsicht, das ist Gift!', en: '¡Cuidado, eso es veneno!' },
        { de: 'Ich bin fast fertig.', en: 'Casi he terminado.' },
        { de: 'Also, was machen wir jetzt?', en: 'Bueno, ¿y ahora qué hacemos?' },
      ],
    },
    { h2: 'Adjetivos y adverbios' },
    {
      p: 'Los adjetivos son especialmente traicioneros, porque uno equivocado puede cambiar el tono de toda la frase. Si dices que un compañero amable es {{sensibel}}, estás diciendo que es sensible, no que es sensato (el inglés «sensible»). Para los hispanohablantes hay una ventaja: a veces el alemán coincide con el español y no con el inglés, como en «actual» o «sensible».',
    },
    {
      table: {
        caption: 'Adjetivos engañosos',
        head: ['Alemán', 'Significa en realidad', 'Se parece al inglés', 'Esa palabra en alemán'],
        rows: [
          ['{{aktuell}}', 'actual, de actualidad', 'actual(ly) (real, en realidad)', '{{tatsächlich}}, {{eigentlich}}'],
          ['{{eventuell}}', 'posiblemente, quizá', 'eventually (finalmente, tarde o temprano)', '{{schließlich}}, {{irgendwann}}'],
          ['{{sensibel}}', 'sensible', 'sensible (sensato)', '{{vernünftig}}'],
          ['{{sympathisch}}', 'simpático, agradable', 'sympathetic (compasivo, comprensivo)', '{{mitfühlend}}, {{verständnisvoll}}'],
          ['{{genial}}', 'genial, brillante', 'genial (cordial, afable)', '{{freundlich}}, {{herzlich}}'],
          ['{{konsequent}}', 'coherente, firme', 'consequently (por consiguiente)', '{{folglich}}'],
          ['{{engagiert}}', 'comprometido, entregado', 'engaged (prometido; ocupado)', '{{verlobt}} (para casarse), {{besetzt}} (teléfono, baño)'],
          ['{{ordinär}}', 'vulgar, ordinario', 'ordinary (corriente, normal)', '{{gewöhnlich}}, {{normal}}'],
          ['{{familiär}}', 'familiar (de la familia); informal, distendido', 'familiar (conocido)', '{{vertraut}}, {{bekannt}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Die aktuellen Nachrichten hören wir um acht.', en: 'Escuchamos las últimas noticias a las ocho.' },
        { de: 'Eventuell komme ich später.', en: 'Quizá venga más tarde.' },
        { de: 'Dein neuer Kollege ist sehr sympathisch.', en: 'Tu nuevo compañero es muy simpático.' },
        { de: 'Das war eine geniale Idee!', en: '¡Fue una idea genial!' },
      ],
    },
    { h2: 'En el trabajo, el colegio y la universidad' },
    {
      ul: [
        '{{die Note}} – la nota de un examen o de la escuela (en Alemania el 1 es la mejor y el 6 la peor); también una nota musical. Una nota que escribes es {{die Notiz}}, y un billete de banco, {{der Geldschein}}.',
        '{{das Gymnasium}} – un instituto de secundaria que lleva al {{Abitur}}, no un gimnasio. El gimnasio es {{die Turnhalle}} (en el colegio) o {{das Fitnessstudio}}.',
        '{{die Hochschule}} – una universidad o centro de enseñanza superior, no un instituto («high school»).',
        '{{die Promotion}} – el doctorado. Un ascenso en el trabajo es {{die Beförderung}}.',
        '{{die Mappe}} – una carpeta o un portafolio. Un mapa es {{die Landkarte}} o {{der Stadtplan}}.',
        '{{die Kaution}} – la fianza (del alquiler) o la fianza judicial. La cautela, el cuidado, es {{die Vorsicht}}.',
        '{{kontrollieren}} – comprobar, revisar ({{Fahrkarten, bitte! Wir kontrollieren.}}). Controlar algo en el sentido de dirigirlo o dominarlo suele ser {{steuern}} o {{beherrschen}}.',
        '{{die Fabrik}} – una fábrica. La tela (en inglés «fabric») es {{der Stoff}}.',
      ],
    },
    { h2: 'Comida, compras y salir' },
    {
      ul: [
        '{{das Menü}} – un menú cerrado de varios platos (o el menú de un ordenador). La carta con los platos es {{die Speisekarte}}.',
        '{{die Chips}} – las patatas fritas de bolsa. Las patatas fritas de acompañamiento son {{die Pommes}}.',
        '{{das Lokal}} – un bar o un restaurante, no «los lugareños».',
        '{{die Dose}} – una lata. Una dosis de un medicamento es {{die Dosis}}.',
        '{{der Prospekt}} – un folleto. Una perspectiva de futuro es {{die Aussicht}}.',
        '{{der Rock}} – una falda; {{die Hose}} – los pantalones.',
        '{{spenden}} – donar. Gastar dinero es {{ausgeben}}, pasar tiempo es {{verbringen}}.',
      ],
    },
    {
      examples: [
        { de: 'Ich nehme das Menü mit Suppe und Nachtisch.', en: 'Tomaré el menú con sopa y postre.' },
        { de: 'Wir haben am Wochenende viel Geld ausgegeben.', en: 'El fin de semana gastamos mucho dinero.' },
        { de: 'Sie spendet jedes Jahr für ein Tierheim.', en: 'Cada año hace un donativo a un refugio de animales.' },
      ],
    },
    { h2: 'Palabras con aire inglés que el inglés no usa' },
    {
      p: 'El alemán también tiene **pseudoanglicismos**: palabras formadas con material inglés que los angloparlantes no usan con ese significado. Son alemán correcto, así que úsalas, pero no esperes que funcionen en inglés.',
    },
    {
      table: {
        caption: 'Pseudoanglicismos',
        head: ['Alemán', 'Significado en alemán'],
        rows: [
          ['{{das Handy}}', 'teléfono móvil'],
          ['{{der Beamer}}', 'proyector'],
          ['{{der Oldtimer}}', 'coche clásico, de época'],
          ['{{der Smoking}}', 'esmoquin'],
        ],
      },
    },
    { h2: 'Números y otras sorpresas' },
    {
      ul: [
        '{{eine Milliarde}} son mil millones, igual que un millardo en español (en inglés, «billion»); {{eine Billion}} es un millón de millones, es decir, un billón español (en inglés, «trillion»). Importa cuando lees sobre presupuestos o poblaciones.',
        '{{winken}} significa saludar con la mano; guiñar un ojo es {{zwinkern}}.',
        '{{das Stadium}} es una etapa o fase; un estadio es {{das Stadion}}.',
        '{{die Pension}} es una pequeña pensión u hostal; también puede ser la jubilación de los funcionarios. La pensión de jubilación normal es {{die Rente}}.',
        '{{die Kritik}} es la crítica, o la reseña de una película o un libro. Un crítico es {{der Kritiker}} o {{die Kritikerin}}.',
      ],
    },
    { h2: 'Cómo evitar las trampas' },
    {
      ol: [
        'Cuando una palabra alemana se parezca muchísimo a una inglesa, compruébala una vez en el diccionario antes de usarla.',
        'Aprende los falsos amigos en frases, no como palabras sueltas: {{Ich bekomme ein Geschenk}} desactiva dos trampas a la vez.',
        'Haz tu propia lista de los falsos amigos en los que caes **tú** y repásala con regularidad.',
        'Recuerda que la mayoría de las palabras parecidas son amigos de verdad. No dejes de adivinar; simplemente ten cuidado con las palabras de arriba.',
      ],
    },
    {
      tip: 'El alemán también ha tomado prestadas palabras inglesas de verdad, a menudo con un género alemán: {{der Computer}}, {{das Team}}, {{die Party}}. Consulta [Los sustantivos compuestos en alemán](/articles/german-compound-nouns) para ver cómo se combinan estas palabras, y practica vocabulario con nuestras [listas de palabras](/words) y nuestros [cuestionarios](/quizzes/).',
    },
  ],
};

export default translation;
