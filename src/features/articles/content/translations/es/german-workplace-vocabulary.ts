import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-workplace-vocabulary',
  lang: 'es',
  body: [
    {
      p: 'Tanto si buscas trabajo en un país de habla alemana como si ya trabajas en uno, el lenguaje laboral es un mundo aparte: correos formales, llamadas, contratos llenos de compuestos larguísimos y un equilibrio delicado entre {{du}} y {{Sie}}. Este artículo reúne el vocabulario básico y las frases que usarás cada día de trabajo, a partir del nivel B1, con mucho que ya resulta útil en A2.',
    },
    { h2: 'Las personas en el trabajo' },
    {
      table: {
        caption: 'Quién es quién',
        head: ['Alemán', 'Español'],
        rows: [
          ['{{der Arbeitgeber}}, {{die Arbeitgeberin}}', 'empleador, empresa'],
          ['{{der Arbeitnehmer}}, {{die Arbeitnehmerin}}', 'trabajador, trabajadora (término jurídico)'],
          ['{{der/die Angestellte}}', 'empleado, empleada (asalariados)'],
          ['{{der Mitarbeiter}}, {{die Mitarbeiterin}}', 'miembro de la plantilla, colaborador'],
          ['{{der Chef}}, {{die Chefin}} / {{der/die Vorgesetzte}}', 'jefe, jefa / superior directo'],
          ['{{der Kollege}}, {{die Kollegin}}', 'compañero, compañera de trabajo'],
          ['{{der Kunde}}, {{die Kundin}}', 'cliente'],
          ['{{der/die Auszubildende}} ({{der Azubi}})', 'aprendiz (en formación profesional)'],
          ['{{der Praktikant}}, {{die Praktikantin}}', 'becario, becaria en prácticas'],
          ['{{die Geschäftsführung}}', 'dirección, gerencia'],
          ['{{die Personalabteilung}}', 'departamento de recursos humanos'],
          ['{{der Betriebsrat}}', 'comité de empresa (representantes elegidos por la plantilla)'],
        ],
      },
    },
    {
      p: 'Varias de estas palabras son adjetivos sustantivados, así que sus terminaciones cambian: {{ein Angestellter}}, {{eine Angestellte}}, {{unsere Auszubildenden}}. {{Der Kollege}} y {{der Kunde}} pertenecen a la declinación en -n: {{Ich rufe den Kunden an.}}',
    },
    { h2: 'Lugares y objetos' },
    {
      ul: [
        '{{die Firma}}, {{das Unternehmen}} (empresa), {{der Betrieb}} (negocio, planta), {{die Abteilung}} (departamento)',
        '{{das Büro}} (oficina), {{der Arbeitsplatz}} (puesto de trabajo, empleo), {{der Schreibtisch}} (escritorio), {{der Besprechungsraum}} (sala de reuniones), {{die Kantine}} (comedor)',
        '{{die Werkstatt}} (taller), {{das Lager}} (almacén), {{die Baustelle}} (obra), {{die Kasse}} (caja)',
        '{{der Drucker}} (impresora), {{der Kopierer}} (fotocopiadora), {{der Bildschirm}} (pantalla), {{der Ordner}} (archivador, carpeta), {{die Unterlagen}} (documentos, papeles)',
        '{{der Termin}} (cita), {{die Besprechung}} (reunión), {{die Tagesordnung}} (orden del día), {{das Protokoll}} (acta), {{die Frist}} (plazo), {{der Bericht}} (informe)',
      ],
    },
    { h2: 'Verbos para la jornada laboral' },
    {
      table: {
        caption: 'Verbos útiles',
        head: ['Alemán', 'Español', 'Ejemplo'],
        rows: [
          ['{{arbeiten als}} / {{bei}}', 'trabajar de / en (una empresa)', '{{Ich arbeite als Krankenpfleger bei einer Klinik.}}'],
          ['{{zuständig sein für}}', 'ser responsable de, encargarse de', '{{Frau Becker ist für die Rechnungen zuständig.}}'],
          ['{{erledigen}}', 'resolver, dejar hecho', '{{Ich erledige das bis morgen.}}'],
          ['{{einen Termin vereinbaren}}', 'concertar una cita', '{{Können wir einen Termin vereinbaren?}}'],
          ['{{verschieben}}', 'aplazar', '{{Die Besprechung wird auf Freitag verschoben.}}'],
          ['{{absagen}}', 'cancelar', '{{Ich muss das Treffen leider absagen.}}'],
          ['{{weiterleiten}}', 'reenviar', '{{Ich leite Ihnen die E-Mail weiter.}}'],
          ['{{teilnehmen an}}', 'participar en', '{{Nehmen Sie an der Schulung teil?}}'],
          ['{{sich krank melden}}', 'avisar de que se está enfermo, darse de baja', '{{Ich melde mich heute krank.}}'],
          ['{{kündigen}}', 'dimitir; rescindir el contrato', '{{Er hat zum Monatsende gekündigt.}}'],
          ['{{einstellen}} / {{entlassen}}', 'contratar / despedir', '{{Die Firma stellt zwei neue Leute ein.}}'],
        ],
      },
    },
    { h2: 'Contrato, horario y sueldo' },
    {
      p: 'Tu contrato de trabajo ({{der Arbeitsvertrag}}) y tu nómina mensual ({{die Gehaltsabrechnung}} o {{die Lohnabrechnung}}) están llenos de compuestos. Estos son los términos clave:',
    },
    {
      table: {
        caption: 'Vocabulario del contrato',
        head: ['Alemán', 'Español'],
        rows: [
          ['{{befristet}} / {{unbefristet}}', 'temporal / indefinido'],
          ['{{die Vollzeit}} / {{die Teilzeit}}', 'jornada completa / media jornada'],
          ['{{die Probezeit}}', 'periodo de prueba'],
          ['{{die Kündigungsfrist}}', 'plazo de preaviso'],
          ['{{das Gehalt}} / {{der Lohn}}', 'sueldo (mensual) / salario (a menudo por horas)'],
          ['{{brutto}} / {{netto}}', 'bruto / neto (después de impuestos y cotizaciones sociales)'],
          ['{{die Überstunden}}', 'horas extra'],
          ['{{die Gleitzeit}}', 'horario flexible'],
          ['{{das Homeoffice}}', 'teletrabajo'],
          ['{{der Urlaub}}, {{die Urlaubstage}}', 'vacaciones, días de vacaciones'],
          ['{{die Schicht}}', 'turno'],
          ['{{die Fortbildung}}, {{die Weiterbildung}}', 'formación, formación continua'],
        ],
      },
    },
    {
      tip: 'Las normas sobre el salario mínimo, los días de vacaciones, los plazos de preaviso y las bajas médicas las fijan la ley y los convenios colectivos, y pueden cambiar. Consulta las normas vigentes en fuentes oficiales como el Ministerio Federal de Trabajo (BMAS) o la Agencia Federal de Empleo, y lee con atención tu propio contrato. Si te pones enfermo, avisa enseguida a la empresa; para ausencias más largas se exige un certificado médico ({{die Arbeitsunfähigkeitsbescheinigung}}, a menudo llamado simplemente {{die Krankmeldung}}).',
    },
    { h2: 'Buscar trabajo' },
    {
      ul: [
        '{{die Stellenanzeige}} – oferta de empleo; {{die Stelle}} – puesto',
        '{{sich bewerben}} (um eine Stelle / bei einer Firma) – presentar una candidatura (a un puesto / en una empresa)',
        '{{die Bewerbung}} – candidatura, solicitud; {{das Anschreiben}} – carta de presentación; {{der Lebenslauf}} – currículum',
        '{{das Zeugnis}} / {{das Arbeitszeugnis}} – certificado, boletín de notas / certificado de trabajo de un empleador anterior',
        '{{das Vorstellungsgespräch}} – entrevista de trabajo',
        '{{die Zusage}} / {{die Absage}} – respuesta positiva, oferta / rechazo',
      ],
    },
    {
      examples: [
        { de: 'Ich bewerbe mich um die Stelle als Buchhalterin.', en: 'Presento mi candidatura al puesto de contable.' },
        { de: 'Vielen Dank für die Einladung zum Vorstellungsgespräch.', en: 'Muchas gracias por invitarme a la entrevista.' },
        { de: 'Ich habe fünf Jahre Berufserfahrung in der Logistik.', en: 'Tengo cinco años de experiencia profesional en logística.' },
      ],
    },
    { h2: 'Al teléfono' },
    {
      examples: [
        { de: 'Guten Tag, hier spricht Maria Fischer von der Firma Weber.', en: 'Buenos días, soy Maria Fischer, de la empresa Weber.' },
        { de: 'Könnte ich bitte Herrn Schulz sprechen?', en: '¿Podría hablar con el señor Schulz, por favor?' },
        { de: 'Einen Moment, ich verbinde Sie.', en: 'Un momento, le paso.' },
        { de: 'Er ist gerade in einer Besprechung. Kann ich etwas ausrichten?', en: 'Ahora mismo está en una reunión. ¿Quiere dejarle algún recado?' },
        { de: 'Könnten Sie mich bitte zurückrufen?', en: '¿Podría devolverme la llamada, por favor?' },
      ],
    },
    { h2: 'Correos electrónicos' },
    {
      table: {
        caption: 'Saludos y despedidas',
        head: ['Situación', 'Saludo', 'Despedida'],
        rows: [
          ['formal, sin saber el nombre', '{{Sehr geehrte Damen und Herren,}}', '{{Mit freundlichen Grüßen}}'],
          ['formal, sabiendo el nombre', '{{Sehr geehrte Frau Becker,}} / {{Sehr geehrter Herr Schulz,}}', '{{Mit freundlichen Grüßen}}'],
          ['neutro, entre compañeros', '{{Hallo Frau Becker,}} / {{Guten Tag Herr Schulz,}}', '{{Viele Grüße}} / {{Beste Grüße}}'],
          ['equipo, informal', '{{Liebe Kolleginnen und Kollegen,}} / {{Hallo zusammen,}}', '{{Viele Grüße}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Anbei sende ich Ihnen die Unterlagen.', en: 'Le adjunto los documentos.' },
        { de: 'Ich bitte um eine kurze Rückmeldung bis Freitag.', en: 'Le agradecería una breve respuesta antes del viernes.' },
        { de: 'Bei Fragen stehe ich Ihnen gern zur Verfügung.', en: 'Quedo a su disposición para cualquier pregunta.' },
      ],
    },
    { h2: 'En las reuniones' },
    {
      examples: [
        { de: 'Darf ich kurz etwas dazu sagen?', en: '¿Puedo decir algo al respecto?' },
        { de: 'Könnten Sie das bitte noch einmal erklären?', en: '¿Podría explicarlo otra vez, por favor?' },
        { de: 'Ich bin mir nicht sicher, ob ich das richtig verstanden habe.', en: 'No estoy seguro de haberlo entendido bien.' },
        { de: 'Wer kümmert sich darum?', en: '¿Quién se encarga de eso?' },
        { de: 'Dann machen wir es so.', en: 'Entonces lo hacemos así.' },
      ],
    },
    { h2: '¿Du o Sie en el trabajo?' },
    {
      p: 'La práctica varía mucho. En las empresas tradicionales, en la administración y con los clientes, lo normal es {{Sie}} y el apellido. En las start-ups, en muchos oficios y entre compañeros jóvenes, el {{du}} es habitual desde el primer día. Lo más seguro: empieza con {{Sie}} y cambia cuando alguien te ofrezca el {{du}}; normalmente lo hace la persona mayor o de más rango ({{Wollen wir uns duzen?}}). Dos costumbres más: a la hora de comer, los compañeros se saludan con {{Mahlzeit!}}, y el final de la jornada es {{der Feierabend}}: {{Schönen Feierabend!}} es una despedida cordial.',
    },
    {
      p: 'El vocabulario laboral está lleno de sustantivos largos: consulta [Sustantivos compuestos en alemán](/articles/german-compound-nouns) para ver cómo leerlos. La [chuleta de B1](/articles/german-b1-cheat-sheet) resume la gramática de las cartas formales. En nuestra [sección de vocabulario](/words) encontrarás más listas temáticas para el ámbito profesional.',
    },
  ],
};

export default translation;
