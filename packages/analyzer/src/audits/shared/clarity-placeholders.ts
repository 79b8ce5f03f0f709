/** Template leftovers that tell visitors the page is unfinished. */

import type { PageFacts, Rect, ViewportFacts } from '@heroscope/schema';
import { round } from './score-curves.js';

export type PlaceholderKind =
  'filler' | 'scaffold' | 'template-name' | 'fake-contact' | 'vendor-badge';

export interface PlaceholderPattern {
  kind: PlaceholderKind;
  label: string;
  pattern: RegExp;
  /**
   * How much one hit of this kind on the first screen costs the audit: filler and scaffolding in
   * full, a template's name or contact details and a builder's badge less. A hit below the fold
   * costs BELOW_FOLD_SHARE of that (placeholder-content).
   */
  cost: number;
}

/** Copy about the website itself: a placeholder as a headline, not as a page's <title>. */
export const SITE_ITSELF_LABEL = 'headline about the website itself';
/** A stand-in person ("John Doe", "Your name"): what a form's name field is labelled, too. */
export const DUMMY_NAME_LABEL = 'dummy name';

export const PLACEHOLDER_PATTERNS: readonly PlaceholderPattern[] = [
  {
    kind: 'filler',
    label: 'lorem ipsum filler text',
    // "Logoipsum" is the stock placeholder logo; "fish text" is the Russian term (рыба-текст)
    // for filler, used as filler itself. The other stock dummy texts of blind-text generators
    // are the same class: "Far far away, behind the word mountains…", "A wonderful serenity has
    // taken possession of my entire soul…" (Werther), "One morning, when Gregor Samsa woke…"
    // (Kafka), "Li Europan lingues…", the German "Blindtext", and the sentence that explains
    // lorem ipsum on the generators' own pages ("It is a long established fact that a reader
    // will be distracted by the readable content…"), pasted as filler in its own right.
    pattern:
      /\blorem ipsum\b|\blong established fact that a reader\b|\breader will be distracted by the readable content\b|\bdolor sit amet\b|\bconsectetur adipiscing\b|\blogo ?ipsum\b|\bfish[- ]text\b|\bbehind the word mountains\b|\bvokalia and consonantia\b|\ba wonderful serenity has taken possession\b|\bwhen gregor samsa woke\b|\bli europan lingues\b|\bblind ?text(?:e|s)?\b|\btypoblindtext\b/i,
    cost: 1,
  },
  // A template's instructions to the site's owner, in English and in the other supported
  // languages ("Wstaw swoje ceny lub usuń sekcję", "Fügen Sie hier Ihren Text ein", "Décrivez
  // brièvement vos services"), and its note to fill in or delete a section.
  {
    kind: 'filler',
    label: 'template instruction text',
    pattern: new RegExp(
      [
        '\\b(?:title|heading|headline|text|content|subtitle|tagline) goes here\\b|\\b(?:add|insert|enter|type|write) your (?:own )?(?:text|title|heading|content|headline|description|paragraph)(?: here)?\\b|\\bsample (?:text|heading|title|paragraph)\\b|\\bdummy (?:text|content)\\b|\\bplaceholder (?:text|content|image)\\b|^click (?:here )?to (?:edit|add|change)\\b|\\bthis is (?:a|your) (?:paragraph|text box|title|heading)\\b|^(?:solve|describe|explain|say|state|tell)\\b[^.]{0,80}\\bin one (?:clear|short|simple|single) sentence\\.?$|^(?:describe|explain) (?:what )?your (?:product|service|business|company|app|offer)\\b',
        '\\b(?:insert|put|write) your (?:own )?(?:prices|price list|services|products|menu)(?: here)?\\b|\\b(?:add|enter) your (?:own )?(?:prices|price list|services|products|menu) here\\b',
        '\\b(?:replace|edit) this (?:text|paragraph|heading|title)\\b|\\breplace (?:this|the) (?:text|paragraph) with your own\\b',
        '\\bor (?:delete|remove) (?:this|the) (?:section|block|paragraph)\\b',
        // A theme's demo copy describing itself to its buyer: "A premium, conversion-optimized
        // template designed to showcase your SaaS product", "This template is perfect for".
        '\\b(?:this|a|an|the|our)\\s+(?:[\\w-]+,?\\s+){0,3}template\\s+(?:is\\s+)?(?:designed|built|made|crafted|created|perfect|ideal)\\s+(?:to|for)\\b',
        '^describe (?:briefly )?your (?:services|products|offer)\\b',
        '(?<!\\p{L})(?:wstaw|wpisz|dodaj) (?:tu(?:taj)? )?(?:swoj[ąae]|swój) (?:tekst|treść|ceny|cennik|opis|usługi)|(?<!\\p{L})opisz (?:krótko )?(?:swoje )?usługi|(?<!\\p{L})lub usuń (?:tę |ta )?sekcję',
        '(?<!\\p{L})(?:fügen sie|füge) hier (?:ihren|deinen) text ein|(?<!\\p{L})hier steht (?:ihr|dein) text|^(?:ihr|dein) text hier$|(?<!\\p{L})beschreiben sie (?:hier )?(?:kurz )?ihre (?:dienstleistungen|leistungen|produkte)|(?<!\\p{L})oder löschen sie diesen abschnitt',
        '(?<!\\p{L})(?:escribe|inserta|introduce|agrega|añade) (?:aquí )?tu (?:texto|título|descripción)|^tu texto aquí$|(?<!\\p{L})describe (?:brevemente )?tus servicios|(?<!\\p{L})(?:inserta|añade|agrega) tus precios',
        '(?<!\\p{L})(?:insérez|saisissez|ajoutez|écrivez) (?:ici )?votre (?:texte|titre|description)|^votre texte ici$|(?<!\\p{L})décrivez (?:brièvement )?vos services',
        '(?<!\\p{L})(?:inserisci|scrivi|aggiungi) (?:qui )?il tuo (?:testo|titolo)|^il tuo testo qui$|(?<!\\p{L})descrivi (?:brevemente )?i tuoi servizi',
        '(?<!\\p{L})(?:insira|escreva|adicione|digite) (?:aqui )?(?:o )?seu (?:texto|título)|^seu texto aqui$|(?<!\\p{L})descreva (?:brevemente )?(?:os )?seus serviços',
        '(?<!\\p{L})(?:voeg|plaats|typ|schrijf) hier (?:je|uw) tekst|^(?:je|uw) tekst hier$|(?<!\\p{L})beschrijf (?:kort )?(?:je|uw) diensten',
        '(?<!\\p{L})(?:введите|вставьте|напишите|добавьте) (?:сюда |здесь )?(?:ваш|свой) текст|^ваш текст здесь$|(?<!\\p{L})опишите (?:кратко )?(?:ваши|свои) услуги',
      ].join('|'),
      'iu',
    ),
    cost: 1,
  },
  {
    kind: 'filler',
    label: 'bracketed placeholder',
    // Also any field a template leaves to fill in: "[Dental Business Name]", "[Your City]",
    // "[Deine Telefonnummer]", "[Votre ville]", "[Phone Number]", and the slots of a copywriting formula ("The simplest way to manage
    // [Problem]", "We help [audience] reach [outcome]").
    pattern:
      /\[(?:placeholder|insert[^\]]{0,40}|(?:your|dein|deine|deinen|ihr|ihre|ihren|votre|vos|tu|tus|su|sus|seu|sua|tuo|tua|vostro|vostra|uw|jouw|twój|twoja|twoje|ваш|ваша|ваше|ваши) [^\]]{1,40}|add [^\]]{1,40}|company(?: name)?|name|title|text|headline|problem|solution|benefit|feature|audience|target audience|industry|niche|outcome|result|goal|pain ?point|keyword|customer|client|value proposition|description|price|amount|percentage)\]|\[[^\]\n]{0,40}\b(?:name|address|phone(?: number)?|e-?mail|city|town|number|title|logo|tagline|slogan|date|location|company|business|product|brand)\s*\]|\{\{\s*[\w.]+\s*\}\}/i,
    cost: 1,
  },
  // The same slots named in the other languages the wording audits know: "[название города]",
  // "[Nombre del negocio]", "[Ville]", "[Telefonnummer]".
  {
    kind: 'filler',
    label: 'bracketed placeholder',
    pattern:
      /\[[^\]\n]{0,40}(?<!\p{L})(?:название|наименование|город[ау]?|адрес|телефон|имя|фамилия|nombre|ciudad|dirección|teléfono|nom|ville|adresse|téléphone|nome|cidade|endereço|telefone|città|indirizzo|telefono|stadt|ort|telefonnummer|firmenname|naam|plaats|adres|nazwa|miasto)(?!\p{L})[^\]\n]{0,40}\]/iu,
    cost: 1,
  },
  // Markup or a script's value printed as text: a translation or typing script that failed
  // shows '<span data-i18n="hero.title">…' (typed out letter by letter, so perhaps not yet
  // closed) or "[object Object]" where the copy should be, and a stylesheet's first line typed
  // into the body ("@import tailwindcss") prints on the page (Stanford Web Credibility guidelines:
  // errors of any kind cost credibility). A code sample showing markup is not copy
  // (matchShownCopy leaves code alone).
  {
    kind: 'filler',
    label: 'raw markup shown as text',
    pattern:
      /<[a-z][a-z0-9]*\s+[a-z][\w-]*=["'][^<>]*>|<(span|div|p|a|strong|em|b|i|h[1-6])>[^<>]*<\/\1>|\[object Object\]|^(?:undefined|NaN)$|^@import\s+(?:url\(|["']|[\w./-]+\s*(?:;|$|@import\b))|^@tailwind\s+(?:base|components|utilities)\b/i,
    cost: 1,
  },
  // Lorem ipsum in other scripts: Persian (لورم ایپسوم متن ساختگی …), the Arabic stock filler
  // (هذا النص هو مثال لنص يمكن أن يستبدل …), Cyrillic transliterations (Лорем ипсум …), and
  // Chinese and Japanese dummy text (示例文字, 此处输入文字, 我能吞下玻璃而不伤身体, ダミーテキスト).
  {
    kind: 'filler',
    label: 'filler text',
    pattern:
      /لورم\s*ایپسوم|لوريم\s*ايبسوم|متن\s*ساختگی|هذا\s+النص\s+هو\s+مثال\s+لنص|نص\s+تجريبي|Лорем\s+ипсум|долор\s+сит\s+амет|Рыба\s+текст|我能吞下玻璃而不伤身体|示例(?:文字|文本)|占位(?:文字|文本|符)|(?:在此|此处|这里)(?:输入|添加|填写)(?:文字|文本|内容|标题)|ダミーテキスト|テキストが入ります/iu,
    cost: 1,
  },
  // Scaffolding: the labels a template or tutorial ships with, read as a class (Stanford Web
  // Credibility guidelines: a site that looks unfinished loses credibility at once), also named
  // by the region they stand in, as a course's exercise has them ("Header logo", "header link
  // one", "This website is awesome": The Odin Project's landing page).
  {
    kind: 'scaffold',
    label: 'generic template label',
    pattern:
      /^(?:(?:header|footer|nav|navbar|sidebar|hero) )?(?:link|menu item|nav item|navigation item|item|feature|service|product|card|column|tab|slide|tier|plan|testimonial|section|heading|title|button|user|client|customer|member|team member|person|review|project|image|photo|picture|category|post|blog post)\s*#?(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)$|^(?:feature|service|product|item|option)\s+[a-d]$|^(?:a )?(?:short |brief )?description (?:of|for) (?:the |this |your )?(?:feature|service|product|item|project|plan|card|section|course|event)\b|^(?:feature|service|product|project|item|card|plan) description(?: (?:goes )?here)?[.!]?$|^(?:menu item|nav item|button text|link text|card title|section title|title here|heading here|subheading here|your (?:page |site )?(?:title|heading|tagline) here\W*|image goes here|image here|your image here|insert image|logo here|logo goes here|(?:header|footer|nav|navbar) logo|this website is awesome\W*|your logo here|logo|image|photo|picture|button|page|heading|subheading|title|subtitle|your text|text here)$/i,
    cost: 1,
  },
  // The same numbered slots in the other languages we read ("Servicio 1", "Projet 2", "Услуга 3"):
  // a template's card titles left as they came.
  {
    kind: 'scaffold',
    label: 'generic template label',
    pattern:
      /^(?:servicio|serviço|servizio|dienstleistung|leistung|producto|produto|prodotto|produit|produkt|proyecto|projeto|progetto|projet|projekt|título|titulo|titolo|titre|titel|elemento|élément|услуга|товар|продукт|проект|заголовок|пункт меню|ссылка)\s*#?\d{1,2}$/iu,
    cost: 1,
  },
  {
    kind: 'scaffold',
    label: SITE_ITSELF_LABEL,
    pattern:
      /^(?:welcome to (?:our|my|the|this) (?:new )?(?:website|web ?site|site|web ?page|home ?page|landing page|blog)|this is (?:our|my|a) (?:new )?(?:website|web ?site|site|landing page|home ?page)|(?:the )?official (?:website|web ?site|site|web ?page|home ?page) of)\b/i,
    cost: 1,
  },
  // A template or a portfolio piece telling its reader what it is: "A fast one-page template for
  // local businesses", "Reuse this template", "Démo portfolio", "Avis d'exemple (site démo)".
  // Such a page sells a template or shows a designer's skill; to its visitors it is unfinished
  // (the same class as a template's labels). A singular "template" after an article or "this",
  // not "templates" (a template shop's own copy), and never a "demo" offered as an action.
  {
    kind: 'scaffold',
    label: 'template or demo notice',
    pattern: new RegExp(
      [
        '^(?:a|an)\\s+(?:[\\w-]+,?\\s+){0,3}template(?:\\s+(?:for|to|that|built|made|designed)\\b|[.!:]|$)',
        '\\b(?:this|the) (?:[\\w-]+ ){0,2}template (?:is|was|for|to|uses|works|comes)\\b|\\b(?:reuse|use|customi[sz]e|edit|duplicate) this template\\b',
        '\\b(?:one|single)-page (?:html )?template\\b',
        // The page presenting itself as an exercise: "Exemplo de landing page profissional…".
        "\\b(?:an? )?(?:example|sample|demo|practice) landing ?page\\b|\\blanding ?page (?:example|demo|sample)\\b|(?<!\\p{L})(?:exemplo|ejemplo|exemple|esempio|beispiel)(?:\\s+d[eia])?[\\s-]+(?:(?:uma|una|une|einer) )?landing ?-?page(?!\\p{L})|(?<!\\p{L})landing ?page (?:de (?:exemplo|ejemplo|démonstration|demonstração|demostración)|d[’']exemple|di esempio)(?!\\p{L})",
        '(?<!\\p{L})d[ée]mo\\s+portfolio\\b|\\bportfolio\\s*[•·—–:-]?\\s*d[ée]mo(?!\\p{L})',
        "\\((?:site|page|sitio|página|website|seite) d[ée]mo\\)|\\b(?:demo|sample|example) (?:content|reviews?|testimonials?)\\b|(?<!\\p{L})avis (?:d[’']exemple|d[ée]mo)(?!\\p{L})",
        '(?<!\\p{L})(?:esta|una) plantilla (?:web |html )?(?:para|de)\\b|(?<!\\p{L})(?:ce|un) (?:modèle|template) (?:de site|de page|one-page|html)\\b|(?<!\\p{L})(?:diese|eine) (?:[\\p{L}-]+ )?(?:website-?|html-?|landingpage-?)?vorlage (?:für|ist)\\b|(?<!\\p{L})(?:этот|данный) шаблон(?!\\p{L})|(?<!\\p{L})шаблон (?:сайта|лендинга|страницы) для(?!\\p{L})',
      ].join('|'),
      'iu',
    ),
    cost: 1,
  },
  {
    kind: 'scaffold',
    label: 'dummy price',
    pattern:
      /[$€£]\s?(?:X{2,}(?:[.,]X{2})?|00[.,]00)(?![\w])|\b(?:X{2,}|00)[.,](?:X{2}|00)\s?(?:[$€£]|USD|EUR|GBP)/i,
    cost: 0.8,
  },
  // Figures masked with X's where the real ones go: "XXX years", "XXX rubles", "0953000XXXX",
  // "open XX.XX to XX.XX". Upper-case X's only, followed by a unit in lower case, a '+' or a '%':
  // a Roman numeral names an edition ("XXX Congreso") and "XXL" is a size.
  {
    kind: 'scaffold',
    label: 'dummy figure',
    pattern:
      /(?<![\p{L}\p{N}])X{3,}(?:\s*[+%]|\s+\p{Ll})|\d{3,}X{3,}(?![\p{L}])|(?<![\p{L}\p{N}])XX[.:]XX(?![\p{L}\p{N}])/u,
    cost: 0.8,
  },
  {
    kind: 'scaffold',
    label: DUMMY_NAME_LABEL,
    pattern:
      /\b(?:john|jane|richard|baby) doe\b|\b(?:max|erika) mustermann\b|\bfulano de tal\b|^(?:your name|full name|name surname|first ?name last ?name|customer name|client name|author name|person name|name here)$/i,
    cost: 0.8,
  },
  {
    kind: 'template-name',
    label: 'template company name',
    // Also "Company Name" in the other supported languages, German templates' stand-in firms
    // ("Musterfirma", "Musterbetrieb GmbH", as in Max Mustermann), and "My Restaurant" or "My
    // First Website" as the name itself: what a tutorial calls the business or site it stands in
    // for ("Mi Restaurante"), also run together as one word ("YourApp", "© 2025 YourCompany",
    // "MiEmpresa", and "your business" in the other languages: "TuNegocio", "SuaEmpresa",
    // "VotreEntreprise"), and "Your logo here" in other languages ("Seu Logo Aqui").
    // Not "My Company", "Votre entreprise" or "My Shop", which are also
    // account menus, navigation tabs and personal-site sections.
    pattern:
      /^(?:my (?:first )?(?:restaurant|website|web ?site|web ?page|landing page)|mi (?:primer[ao]? )?(?:restaurante|sitio web|p[aá]gina web|p[aá]gina)|mon (?:premier )?(?:restaurant|site web|site)|meine? (?:erstes? )?(?:restaurant|webseite|website|homepage)|(?:meu|minha) (?:primeir[ao] )?(?:restaurante|site|p[aá]gina)|il mio (?:primo )?(?:ristorante|sito(?: web)?)|mijn (?:eerste )?(?:restaurant|website))$|^(?:your company|company name|your company name|your logo|logo here|your brand|brand name|your business name|(?:app|product|project|site|website) name|site title|your site title|your name here)$|^(?:nombre de (?:la |tu )?empresa|nombre del (?:negocio|restaurante|local)|nome da (?:sua )?empresa|nome do (?:negócio|restaurante|estabelecimento)|nom de (?:votre |l[’'])entreprise|nom de l[’']établissement|nom du restaurant|(?:ihr )?firmenname|name des (?:unternehmens|restaurants|geschäfts)|nome (?:dell[’'])?azienda|nome del (?:locale|ristorante)|bedrijfsnaam|nazwa firmy)$|^[«"„]?(?:название|наименование) (?:[а-яё-]+ ?){1,2}[»"“]?$|^muster(?:betrieb|unternehmen)(?: gmbh)?$|\bmusterfirma\b|^your ?(?:(?:amazing|awesome|great|cool|new|next big) )?(?:product|app|startup|business|company|brand|saas)(?: name)?$|^(?:(?:seu|sua|tu|votre|ihr|il tuo) )?logo (?:aqui|aquí|ici|hier|qui)$|^(?:ваш|твой) логотип(?: здесь)?$|^(?:my|mi|minha|meine?|ma|mia|tu|su|seu|sua|votre|ihre?|deine?|tuo|tua)(?:company|empresa|firma|soci[eé]t[eé]|entreprise|unternehmen|azienda|negocio|neg[oó]cio|brand|marca|marque)$|©\s*(?:\d{4}\s*)?(?:your ?company|company name|your ?brand|your ?website)\b/i,
    cost: 0.8,
  },
  {
    kind: 'fake-contact',
    label: 'example contact details',
    pattern:
      /\b(?:example|email|name|info|you|yourname)@(?:example|domain|yourdomain|yoursite|company|email)\.(?:com|org|net)\b|\b123[-. ]456[-. ]7890\b|\(?555\)?[-. ]555[-. ]5555\b|\b(?:123 (?:main|fake) street|123 street)\b|\bcity,\s*state,?\s*(?:zip|postcode|\d{5})\b|\bmusterstra(?:ß|ss)e \d+|\b\d{5} musterstadt\b|\bcalle falsa,? 123\b/i,
    cost: 0.6,
  },
  // The default copy a site generator, starter app or web server ships with, never meant for a
  // visitor: a page still showing it was never finished (the same class as a template's labels).
  // Each source is a phrase of that shipped copy, long or specific enough that real product copy
  // does not say it; the short ones ("Vite + React", "Welcome to Nuxt", "It works!") count only as
  // the whole text. Matched case-insensitively on the whitespace-collapsed text.
  {
    kind: 'scaffold',
    label: 'generator boilerplate',
    pattern: new RegExp(
      [
        // GitHub's automatic page generator
        'welcome to github pages\\b',
        'this automatic page generator is the easiest way to create beautiful pages',
        'check out the new gh-pages branch locally',
        'author your page using github flavored markdown',
        // Jekyll (its first post and _config.yml's title and description), WordPress, Hexo
        'welcome to jekyll!',
        "you[’']ll find this post in your `?_posts`? directory",
        'write an awesome description for your new site here',
        '^your awesome title$',
        'just another wordpress site',
        'welcome to wordpress\\. this is your first post',
        'welcome to hexo! this is your very first post',
        // Starter apps (Create React App says "save to reload", Vite's React template "save to
        // test HMR"), Next.js, Vite, Vue CLI, Nuxt, Astro, Angular
        'edit `?src/app\\.(?:js|jsx|ts|tsx)`? and save to (?:reload|test hmr)',
        'get started by editing `?(?:src/)?(?:pages/index|app/page)\\.(?:js|jsx|ts|tsx)',
        'welcome to next\\.js!',
        '^vite \\+ (?:react|vue|svelte|preact|lit|solid)(?: \\+ ts)?$',
        'click on the vite and (?:react|vue|svelte|preact|lit|solid) logos to learn more',
        'welcome to your vue\\.js(?: \\+ typescript)? app',
        '^welcome to (?:nuxt|astro)[.!]?$',
        'congratulations! your app is running',
        // Web servers: nginx, Apache's Ubuntu/Debian default page and its bare "It works!"
        'welcome to nginx!',
        'if you see this page, the nginx web server is successfully installed',
        'apache2 (?:ubuntu|debian) default page',
        '^it works[.!]?$',
        'this is the default welcome page used to test the correct operation',
        // Boilerplates (Skeleton's index.html, and any page that says it is a placeholder)
        '\\b(?:this|the) (?:[\\w.-]+ ){0,2}(?:page|site|website) is (?:just )?a placeholder\\b',
        "it[’']s just waiting for you to add some content",
      ].join('|'),
      'i',
    ),
    cost: 1,
  },
  // The same for the most forked free HTML templates: the hero copy and the vendor's name they
  // ship with (Start Bootstrap's Agency, Creative, Freelancer, Landing Page and Resume, HTML5
  // UP's site templates). A template's credit line ("Theme by Start Bootstrap") is no copy of
  // its own and is not matched: only the vendor's name alone, where the brand goes.
  {
    kind: 'scaffold',
    label: 'template default copy',
    pattern: new RegExp(
      [
        '^welcome to our studio[.!]?$',
        "^it[’']s nice to meet you[.!]?$",
        '^your favorite place for free bootstrap themes',
        'start bootstrap can help you build better websites',
        'generate more leads with a professional landing page',
        '^graphic artist - web designer - illustrator$',
        '^clarence taylor$',
        'one page bootstrap theme created by start bootstrap',
        'site template designed by html5 ?up\\b',
        '^start bootstrap$',
      ].join('|'),
      'i',
    ),
    cost: 1,
  },
  // A page that says it is not finished: the "under construction" sign Nielsen listed among the
  // top ten mistakes of web design in 1996, and its "coming soon" successor. Only said of the
  // site itself, or the stock line of a coming-soon template alone in its text: a bare "Coming
  // soon" or "En construcción" is also a badge on a feature, a plan or a building project.
  {
    kind: 'scaffold',
    label: 'under-construction notice',
    pattern: new RegExp(
      [
        '^(?:(?:this|our|the) )?(?:new )?(?:web ?site|site|web ?page|home ?page) (?:is )?(?:currently |still )?(?:under construction|coming soon|launching soon|under maintenance|being built)\\b',
        '\\b(?:our|this|the) (?:new )?(?:web ?site|site|web ?page|home ?page) is (?:currently |still )?(?:under construction|coming soon|being built|under maintenance)\\b',
        "^we(?:[’']re| are) (?:currently )?building something (?:awesome|amazing|great|new|cool|exciting|special|big)[.!…]*$",
        '^(?:(?:este|nuestro) )?(?:sitio|p[aá]gina) (?:web )?(?:est[aá] )?en construcci[oó]n\\b',
        '^(?:(?:este|nosso) )?(?:site|p[aá]gina) (?:est[aá] )?em constru[cç][aã]o\\b',
        '^(?:(?:ce|notre) )?(?:site|page) (?:web )?(?:est )?en (?:cours de )?construction\\b',
        '^(?:(?:diese|die|unsere) )?(?:web ?seite|website|homepage|seite) (?:ist |befindet sich )?(?:noch )?(?:im aufbau|in arbeit|in bearbeitung)\\b',
        '^(?:questo )?sito (?:web )?(?:è )?in costruzione\\b|^(?:deze )?website (?:is )?in aanbouw\\b|^strona (?:jest )?w budowie\\b',
        '^сайт (?:находится )?(?:в разработке|на реконструкции|в стадии разработки)',
      ].join('|'),
      'iu',
    ),
    cost: 1,
  },
  {
    kind: 'vendor-badge',
    label: 'site-builder badge',
    pattern:
      /\bpowered by (?:wix|squarespace|weebly|webflow|jimdo|carrd|godaddy|site123|strikingly)\b|\bmade (?:with|in) (?:webflow|framer|wix|carrd|squarespace)\b|\bbuilt with (?:elementor|wix|squarespace|divi|webflow|carrd)\b|\bthemeforest\b|\bsquarespace template\b|\bthis site was (?:designed|created|built) with\b|\bcreate your (?:own )?website with\b/i,
    cost: 0.3,
  },
];

/**
 * Words typical of the lorem-ipsum family of filler ("Donec id elit non mi porta gravida…")
 * and rare in English, French or real Latin prose about a product.
 */
const FILLER_LATIN = new Set(
  (
    'lorem ipsum dolor amet consectetur adipiscing elit donec vestibulum fusce dapibus tellus ' +
    'commodo euismod egestas ligula mauris nibh etiam cras odio quam malesuada gravida metus ' +
    'risus tortor condimentum fermentum mollis facilisis pellentesque aenean nullam curabitur ' +
    'tempor incididunt labore aliqua veniam nostrud exercitation ullamco laboris aliquip ' +
    'consequat aute irure reprehenderit voluptate cillum fugiat pariatur excepteur occaecat ' +
    'cupidatat proident deserunt mollit laborum sagittis lacinia viverra ultricies porttitor ' +
    'vulputate scelerisque maecenas phasellus suspendisse'
  ).split(' '),
);
/** Distinct filler words in one text from which it is filler, not a stray Latin phrase. */
const MIN_FILLER_WORDS = 4;

const LATIN_FILLER: PlaceholderPattern = {
  kind: 'filler',
  label: 'Latin filler text',
  pattern: /$^/,
  cost: 1,
};

/** Whether a text is, or contains, placeholder copy (see matchPlaceholder). */
export function isPlaceholder(text: string): boolean {
  return matchPlaceholder(text) !== null;
}

export interface PlaceholderMatch {
  pattern: PlaceholderPattern;
  match: string;
}

/** The first placeholder pattern a text matches, with the matched words. */
export function matchPlaceholder(text: string): PlaceholderMatch | null {
  const t = text.replace(/\s+/g, ' ').trim();
  for (const p of PLACEHOLDER_PATTERNS) {
    const m = p.pattern.exec(t);
    if (m) return { pattern: p, match: m[0] };
  }
  if (latinFillerWords(t) >= MIN_FILLER_WORDS) {
    return { pattern: LATIN_FILLER, match: t.split(' ').slice(0, 6).join(' ') };
  }
  return null;
}

/** How many distinct lorem-ipsum filler words a text holds. */
export function latinFillerWords(text: string): number {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  return new Set(words.filter((w) => FILLER_LATIN.has(w))).size;
}

/** Site builders whose name in meta generator hints that template text may remain. */
export const SITE_BUILDER_GENERATOR =
  /\b(?:wix|squarespace|webflow|weebly|jimdo|carrd|framer|elementor|divi|godaddy|site123|strikingly|wordpress)\b/i;

/** e^(−1.6) ≈ 0.2: one hit of filler or scaffolding takes four fifths of a score. */
const PLACEHOLDER_DECAY = 1.6;

/**
 * What placeholder copy leaves of a score: each hit (1 on the first screen, its pattern's cost
 * below) takes its share of what is left, so more placeholder copy is never free.
 */
export function placeholderScore(cost: number): number {
  return round(Math.exp(-PLACEHOLDER_DECAY * cost), 3);
}

/**
 * Pictures served by a placeholder-image service: a grey box captioned with its size ("600 ×
 * 400"), a colour with a stand-in word, or a random stock photo (Lorem Picsum is "the Lorem
 * Ipsum for photos"). Left in a page, they are a template's pictures never replaced, the same
 * class as its filler copy.
 */
export const PLACEHOLDER_PICTURE: PlaceholderPattern = {
  kind: 'scaffold',
  label: 'stand-in picture from',
  pattern:
    /^https?:\/\/(?:[\w-]+\.)*(?:placeholder\.com|placehold\.co|placehold\.it|placehold\.jp|placekitten\.com|placebear\.com|placeimg\.com|picsum\.photos|lorempixel\.com|dummyimage\.com|fakeimg\.pl|loremflickr\.com|fillmurray\.com|placecage\.com|baconmockup\.com)(?=[:/?#]|$)/i,
  cost: 1,
};

/** The placeholder service an image comes from, as a match ("via.placeholder.com"). */
export function matchPlaceholderPicture(src: string): PlaceholderMatch | null {
  const m = PLACEHOLDER_PICTURE.pattern.exec(src);
  return m ? { pattern: PLACEHOLDER_PICTURE, match: new URL(src).hostname } : null;
}

/** One piece of copy a visitor sees: a text, or a control's label that is not also a text. */
export interface ShownCopy {
  text: string;
  from: 'text' | 'control';
  /** A form field's <label>: it names what to type, not the page. */
  fieldLabel: boolean;
  /** Inside a code sample (<pre>, <code>, <kbd>, <samp>): documentation, not copy. */
  inCode: boolean;
  /** The part of it set as code inside it (TextElement.codeText), whitespace-collapsed. */
  codeText?: string;
  region: string;
  aboveFold: boolean;
  rect: Rect;
  elementId: string;
}

const CODE_TAGS = /^(?:pre|code|kbd|samp)$/i;
/** A code element among the ancestors a text's selector names ("#usage > pre > code > mark"). */
const CODE_IN_PATH = /(?:^|[\s>])(?:pre|code|kbd|samp)(?=$|[\s>:.#[])/i;

/**
 * The placeholder a piece of shown copy holds: as matchPlaceholder, except that a form field's
 * label asking for "Company name", "Firmenname" or "Your name" is a label, not a template's name
 * or a dummy person left in,
 * and a code sample's "{{cdn}}", "John Doe" or "user@example.com" documents how to use a
 * library, as project sites do.
 */
export function matchShownCopy(c: ShownCopy): PlaceholderMatch | null {
  if (c.inCode) return null;
  const m = matchPlaceholder(c.text);
  // A snippet set as code inside a sentence ("Add this to your page: <link …>") is code too.
  if (m && c.codeText?.includes(m.match)) return null;
  const namesAField = m?.pattern.kind === 'template-name' || m?.pattern.label === DUMMY_NAME_LABEL;
  return m && c.fieldLabel && namesAField ? null : m;
}

/** The copy of a viewport, each piece once: texts first, then the labels of visible controls. */
export function shownCopy(vf: ViewportFacts): ShownCopy[] {
  const labelled = new Set(vf.texts.map((t) => t.interactiveId));
  const piece = (
    from: ShownCopy['from'],
    e: {
      text: string;
      tag: string;
      selector: string;
      region: string;
      aboveFold: boolean;
      rect: Rect;
      id: string;
      codeText?: string;
    },
  ): ShownCopy => ({
    text: e.text,
    from,
    fieldLabel: e.tag.toLowerCase() === 'label',
    inCode: CODE_TAGS.test(e.tag) || CODE_IN_PATH.test(e.selector),
    ...(e.codeText ? { codeText: e.codeText } : {}),
    region: e.region,
    aboveFold: e.aboveFold,
    rect: e.rect,
    elementId: e.id,
  });
  return [
    ...vf.texts.map((t) => piece('text', t)),
    ...vf.interactives
      .filter((i) => i.visible && !labelled.has(i.id))
      .map((i) => piece('control', i)),
  ];
}

/**
 * The stand-ins on the desktop's first screen: each piece of placeholder copy (not a headline
 * about the website itself, which the clarity audits judge as copy) and, once however many the
 * template left, a picture from a placeholder service (a grey box captioned with its size).
 */
export function firstScreenPlaceholders(facts: PageFacts): PlaceholderMatch[] {
  const copy = shownCopy(facts.desktop)
    .filter((c) => c.aboveFold)
    .map((c) => matchShownCopy(c))
    .filter((m): m is PlaceholderMatch => m !== null && m.pattern.label !== SITE_ITSELF_LABEL);
  const picture = facts.desktop.images
    .filter((i) => i.visible && i.aboveFold)
    .map((i) => matchPlaceholderPicture(i.src))
    .find((m) => m !== null);
  return picture ? [...copy, picture] : copy;
}
