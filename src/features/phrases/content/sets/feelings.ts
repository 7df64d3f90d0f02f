import type { PhraseSetContent } from '../types';

const set: PhraseSetContent = {
  id: 'feelings',
  title: { en: 'Feelings', ua: 'Почуття', de: 'Gefühle', ru: 'Чувства', be: 'Пачуцці', tr: 'Duygular', pl: 'Uczucia', es: 'Sentimientos' },
  descr: {
    en: 'Say how you feel – happy, sad, worried or angry – and ask how others feel.',
    ua: 'Кажіть, що відчуваєте, – радість, сум, тривогу чи злість – і питайте про почуття інших.',
    de: 'Sagen, wie man sich fühlt – froh, traurig, besorgt oder wütend – und nach Gefühlen fragen.',
    ru: 'Говорите, что чувствуете, – радость, грусть, тревогу или злость – и спрашивайте о чувствах других.',
    be: 'Кажыце, што адчуваеце, – радасць, смутак, трывогу ці злосць – і пытайцеся пра пачуцці іншых.',
    tr: 'Nasıl hissettiğinizi söyleyin – mutlu, üzgün, endişeli ya da kızgın – ve başkalarına nasıl hissettiklerini sorun.',
    pl: 'Mów, co czujesz – radość, smutek, niepokój czy złość – i pytaj o uczucia innych.',
    es: 'Expresa lo que sientes – alegría, tristeza, preocupación o enfado – y pregunta a otros cómo se sienten.',
  },
  img: 'performing-arts',
  paywall: false,
  group: 'feelings',
  phrases: [
    {
      de: 'Wie fühlst du dich?',
      tr: { en: 'How are you feeling?', ua: 'Як ти почуваєшся?', de: 'nach dem Befinden fragen', ru: 'Как ты себя чувствуешь?', be: 'Як ты сябе адчуваеш?', tr: 'Kendini nasıl hissediyorsun?', pl: 'Jak się czujesz?', es: '¿Cómo te sientes?' },
      register: 'informal',
    },
    {
      de: 'Was ist los?',
      tr: { en: "What's wrong?", ua: 'Що сталося?', de: 'wenn jemand traurig oder seltsam wirkt', ru: 'Что случилось?', be: 'Што здарылася?', tr: 'Ne oldu?', pl: 'Co się stało?', es: '¿Qué pasa?' },
    },
    {
      de: 'Ich bin glücklich.',
      tr: { en: "I'm happy.", ua: 'Я щасливий / щаслива.', de: 'ein starkes, schönes Gefühl', ru: 'Я счастлив / счастлива.', be: 'Я шчаслівы / шчаслівая.', tr: 'Mutluyum.', pl: 'Jestem szczęśliwy / szczęśliwa.', es: 'Estoy feliz.' },
    },
    {
      de: 'Ich bin heute ein bisschen traurig.',
      tr: { en: "I'm a bit sad today.", ua: 'Мені сьогодні трохи сумно.', de: 'nicht fröhlich', ru: 'Мне сегодня немного грустно.', be: 'Мне сёння крыху сумна.', tr: 'Bugün biraz üzgünüm.', pl: 'Dziś jest mi trochę smutno.', es: 'Hoy estoy un poco triste.' },
    },
    {
      de: 'Ich freue mich auf den Urlaub.',
      tr: { en: "I'm looking forward to the holiday.", ua: 'Я з нетерпінням чекаю на відпустку.', de: 'Freude auf etwas, das noch kommt', ru: 'Я с нетерпением жду отпуска.', be: 'Я з нецярпеннем чакаю адпачынку.', tr: 'Tatili dört gözle bekliyorum.', pl: 'Nie mogę się doczekać urlopu.', es: 'Tengo muchas ganas de que lleguen las vacaciones.' },
      note: {
        en: '„sich freuen auf“ = look forward to (it is still to come); „sich freuen über“ = be glad about (it is here).',
        ua: '„sich freuen auf“ – радіти тому, що буде; „sich freuen über“ – радіти тому, що вже є.',
        de: 'freuen auf: Zukunft; freuen über: Gegenwart oder Vergangenheit',
        ru: '„sich freuen auf“ – радоваться тому, что будет; „sich freuen über“ – радоваться тому, что уже есть.',
        be: '„sich freuen auf“ – радавацца таму, што будзе; „sich freuen über“ – радавацца таму, што ўжо ёсць.',
        tr: '„sich freuen auf“ gelecek bir şeyi beklemektir; „sich freuen über“ olmuş bir şeye sevinmektir.',
        pl: '„sich freuen auf“ – cieszyć się na coś, co dopiero będzie; „sich freuen über“ – z czegoś, co już jest.',
        es: '„sich freuen auf“ es esperar con ilusión algo futuro; „sich freuen über“, alegrarse de algo que ya pasa.',
      },
    },
    {
      de: 'Ich bin so aufgeregt!',
      tr: { en: "I'm so excited!", ua: 'Я так хвилююся!', de: 'vor etwas Spannendem', ru: 'Я так волнуюсь!', be: 'Я так хвалююся!', tr: 'Çok heyecanlıyım!', pl: 'Ale się ekscytuję!', es: '¡Qué nervios!' },
      note: {
        en: '„aufgeregt“ is how you feel (excited or nervous); „aufregend“ describes the thing: eine aufregende Reise.',
        ua: '„aufgeregt“ – про ваш стан (радісне чи тривожне хвилювання); „aufregend“ – про подію: eine aufregende Reise.',
        de: 'aufgeregt: die Person; aufregend: die Sache',
        ru: '„aufgeregt“ – о вашем состоянии (радостное или тревожное волнение); „aufregend“ – о событии: eine aufregende Reise.',
        be: '„aufgeregt“ – пра ваш стан (радаснае ці трывожнае хваляванне); „aufregend“ – пра падзею: eine aufregende Reise.',
        tr: '„aufgeregt“ sizin hâlinizdir (heyecan ya da tedirginlik); „aufregend“ olayı anlatır: eine aufregende Reise.',
        pl: '„aufgeregt“ opisuje ciebie (ekscytacja albo nerwy); „aufregend“ – samą rzecz: eine aufregende Reise.',
        es: '„aufgeregt“ describe cómo estás (ilusión o nervios); „aufregend“, la cosa en sí: eine aufregende Reise.',
      },
    },
    {
      de: 'Ich habe Angst vor Hunden.',
      tr: { en: "I'm afraid of dogs.", ua: 'Я боюся собак.', de: 'Angst haben vor + Dativ', ru: 'Я боюсь собак.', be: 'Я баюся сабак.', tr: 'Köpeklerden korkarım.', pl: 'Boję się psów.', es: 'Me dan miedo los perros.' },
      note: {
        en: '„Angst haben vor“ + dative: vor dem Hund, vor Hunden.',
        ua: '„Angst haben vor“ + давальний відмінок: vor dem Hund, vor Hunden.',
        de: 'vor + Dativ: vor dem Hund',
        ru: '„Angst haben vor“ + дательный падеж: vor dem Hund, vor Hunden.',
        be: '„Angst haben vor“ + давальны склон: vor dem Hund, vor Hunden.',
        tr: '„Angst haben vor“ + Dativ: vor dem Hund, vor Hunden.',
        pl: '„Angst haben vor“ + celownik: vor dem Hund, vor Hunden.',
        es: '„Angst haben vor“ + dativo: vor dem Hund, vor Hunden.',
      },
    },
    {
      de: 'Vor der Prüfung bin ich immer nervös.',
      tr: { en: "I'm always nervous before the exam.", ua: 'Перед іспитом я завжди нервую.', de: 'vor: zeitlich, mit Dativ', ru: 'Перед экзаменом я всегда нервничаю.', be: 'Перад экзаменам я заўсёды нервуюся.', tr: 'Sınavdan önce hep heyecanlanırım.', pl: 'Przed egzaminem zawsze się denerwuję.', es: 'Antes del examen siempre tengo nervios.' },
    },
    {
      de: 'Ich mache mir Sorgen um dich.',
      tr: { en: "I'm worried about you.", ua: 'Я хвилююся за тебе.', de: 'sich Sorgen machen um + Akkusativ', ru: 'Я беспокоюсь за тебя.', be: 'Я турбуюся за цябе.', tr: 'Senin için endişeleniyorum.', pl: 'Martwię się o ciebie.', es: 'Me preocupo por ti.' },
      register: 'informal',
    },
    {
      de: 'Ich bin total gestresst.',
      tr: { en: "I'm totally stressed out.", ua: 'У мене повний стрес.', de: 'total: umgangssprachlich für sehr', ru: 'У меня жуткий стресс.', be: 'У мяне поўны стрэс.', tr: 'Çok stresliyim.', pl: 'Mam straszny stres.', es: 'Tengo muchísimo estrés.' },
    },
    {
      de: 'Mir ist langweilig.',
      tr: { en: "I'm bored.", ua: 'Мені нудно.', de: 'nichts Interessantes zu tun', ru: 'Мне скучно.', be: 'Мне нудна.', tr: 'Canım sıkılıyor.', pl: 'Nudzi mi się.', es: 'Me aburro.' },
      note: {
        en: 'Say „Mir ist langweilig“; „Ich bin langweilig“ means „I am boring“!',
        ua: 'Кажіть „Mir ist langweilig“; „Ich bin langweilig“ означає „Я нудна людина“!',
        de: 'Nicht „Ich bin langweilig“ – das heißt etwas anderes!',
        ru: 'Говорите „Mir ist langweilig“; „Ich bin langweilig“ значит „Я скучный человек“!',
        be: 'Кажыце „Mir ist langweilig“; „Ich bin langweilig“ азначае „Я нудны чалавек“!',
        tr: '„Mir ist langweilig“ deyin; „Ich bin langweilig“ „Ben sıkıcı biriyim“ demektir!',
        pl: 'Mów „Mir ist langweilig“; „Ich bin langweilig“ znaczy „Jestem nudny“!',
        es: 'Di „Mir ist langweilig“; „Ich bin langweilig“ significa „Soy aburrido“.',
      },
    },
    {
      de: 'Ich fühle mich einsam.',
      tr: { en: 'I feel lonely.', ua: 'Я почуваюся самотньо.', de: 'allein und traurig', ru: 'Мне одиноко.', be: 'Мне адзінока.', tr: 'Kendimi yalnız hissediyorum.', pl: 'Czuję się samotnie.', es: 'Me siento solo / sola.' },
    },
    {
      de: 'Ich vermisse meine Familie.',
      tr: { en: 'I miss my family.', ua: 'Я сумую за своєю родиною.', de: 'jemand fehlt einem', ru: 'Я скучаю по своей семье.', be: 'Я сумую па сваёй сям’і.', tr: 'Ailemi özlüyorum.', pl: 'Tęsknię za rodziną.', es: 'Echo de menos a mi familia.' },
    },
    {
      de: 'Ich bin sauer auf dich.',
      alternatives: ['Ich bin böse auf dich.'],
      tr: { en: "I'm mad at you.", ua: 'Я на тебе злюся.', de: 'sauer: umgangssprachlich für wütend', ru: 'Я на тебя злюсь.', be: 'Я на цябе злуюся.', tr: 'Sana kızgınım.', pl: 'Gniewam się na ciebie.', es: 'Me he enfadado contigo.' },
      register: 'informal',
      note: {
        en: '„sauer“ (literally „sour“) means angry in everyday speech; „sauer auf“ + accusative.',
        ua: '„sauer“ (дослівно „кислий“) у розмовній мові означає „сердитий“; „sauer auf“ + знахідний відмінок.',
        de: 'sauer auf + Akkusativ; im Alltag sehr häufig',
        ru: '„sauer“ (дословно „кислый“) в разговорной речи значит „сердитый“; „sauer auf“ + винительный падеж.',
        be: '„sauer“ (даслоўна „кіслы“) у размоўнай мове азначае „злы“; „sauer auf“ + вінавальны склон.',
        tr: '„sauer“ (kelimesi kelimesine „ekşi“) gündelik dilde „kızgın“ demektir; „sauer auf“ + Akkusativ.',
        pl: '„sauer“ (dosłownie „kwaśny“) w mowie potocznej znaczy „zły“; „sauer auf“ + biernik.',
        es: '„sauer“ (literalmente „agrio“) significa enfadado en el habla diaria; „sauer auf“ + acusativo.',
      },
    },
    {
      de: 'Das ärgert mich.',
      tr: { en: 'That annoys me.', ua: 'Мене це дратує.', de: 'ärgern: wütend machen', ru: 'Меня это злит.', be: 'Мяне гэта раздражняе.', tr: 'Bu beni kızdırıyor.', pl: 'To mnie złości.', es: 'Eso me molesta.' },
    },
    {
      de: 'Ich bin enttäuscht.',
      tr: { en: "I'm disappointed.", ua: 'Я розчарований / розчарована.', de: 'es war nicht so gut wie erhofft', ru: 'Я разочарован / разочарована.', be: 'Я расчараваны / расчараваная.', tr: 'Hayal kırıklığına uğradım.', pl: 'Jestem rozczarowany / rozczarowana.', es: 'Me he llevado una decepción.' },
    },
    {
      de: 'Ich bin stolz auf dich!',
      tr: { en: "I'm proud of you!", ua: 'Я тобою пишаюся!', de: 'stolz auf + Akkusativ', ru: 'Я тобой горжусь!', be: 'Я ганаруся табой!', tr: 'Seninle gurur duyuyorum!', pl: 'Jestem z ciebie dumny / dumna!', es: '¡Estoy orgulloso / orgullosa de ti!' },
      register: 'informal',
    },
    {
      de: 'Da bin ich aber erleichtert!',
      tr: { en: 'What a relief!', ua: 'Яке полегшення!', de: 'die Sorge ist vorbei', ru: 'Какое облегчение!', be: 'Якая палёгка!', tr: 'Çok rahatladım!', pl: 'Co za ulga!', es: '¡Qué alivio!' },
    },
    {
      de: 'Ich bin so überrascht!',
      tr: { en: "I'm so surprised!", ua: 'Я такий здивований / така здивована!', de: 'etwas Unerwartetes ist passiert', ru: 'Я так удивлён / удивлена!', be: 'Я так здзіўлены / здзіўленая!', tr: 'Çok şaşırdım!', pl: 'Jestem taki zaskoczony / taka zaskoczona!', es: '¡Qué sorpresa!' },
    },
    {
      de: 'Du siehst müde aus.',
      tr: { en: 'You look tired.', ua: 'У тебе втомлений вигляд.', de: 'aussehen: trennbar', ru: 'У тебя усталый вид.', be: 'У цябе стомлены выгляд.', tr: 'Yorgun görünüyorsun.', pl: 'Wyglądasz na zmęczonego / zmęczoną.', es: 'Tienes cara de cansancio.' },
      register: 'informal',
    },
  ],
};

export default set;
