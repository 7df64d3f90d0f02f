import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'separable-verbs-in-german',
  lang: 'es',
  body: [
    {
      p: 'En inglés existen verbos como «get up», «call back» o «go out»: un verbo más una palabrita. El alemán tiene la misma idea, pero escribe la palabrita como **prefijo** del infinitivo –{{aufstehen}}, {{zurückrufen}}, {{ausgehen}}– y luego, en muchas oraciones, la separa y la manda al final: {{Ich stehe um sieben Uhr auf.}} Estos **verbos separables** ({{trennbare Verben}}) están por todas partes en la vida diaria, así que vale la pena dominarlos pronto.',
    },
    { h2: '¿Separable o inseparable?' },
    {
      p: 'Que un prefijo se separe o no depende del prefijo. La mayoría de los prefijos separables son también palabras independientes (preposiciones o adverbios) y llevan el **acento**: en {{aufstehen}} y {{anrufen}} se acentúa el prefijo. Los prefijos inseparables nunca son palabras independientes y nunca se acentúan: en {{verstehen}} y {{besuchen}} el acento cae en la raíz del verbo.',
    },
    {
      table: {
        caption: 'Prefijos',
        head: ['Tipo', 'Prefijos', 'Ejemplos'],
        rows: [
          ['separables (tónicos)', 'ab, an, auf, aus, bei, ein, fest, her, hin, los, mit, nach, vor, weg, zu, zurück, zusammen', '{{abholen}}, {{anfangen}}, {{aufräumen}}, {{einkaufen}}, {{mitkommen}}, {{zumachen}}'],
          ['inseparables (átonos)', 'be, emp, ent, er, ge, miss, ver, zer', '{{bekommen}}, {{empfehlen}}, {{entschuldigen}}, {{erzählen}}, {{gefallen}}, {{verstehen}}'],
          ['ambos, con significados distintos', 'durch, über, um, unter, wieder', '{{umfahren}}, {{übersetzen}}, {{wiederholen}}'],
        ],
      },
    },
    {
      p: 'También los sustantivos, los adjetivos y otros verbos pueden funcionar como prefijos separables: {{fernsehen}} ({{Ich sehe fern}}), {{teilnehmen}} ({{Sie nimmt am Kurs teil}}), {{stattfinden}} ({{Das Konzert findet morgen statt}}), {{kennenlernen}} ({{Wir lernen neue Leute kennen}}).',
    },
    { h2: '¿Dónde va el prefijo?' },
    {
      p: 'La regla es sencilla en cuanto se ve: el prefijo se separa **solo cuando el verbo mismo está en la posición 1 o 2**, es decir, en oraciones principales en presente y en Präteritum, en preguntas y en órdenes. Entonces el prefijo va al final. Siempre que el verbo va al final de la oración o se queda en infinitivo o participio, prefijo y verbo permanecen juntos.',
    },
    {
      table: {
        caption: 'anrufen (llamar por teléfono) en todas las posiciones',
        head: ['Estructura', 'Ejemplo'],
        rows: [
          ['presente', '{{Ich rufe dich morgen an.}}'],
          ['Präteritum', '{{Sie rief mich gestern an.}}'],
          ['pregunta', '{{Rufst du mich heute Abend an?}}'],
          ['imperativo', '{{Ruf mich bitte an!}} / {{Rufen Sie mich bitte an!}}'],
          ['con verbo modal', '{{Ich muss meine Mutter anrufen.}}'],
          ['futuro', '{{Ich werde dich morgen anrufen.}}'],
          ['Perfekt', '{{Hast du sie angerufen?}}'],
          ['oración subordinada', '{{Ich weiß nicht, ob er heute anruft.}}'],
          ['infinitivo con zu', '{{Vergiss nicht, mich anzurufen!}}'],
        ],
      },
    },
    {
      tip: 'Tres formas especiales que hay que recordar: el participio pone **ge** entre el prefijo y la raíz ({{angerufen}}, {{eingekauft}}), el infinitivo con zu pone ahí **zu** ({{anzurufen}}, {{einzukaufen}}) y, en la subordinada, el verbo vuelve a escribirse en una sola palabra al final del todo ({{…, weil ich heute einkaufe}}).',
    },
    { h2: 'Verbos inseparables: ni se separan ni llevan ge-' },
    {
      p: 'Los verbos inseparables se comportan como verbos normales: el prefijo nunca se mueve. Su participio **no lleva ge-**: {{besuchen}} → {{besucht}}, {{verstehen}} → {{verstanden}}, {{erzählen}} → {{erzählt}}, {{bekommen}} → {{bekommen}}. Un verbo puede contener ambos tipos: {{vorbereiten}} tiene el separable **vor-** y el inseparable **be-**, así que se separa ({{Ich bereite das Essen vor}}), pero no lleva ge- ({{Ich habe das Essen vorbereitet}}).',
    },
    {
      examples: [
        { de: 'Ich verstehe die Frage nicht.', en: 'No entiendo la pregunta.' },
        { de: 'Wir haben unsere Freunde in Bremen besucht.', en: 'Visitamos a nuestros amigos en Bremen.' },
        { de: 'Kannst du mir ein Restaurant empfehlen?', en: '¿Me puedes recomendar un restaurante?' },
      ],
    },
    { h2: 'Prefijos que funcionan de las dos maneras' },
    {
      p: 'Con {{durch}}, {{über}}, {{um}}, {{unter}} y {{wieder}}, la misma grafía puede corresponder a dos verbos distintos. El separable suele conservar un sentido literal, físico, y lleva el acento en el prefijo; el inseparable suele ser figurado y lleva el acento en el verbo.',
    },
    {
      examples: [
        { de: 'Ich übersetze den Brief ins Englische.', en: 'Traduzco la carta al inglés. (inseparable)' },
        { de: 'Die Fähre setzt uns ans andere Ufer über.', en: 'El ferri nos lleva a la otra orilla. (separable)' },
        { de: 'Wir umfahren den Stau.', en: 'Rodeamos el atasco. (inseparable)' },
        { de: 'Der Fahrer fährt fast ein Schild um.', en: 'El conductor casi derriba una señal. (separable)' },
        { de: 'Können Sie das bitte wiederholen?', en: '¿Puede repetirlo, por favor? (inseparable)' },
      ],
    },
    { h2: 'Qué significan los prefijos' },
    {
      p: 'Los prefijos no son aleatorios: muchos tienen un significado central que ayuda a adivinar verbos nuevos. Si conoces {{machen}}, puedes entender {{aufmachen}} (abrir), {{zumachen}} (cerrar), {{mitmachen}} (participar), {{ausmachen}} (apagar) y {{anmachen}} (encender).',
    },
    {
      table: {
        caption: 'Significados típicos de los prefijos separables',
        head: ['Prefijo', 'Idea central', 'Ejemplos'],
        rows: [
          ['an', 'encender, empezar, contacto', '{{anmachen}}, {{anfangen}}, {{anrufen}}'],
          ['auf', 'arriba, abierto', '{{aufstehen}}, {{aufmachen}}, {{aufwachen}}'],
          ['aus', 'fuera, apagado', '{{aussteigen}}, {{ausmachen}}, {{ausgehen}}'],
          ['ein', 'dentro, hacia dentro', '{{einsteigen}}, {{einkaufen}}, {{einladen}}'],
          ['ab', 'separación, alejamiento, salida', '{{abfahren}}, {{abholen}}, {{abgeben}}'],
          ['mit', 'junto, con', '{{mitkommen}}, {{mitbringen}}, {{mitmachen}}'],
          ['zu', 'cerrado; hacia', '{{zumachen}}, {{zuhören}}'],
          ['zurück', 'de vuelta', '{{zurückkommen}}, {{zurückrufen}}'],
          ['weg', 'fuera, lejos', '{{weggehen}}, {{wegwerfen}}'],
          ['vor', 'antes, delante', '{{vorbereiten}}, {{vorstellen}}, {{vorschlagen}}'],
        ],
      },
    },
    { h2: 'Veinte verbos separables para el día a día' },
    {
      examples: [
        { de: 'Ich stehe jeden Tag um sechs Uhr auf.', en: 'Me levanto todos los días a las seis. (aufstehen)' },
        { de: 'Der Kurs fängt um neun an und hört um zwölf auf.', en: 'El curso empieza a las nueve y termina a las doce. (anfangen, aufhören)' },
        { de: 'Der Zug fährt um 10:15 Uhr ab und kommt um 12 Uhr an.', en: 'El tren sale a las 10:15 y llega a las 12. (abfahren, ankommen)' },
        { de: 'Steigen Sie bitte hier aus und am Bahnhof in den Bus ein.', en: 'Bájese aquí, por favor, y suba al autobús en la estación. (aussteigen, einsteigen)' },
        { de: 'Am Samstag kaufe ich ein und räume die Wohnung auf.', en: 'El sábado hago la compra y ordeno el piso. (einkaufen, aufräumen)' },
        { de: 'Ich hole dich um acht ab.', en: 'Te recojo a las ocho. (abholen)' },
        { de: 'Wir laden euch zum Essen ein. Bringt gute Laune mit!', en: 'Os invitamos a comer. ¡Traed buen humor! (einladen, mitbringen)' },
        { de: 'Kommst du mit? – Nein, ich sehe heute fern.', en: '¿Vienes? – No, hoy veo la tele. (mitkommen, fernsehen)' },
        { de: 'Mach bitte das Fenster zu und das Licht aus.', en: 'Cierra la ventana y apaga la luz, por favor. (zumachen, ausmachen)' },
        { de: 'Darf ich mich vorstellen? Ich heiße Anna.', en: '¿Me permite que me presente? Me llamo Anna. (sich vorstellen)' },
        { de: 'Das Treffen findet im Raum 3 statt.', en: 'La reunión tiene lugar en la sala 3. (stattfinden)' },
        { de: 'Wann kommst du zurück?', en: '¿Cuándo vuelves? (zurückkommen)' },
      ],
    },
    { h2: 'Errores típicos' },
    {
      ul: [
        'Olvidar el prefijo al final: {{Ich stehe um sieben}} ✗ – sin {{auf}} la oración significa «estoy de pie a las siete».',
        'Separar el verbo en una subordinada: {{…, weil ich stehe früh auf}} ✗ → {{…, weil ich früh aufstehe}} ✓.',
        'Poner ge- en el lugar equivocado: «geanrufen» ✗ → {{angerufen}} ✓; o añadir ge- a verbos inseparables: «gebesucht» ✗ → {{besucht}} ✓.',
        'Separar un verbo inseparable: «Ich stehe das nicht ver» ✗ → {{Ich verstehe das nicht}} ✓.',
      ],
    },
    {
      p: 'Los verbos separables son un caso particular del marco oracional: consulta [Lo básico del orden de palabras en alemán](/articles/german-word-order-basics). Con los verbos modales, el prefijo se queda unido al infinitivo, como muestra la [guía de los verbos modales](/articles/german-modal-verbs-guide), y en el [Perfekt](/articles/perfekt-vs-praeteritum) el participio lleva ge- en medio. Practica con los ejercicios de nuestra [sección de gramática](/grammar) y con la lección «Prefijos separables e inseparables» del [curso A2](/grammar/a2).',
    },
  ],
};

export default translation;
