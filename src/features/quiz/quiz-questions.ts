/** The two buns the quiz can recommend (spec §3: CLASSICO and buns-patata). */
export type BunType = 'classico' | 'patata';

export interface QuizAnswer {
  text: string;
  bun: BunType;
}

export interface QuizQuestion {
  id: string;
  question: string;
  answers: readonly [QuizAnswer, QuizAnswer, QuizAnswer, QuizAnswer];
}

/** Five questions on taste, use, texture and occasion; each answer votes for one bun. */
export const quizQuestions: readonly QuizQuestion[] = [
  {
    id: 'gusto',
    question: 'Che sapore cerchi nel pane del tuo hamburger?',
    answers: [
      { text: 'Deciso e tostato, con i semi di sesamo', bun: 'classico' },
      { text: 'Delicato, con una leggera nota dolce', bun: 'patata' },
      { text: 'Neutro e sincero, che lasci parlare la carne', bun: 'classico' },
      { text: 'Morbido e avvolgente, quasi burroso', bun: 'patata' },
    ],
  },
  {
    id: 'burger',
    question: 'Quale hamburger prepari più spesso?',
    answers: [
      { text: 'Un burger alto di manzo, cotto alla griglia', bun: 'classico' },
      { text: 'Smash burger schiacciati sulla piastra rovente', bun: 'patata' },
      { text: 'Cheeseburger con bacon e cipolla', bun: 'classico' },
      { text: 'Pulled pork o pollo fritto croccante', bun: 'patata' },
    ],
  },
  {
    id: 'consistenza',
    question: 'Come ti piace la consistenza del bun?',
    answers: [
      { text: 'Crosta sottile e mollica compatta, che tiene la forma', bun: 'classico' },
      { text: 'Mollica umida e vellutata, che si schiaccia al morso', bun: 'patata' },
      { text: 'Appena croccante, tostato sulla piastra', bun: 'classico' },
      { text: 'Sofficissima, morbida anche il giorno dopo', bun: 'patata' },
    ],
  },
  {
    id: 'occasione',
    question: 'Per quale occasione li vuoi?',
    answers: [
      { text: 'Una grigliata all’aperto con gli amici', bun: 'classico' },
      { text: 'Una serata sul divano con un bel film', bun: 'patata' },
      { text: 'Il menu del mio locale o del mio food truck', bun: 'classico' },
      { text: 'Una festa in famiglia, con i bambini', bun: 'patata' },
    ],
  },
  {
    id: 'condimenti',
    question: 'Con che cosa lo farcisci?',
    answers: [
      { text: 'Ketchup, senape e cetriolini', bun: 'classico' },
      { text: 'Salse cremose: maionese, barbecue, coleslaw', bun: 'patata' },
      { text: 'Formaggi stagionati e verdure grigliate', bun: 'classico' },
      { text: 'Tanta salsa piccante che cola da tutte le parti', bun: 'patata' },
    ],
  },
];

/** What the result screen shows for each bun (spec §3: name, description, image, slug). */
export interface QuizResult {
  bun: BunType;
  name: string;
  description: string;
  /** The catalogue product the result leads to. */
  slug: string;
  /** Shown until (or if not) the live product's own picture is known. */
  image: string;
}

export const quizResults: Readonly<Record<BunType, QuizResult>> = {
  classico: {
    bun: 'classico',
    name: 'BUN CLASSICO',
    description:
      'Dorato, morbido ma strutturato e coperto di sesamo tostato: regge il succo dell’hamburger senza sfaldarsi. Il compagno di una vita per i burger alti alla griglia e i cheeseburger.',
    slug: 'bun-classico',
    image: 'product-images/seed/bun-classico-640w.webp',
  },
  patata: {
    bun: 'patata',
    name: 'BUN PATATA',
    description:
      'Soffice e leggermente dolce, con patate piemontesi nell’impasto: la mollica umida e vellutata abbraccia smash burger, pulled pork e salse generose senza diventare molle.',
    slug: 'buns-patata',
    image: 'product-images/seed/buns-patata-640w.webp',
  },
};
