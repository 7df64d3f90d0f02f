import type { PhraseSetContent } from '../types';

const set: PhraseSetContent = {
  id: 'how-are-you',
  title: { en: 'How are you?', ua: 'Як справи?', de: 'Wie geht’s?', ru: 'Как дела?', be: 'Як справы?', tr: 'Nasılsın?', pl: 'Jak się masz?', es: '¿Qué tal?' },
  descr: {
    en: 'Ask how someone is and answer – from great to not so good.',
    ua: 'Запитайте, як справи, і дайте відповідь – від «чудово» до «не дуже».',
    de: 'Nach dem Befinden fragen und antworten – von super bis nicht so gut.',
    ru: 'Спросите, как дела, и ответьте – от «отлично» до «не очень».',
    be: 'Спытайце, як справы, і адкажыце – ад «выдатна» да «не вельмі».',
    tr: 'Birine nasıl olduğunu sorun ve cevap verin – harikadan pek iyi değile kadar.',
    pl: 'Zapytaj, co słychać, i odpowiedz – od „świetnie” do „nie najlepiej”.',
    es: 'Pregunta a alguien cómo está y responde, de «genial» a «no muy bien».',
  },
  img: 'slightly-smiling-face',
  paywall: false,
  group: 'social',
  phrases: [
    {
      de: 'Wie geht es Ihnen?',
      tr: { en: 'How are you?', ua: 'Як у вас справи?', de: 'höflich, zu Fremden und Kollegen', ru: 'Как у вас дела?', be: 'Як у вас справы?', tr: 'Nasılsınız?', pl: 'Jak się pan/pani miewa?', es: '¿Cómo está usted?' },
      register: 'formal',
      note: {
        en: 'Germans expect a real answer – it is not just another way to say hello.',
        ua: 'Німці чекають справжньої відповіді – це не просто «привіт».',
        de: 'Man erwartet eine echte Antwort, die Frage ist kein bloßer Gruß.',
        ru: 'Немцы ждут настоящего ответа – это не просто «привет».',
        be: 'Немцы чакаюць сапраўднага адказу – гэта не проста «прывітанне».',
        tr: 'Almanlar gerçek bir cevap bekler; bu sadece bir selam değildir.',
        pl: 'Niemcy oczekują prawdziwej odpowiedzi – to nie tylko „cześć”.',
        es: 'Los alemanes esperan una respuesta de verdad; no es solo un saludo.',
      },
    },
    {
      de: 'Wie geht es dir?',
      alternatives: ['Wie geht’s?'],
      tr: { en: 'How are you?', ua: 'Як у тебе справи?', de: 'zu Freunden und Familie', ru: 'Как у тебя дела?', be: 'Як у цябе справы?', tr: 'Nasılsın?', pl: 'Jak się masz?', es: '¿Cómo estás?' },
      register: 'informal',
    },
    {
      de: 'Wie geht’s?',
      tr: { en: 'How’s it going?', ua: 'Як справи?', de: 'kurze, lockere Form', ru: 'Как дела?', be: 'Як справы?', tr: 'Naber?', pl: 'Co słychać?', es: '¿Qué tal?' },
      register: 'informal',
    },
    {
      de: 'Danke, gut. Und Ihnen?',
      tr: { en: 'Fine, thanks. And you?', ua: 'Дякую, добре. А у вас?', de: 'übliche höfliche Antwort', ru: 'Спасибо, хорошо. А у вас?', be: 'Дзякуй, добра. А ў вас?', tr: 'Teşekkürler, iyiyim. Ya siz?', pl: 'Dziękuję, dobrze. A pan/pani?', es: 'Bien, gracias. ¿Y usted?' },
      register: 'formal',
    },
    {
      de: 'Gut, danke. Und dir?',
      tr: { en: 'Good, thanks. And you?', ua: 'Добре, дякую. А в тебе?', de: 'übliche Antwort unter Freunden', ru: 'Хорошо, спасибо. А у тебя?', be: 'Добра, дзякуй. А ў цябе?', tr: 'İyiyim, sağ ol. Ya sen?', pl: 'Dobrze, dzięki. A ty?', es: 'Bien, gracias. ¿Y tú?' },
      register: 'informal',
    },
    {
      de: 'Mir geht es gut.',
      tr: { en: 'I’m fine.', ua: 'У мене все добре.', de: 'positive Antwort', ru: 'У меня всё хорошо.', be: 'У мяне ўсё добра.', tr: 'İyiyim.', pl: 'Mam się dobrze.', es: 'Estoy bien.' },
      note: {
        en: 'Say "Mir geht es gut" – "Ich bin gut" means "I am good at something".',
        ua: 'Кажуть «Mir geht es gut», а не «Ich bin gut» (це «я вмію щось добре»).',
        de: 'Nicht „Ich bin gut“ sagen, das heißt: Ich kann etwas gut.',
        ru: 'Говорят «Mir geht es gut», а не «Ich bin gut» (это «я хорош в чём-то»).',
        be: 'Кажуць «Mir geht es gut», а не «Ich bin gut» (гэта «я добра ўмею нешта»).',
        tr: '"Ich bin gut" değil, "Mir geht es gut" denir; ilki "bir şeyde iyiyim" demektir.',
        pl: 'Mówi się „Mir geht es gut”, nie „Ich bin gut” (to znaczy „jestem w czymś dobry”).',
        es: 'Se dice «Mir geht es gut», no «Ich bin gut» (eso es «soy bueno en algo»).',
      },
    },
    {
      de: 'Super, danke!',
      tr: { en: 'Great, thanks!', ua: 'Чудово, дякую!', de: 'kurz und sehr positiv', ru: 'Отлично, спасибо!', be: 'Выдатна, дзякуй!', tr: 'Harika, teşekkürler!', pl: 'Super, dzięki!', es: '¡Genial, gracias!' },
    },
    {
      de: 'Es geht.',
      tr: { en: 'So-so.', ua: 'Так собі.', de: 'weder gut noch schlecht', ru: 'Так себе.', be: 'Так сабе.', tr: 'Şöyle böyle.', pl: 'Tak sobie.', es: 'Regular.' },
      note: {
        en: 'On its own, "Es geht" means "so-so" – not "it goes".',
        ua: 'Окремо «Es geht» означає «так собі».',
        de: 'Allein heißt „Es geht“: nicht gut, nicht schlecht.',
        ru: 'Отдельно «Es geht» значит «так себе».',
        be: 'Асобна «Es geht» азначае «так сабе».',
        tr: 'Tek başına "Es geht" "şöyle böyle" demektir.',
        pl: 'Samo „Es geht” znaczy „tak sobie”.',
        es: 'Sola, la frase «Es geht» significa «regular».',
      },
    },
    {
      de: 'Nicht so gut.',
      tr: { en: 'Not so good.', ua: 'Не дуже.', de: 'leicht negative Antwort', ru: 'Не очень.', be: 'Не вельмі.', tr: 'Pek iyi değil.', pl: 'Nie najlepiej.', es: 'No muy bien.' },
    },
    {
      de: 'Mir geht es schlecht.',
      tr: { en: 'I’m not well.', ua: 'Мені погано.', de: 'negative Antwort, oft bei Krankheit', ru: 'Мне плохо.', be: 'Мне дрэнна.', tr: 'Kötüyüm.', pl: 'Źle się czuję.', es: 'Estoy mal.' },
    },
    {
      de: 'Ich bin müde.',
      tr: { en: 'I’m tired.', ua: 'Я втомився / втомилася.', de: 'man braucht Schlaf', ru: 'Я устал / устала.', be: 'Я стаміўся / стамілася.', tr: 'Yorgunum.', pl: 'Jestem zmęczony / zmęczona.', es: 'Estoy cansado / cansada.' },
    },
    {
      de: 'Ich bin ein bisschen erkältet.',
      tr: { en: 'I’ve got a bit of a cold.', ua: 'Я трохи застудився / застудилася.', de: 'leicht krank, mit Schnupfen', ru: 'Я немного простудился / простудилась.', be: 'Я трохі прастудзіўся / прастудзілася.', tr: 'Biraz üşüttüm.', pl: 'Jestem trochę przeziębiony / przeziębiona.', es: 'Estoy un poco resfriado / resfriada.' },
    },
    {
      de: 'Alles gut?',
      alternatives: ['Alles klar?'],
      tr: { en: 'Everything OK?', ua: 'Усе добре?', de: 'kurze Frage unter Bekannten', ru: 'Всё хорошо?', be: 'Усё добра?', tr: 'Her şey yolunda mı?', pl: 'Wszystko dobrze?', es: '¿Todo bien?' },
      register: 'informal',
    },
    {
      de: 'Was ist los?',
      tr: { en: 'What’s wrong?', ua: 'Що сталося?', de: 'wenn jemand traurig oder komisch wirkt', ru: 'Что случилось?', be: 'Што здарылася?', tr: 'Ne oldu?', pl: 'Co się stało?', es: '¿Qué pasa?' },
    },
    {
      de: 'Was gibt’s Neues?',
      tr: { en: 'What’s new?', ua: 'Що нового?', de: 'Frage nach Neuigkeiten', ru: 'Что нового?', be: 'Што новага?', tr: 'Ne var ne yok?', pl: 'Co nowego?', es: '¿Qué hay de nuevo?' },
      register: 'informal',
    },
    {
      de: 'Nichts Besonderes.',
      tr: { en: 'Nothing special.', ua: 'Нічого особливого.', de: 'alles wie immer', ru: 'Ничего особенного.', be: 'Нічога асаблівага.', tr: 'Özel bir şey yok.', pl: 'Nic specjalnego.', es: 'Nada especial.' },
    },
    {
      de: 'Ich kann nicht klagen.',
      tr: { en: 'I can’t complain.', ua: 'Не можу поскаржитися.', de: 'es geht mir ganz gut', ru: 'Не жалуюсь.', be: 'Не скарджуся.', tr: 'Şikâyet edemem.', pl: 'Nie narzekam.', es: 'No me puedo quejar.' },
    },
    {
      de: 'Wie war dein Wochenende?',
      tr: { en: 'How was your weekend?', ua: 'Як минули твої вихідні?', de: 'typische Frage am Montag', ru: 'Как прошли твои выходные?', be: 'Як прайшлі твае выхадныя?', tr: 'Hafta sonun nasıl geçti?', pl: 'Jak minął ci weekend?', es: '¿Qué tal tu fin de semana?' },
      register: 'informal',
    },
    {
      de: 'Und wie geht es Ihrer Familie?',
      tr: { en: 'And how is your family?', ua: 'А як ваша родина?', de: 'höfliche Frage, zeigt Interesse', ru: 'А как ваша семья?', be: 'А як ваша сям’я?', tr: 'Aileniz nasıl?', pl: 'A jak się miewa pana/pani rodzina?', es: '¿Y cómo está su familia?' },
      register: 'formal',
    },
    {
      de: 'Das tut mir leid.',
      tr: { en: 'I’m sorry to hear that.', ua: 'Мені шкода.', de: 'Mitgefühl zeigen', ru: 'Мне жаль.', be: 'Мне шкада.', tr: 'Buna üzüldüm.', pl: 'Przykro mi.', es: 'Lo siento.' },
    },
    {
      de: 'Gute Besserung!',
      tr: { en: 'Get well soon!', ua: 'Швидкого одужання!', de: 'Wunsch an Kranke', ru: 'Скорейшего выздоровления!', be: 'Хуткага выздараўлення!', tr: 'Geçmiş olsun!', pl: 'Wracaj do zdrowia!', es: '¡Que te mejores!' },
    },
  ],
};

export default set;
