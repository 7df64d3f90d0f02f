import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-b2-cheat-sheet',
  lang: 'es',
  body: [
    {
      p: 'Como en el resto del sitio, los niveles siguen el **Marco Común Europeo de Referencia para las Lenguas (MCER)**. B2 es el nivel alto del «usuario independiente». En B2 entiendes las ideas principales de textos complejos sobre temas concretos y abstractos, incluidos los debates técnicos de tu especialidad; hablas con nativos con una fluidez y una espontaneidad que hacen posible una comunicación habitual sin esfuerzo para ninguna de las partes; y escribes textos claros y detallados y defiendes un punto de vista exponiendo las ventajas y los inconvenientes de distintas opciones. Muchas universidades y empresas piden B2 o más, pero sus requisitos varían y cambian, así que consulta cada caso. En gramática, B2 trata menos de formas nuevas y más de **estilo**: entender y usar las estructuras de la prensa, los informes y los debates formales. Si necesitas repasar, empieza por la [chuleta B1](/articles/german-b1-cheat-sheet).',
    },
    { h2: 'El estilo indirecto: Konjunktiv I' },
    {
      p: 'Las noticias y los textos formales usan el Konjunktiv I para contar lo que alguien dijo sin hacerse responsables de ello. Se forma a partir de la raíz del infinitivo; en la práctica, la forma más importante es la tercera persona del singular. Donde el Konjunktiv I coincide con el indicativo (sobre todo en plural), se usa en su lugar el Konjunktiv II.',
    },
    {
      table: {
        caption: 'Konjunktiv I: las formas más usadas',
        head: ['Infinitivo', 'er/sie/es', 'Ejemplo'],
        rows: [
          ['{{sein}}', '{{sei}}', '{{Der Minister sagte, die Lage sei ernst.}}'],
          ['{{haben}}', '{{habe}}', '{{Sie erklärte, sie habe keine Zeit.}}'],
          ['{{können}}', '{{könne}}', '{{Er meinte, er könne nicht kommen.}}'],
          ['{{werden}}', '{{werde}}', '{{Die Firma teilte mit, sie werde Stellen abbauen.}}'],
          ['{{kommen}}', '{{komme}}', '{{Sie sagt, sie komme morgen.}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Die Sprecherin sagte, man habe das Problem gelöst.', en: 'La portavoz dijo que el problema se había resuelto.' },
        { de: 'Die Kollegen sagen, sie hätten keine Informationen bekommen.', en: 'Los compañeros dicen que no han recibido ninguna información. (el Konjunktiv II sustituye a {{sie haben}})' },
      ],
    },
    { h2: 'La pasiva y sus alternativas' },
    {
      p: 'En B2 encuentras la pasiva en todos los tiempos y con verbos modales, además de varias estructuras que la sustituyen.',
    },
    {
      table: {
        caption: 'La pasiva y sus sustitutos',
        head: ['Estructura', 'Ejemplo', 'Significado'],
        rows: [
          ['pasiva con modal, en pasado', '{{Das hätte früher gemacht werden müssen.}}', 'Eso tendría que haberse hecho antes.'],
          ['{{sich lassen}} + infinitivo', '{{Das Problem lässt sich lösen.}}', 'El problema se puede resolver.'],
          ['{{sein}} + {{zu}} + infinitivo', '{{Die Rechnung ist bis Freitag zu bezahlen.}}', 'La factura debe pagarse antes del viernes.'],
          ['adjetivo en -bar', '{{Das ist machbar.}}', 'Eso es factible.'],
          ['{{man}}', '{{Hier spricht man Deutsch.}}', 'Aquí se habla alemán.'],
        ],
      },
    },
    { h2: 'Los participios ampliados' },
    {
      p: 'El alemán escrito suele meter toda una oración de relativo delante del sustantivo, entre el artículo y el sustantivo. El participio va al final de ese bloque, justo delante del sustantivo, y lleva terminación de adjetivo. El Partizip I (-end) es activo y expresa una acción en curso; el Partizip II es pasivo o expresa algo acabado. Para leer estas construcciones, salta del artículo al sustantivo y luego lee el bloque de atrás hacia delante.',
    },
    {
      examples: [
        { de: 'die von der Regierung geplante Reform', en: 'la reforma planeada por el Gobierno (= {{die Reform, die von der Regierung geplant wird}})' },
        { de: 'die seit Jahren steigenden Mieten', en: 'los alquileres que suben desde hace años' },
        { de: 'ein gut ausgebildeter Mitarbeiter', en: 'un empleado bien formado' },
        { de: 'die noch zu erledigenden Aufgaben', en: 'las tareas que aún quedan por hacer' },
      ],
    },
    { h2: 'Estilo nominal y estilo verbal' },
    {
      p: 'El alemán formal prefiere los sustantivos: convierte oraciones en grupos nominales con preposiciones. En B2 debes reconocer este estilo y saber pasar de uno a otro.',
    },
    {
      table: {
        caption: 'Del estilo verbal al nominal',
        head: ['Estilo verbal', 'Estilo nominal'],
        rows: [
          ['{{weil es stark regnete}}', '{{wegen des starken Regens}}'],
          ['{{nachdem er angekommen war}}', '{{nach seiner Ankunft}}'],
          ['{{während wir renovieren}}', '{{während der Renovierung}}'],
          ['{{obwohl sie krank war}}', '{{trotz ihrer Krankheit}}'],
          ['{{wenn man die Regeln beachtet}}', '{{bei Beachtung der Regeln}}'],
          ['{{um die Qualität zu verbessern}}', '{{zur Verbesserung der Qualität}}'],
        ],
      },
    },
    {
      p: 'Preposiciones con genitivo típicas del estilo formal: {{aufgrund}} (debido a), {{angesichts}} (ante, en vista de), {{bezüglich}} y {{hinsichtlich}} (en cuanto a), {{infolge}} (a consecuencia de), {{mithilfe}} (con ayuda de). {{zufolge}} va detrás del sustantivo y rige dativo: {{dem Bericht zufolge}} (según el informe).',
    },
    { h2: 'Futur II y los modales de suposición' },
    {
      p: 'El Futur II ({{werden}} + participio + {{haben}}/{{sein}}) se usa sobre todo para **suposiciones sobre el pasado**, a menudo con {{wohl}}. Los verbos modales expresan grados de certeza.',
    },
    {
      examples: [
        { de: 'Er wird den Zug wohl verpasst haben.', en: 'Habrá perdido el tren.' },
        { de: 'Bis Juni werde ich die Prüfung bestanden haben.', en: 'Para junio habré aprobado el examen.' },
        { de: 'Sie muss die Nachricht gelesen haben.', en: 'Tiene que haber leído el mensaje.' },
        { de: 'Der Täter soll ins Ausland geflohen sein.', en: 'Al parecer, el autor huyó al extranjero.' },
      ],
    },
    { h2: 'Conectores avanzados' },
    {
      table: {
        caption: 'Conectores para B2',
        head: ['Conector', 'Significado', 'Ejemplo'],
        rows: [
          ['{{indem}}', 'haciendo algo; mediante', '{{Man spart Energie, indem man weniger heizt.}}'],
          ['{{sodass}}', 'de modo que (consecuencia)', '{{Es regnete stark, sodass das Spiel ausfiel.}}'],
          ['{{als ob}} + Konj. II', 'como si', '{{Er tut so, als ob er nichts wüsste.}}'],
          ['{{es sei denn}}', 'a no ser que', '{{Wir fahren morgen, es sei denn, es schneit.}}'],
          ['{{sofern}}, {{falls}}', 'siempre que; por si', '{{Sofern nichts dagegen spricht, beginnen wir um neun.}}'],
          ['{{zumal}}', 'sobre todo porque', '{{Ich bleibe zu Hause, zumal ich erkältet bin.}}'],
          ['{{je nachdem}}', 'según, dependiendo de', '{{Je nachdem, wie das Wetter ist, grillen wir.}}'],
          ['{{zwar … aber}}', 'es cierto que … pero', '{{Die Wohnung ist zwar klein, aber sehr hell.}}'],
        ],
      },
    },
    { h2: 'Combinaciones de sustantivo y verbo' },
    {
      p: 'El alemán formal usa pares fijos de un sustantivo y un verbo de poco contenido. Son típicos de los exámenes B2 y de las cartas oficiales:',
    },
    {
      ul: [
        '{{eine Entscheidung treffen}} – tomar una decisión',
        '{{einen Antrag stellen}} – presentar una solicitud',
        '{{zur Verfügung stehen}} / {{stellen}} – estar a disposición / poner a disposición',
        '{{in Frage kommen}} – entrar en consideración',
        '{{Kritik üben}} (an + dat.) – criticar',
        '{{in Kraft treten}} – entrar en vigor',
        '{{Rücksicht nehmen}} (auf + ac.) – tener consideración con alguien',
        '{{zum Ausdruck bringen}} – expresar',
      ],
    },
    { h2: 'Palabras pequeñas, gran efecto: las partículas modales' },
    {
      p: 'El alemán hablado está lleno de partículas cortas que añaden tono y no contenido. En B2 deberías entenderlas y empezar a usar algunas: {{doch}} (insistir o animar: {{Komm doch mit!}}), {{ja}} (algo sabido: {{Das weißt du ja}}), {{mal}} (suavizar: {{Schau mal!}}), {{halt}} / {{eben}} (es lo que hay: {{Das ist halt so}}), {{wohl}} (suposición: {{Er ist wohl krank}}).',
    },
    { h2: 'Frases clave de B2' },
    {
      table: {
        caption: 'Debatir y argumentar',
        head: ['Función', 'Alemán'],
        rows: [
          ['Exponer tu postura', '{{Ich vertrete den Standpunkt, dass …}}'],
          ['Introducir un argumento', '{{Dafür spricht, dass …}} / {{Dagegen spricht, dass …}}'],
          ['Conceder en parte', '{{Da haben Sie zwar recht, aber …}}'],
          ['Pedir una aclaración', '{{Wie meinen Sie das genau?}}'],
          ['Describir un gráfico', '{{Die Grafik zeigt …}} / {{Der Anteil ist um zehn Prozent gestiegen.}}'],
          ['Resumir', '{{Zusammenfassend lässt sich sagen, dass …}}'],
          ['Concluir', '{{Abschließend möchte ich betonen, dass …}}'],
          ['Reclamación formal', '{{Hiermit möchte ich mich über … beschweren.}}'],
        ],
      },
    },
    {
      p: 'Temas de B2: trabajo y carrera, educación y ciencia, medios y tecnología, medio ambiente, salud y sociedad, política y actualidad, cultura y arte. Lee cada día un artículo de un periódico alemán y apunta un grupo nominal, una combinación de sustantivo y verbo y un conector.',
    },
    {
      tip: 'Para repasar: [los casos del alemán](/articles/german-cases-explained), [las terminaciones de los adjetivos, fáciles](/articles/german-adjective-endings-made-simple), [las preposiciones y sus casos](/articles/german-prepositions-with-cases) y las chuletas [A1](/articles/german-a1-cheat-sheet), [A2](/articles/german-a2-cheat-sheet) y [B1](/articles/german-b1-cheat-sheet). Más práctica en nuestra [sección de gramática](/grammar).',
    },
  ],
};

export default translation;
