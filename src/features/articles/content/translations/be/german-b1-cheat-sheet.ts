import type { ArticleTranslation } from '@/features/articles/content/types';

const translation: ArticleTranslation = {
  slug: 'german-b1-cheat-sheet',
  lang: 'be',
  body: [
    {
      p: 'Узроўні на гэтым сайце адпавядаюць **Агульнаеўрапейскім кампетэнцыям валодання мовай (CEFR)**. B1 — першы ўзровень «незалежнага карыстальніка». На ўзроўні B1 вы разумееце галоўнае ў выразным літаратурным маўленні на знаёмыя тэмы з працы, вучобы і вольнага часу; спраўляецеся з большасцю сітуацый у падарожжы; пішаце простыя звязныя тэксты на знаёмыя тэмы; апісваеце ўражанні, падзеі, спадзяванні і планы і коратка абгрунтоўваеце свой пункт погляду. B1 таксама часта патрабуюць у афіцыйных сітуацыях — у Германіі, напрыклад, для натуралізацыі, — але такія правілы могуць мяняцца, таму заўсёды правярайце дзейныя патрабаванні ў афіцыйнай крыніцы. У граматыцы B1 — гэта **звязванне і разнастайнасць** сказаў. Асновы — у [шпаргалцы A2](/articles/german-a2-cheat-sheet).',
    },
    { h2: 'Präteritum: прошлы час пісьмовай мовы' },
    {
      p: 'На ўзроўні B1 вы чытаеце і пішаце апавяданні, справаздачы і біяграфіі, а ў іх ужываецца Präteritum. Правільныя дзеясловы дадаюць **-te**; няправільныя мяняюць аснову і не маюць канчатка ў формах {{ich}} і {{er}}. Гл. [Perfekt ці Präteritum](/articles/perfekt-vs-praeteritum).',
    },
    {
      table: {
        caption: 'Частыя няправільныя дзеясловы: інфінітыў – Präteritum – Partizip II',
        head: ['Інфінітыў', 'Präteritum', 'Perfekt'],
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
    { h2: 'Plusquamperfekt: мінулае перад мінулым' },
    {
      p: 'Утвараецца з {{hatte}} або {{war}} + дзеепрыметнік і паказвае, што адна падзея ў мінулым адбылася раней за іншую, часта з {{nachdem}}.',
    },
    {
      examples: [
        { de: 'Nachdem wir gegessen hatten, gingen wir spazieren.', en: 'Пасля таго як мы паелі, мы пайшлі гуляць.' },
        { de: 'Der Zug war schon abgefahren, als ich ankam.', en: 'Калі я прыйшоў, цягнік ужо адышоў.' },
      ],
    },
    { h2: 'Пасіў' },
    {
      p: 'Пасіў засяроджаны на дзеянні, а не на тым, хто яго выконвае: {{werden}} + дзеепрыметнік. Выканаўцу, калі яго называюць, уводзяць праз {{von}} + давальны склон. З мадальным дзеясловам спрагаецца мадальны, а {{werden}} стаіць у канцы.',
    },
    {
      table: {
        caption: 'Формы пасіву',
        head: ['Час', 'Прыклад'],
        rows: [
          ['цяперашні', '{{Das Haus wird renoviert.}}'],
          ['Präteritum', '{{Das Haus wurde 1900 gebaut.}}'],
          ['Perfekt', '{{Das Haus ist renoviert worden.}}'],
          ['з мадальным дзеясловам', '{{Das Formular muss unterschrieben werden.}}'],
          ['пасіў стану (sein + дзеепрыметнік)', '{{Das Geschäft ist geschlossen.}}'],
        ],
      },
    },
    {
      tip: 'У пасіве Perfekt дзеепрыметнік ад {{werden}} — {{worden}}, а не {{geworden}}: {{Er ist operiert worden}} (яго прааперавалі), але {{Er ist Arzt geworden}} (ён стаў доктарам).',
    },
    { h2: 'Адносныя сказы' },
    {
      p: 'Адносны сказ апісвае назоўнік. Адносны займеннік бярэ **род і лік** ад назоўніка, а **склон** — ад сваёй ролі ў адносным сказе; дзеяслоў ідзе ў канец.',
    },
    {
      table: {
        caption: 'Адносныя займеннікі',
        head: ['Склон', 'Мужчынскі род', 'Жаночы род', 'Ніякі род', 'Множны лік'],
        rows: [
          ['Назоўны', '{{der}}', '{{die}}', '{{das}}', '{{die}}'],
          ['Вінавальны', '{{den}}', '{{die}}', '{{das}}', '{{die}}'],
          ['Давальны', '{{dem}}', '{{der}}', '{{dem}}', '{{denen}}'],
          ['Родны', '{{dessen}}', '{{deren}}', '{{dessen}}', '{{deren}}'],
        ],
      },
    },
    {
      examples: [
        { de: 'Der Mann, der dort steht, ist mein Chef.', en: 'Мужчына, які стаіць там, — мой начальнік.' },
        { de: 'Das ist die Kollegin, mit der ich arbeite.', en: 'Гэта калега, з якой я працую.' },
        { de: 'Die Leute, denen ich geholfen habe, waren sehr nett.', en: 'Людзі, якім я дапамог, былі вельмі мілыя.' },
        { de: 'Berlin ist eine Stadt, in der man viel erleben kann.', en: 'Берлін — горад, дзе можна шмат чаго перажыць.' },
      ],
    },
    { h2: 'Konjunktiv II: пажаданні, умовы, парады' },
    {
      p: 'Большасць дзеясловаў ужываюць {{würde}} + інфінітыў. {{sein}}, {{haben}} і мадальныя дзеясловы маюць уласныя формы: {{wäre}}, {{hätte}}, {{könnte}}, {{müsste}}, {{dürfte}}, {{sollte}}; гэтак жа некалькі частых дзеясловаў ({{käme}}, {{ginge}}, {{wüsste}}). Прошлы час — {{hätte}}/{{wäre}} + дзеепрыметнік.',
    },
    {
      examples: [
        { de: 'Wenn ich mehr Zeit hätte, würde ich öfter reisen.', en: 'Калі б у мяне было больш часу, я б часцей падарожнічаў.' },
        { de: 'Ich wäre jetzt gern am Meer.', en: 'Я хацеў бы зараз апынуцца на моры.' },
        { de: 'An deiner Stelle würde ich den Arzt anrufen.', en: 'На тваім месцы я б патэлефанаваў доктару.' },
        { de: 'Wenn ich das gewusst hätte, wäre ich früher gekommen.', en: 'Калі б я гэта ведаў, я прыйшоў бы раней.' },
      ],
    },
    { h2: 'Злучальныя словы: сэрца ўзроўню B1' },
    {
      table: {
        caption: 'Злучальныя словы і парадак слоў з імі',
        head: ['Тып', 'Словы', 'Парадак слоў'],
        rows: [
          ['падпарадкавальныя злучнікі', '{{obwohl}}, {{während}}, {{bevor}}, {{nachdem}}, {{seit}}, {{bis}}, {{damit}}, {{sodass}}, {{falls}}', 'дзеяслоў у канцы'],
          ['прыслоўі', '{{deshalb}}, {{deswegen}}, {{trotzdem}}, {{außerdem}}, {{sonst}}, {{dann}}', 'першае месца, за ім дзеяслоў'],
          ['парныя злучнікі', '{{sowohl … als auch}}, {{weder … noch}}, {{entweder … oder}}, {{nicht nur … sondern auch}}, {{je … desto}}', 'па-рознаму'],
          ['інфінітыўныя звароты', '{{um … zu}}, {{ohne … zu}}, {{statt … zu}}', 'zu + інфінітыў у канцы'],
        ],
      },
    },
    {
      examples: [
        { de: 'Obwohl es regnete, sind wir gewandert.', en: 'Хоць ішоў дождж, мы пайшлі ў паход.' },
        { de: 'Es regnete, trotzdem sind wir gewandert.', en: 'Ішоў дождж, але мы ўсё роўна пайшлі ў паход.' },
        { de: 'Ich lerne Deutsch, um in Deutschland zu studieren.', en: 'Я вучу нямецкую, каб вучыцца ў Германіі.' },
        { de: 'Je mehr ich übe, desto besser spreche ich.', en: 'Чым больш я трэніруюся, тым лепш гавару.' },
      ],
    },
    {
      p: '{{um … zu}} і {{damit}} абодва выражаюць мэту: {{um … zu}} — калі дзейнік абедзвюх частак аднолькавы, {{damit}} — калі розны ({{Ich spreche langsam, damit du mich verstehst}}).',
    },
    { h2: 'Яшчэ крыху граматыкі B1 коратка' },
    {
      ul: [
        '**Futur I** ({{werden}} + інфінітыў) для планаў, абяцанняў і здагадак: {{Er wird wohl noch im Büro sein.}}',
        '**Родны склон** і яго прыназоўнікі: {{wegen des Wetters}}, {{trotz des Regens}}, {{während der Pause}}, {{innerhalb einer Woche}}.',
        '**Канчаткі прыметнікаў** ва ўсіх чатырох склонах і прыметнікі ў ролі назоўнікаў: {{der Deutsche}}, {{ein Bekannter}}, {{die Erwachsenen}}. Гл. [Канчаткі прыметнікаў — проста](/articles/german-adjective-endings-made-simple).',
        '**lassen**: {{Ich lasse mein Auto reparieren}} (я аддаю машыну ў рамонт).',
        '**Дзеясловы з прыназоўнікамі** і словы з **da-/wo-**: {{Ich ärgere mich darüber.}} {{Wofür interessierst du dich?}}',
        '**Ускосныя пытанні**: {{Können Sie mir sagen, wann der Kurs beginnt?}}',
      ],
    },
    { h2: 'Ключавыя фразы ўзроўню B1' },
    {
      table: {
        caption: 'Карысныя фразы B1',
        head: ['Мэта', 'Па-нямецку'],
        rows: [
          ['Выказаць меркаванне', '{{Ich bin der Meinung, dass …}} / {{Meiner Ansicht nach …}}'],
          ['Пагадзіцца', '{{Da stimme ich dir zu.}} / {{Das sehe ich genauso.}}'],
          ['Ветліва запярэчыць', '{{Da bin ich anderer Meinung.}} / {{Ich bin mir nicht sicher, ob …}}'],
          ['Абгрунтаваць', '{{Ein wichtiger Grund dafür ist …}}'],
          ['За і супраць', '{{Einerseits …, andererseits …}} / {{Ein Vorteil ist …, ein Nachteil ist …}}'],
          ['Структураваць', '{{Zuerst …}}, {{danach …}}, {{zum Schluss …}}'],
          ['Афіцыйны ліст', '{{Sehr geehrte Damen und Herren, …}} / {{Mit freundlichen Grüßen}}'],
          ['Неафіцыйны ліст', '{{Liebe Anna, …}} / {{Viele Grüße}}'],
          ['Ветліва паскардзіцца', '{{Leider muss ich mich über … beschweren.}}'],
        ],
      },
    },
    {
      p: 'Тэмы B1: праца і пошук працы, адукацыя, здароўе і сістэма аховы здароўя, медыя, навакольнае асяроддзе, праблемы ў дарозе, адносіны, культура і грамадства. Асвойвайце гэтыя сферы з дапамогай нашых [спісаў слоў](/words) і [лексікі для працы](/articles/german-workplace-vocabulary).',
    },
    {
      tip: 'На ўзроўні B1 дакладнасць важыць менш, чым беглая і звязная мова. Трэніруйцеся расказваць уголас кароткія гісторыі з {{zuerst}}, {{dann}}, {{nachdem}} і {{schließlich}}. Наступны крок, B2, коратка апісаны ў [шпаргалцы B2](/articles/german-b2-cheat-sheet).',
    },
  ],
};

export default translation;
