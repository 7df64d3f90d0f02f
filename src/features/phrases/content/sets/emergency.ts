import type { PhraseSetContent } from '../types';

const set: PhraseSetContent = {
  id: 'emergency',
  title: { en: 'Emergencies', ua: 'Надзвичайні ситуації', de: 'Notfälle', ru: 'Экстренные ситуации', be: 'Надзвычайныя сітуацыі', tr: 'Acil durumlar', pl: 'Nagłe wypadki', es: 'Emergencias' },
  descr: {
    en: 'Get help fast: call 112 or the police, report an accident, an illness, a loss or a theft.',
    ua: 'Швидко отримайте допомогу: викличте 112 чи поліцію, повідомте про аварію, хворобу, втрату чи крадіжку.',
    de: 'Schnell Hilfe holen: 112 oder die Polizei rufen, einen Unfall, eine Krankheit, einen Verlust oder einen Diebstahl melden.',
    ru: 'Быстро получите помощь: вызовите 112 или полицию, сообщите об аварии, болезни, потере или краже.',
    be: 'Хутка атрымайце дапамогу: выклічце 112 ці паліцыю, паведаміце пра аварыю, хваробу, страту ці крадзеж.',
    tr: 'Hızla yardım alın: 112’yi ya da polisi arayın, kaza, hastalık, kayıp ya da hırsızlık bildirin.',
    pl: 'Szybko wezwij pomoc: zadzwoń pod 112 lub na policję, zgłoś wypadek, chorobę, zgubę lub kradzież.',
    es: 'Consigue ayuda rápido: llama al 112 o a la policía, avisa de un accidente, una enfermedad, una pérdida o un robo.',
  },
  img: 'ambulance',
  paywall: false,
  group: 'help',
  phrases: [
    {
      de: 'Hilfe!',
      tr: { en: 'Help!', ua: 'Допоможіть!', de: 'laut rufen, wenn man in Gefahr ist', ru: 'Помогите!', be: 'Дапамажыце!', tr: 'İmdat!', pl: 'Pomocy!', es: '¡Socorro!' },
    },
    {
      de: 'Vorsicht!',
      tr: { en: 'Watch out!', ua: 'Обережно!', de: 'Warnung vor einer Gefahr', ru: 'Осторожно!', be: 'Асцярожна!', tr: 'Dikkat!', pl: 'Uwaga!', es: '¡Cuidado!' },
    },
    {
      de: 'Rufen Sie einen Krankenwagen!',
      alternatives: ['Rufen Sie einen Rettungswagen!'],
      tr: { en: 'Call an ambulance!', ua: 'Викличте швидку!', de: 'Notruf 112', ru: 'Вызовите скорую!', be: 'Выклічце хуткую!', tr: 'Ambulans çağırın!', pl: 'Proszę wezwać karetkę!', es: '¡Llame a una ambulancia!' },
      register: 'formal',
      note: {
        en: 'Emergency number in Germany and the whole EU: 112 (ambulance and fire brigade); police: 110. Both calls are free.',
        ua: 'Екстрений номер у Німеччині та всьому ЄС: 112 (швидка й пожежна); поліція – 110. Обидва дзвінки безкоштовні.',
        de: '112: Rettungsdienst und Feuerwehr; 110: Polizei; beide kostenlos',
        ru: 'Экстренный номер в Германии и во всём ЕС: 112 (скорая и пожарные); полиция – 110. Оба звонка бесплатные.',
        be: 'Экстранны нумар у Германіі і ва ўсім ЕС: 112 (хуткая і пажарныя); паліцыя – 110. Абодва званкі бясплатныя.',
        tr: 'Almanya’da ve tüm AB’de acil numara: 112 (ambulans ve itfaiye); polis: 110. İki arama da ücretsizdir.',
        pl: 'Numer alarmowy w Niemczech i całej UE: 112 (pogotowie i straż pożarna); policja: 110. Oba połączenia są bezpłatne.',
        es: 'Número de emergencias en Alemania y toda la UE: 112 (ambulancia y bomberos); policía: 110. Ambas llamadas son gratuitas.',
      },
    },
    {
      de: 'Rufen Sie die Polizei!',
      tr: { en: 'Call the police!', ua: 'Викличте поліцію!', de: 'Notruf 110', ru: 'Вызовите полицию!', be: 'Выклічце паліцыю!', tr: 'Polisi arayın!', pl: 'Proszę wezwać policję!', es: '¡Llame a la policía!' },
      register: 'formal',
    },
    {
      de: 'Es brennt!',
      tr: { en: 'Fire!', ua: 'Пожежа!', de: 'Feuer! Sofort 112 rufen', ru: 'Пожар!', be: 'Пажар!', tr: 'Yangın var!', pl: 'Pali się!', es: '¡Fuego!' },
    },
    {
      de: 'Es hat einen Unfall gegeben.',
      tr: { en: "There's been an accident.", ua: 'Сталася аварія.', de: 'es gibt + Akkusativ, im Perfekt', ru: 'Произошла авария.', be: 'Здарылася аварыя.', tr: 'Bir kaza oldu.', pl: 'Był wypadek.', es: 'Ha habido un accidente.' },
    },
    {
      de: 'Jemand ist verletzt.',
      tr: { en: 'Someone is injured.', ua: 'Хтось поранений.', de: 'verletzt: hat eine Wunde', ru: 'Кто-то ранен.', be: 'Нехта паранены.', tr: 'Yaralı biri var.', pl: 'Ktoś jest ranny.', es: 'Hay alguien herido.' },
    },
    {
      de: 'Er ist bewusstlos.',
      tr: { en: "He's unconscious.", ua: 'Він непритомний.', de: 'reagiert nicht, ist nicht wach', ru: 'Он без сознания.', be: 'Ён непрытомны.', tr: 'O baygın.', pl: 'On jest nieprzytomny.', es: 'Está inconsciente.' },
    },
    {
      de: 'Sie atmet nicht.',
      tr: { en: "She isn't breathing.", ua: 'Вона не дихає.', de: 'sehr dringend: sofort 112', ru: 'Она не дышит.', be: 'Яна не дыхае.', tr: 'Nefes almıyor.', pl: 'Ona nie oddycha.', es: 'No respira.' },
    },
    {
      de: 'Ich bin gestürzt und kann nicht aufstehen.',
      alternatives: ['Ich bin hingefallen und kann nicht aufstehen.'],
      tr: { en: "I've fallen and I can't get up.", ua: 'Я впав / впала і не можу встати.', de: 'stürzen: hinfallen', ru: 'Я упал / упала и не могу встать.', be: 'Я ўпаў / упала і не магу ўстаць.', tr: 'Düştüm ve kalkamıyorum.', pl: 'Upadłem / upadłam i nie mogę wstać.', es: 'Me he caído y no puedo levantarme.' },
    },
    {
      de: 'Ich habe starke Schmerzen in der Brust.',
      tr: { en: 'I have severe chest pain.', ua: 'У мене сильний біль у грудях.', de: 'Notfall: sofort 112', ru: 'У меня сильная боль в груди.', be: 'У мяне моцны боль у грудзях.', tr: 'Göğsümde şiddetli bir ağrı var.', pl: 'Mam silny ból w klatce piersiowej.', es: 'Tengo un dolor fuerte en el pecho.' },
    },
    {
      de: 'Mir ist schlecht.',
      alternatives: ['Mir ist übel.'],
      tr: { en: 'I feel sick.', ua: 'Мене нудить.', de: 'Übelkeit', ru: 'Меня тошнит.', be: 'Мяне нудзіць.', tr: 'Midem bulanıyor.', pl: 'Niedobrze mi.', es: 'Tengo náuseas.' },
      note: {
        en: '„Mir ist schlecht“ = I feel sick (nauseous); „Ich bin schlecht“ would mean „I am bad“.',
        ua: '„Mir ist schlecht“ – мене нудить; „Ich bin schlecht“ означало б „я поганий“.',
        de: 'Mit Dativ: mir ist schlecht, nicht „ich bin schlecht“.',
        ru: '„Mir ist schlecht“ – меня тошнит; „Ich bin schlecht“ значило бы „я плохой“.',
        be: '„Mir ist schlecht“ – мяне нудзіць; „Ich bin schlecht“ азначала б „я дрэнны“.',
        tr: '„Mir ist schlecht“ midem bulanıyor demektir; „Ich bin schlecht“ ise „ben kötüyüm (kötü biriyim)“ olur.',
        pl: '„Mir ist schlecht“ – niedobrze mi; „Ich bin schlecht“ znaczyłoby „jestem zły (kiepski)“.',
        es: '„Mir ist schlecht“ = tengo náuseas; „Ich bin schlecht“ significaría „soy malo“.',
      },
    },
    {
      de: 'Ich brauche einen Arzt.',
      tr: { en: 'I need a doctor.', ua: 'Мені потрібен лікар.', de: 'ärztliche Hilfe suchen', ru: 'Мне нужен врач.', be: 'Мне патрэбны лекар.', tr: 'Bir doktora ihtiyacım var.', pl: 'Potrzebuję lekarza.', es: 'Necesito un médico.' },
      note: {
        en: 'If it is not life-threatening, call the on-call doctor service at night or at the weekend: 116 117.',
        ua: 'Якщо загрози життю немає, уночі чи у вихідні телефонуйте до чергової лікарської служби: 116 117.',
        de: 'Nachts und am Wochenende: ärztlicher Bereitschaftsdienst 116 117',
        ru: 'Если угрозы жизни нет, ночью или в выходные звоните в дежурную врачебную службу: 116 117.',
        be: 'Калі пагрозы жыццю няма, уначы ці ў выхадныя тэлефануйце ў дзяжурную лекарскую службу: 116 117.',
        tr: 'Hayati tehlike yoksa gece ya da hafta sonu nöbetçi doktor hattını arayın: 116 117.',
        pl: 'Jeśli nie ma zagrożenia życia, w nocy lub w weekend dzwoń do dyżuru lekarskiego: 116 117.',
        es: 'Si no hay peligro para la vida, de noche o el fin de semana llama al servicio médico de guardia: 116 117.',
      },
    },
    {
      de: 'Wo ist das nächste Krankenhaus?',
      tr: { en: 'Where is the nearest hospital?', ua: 'Де найближча лікарня?', de: 'dort gibt es eine Notaufnahme', ru: 'Где ближайшая больница?', be: 'Дзе бліжэйшая бальніца?', tr: 'En yakın hastane nerede?', pl: 'Gdzie jest najbliższy szpital?', es: '¿Dónde está el hospital más cercano?' },
    },
    {
      de: 'Man hat mir mein Handy gestohlen.',
      tr: { en: 'My phone has been stolen.', ua: 'У мене вкрали телефон.', de: 'stehlen, gestohlen', ru: 'У меня украли телефон.', be: 'У мяне скралі тэлефон.', tr: 'Telefonum çalındı.', pl: 'Ukradziono mi telefon.', es: 'Me han robado el móvil.' },
    },
    {
      de: 'Ich möchte einen Diebstahl anzeigen.',
      alternatives: ['Ich möchte einen Diebstahl melden.'],
      tr: { en: "I'd like to report a theft.", ua: 'Я хочу заявити про крадіжку.', de: 'bei der Polizei', ru: 'Я хочу заявить о краже.', be: 'Я хачу заявіць пра крадзеж.', tr: 'Hırsızlık ihbarında bulunmak istiyorum.', pl: 'Chcę zgłosić kradzież.', es: 'Quiero denunciar un robo.' },
    },
    {
      de: 'Ich habe meinen Pass verloren.',
      tr: { en: "I've lost my passport.", ua: 'У мене загубився паспорт.', de: 'zur Polizei und zur Botschaft gehen', ru: 'У меня потерялся паспорт.', be: 'У мяне згубіўся пашпарт.', tr: 'Pasaportumu kaybettim.', pl: 'Zginął mi paszport.', es: 'He perdido el pasaporte.' },
      note: {
        en: 'Report the loss to the police, then go to your country’s embassy or consulate for a new document.',
        ua: 'Повідомте про втрату в поліцію, а потім зверніться до посольства чи консульства своєї країни по новий документ.',
        de: 'Verlust bei der Polizei melden, dann zur Botschaft oder zum Konsulat.',
        ru: 'Сообщите о потере в полицию, затем обратитесь в посольство или консульство своей страны за новым документом.',
        be: 'Паведаміце пра страту ў паліцыю, потым звярніцеся ў пасольства ці консульства сваёй краіны па новы дакумент.',
        tr: 'Kaybı polise bildirin, sonra yeni belge için ülkenizin büyükelçiliğine ya da konsolosluğuna gidin.',
        pl: 'Zgłoś zgubę na policji, a potem idź do ambasady lub konsulatu swojego kraju po nowy dokument.',
        es: 'Denuncia la pérdida a la policía y luego ve a la embajada o al consulado de tu país para un documento nuevo.',
      },
    },
    {
      de: 'Ich finde mein Kind nicht mehr!',
      tr: { en: "I can't find my child!", ua: 'Я не можу знайти свою дитину!', de: 'ein Kind ist verschwunden', ru: 'Я не могу найти своего ребёнка!', be: 'Я не магу знайсці сваё дзіця!', tr: 'Çocuğumu bulamıyorum!', pl: 'Nie mogę znaleźć dziecka!', es: '¡No encuentro a mi hijo!' },
    },
    {
      de: 'Wo genau sind Sie?',
      alternatives: ['Wo sind Sie genau?'],
      tr: { en: 'Where exactly are you?', ua: 'Де саме ви перебуваєте?', de: 'fragt man beim Notruf', ru: 'Где именно вы находитесь?', be: 'Дзе менавіта вы знаходзіцеся?', tr: 'Tam olarak neredesiniz?', pl: 'Gdzie dokładnie Pan/Pani jest?', es: '¿Dónde está usted exactamente?' },
      register: 'formal',
      note: {
        en: 'On an emergency call say where you are and what happened, then answer the questions – don’t hang up first.',
        ua: 'Під час екстреного дзвінка скажіть, де ви і що сталося, потім відповідайте на запитання – не кладіть слухавку першими.',
        de: 'Beim Notruf: wo, was passiert ist, dann auf Fragen warten und nicht zuerst auflegen.',
        ru: 'При экстренном звонке скажите, где вы и что случилось, затем отвечайте на вопросы – не кладите трубку первыми.',
        be: 'Пры экстранным званку скажыце, дзе вы і што здарылася, потым адказвайце на пытанні – не кладзіце трубку першымі.',
        tr: 'Acil aramada nerede olduğunuzu ve ne olduğunu söyleyin, sonra soruları yanıtlayın – telefonu ilk siz kapatmayın.',
        pl: 'Przy zgłoszeniu alarmowym powiedz, gdzie jesteś i co się stało, potem odpowiadaj na pytania – nie rozłączaj się pierwszy.',
        es: 'En una llamada de emergencia di dónde estás y qué ha pasado, luego responde a las preguntas; no cuelgues tú primero.',
      },
    },
    {
      de: 'Die Adresse ist Gartenstraße 5.',
      tr: { en: 'The address is Gartenstraße 5.', ua: 'Адреса: Гартенштрасе, 5.', de: 'Straße und Hausnummer nennen', ru: 'Адрес: Гартенштрассе, 5.', be: 'Адрас: Гартэнштрасэ, 5.', tr: 'Adres: Gartenstraße 5.', pl: 'Adres to Gartenstraße 5.', es: 'La dirección es Gartenstraße 5.' },
    },
    {
      de: 'Bleiben Sie ruhig, Hilfe ist unterwegs.',
      tr: { en: 'Stay calm, help is on the way.', ua: 'Зберігайте спокій, допомога вже їде.', de: 'hört man am Telefon oder vor Ort', ru: 'Сохраняйте спокойствие, помощь уже едет.', be: 'Захоўвайце спакой, дапамога ўжо едзе.', tr: 'Sakin olun, yardım yolda.', pl: 'Proszę zachować spokój, pomoc jest w drodze.', es: 'Mantenga la calma, la ayuda está en camino.' },
      register: 'formal',
    },
  ],
};

export default set;
