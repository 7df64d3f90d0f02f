import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'separable-verbs-in-german',
  lang: 'ru',
  body: [
    {
      p: 'Кто знает английский, помнит «get up», «call back» и «go out»: глагол плюс маленькое слово. В немецком та же идея, но маленькое слово пишется как **приставка** в инфинитиве – {{aufstehen}}, {{zurückrufen}}, {{ausgehen}}, – а во многих предложениях отделяется и уходит в конец: {{Ich stehe um sieben Uhr auf.}} Эти **отделяемые глаголы** ({{trennbare Verben}}) встречаются в повседневной жизни на каждом шагу, поэтому стоит рано научиться употреблять их правильно.',
    },
    { h2: 'Отделяемая или неотделяемая?' },
    {
      p: 'Отделяется приставка или нет, зависит от самой приставки. Большинство отделяемых приставок – это и самостоятельные слова (предлоги или наречия), и на них падает **ударение**: в {{aufstehen}} и {{anrufen}} ударная приставка. Неотделяемые приставки никогда не бывают самостоятельными словами и никогда не ударны: в {{verstehen}} и {{besuchen}} ударение падает на корень глагола.',
    },
    {
      table: {
        caption: 'Приставки',
        head: ['Тип', 'Приставки', 'Примеры'],
        rows: [
          ['отделяемые (ударные)', 'ab, an, auf, aus, bei, ein, fest, her, hin, los, mit, nach, vor, weg, zu, zurück, zusammen', '{{abholen}}, {{anfangen}}, {{aufräumen}}, {{einkaufen}}, {{mitkommen}}, {{zumachen}}'],
          ['неотделяемые (безударные)', 'be, emp, ent, er, ge, miss, ver, zer', '{{bekommen}}, {{empfehlen}}, {{entschuldigen}}, {{erzählen}}, {{gefallen}}, {{verstehen}}'],
          ['оба типа, с разными значениями', 'durch, über, um, unter, wieder', '{{umfahren}}, {{übersetzen}}, {{wiederholen}}'],
        ],
      },
    },
    {
      p: 'Существительные, прилагательные и другие глаголы тоже могут вести себя как отделяемые приставки: {{fernsehen}} ({{Ich sehe fern}}), {{teilnehmen}} ({{Sie nimmt am Kurs teil}}), {{stattfinden}} ({{Das Konzert findet morgen statt}}), {{kennenlernen}} ({{Wir lernen neue Leute kennen}}).',
    },
    { h2: 'Куда уходит приставка?' },
    {
      p: 'Правило простое, если его один раз увидеть: приставка отделяется **только тогда, когда сам глагол стоит на первом или втором месте**, то есть в главных предложениях в настоящем времени и в претерите, в вопросах и в повелительном наклонении. Тогда приставка уходит в конец. Как только глагол уходит в конец предложения или остаётся инфинитивом либо причастием, приставка и глагол остаются вместе.',
    },
    {
      table: {
        caption: 'anrufen (звонить по телефону) во всех позициях',
        head: ['Конструкция', 'Пример'],
        rows: [
          ['настоящее время', '{{Ich rufe dich morgen an.}}'],
          ['претерит', '{{Sie rief mich gestern an.}}'],
          ['вопрос', '{{Rufst du mich heute Abend an?}}'],
          ['повелительное наклонение', '{{Ruf mich bitte an!}} / {{Rufen Sie mich bitte an!}}'],
          ['с модальным глаголом', '{{Ich muss meine Mutter anrufen.}}'],
          ['будущее время', '{{Ich werde dich morgen anrufen.}}'],
          ['перфект', '{{Hast du sie angerufen?}}'],
          ['придаточное предложение', '{{Ich weiß nicht, ob er heute anruft.}}'],
          ['инфинитив с zu', '{{Vergiss nicht, mich anzurufen!}}'],
        ],
      },
    },
    {
      tip: 'Запомните три особые формы: в причастии **ge** встаёт между приставкой и корнем ({{angerufen}}, {{eingekauft}}), в инфинитиве с zu туда же встаёт **zu** ({{anzurufen}}, {{einzukaufen}}), а в придаточном предложении глагол в самом конце снова пишется одним словом ({{…, weil ich heute einkaufe}}).',
    },
    { h2: 'Неотделяемые глаголы: без разделения и без ge-' },
    {
      p: 'Глаголы с неотделяемыми приставками ведут себя как обычные глаголы: приставка никогда не сдвигается. Их причастие прошедшего времени образуется **без ge-**: {{besuchen}} → {{besucht}}, {{verstehen}} → {{verstanden}}, {{erzählen}} → {{erzählt}}, {{bekommen}} → {{bekommen}}. В одном глаголе могут быть обе приставки: в {{vorbereiten}} есть отделяемая **vor-** и неотделяемая **be-**, поэтому он разделяется ({{Ich bereite das Essen vor}}), но обходится без ge- ({{Ich habe das Essen vorbereitet}}).',
    },
    {
      examples: [
        { de: 'Ich verstehe die Frage nicht.', en: 'Я не понимаю вопрос.' },
        { de: 'Wir haben unsere Freunde in Bremen besucht.', en: 'Мы навестили наших друзей в Бремене.' },
        { de: 'Kannst du mir ein Restaurant empfehlen?', en: 'Можешь посоветовать мне ресторан?' },
      ],
    },
    { h2: 'Приставки, которые бывают и теми, и другими' },
    {
      p: 'С {{durch}}, {{über}}, {{um}}, {{unter}} и {{wieder}} одно и то же написание может означать два разных глагола. Отделяемый обычно сохраняет буквальное, пространственное значение, и ударение падает на приставку; неотделяемый часто переносный, и ударение падает на корень.',
    },
    {
      examples: [
        { de: 'Ich übersetze den Brief ins Englische.', en: 'Я перевожу письмо на английский. (неотделяемый)' },
        { de: 'Die Fähre setzt uns ans andere Ufer über.', en: 'Паром перевозит нас на другой берег. (отделяемый)' },
        { de: 'Wir umfahren den Stau.', en: 'Мы объезжаем пробку. (неотделяемый)' },
        { de: 'Der Fahrer fährt fast ein Schild um.', en: 'Водитель чуть не сбивает знак. (отделяемый)' },
        { de: 'Können Sie das bitte wiederholen?', en: 'Не могли бы вы повторить? (неотделяемый)' },
      ],
    },
    { h2: 'Что означают приставки' },
    {
      p: 'Приставки не случайны: у многих есть основное значение, которое помогает угадывать новые глаголы. Зная {{machen}}, вы поймёте {{aufmachen}} (открывать), {{zumachen}} (закрывать), {{mitmachen}} (участвовать), {{ausmachen}} (выключать) и {{anmachen}} (включать).',
    },
    {
      table: {
        caption: 'Типичные значения отделяемых приставок',
        head: ['Приставка', 'Основная идея', 'Примеры'],
        rows: [
          ['an', 'включение, начало, контакт', '{{anmachen}}, {{anfangen}}, {{anrufen}}'],
          ['auf', 'вверх, открытие', '{{aufstehen}}, {{aufmachen}}, {{aufwachen}}'],
          ['aus', 'наружу, выключение', '{{aussteigen}}, {{ausmachen}}, {{ausgehen}}'],
          ['ein', 'внутрь', '{{einsteigen}}, {{einkaufen}}, {{einladen}}'],
          ['ab', 'прочь, от, отправление', '{{abfahren}}, {{abholen}}, {{abgeben}}'],
          ['mit', 'вместе, с собой', '{{mitkommen}}, {{mitbringen}}, {{mitmachen}}'],
          ['zu', 'закрытие; направленность к', '{{zumachen}}, {{zuhören}}'],
          ['zurück', 'назад, обратно', '{{zurückkommen}}, {{zurückrufen}}'],
          ['weg', 'прочь', '{{weggehen}}, {{wegwerfen}}'],
          ['vor', 'заранее, впереди', '{{vorbereiten}}, {{vorstellen}}, {{vorschlagen}}'],
        ],
      },
    },
    { h2: 'Двадцать отделяемых глаголов на каждый день' },
    {
      examples: [
        { de: 'Ich stehe jeden Tag um sechs Uhr auf.', en: 'Я каждый день встаю в шесть. (aufstehen)' },
        { de: 'Der Kurs fängt um neun an und hört um zwölf auf.', en: 'Курс начинается в девять и заканчивается в двенадцать. (anfangen, aufhören)' },
        { de: 'Der Zug fährt um 10:15 Uhr ab und kommt um 12 Uhr an.', en: 'Поезд отправляется в 10:15 и прибывает в 12. (abfahren, ankommen)' },
        { de: 'Steigen Sie bitte hier aus und am Bahnhof in den Bus ein.', en: 'Выйдите, пожалуйста, здесь, а на вокзале сядьте в автобус. (aussteigen, einsteigen)' },
        { de: 'Am Samstag kaufe ich ein und räume die Wohnung auf.', en: 'В субботу я хожу за покупками и убираю квартиру. (einkaufen, aufräumen)' },
        { de: 'Ich hole dich um acht ab.', en: 'Я заеду за тобой в восемь. (abholen)' },
        { de: 'Wir laden euch zum Essen ein. Bringt gute Laune mit!', en: 'Приглашаем вас на ужин. Приносите с собой хорошее настроение! (einladen, mitbringen)' },
        { de: 'Kommst du mit? – Nein, ich sehe heute fern.', en: 'Пойдёшь с нами? – Нет, сегодня я смотрю телевизор. (mitkommen, fernsehen)' },
        { de: 'Mach bitte das Fenster zu und das Licht aus.', en: 'Закрой, пожалуйста, окно и выключи свет. (zumachen, ausmachen)' },
        { de: 'Darf ich mich vorstellen? Ich heiße Anna.', en: 'Разрешите представиться? Меня зовут Анна. (sich vorstellen)' },
        { de: 'Das Treffen findet im Raum 3 statt.', en: 'Встреча проходит в комнате 3. (stattfinden)' },
        { de: 'Wann kommst du zurück?', en: 'Когда ты вернёшься? (zurückkommen)' },
      ],
    },
    { h2: 'Типичные ошибки' },
    {
      ul: [
        'Забыть приставку в конце: {{Ich stehe um sieben}} ✗ – без {{auf}} предложение значит «Я стою в семь».',
        'Разделять глагол в придаточном: {{…, weil ich stehe früh auf}} ✗ → {{…, weil ich früh aufstehe}} ✓.',
        'Ставить ge- не туда: “geanrufen” ✗ → {{angerufen}} ✓; или добавлять ge- к неотделяемым глаголам: “gebesucht” ✗ → {{besucht}} ✓.',
        'Разделять неотделяемый глагол: “Ich stehe das nicht ver” ✗ → {{Ich verstehe das nicht}} ✓.',
      ],
    },
    {
      p: 'Отделяемые глаголы – частный случай рамочной конструкции, см. [Основы порядка слов в немецком](/articles/german-word-order-basics). С модальными глаголами приставка остаётся при инфинитиве, как показывает [руководство по модальным глаголам](/articles/german-modal-verbs-guide), а в [перфекте](/articles/perfekt-vs-praeteritum) причастие получает ge- в середине. Тренируйтесь в упражнениях нашего [раздела грамматики](/grammar) и на уроке «Отделяемые и неотделяемые приставки» [курса A2](/grammar/a2).',
    },
  ],
};

export default translation;
