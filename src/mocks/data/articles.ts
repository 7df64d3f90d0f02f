import type { SeedArticle } from './types';

/**
 * Articles of the stand-in server: English texts that teach German.
 * Content is plain article HTML (no scripts, styles, images or links).
 */
export const seedArticles: readonly SeedArticle[] = [
  {
    id: 1,
    title: 'The German cases at a glance',
    type: 'Grammar',
    author: 'Anna Becker',
    date: '2025-02-10',
    image_path: 'uploads/articles/1.svg',
    icon: 'bookmark-tabs',
    content: `
<p>German has four cases: <strong>Nominativ</strong>, <strong>Akkusativ</strong>, <strong>Dativ</strong> and <strong>Genitiv</strong>. A case shows the job a noun does in a sentence: who acts, what is affected, who receives something, or whose something is. In English you mostly see this in pronouns (<em>he – him – his</em>). In German the articles change, so they carry this information for you.</p>

<h2>The definite article in all four cases</h2>
<table>
  <thead>
    <tr><th>Case</th><th>Masculine</th><th>Feminine</th><th>Neuter</th><th>Plural</th></tr>
  </thead>
  <tbody>
    <tr><td>Nominativ</td><td>der</td><td>die</td><td>das</td><td>die</td></tr>
    <tr><td>Akkusativ</td><td>den</td><td>die</td><td>das</td><td>die</td></tr>
    <tr><td>Dativ</td><td>dem</td><td>der</td><td>dem</td><td>den (+ n)</td></tr>
    <tr><td>Genitiv</td><td>des (+ s/es)</td><td>der</td><td>des (+ s/es)</td><td>der</td></tr>
  </tbody>
</table>
<p>Two patterns make the table easier than it looks. In the Akkusativ, <strong>only the masculine changes</strong> (<em>der → den</em>). In the Dativ plural, the noun itself usually gets an extra <strong>-n</strong>: <em>die Kinder → mit den Kindern</em>. Masculine and neuter nouns add <strong>-s</strong> or <strong>-es</strong> in the Genitiv: <em>des Vaters, des Kindes</em>.</p>

<h3>The indefinite article</h3>
<table>
  <thead>
    <tr><th>Case</th><th>Masculine</th><th>Feminine</th><th>Neuter</th></tr>
  </thead>
  <tbody>
    <tr><td>Nominativ</td><td>ein</td><td>eine</td><td>ein</td></tr>
    <tr><td>Akkusativ</td><td>einen</td><td>eine</td><td>ein</td></tr>
    <tr><td>Dativ</td><td>einem</td><td>einer</td><td>einem</td></tr>
    <tr><td>Genitiv</td><td>eines</td><td>einer</td><td>eines</td></tr>
  </tbody>
</table>
<p><em>Kein</em> follows the same pattern and also has a plural: <em>keine, keine, keinen, keiner</em>.</p>

<h2>Which case when?</h2>
<h3>Nominativ: the subject</h3>
<p>Ask <strong>Wer?</strong> or <strong>Was?</strong> The subject is the person or thing that acts: <em>Der Lehrer erklärt die Aufgabe.</em> The Nominativ is also used after <em>sein</em>, <em>werden</em> and <em>bleiben</em>: <em>Das ist der neue Kollege.</em></p>
<h3>Akkusativ: the direct object</h3>
<p>Ask <strong>Wen?</strong> or <strong>Was?</strong> Most verbs take a direct object: <em>Ich kaufe den Kaffee. Wir besuchen die Großeltern.</em> The common phrase <em>es gibt</em> is always followed by the Akkusativ: <em>Hier gibt es einen guten Bäcker.</em></p>
<h3>Dativ: the indirect object</h3>
<p>Ask <strong>Wem?</strong> The Dativ usually marks the person who receives something: <em>Ich gebe dem Kind einen Apfel.</em> Some frequent verbs take only a Dativ object, for example <em>helfen, danken, gefallen, gehören</em> and <em>antworten</em>: <em>Kannst du mir helfen? Das Fahrrad gehört meiner Schwester.</em></p>
<h3>Genitiv: possession</h3>
<p>Ask <strong>Wessen?</strong> <em>Das ist das Auto meines Bruders.</em> In everyday speech many people say <em>von</em> + Dativ instead: <em>das Auto von meinem Bruder</em>. In writing, the Genitiv is still normal.</p>

<h2>Prepositions decide, too</h2>
<ul>
  <li><strong>Always Akkusativ:</strong> durch, für, gegen, ohne, um – <em>Das Geschenk ist für den Chef.</em></li>
  <li><strong>Always Dativ:</strong> aus, bei, mit, nach, seit, von, zu – <em>Ich fahre mit dem Bus zur Arbeit.</em> (<em>zur</em> = <em>zu der</em>)</li>
  <li><strong>Genitiv:</strong> wegen, trotz, während, statt – <em>Wegen des Wetters bleiben wir zu Hause.</em></li>
  <li><strong>Two-way prepositions:</strong> an, auf, hinter, in, neben, über, unter, vor, zwischen.</li>
</ul>
<p>For the two-way prepositions, ask <strong>Wohin?</strong> (movement towards a place) → Akkusativ, or <strong>Wo?</strong> (position) → Dativ.</p>
<blockquote>
  <p>Ich lege das Buch auf den Tisch. (Wohin?)</p>
  <p>Das Buch liegt auf dem Tisch. (Wo?)</p>
</blockquote>

<h2>Three tips for learning the cases</h2>
<ol>
  <li>Always learn nouns with their article: <em>der Tisch</em>, not just <em>Tisch</em>. Without the gender you cannot choose the right form.</li>
  <li>Learn prepositions in short chunks with an article: <em>mit dem, für den, aus der, in die</em>.</li>
  <li>Master Nominativ and Akkusativ first, then add the Dativ. Leave the Genitiv for later: you will understand it long before you need to use it yourself.</li>
</ol>
`,
  },
  {
    id: 2,
    title: '50 words for the supermarket',
    type: 'Vocabulary',
    author: 'Jonas Weber',
    date: '2025-04-07',
    image_path: 'uploads/articles/2.svg',
    icon: 'shopping-cart',
    content: `
<p>The supermarket is one of the first places where you use your German every week. Here are <strong>50 useful words</strong>, sorted by the areas of a typical German supermarket. Learn every noun with its article and plural. Words marked “no plural” are normally used without one in everyday German.</p>

<h2>Obst und Gemüse – fruit and vegetables</h2>
<table>
  <thead>
    <tr><th>German</th><th>Plural</th><th>English</th></tr>
  </thead>
  <tbody>
    <tr><td>der Apfel</td><td>die Äpfel</td><td>apple</td></tr>
    <tr><td>die Banane</td><td>die Bananen</td><td>banana</td></tr>
    <tr><td>die Birne</td><td>die Birnen</td><td>pear</td></tr>
    <tr><td>die Orange</td><td>die Orangen</td><td>orange</td></tr>
    <tr><td>die Zitrone</td><td>die Zitronen</td><td>lemon</td></tr>
    <tr><td>die Erdbeere</td><td>die Erdbeeren</td><td>strawberry</td></tr>
    <tr><td>die Traube</td><td>die Trauben</td><td>grape</td></tr>
    <tr><td>die Tomate</td><td>die Tomaten</td><td>tomato</td></tr>
    <tr><td>die Gurke</td><td>die Gurken</td><td>cucumber</td></tr>
    <tr><td>die Kartoffel</td><td>die Kartoffeln</td><td>potato</td></tr>
    <tr><td>die Zwiebel</td><td>die Zwiebeln</td><td>onion</td></tr>
    <tr><td>die Karotte</td><td>die Karotten</td><td>carrot</td></tr>
    <tr><td>der Salat</td><td>die Salate</td><td>lettuce, salad</td></tr>
    <tr><td>der Pilz</td><td>die Pilze</td><td>mushroom</td></tr>
  </tbody>
</table>

<h2>Brot, Milchprodukte, Fleisch und Fisch</h2>
<table>
  <thead>
    <tr><th>German</th><th>Plural</th><th>English</th></tr>
  </thead>
  <tbody>
    <tr><td>das Brot</td><td>die Brote</td><td>bread, loaf</td></tr>
    <tr><td>das Brötchen</td><td>die Brötchen</td><td>bread roll</td></tr>
    <tr><td>der Kuchen</td><td>die Kuchen</td><td>cake</td></tr>
    <tr><td>die Milch</td><td>no plural</td><td>milk</td></tr>
    <tr><td>der Käse</td><td>die Käse</td><td>cheese</td></tr>
    <tr><td>die Butter</td><td>no plural</td><td>butter</td></tr>
    <tr><td>der Joghurt</td><td>die Joghurts</td><td>yoghurt</td></tr>
    <tr><td>das Ei</td><td>die Eier</td><td>egg</td></tr>
    <tr><td>die Sahne</td><td>no plural</td><td>cream</td></tr>
    <tr><td>das Fleisch</td><td>no plural</td><td>meat</td></tr>
    <tr><td>das Hähnchen</td><td>die Hähnchen</td><td>chicken</td></tr>
    <tr><td>die Wurst</td><td>die Würste</td><td>sausage</td></tr>
    <tr><td>der Schinken</td><td>die Schinken</td><td>ham</td></tr>
    <tr><td>der Fisch</td><td>die Fische</td><td>fish</td></tr>
  </tbody>
</table>

<h2>Vorräte und Getränke – groceries and drinks</h2>
<table>
  <thead>
    <tr><th>German</th><th>Plural</th><th>English</th></tr>
  </thead>
  <tbody>
    <tr><td>der Reis</td><td>no plural</td><td>rice</td></tr>
    <tr><td>die Nudel</td><td>die Nudeln</td><td>noodle; pasta (plural)</td></tr>
    <tr><td>das Mehl</td><td>no plural</td><td>flour</td></tr>
    <tr><td>der Zucker</td><td>no plural</td><td>sugar</td></tr>
    <tr><td>das Salz</td><td>no plural</td><td>salt</td></tr>
    <tr><td>das Öl</td><td>die Öle</td><td>oil</td></tr>
    <tr><td>die Dose</td><td>die Dosen</td><td>tin, can</td></tr>
    <tr><td>das Glas</td><td>die Gläser</td><td>jar, glass</td></tr>
    <tr><td>das Wasser</td><td>no plural</td><td>water</td></tr>
    <tr><td>der Saft</td><td>die Säfte</td><td>juice</td></tr>
    <tr><td>das Bier</td><td>die Biere</td><td>beer</td></tr>
    <tr><td>der Wein</td><td>die Weine</td><td>wine</td></tr>
    <tr><td>der Kaffee</td><td>die Kaffees</td><td>coffee</td></tr>
    <tr><td>der Tee</td><td>die Tees</td><td>tea</td></tr>
    <tr><td>die Flasche</td><td>die Flaschen</td><td>bottle</td></tr>
  </tbody>
</table>

<h2>Im Laden – in the shop</h2>
<table>
  <thead>
    <tr><th>German</th><th>Plural</th><th>English</th></tr>
  </thead>
  <tbody>
    <tr><td>der Einkaufswagen</td><td>die Einkaufswagen</td><td>shopping trolley</td></tr>
    <tr><td>der Korb</td><td>die Körbe</td><td>basket</td></tr>
    <tr><td>die Kasse</td><td>die Kassen</td><td>checkout, till</td></tr>
    <tr><td>der Kassenbon</td><td>die Kassenbons</td><td>receipt</td></tr>
    <tr><td>die Tüte</td><td>die Tüten</td><td>bag</td></tr>
    <tr><td>das Angebot</td><td>die Angebote</td><td>special offer</td></tr>
    <tr><td>das Pfand</td><td>die Pfänder</td><td>deposit (on bottles)</td></tr>
  </tbody>
</table>

<h2>Useful sentences</h2>
<ul>
  <li><em>Entschuldigung, wo finde ich die Milch?</em> – Excuse me, where can I find the milk?</li>
  <li><em>Ich hätte gern 200 Gramm Käse.</em> – I'd like 200 grams of cheese (at the counter).</li>
  <li><em>Brauchen Sie eine Tüte?</em> – Do you need a bag?</li>
  <li><em>Zahlen Sie bar oder mit Karte?</em> – Are you paying cash or by card?</li>
  <li><em>Den Kassenbon brauche ich nicht, danke.</em> – I don't need the receipt, thanks.</li>
</ul>

<h3>Good to know</h3>
<p>Many drinks bottles and cans carry a <strong>Pfand</strong>. Take them back to the machine in the supermarket (<em>der Pfandautomat</em>) and you get a voucher for the checkout. Bring your own bag, because bags cost extra. And be quick at the till: German cashiers scan fast, so pack your things calmly after paying, not while the next customer is waiting.</p>
<blockquote>
  <p>Tip: write your next shopping list in German. <em>Ich brauche Brot, Eier und zwei Flaschen Wasser.</em> It is the easiest daily practice there is.</p>
</blockquote>
`,
  },
  {
    id: 3,
    title: 'Small talk at work',
    type: 'Conversation and Listening',
    author: 'Laura Schmidt',
    date: '2025-06-02',
    image_path: 'uploads/articles/3.svg',
    icon: 'speech-balloon',
    content: `
<p>Your German may already be good enough for meetings, but what do you say in the office kitchen while the coffee machine is running? Germans have even borrowed the English word for it: <em>der Smalltalk</em>. It is shorter and more direct than in many other countries, but it matters: a few friendly sentences every day make you part of the team.</p>

<h2>Du or Sie?</h2>
<p>Many companies, especially start-ups and tech firms, use <strong>du</strong> from the first day. In banks, public offices and traditional companies, <strong>Sie</strong> is still normal. Listen to how your colleagues speak to each other, and if you are not sure, start with <em>Sie</em>. Usually the older or more senior person offers the <em>du</em>:</p>
<blockquote>
  <p>„Wollen wir uns duzen? Ich bin Thomas.“ – „Ja, gern! Ich bin Maria.“</p>
</blockquote>

<h2>Greetings and goodbyes</h2>
<table>
  <thead>
    <tr><th>German</th><th>English</th><th>When to use it</th></tr>
  </thead>
  <tbody>
    <tr><td>Guten Morgen! / Morgen!</td><td>Good morning!</td><td>until about 11 o'clock; <em>Morgen!</em> is casual</td></tr>
    <tr><td>Mahlzeit!</td><td>literally “mealtime”</td><td>around lunchtime in many offices and canteens</td></tr>
    <tr><td>Wie geht's?</td><td>How are you?</td><td>with colleagues you say <em>du</em> to</td></tr>
    <tr><td>Schönen Feierabend!</td><td>Have a nice evening!</td><td>when you or a colleague leave work</td></tr>
    <tr><td>Schönes Wochenende!</td><td>Have a nice weekend!</td><td>on Friday afternoon</td></tr>
    <tr><td>Bis morgen! / Bis später!</td><td>See you tomorrow! / See you later!</td><td>any time</td></tr>
  </tbody>
</table>
<p>Note that <em>Wie geht's?</em> is a real question in German. A short honest answer is expected: <em>Gut, danke. Und dir?</em> or <em>Na ja, ich bin ein bisschen müde.</em></p>

<h2>Safe topics</h2>
<ul>
  <li><strong>The weekend:</strong> <em>Wie war dein Wochenende? Hast du etwas Schönes gemacht?</em></li>
  <li><strong>Holidays:</strong> <em>Hast du schon Pläne für den Urlaub?</em></li>
  <li><strong>The way to work:</strong> <em>Bist du heute mit dem Fahrrad gekommen?</em></li>
  <li><strong>Lunch:</strong> <em>Was gibt es heute in der Kantine?</em></li>
  <li><strong>The weather:</strong> <em>Endlich scheint mal wieder die Sonne!</em></li>
</ul>
<p>Topics to avoid with new colleagues: salary (<em>das Gehalt</em>), politics, religion and very personal questions. Germans tend to keep private and work life apart, at least at the beginning.</p>

<h2>A short dialogue</h2>
<blockquote>
  <p><strong>Jonas:</strong> Morgen, Jana! Na, wie war dein Wochenende?</p>
  <p><strong>Jana:</strong> Richtig schön, danke! Wir waren in den Bergen wandern. Und deins?</p>
  <p><strong>Jonas:</strong> Eher ruhig. Ich habe viel gelesen und bin früh ins Bett gegangen.</p>
  <p><strong>Jana:</strong> Klingt auch gut. Was liest du denn gerade?</p>
  <p><strong>Jonas:</strong> Einen Krimi. Der ist total spannend.</p>
  <p><strong>Jana:</strong> Echt? Den kannst du mir ja mal leihen.</p>
  <p><strong>Jonas:</strong> Gern! Oh, ich muss los, das Meeting fängt gleich an. Bis später!</p>
  <p><strong>Jana:</strong> Bis dann!</p>
</blockquote>
<p>Look at the small words: <em>Na</em> opens a friendly question, <em>Und deins?</em> is short for <em>Und dein Wochenende?</em>, and <em>denn</em> makes the question sound interested rather than direct.</p>

<h2>Listening: the little reactions</h2>
<p>Small talk is full of short reactions. Recognising them makes listening much easier, and using them shows that you are following:</p>
<ul>
  <li><em>Genau.</em> – Exactly.</li>
  <li><em>Stimmt.</em> – That's true.</li>
  <li><em>Ach so!</em> – Oh, I see.</li>
  <li><em>Echt? / Wirklich?</em> – Really?</li>
  <li><em>Klingt gut!</em> – Sounds good!</li>
</ul>

<h3>Ending the conversation politely</h3>
<ol>
  <li><em>Ich muss leider weiter.</em> – I'm afraid I have to go.</li>
  <li><em>Ich muss jetzt wieder an die Arbeit.</em> – I have to get back to work now.</li>
  <li><em>Wir sehen uns beim Mittagessen!</em> – See you at lunch!</li>
</ol>
<p>Try one new phrase each week. After a month, the coffee break will feel much less like an exam.</p>
`,
  },
  {
    id: 4,
    title: 'How to learn German vocabulary with spaced repetition',
    type: 'Study Tips and Strategies',
    author: 'Markus Hoffmann',
    date: '2025-08-18',
    image_path: 'uploads/articles/4.svg',
    icon: 'brain',
    content: `
<p>You learn twenty new words on Monday, and by Friday half of them are gone. That is not a sign of a bad memory; it is how memory works. In the 1880s the psychologist <strong>Hermann Ebbinghaus</strong> described the <em>forgetting curve</em>: right after learning, we forget quickly, but every successful review makes the memory last longer. <strong>Spaced repetition</strong> uses this: you review a word shortly before you would forget it, and the gaps between reviews grow each time.</p>

<h2>The Leitner box</h2>
<p>You do not need an app to start. In the 1970s the science journalist <strong>Sebastian Leitner</strong> made the method popular with a simple card box with several compartments. A new card starts in box 1. If you know the answer, the card moves one box up. If you do not, it goes back to box 1.</p>
<table>
  <thead>
    <tr><th>Box</th><th>Review</th><th>What it means</th></tr>
  </thead>
  <tbody>
    <tr><td>1</td><td>every day</td><td>new or forgotten words</td></tr>
    <tr><td>2</td><td>every 3 days</td><td>you have remembered it once</td></tr>
    <tr><td>3</td><td>once a week</td><td>the word is getting familiar</td></tr>
    <tr><td>4</td><td>every 2 weeks</td><td>you usually know it</td></tr>
    <tr><td>5</td><td>once a month</td><td>long-term memory</td></tr>
  </tbody>
</table>
<p>Flashcard apps such as Anki do the same thing automatically: they calculate the next review date for every card, so each day you only see the cards that are due.</p>

<h2>What belongs on a German card</h2>
<p>A card is only as good as what you put on it. For German, a bare word is not enough.</p>
<h3>Nouns: article and plural</h3>
<blockquote>
  <p><strong>Front:</strong> railway station</p>
  <p><strong>Back:</strong> der Bahnhof, die Bahnhöfe – <em>Wir treffen uns um acht am Bahnhof.</em></p>
</blockquote>
<p>If you learn <em>Bahnhof</em> without <em>der</em>, you will have to guess the article every time you use the word.</p>
<h3>Verbs: the forms you need</h3>
<ul>
  <li><em>fahren – fuhr – ist gefahren</em> (with <em>sein</em>, because it is movement)</li>
  <li><em>essen – aß – hat gegessen</em></li>
  <li><em>anrufen – rief an – hat angerufen</em>: <em>Ich rufe dich morgen an.</em></li>
</ul>
<h3>Adjectives and phrases: a sentence</h3>
<p>Give adjectives a short example: <em>pünktlich – Der Bus ist heute nicht pünktlich.</em> Fixed expressions go on one card as a whole: <em>Ich habe keine Ahnung.</em> – I have no idea.</p>

<h2>Common mistakes</h2>
<ul>
  <li><strong>Too many new cards.</strong> Ten to twenty new words a day are plenty. New cards create reviews for weeks.</li>
  <li><strong>Skipping days.</strong> A short daily session of ten minutes works better than one long session on Sunday.</li>
  <li><strong>Only one direction.</strong> Recognising <em>der Bahnhof</em> is easier than producing it. Practise English → German as well as German → English.</li>
  <li><strong>Cards without context.</strong> Words from your own life stick better: take them from your course book, your job or a conversation you had.</li>
  <li><strong>Cheating yourself.</strong> If you knew the word but not the article, the answer was wrong. Send the card back.</li>
</ul>

<h2>A simple weekly routine</h2>
<ol>
  <li>Every morning: do all due reviews first, before anything else.</li>
  <li>Then add up to ten new words from what you read or heard the day before.</li>
  <li>Say every German answer out loud – your mouth needs practice too.</li>
  <li>On Sunday: look at the cards you failed most often and write a new example sentence for each.</li>
</ol>
<p>After a few weeks you will notice that words come back to you in conversation without effort. That is the moment spaced repetition starts to pay off.</p>
`,
  },
  {
    id: 5,
    title: 'Travelling by train in Germany: Deutschlandticket, ICE, Bahnhof phrases',
    type: 'Travel To Germany',
    author: 'Sofia Wagner',
    date: '2025-10-06',
    image_path: 'uploads/articles/5.svg',
    icon: 'high-speed-train',
    content: `
<p>Germany has one of the densest railway networks in Europe. With a little vocabulary you can travel from the Baltic Sea to the Alps without a car – and practise your German on the way.</p>

<h2>Which train is which?</h2>
<ul>
  <li><strong>ICE</strong> (Intercity-Express): the fast long-distance trains between big cities.</li>
  <li><strong>IC / EC</strong> (Intercity / Eurocity): long-distance trains that stop a little more often.</li>
  <li><strong>RE</strong> (Regional-Express) and <strong>RB</strong> (Regionalbahn): regional trains; the RB stops at almost every station.</li>
  <li><strong>S-Bahn</strong>: suburban trains in and around big cities.</li>
</ul>

<h2>The Deutschlandticket</h2>
<p>The <em>Deutschlandticket</em> is a monthly subscription for all <strong>local and regional transport</strong> in Germany: buses, trams, U-Bahn, S-Bahn, RE and RB trains. Since January 2026 it costs 63 euros a month (49 euros when it started in 2023, 58 euros in 2025); the price is reviewed regularly, so check it before you buy. It is a digital ticket on your phone or on a chip card, and you can cancel it from month to month.</p>
<p>Important: the Deutschlandticket is <strong>not valid</strong> in ICE, IC or EC trains. For these you need a normal long-distance ticket. Saver fares (<em>Sparpreise</em>) are cheaper if you book early, but they are only valid for the train you booked. Flexible fares (<em>Flexpreise</em>) cost more but let you take any train on that day.</p>

<h2>Words for the station</h2>
<table>
  <thead>
    <tr><th>German</th><th>English</th></tr>
  </thead>
  <tbody>
    <tr><td>der Bahnhof, die Bahnhöfe</td><td>station</td></tr>
    <tr><td>der Hauptbahnhof (Hbf)</td><td>main station</td></tr>
    <tr><td>das Gleis, die Gleise</td><td>track, platform number</td></tr>
    <tr><td>der Bahnsteig, die Bahnsteige</td><td>platform</td></tr>
    <tr><td>die Fahrkarte, die Fahrkarten</td><td>ticket</td></tr>
    <tr><td>die Abfahrt / die Ankunft</td><td>departure / arrival</td></tr>
    <tr><td>die Verspätung, die Verspätungen</td><td>delay</td></tr>
    <tr><td>der Anschluss, die Anschlüsse</td><td>connection</td></tr>
    <tr><td>umsteigen – stieg um – ist umgestiegen</td><td>to change trains</td></tr>
  </tbody>
</table>

<h2>Buying a ticket</h2>
<p>In regional trains you usually cannot buy a ticket on board, and in long-distance trains it is complicated, so buy your ticket before you get on: at a ticket machine, in the DB Navigator app or at the travel centre (<em>das Reisezentrum</em>). At the counter you might hear:</p>
<blockquote>
  <p>„Eine Fahrkarte nach München, bitte.“ – „Einfach oder hin und zurück?“ – „Hin und zurück, bitte. Muss ich umsteigen?“ – „Ja, einmal in Nürnberg.“</p>
</blockquote>

<h3>On the platform and in the train</h3>
<ul>
  <li><em>Von welchem Gleis fährt der Zug nach Hamburg?</em> – Which platform does the train to Hamburg leave from?</li>
  <li><em>Hält dieser Zug in Göttingen?</em> – Does this train stop in Göttingen?</li>
  <li><em>Ist dieser Platz noch frei?</em> – Is this seat free?</li>
  <li><em>Entschuldigung, das ist mein Platz. Ich habe eine Reservierung.</em> – Excuse me, that is my seat. I have a reservation.</li>
</ul>

<h2>Understanding announcements</h2>
<p>Announcements (<em>Durchsagen</em>) are fast and often noisy. Listen for these key phrases:</p>
<ol>
  <li><em>Nächster Halt: Köln Hauptbahnhof.</em> – Next stop: Cologne main station.</li>
  <li><em>Der Zug hat etwa zehn Minuten Verspätung.</em> – The train is about ten minutes late.</li>
  <li><em>Der Zug fährt heute von Gleis 7 ab.</em> – Today the train leaves from platform 7.</li>
  <li><em>Der Zug fällt heute aus.</em> – The train is cancelled today.</li>
  <li><em>Ausstieg in Fahrtrichtung links.</em> – Exit on the left in the direction of travel.</li>
</ol>
<p>When you hear <em>Wir bitten um Entschuldigung</em>, something has gone wrong: stay calm, check the display (<em>die Anzeigetafel</em>) and ask another traveller: <em>Entschuldigung, haben Sie verstanden, was los ist?</em> Most people are happy to help.</p>
<p>Finally, when the conductor (<em>der Zugbegleiter</em> or <em>die Zugbegleiterin</em>) says <em>„Die Fahrkarten, bitte!“</em>, have your ticket and, for online tickets, your ID ready. Gute Reise!</p>
`,
  },
  {
    id: 6,
    title: 'Registering your address: the Anmeldung',
    type: 'Life in Germany',
    author: 'David Klein',
    date: '2025-11-17',
    image_path: 'uploads/articles/6.svg',
    icon: 'classical-building',
    content: `
<p>If you move to Germany, one of your first official tasks is the <strong>Anmeldung</strong>: you register your new address with the local authority. Everybody who lives in Germany has to do it, Germans included, and many other steps depend on it. Here is what you need to know, plus the German you will hear at the office.</p>

<h2>When and where?</h2>
<p>You must register within <strong>two weeks</strong> after moving into your flat. The office is called <em>Bürgeramt</em>, <em>Bürgerbüro</em> or <em>Einwohnermeldeamt</em>, depending on the city. In large cities, appointments (<em>Termine</em>) are often booked out for weeks, so check the city's website early and look again for cancelled appointments. If you register late, you can be fined, but in practice offices are usually understanding if you show that you tried to get an appointment.</p>

<h2>What to bring</h2>
<ul>
  <li>your <strong>passport</strong> or national ID card (<em>der Reisepass, der Personalausweis</em>)</li>
  <li>the <strong>Wohnungsgeberbestätigung</strong>: a form your landlord signs to confirm that you moved in</li>
  <li>the registration form (<em>das Anmeldeformular</em>), filled in – many cities let you download it</li>
  <li>for family members: marriage and birth certificates, if possible with a translation</li>
</ul>
<p>The form asks for your religion. This matters: members of the Catholic or Protestant church (and of some other religious communities) pay church tax (<em>die Kirchensteuer</em>) on their income.</p>

<h2>What you get</h2>
<p>At the end of the appointment you receive a <strong>Meldebescheinigung</strong>, a certificate of registration. Keep it safe. You will need it to open a bank account, sign some contracts or apply for a residence permit. A few weeks after your first registration in Germany, your <strong>tax ID</strong> (<em>die Steuer-Identifikationsnummer</em>) arrives by post. Your employer will ask for it.</p>

<h2>Key words</h2>
<table>
  <thead>
    <tr><th>German</th><th>English</th></tr>
  </thead>
  <tbody>
    <tr><td>die Anmeldung, die Anmeldungen</td><td>registration</td></tr>
    <tr><td>sich anmelden</td><td>to register (yourself)</td></tr>
    <tr><td>der Termin, die Termine</td><td>appointment</td></tr>
    <tr><td>der Vermieter, die Vermieter / die Vermieterin, die Vermieterinnen</td><td>landlord / landlady</td></tr>
    <tr><td>der Wohnsitz, die Wohnsitze</td><td>place of residence</td></tr>
    <tr><td>die Unterschrift, die Unterschriften</td><td>signature</td></tr>
    <tr><td>die Abmeldung</td><td>deregistration when you leave Germany</td></tr>
    <tr><td>die Ummeldung</td><td>change of address within Germany</td></tr>
  </tbody>
</table>

<h2>At the counter</h2>
<p>A typical appointment takes ten minutes. The conversation may sound like this:</p>
<blockquote>
  <p><strong>Mitarbeiterin:</strong> Guten Tag. Was kann ich für Sie tun?</p>
  <p><strong>Sie:</strong> Guten Tag. Ich möchte mich anmelden. Ich habe um 9:30 Uhr einen Termin.</p>
  <p><strong>Mitarbeiterin:</strong> Haben Sie Ihren Pass und die Wohnungsgeberbestätigung dabei?</p>
  <p><strong>Sie:</strong> Ja, hier bitte. Das Formular habe ich schon ausgefüllt.</p>
  <p><strong>Mitarbeiterin:</strong> Danke. Wohnen Sie allein in der Wohnung?</p>
  <p><strong>Sie:</strong> Nein, mit meiner Frau. Ihre Unterlagen habe ich auch dabei.</p>
  <p><strong>Mitarbeiterin:</strong> Gut. Unterschreiben Sie bitte hier. Das ist Ihre Meldebescheinigung.</p>
</blockquote>

<h3>Useful emergency phrases</h3>
<ol>
  <li><em>Könnten Sie das bitte langsamer sagen?</em> – Could you say that more slowly, please?</li>
  <li><em>Können Sie mir zeigen, wo ich unterschreiben muss?</em> – Can you show me where to sign?</li>
  <li><em>Brauchen Sie noch etwas von mir?</em> – Do you need anything else from me?</li>
</ol>
<p>Do not worry if your German is not perfect yet. Staff at the Bürgeramt deal with newcomers every day, and a friendly <em>Guten Tag</em> at the start helps a lot.</p>
`,
  },
  {
    id: 7,
    title: 'Mülltrennung explained',
    type: 'Life in Germany',
    author: 'Lena Fischer',
    date: '2026-01-19',
    image_path: 'uploads/articles/7.svg',
    icon: 'recycling-symbol',
    content: `
<p>Few things confuse newcomers as much as the row of coloured bins behind a German apartment building. <strong>Mülltrennung</strong> – separating your rubbish – is taken seriously, and neighbours do notice when the yoghurt pot ends up in the wrong bin. The good news: the system is logical once you know the basics.</p>

<h2>The main bins</h2>
<p>Colours can differ from city to city, so always check the label on the bin. This is the most common system:</p>
<table>
  <thead>
    <tr><th>Bin</th><th>What goes in</th><th>What does not</th></tr>
  </thead>
  <tbody>
    <tr><td><strong>Gelbe Tonne</strong> or <strong>Gelber Sack</strong> (yellow)</td><td>packaging made of plastic, metal or drinks cartons: yoghurt pots, tins, foil</td><td>toys, plastic that is not packaging</td></tr>
    <tr><td><strong>Papiertonne</strong> (blue)</td><td>paper, newspapers, cardboard boxes</td><td>used tissues, greasy pizza boxes</td></tr>
    <tr><td><strong>Biotonne</strong> (brown or green)</td><td>fruit and vegetable scraps, coffee grounds, eggshells, garden waste</td><td>plastic bags, even “bio” ones in many cities</td></tr>
    <tr><td><strong>Restmüll</strong> (grey or black)</td><td>everything else: nappies, vacuum cleaner bags, cigarette ends</td><td>anything that can be recycled</td></tr>
  </tbody>
</table>

<h2>Glass: the container on the corner</h2>
<p>Bottles and jars without a deposit go into the public <strong>Altglascontainer</strong>, sorted by colour: <em>Weißglas</em> (clear), <em>Braunglas</em> (brown) and <em>Grünglas</em> (green). Blue or red glass goes into the green container. Lids go into the yellow bin. Do not throw glass in late at night or on Sundays – the sign on the container tells you the allowed times, because the noise disturbs the neighbours.</p>

<h2>Pfand: bottles are money</h2>
<p>Many bottles and cans carry a deposit, the <strong>Pfand</strong>. Single-use plastic bottles and cans (<em>Einweg</em>) cost 25 cents extra; reusable glass bottles (<em>Mehrweg</em>) usually 8 or 15 cents. You get the money back at the machine in the supermarket. Never put Pfand bottles in the bin – that is throwing money away.</p>

<h2>Special waste</h2>
<ul>
  <li><strong>Batteries</strong> go into the collection boxes in supermarkets and drugstores.</li>
  <li><strong>Electrical devices</strong> (<em>Elektroschrott</em>) go to the recycling centre (<em>der Wertstoffhof</em>); many shops take small devices back.</li>
  <li><strong>Old furniture</strong> is called <em>Sperrmüll</em>. In most cities you book a collection date.</li>
  <li><strong>Paint, chemicals and energy-saving bulbs</strong> are hazardous waste (<em>der Sondermüll</em>).</li>
</ul>

<h2>The German you need</h2>
<p>Questions about rubbish use the two-way preposition <em>in</em> with the Akkusativ, because something moves into the bin (<strong>Wohin?</strong>):</p>
<ul>
  <li><em>Wohin kommt das?</em> – Where does this go?</li>
  <li><em>Das gehört in den gelben Sack.</em> – That belongs in the yellow bag.</li>
  <li><em>Die Eierschalen kommen in die Biotonne.</em> – The eggshells go in the organic bin.</li>
  <li><em>Kannst du bitte den Müll rausbringen?</em> – Can you take the rubbish out, please?</li>
  <li><em>Wann wird die Papiertonne geleert?</em> – When is the paper bin emptied?</li>
</ul>
<p>Compare: <em>Die Flasche liegt in der Tonne</em> (Wo? → Dativ) and <em>Ich werfe die Flasche in die Tonne</em> (Wohin? → Akkusativ).</p>

<h3>Three quick tips</h3>
<ol>
  <li>Put a small bin for organic waste and a bag for packaging in your kitchen. Then sorting happens automatically.</li>
  <li>Empty packaging is enough – you do not need to wash yoghurt pots.</li>
  <li>Your building's collection days are in the <em>Abfallkalender</em> from your city, often also as an app.</li>
</ol>
<blockquote>
  <p>When in doubt, ask a neighbour: <em>Entschuldigung, in welche Tonne gehört das?</em> It is a perfect start for a conversation in German.</p>
</blockquote>
`,
  },
  {
    id: 8,
    title: 'Review: learning with graded readers',
    type: 'Reviews',
    author: 'Tobias Braun',
    date: '2026-03-09',
    image_path: 'uploads/articles/8.svg',
    icon: 'open-book',
    content: `
<p>For three months I tested an old idea: instead of only working through my course book, I read <strong>graded readers</strong> – short books written for learners at a fixed level. In German they are usually called <em>Lektüren</em> or <em>Lernkrimis</em>, because so many of them are detective stories. Here is my honest verdict.</p>

<h2>What is a graded reader?</h2>
<p>A graded reader tells a complete story using only the words and grammar of one level. An A1 book might use present tense and about 500 different words; a B1 book uses Perfekt, Präteritum and subordinate clauses. Most books have 30 to 60 pages, a glossary, comprehension questions and often an audio version.</p>
<table>
  <thead>
    <tr><th>Level</th><th>Typical length</th><th>What to expect</th></tr>
  </thead>
  <tbody>
    <tr><td>A1</td><td>20–30 pages</td><td>present tense, short main clauses, everyday situations</td></tr>
    <tr><td>A2</td><td>30–40 pages</td><td>Perfekt, modal verbs, simple <em>weil</em> and <em>dass</em> clauses</td></tr>
    <tr><td>B1</td><td>40–60 pages</td><td>Präteritum in the narration, longer dialogues, some idioms</td></tr>
    <tr><td>B2</td><td>60–100 pages</td><td>nearly natural style, fewer explanations</td></tr>
  </tbody>
</table>

<h2>A sample at level A2</h2>
<p>This is the kind of text you will find, here in a short paragraph I wrote in the typical style:</p>
<blockquote>
  <p>Lisa wohnt seit drei Wochen in Leipzig. Jeden Morgen fährt sie mit der Straßenbahn zur Arbeit. Heute ist die Bahn sehr voll, und ein Mann steht direkt neben ihr. Er hält eine alte Zeitung in der Hand. Auf der ersten Seite ist ein Foto – und die Frau auf dem Foto sieht genauso aus wie Lisa.</p>
</blockquote>
<p>Simple sentences, but you want to know what happens next. That is the whole trick.</p>

<h2>What worked</h2>
<ul>
  <li><strong>Reading for pleasure.</strong> For the first time I read German because I wanted to, not because I had to.</li>
  <li><strong>Words in context.</strong> Words like <em>der Verdacht</em> (suspicion) or <em>verschwinden</em> (to disappear) came up again and again, and I learned them without flashcards.</li>
  <li><strong>Grammar by example.</strong> After two books, the Präteritum of <em>gehen, kommen</em> and <em>sehen</em> (<em>ging, kam, sah</em>) felt natural.</li>
  <li><strong>Listening practice.</strong> Reading along with the audio helped my pronunciation, especially long compounds.</li>
</ul>

<h2>What did not</h2>
<ul>
  <li><strong>Some stories are flat.</strong> The language is limited, so characters can feel simple.</li>
  <li><strong>Choosing the level is tricky.</strong> My first book was too hard: I looked up a word in every line and gave up after ten pages.</li>
  <li><strong>They cost money.</strong> A library card is the cheapest solution; many public libraries in Germany have a shelf for learners (<em>Deutsch als Fremdsprache</em>).</li>
</ul>

<h3>How to choose the right level</h3>
<ol>
  <li>Read the first page without a dictionary.</li>
  <li>If you understand the story but miss up to five words, the level is right.</li>
  <li>If you miss more than ten, go one level down – reading should feel easy.</li>
</ol>

<h2>Verdict</h2>
<p>Graded readers do not replace a course or a teacher, but they are the best bridge I have found between textbook exercises and real German books. Read one chapter a day, stay one level below your course book, and do not stop for every unknown word.</p>
<p><strong>My rating: 4 out of 5.</strong> Highly recommended from A2 upwards – especially if you like a good <em>Krimi</em>.</p>
`,
  },
];
