/**
 * The assistant's topic benchmark (tests/integration/assistant-topics.test.ts): 30 questions and
 * 10 draft prompts, each with what an on-topic answer must show. A question is on topic when its
 * first link goes to one of `pages` (or, for `contact`, it gives the phone number and links
 * /contact; for `offSite`, it says the one "nothing fits" sentence), and it has none of `forbid`.
 * A draft is on topic when it has one of `must`, none of `forbid`, and no boilerplate.
 */
export interface QuestionCase {
  q: string;
  topic: string;
  pages?: string[];
  contact?: boolean;
  offSite?: boolean;
  forbid?: string[];
}

export interface DraftCase {
  prompt: string;
  contentType: "page" | "blog" | "component";
  topic: string;
  must: string[];
  forbid?: string[];
}

const ADU = ["/service-adu", "/blog/adu-right-for-property", "/blog/creative-adu-design"];
const GARAGE = ["/service-garages", "/blog/functional-garage-design"];
const DECK = ["/service-decks-patios", "/service-waterproof-decks"];
const FOUNDATION = ["/service-foundations", "/blog/solid-foundation-essential"];
const SLOPE = ["/service-excavation", "/blog/excavation-site-prep"];
const WATERFRONT = ["/blog/lakeside-construction-tips", "/about-chelan"];
const REMODEL = ["/service-remodels", "/blog/successful-home-remodel", "/blog/kitchen-remodeling-trends", "/blog/bathroom-luxury-renovations"];
const CHELAN = ["/about-chelan", "/blog/insiders-guide-chelan"];

export const QUESTIONS: QuestionCase[] = [
  { q: "How much does a garage cost per square foot?", topic: "cost · garage", pages: GARAGE, forbid: ["/service-adu", "$"] },
  { q: "What does it cost to build an ADU?", topic: "cost · ADU", pages: ADU, forbid: ["$"] },
  { q: "What should I budget for a kitchen remodel?", topic: "cost · remodel", pages: REMODEL, forbid: ["$"] },
  { q: "Do I need a permit to build a deck?", topic: "permits · deck", pages: DECK },
  {
    q: "Which permits does a new custom home need in Chelan County?",
    topic: "permits · new home",
    pages: ["/service-new-construction", "/blog/building-dream-custom-home"],
  },
  { q: "Can I build an ADU on my property?", topic: "ADU", pages: ADU },
  { q: "Can an ADU go above a detached garage?", topic: "ADU", pages: [...ADU, ...GARAGE] },
  { q: "How big should a garage be for a boat and two cars?", topic: "garage", pages: GARAGE, forbid: ["/service-adu"] },
  { q: "What decking material holds up best in the sun and fire season?", topic: "deck", pages: DECK },
  { q: "How do waterproof decks keep the space below dry?", topic: "waterproof deck", pages: ["/service-waterproof-decks"] },
  { q: "How deep do foundation footings need to be here?", topic: "foundation", pages: FOUNDATION },
  { q: "How do you keep a basement dry?", topic: "foundation", pages: FOUNDATION },
  { q: "What is involved in excavating a steep lot?", topic: "excavation", pages: SLOPE },
  { q: "Do I need a retaining wall on a sloped lot?", topic: "slope", pages: SLOPE },
  { q: "Can I build a dock on Lake Chelan?", topic: "waterfront · dock", pages: WATERFRONT },
  { q: "What are the shoreline rules for a waterfront home?", topic: "waterfront", pages: WATERFRONT },
  { q: "How long does a kitchen remodel take?", topic: "remodel", pages: REMODEL },
  { q: "What surprises do older houses hide during a remodel?", topic: "remodel", pages: REMODEL },
  { q: "Should we add a second story or build out?", topic: "addition", pages: ["/service-additions"] },
  { q: "What is design-build and how does it work?", topic: "design-build", pages: ["/service-design-build"] },
  { q: "How do I start building a custom home on raw land?", topic: "new home", pages: ["/service-new-construction", "/blog/building-dream-custom-home"] },
  { q: "Who are you and what does your company do?", topic: "the company", pages: ["/about"] },
  { q: "Do you offer a warranty on your work?", topic: "the company", pages: ["/about"] },
  { q: "What is your phone number?", topic: "contact", contact: true },
  { q: "What are your office hours?", topic: "contact · hours", contact: true },
  { q: "What is it like to live in Chelan year-round?", topic: "Chelan", pages: CHELAN },
  { q: "Tell me about the wineries around Lake Chelan", topic: "Chelan", pages: CHELAN },
  { q: "best pizza in Seattle", topic: "off-site", offSite: true },
  { q: "Who won the Super Bowl last year?", topic: "off-site", offSite: true },
  { q: "How do I change the oil in my car?", topic: "off-site", offSite: true },
];

export const DRAFTS: DraftCase[] = [
  { prompt: "A section about building garages for heavy snow loads", contentType: "page", topic: "garage", must: ["garage"], forbid: ["/service-adu"] },
  { prompt: "Write a blog post about building an ADU on a steep lot", contentType: "blog", topic: "ADU", must: ["ADU"], forbid: ["lighting"] },
  { prompt: "A short intro to our deck and patio services", contentType: "component", topic: "deck", must: ["deck"] },
  {
    prompt: "Reply to an angry customer whose remodel is running late",
    contentType: "page",
    topic: "customer letter",
    must: ["sorry"],
    forbid: ["lighting", "/blog/", "/service-"],
  },
  {
    prompt: "A thank-you note to a client after their garage was finished",
    contentType: "page",
    topic: "customer letter",
    must: ["Thank you"],
    forbid: ["/blog/", "/service-"],
  },
  { prompt: "A section about foundations in frost country", contentType: "page", topic: "foundation", must: ["footing", "foundation", "frost"] },
  { prompt: "Blog post: what waterfront owners should know about shoreline permits", contentType: "blog", topic: "waterfront", must: ["shoreline"] },
  {
    prompt: "A short section introducing our company",
    contentType: "component",
    topic: "the company",
    must: ["Lakeside Ridge Builders", "Chelan"],
    forbid: ["/blog/"],
  },
  { prompt: "Write a blog post with kitchen remodeling ideas for a lake house", contentType: "blog", topic: "kitchen", must: ["kitchen"], forbid: ["ADU"] },
  { prompt: "A section about building a swimming pool", contentType: "page", topic: "not covered → template", must: ["[Add"], forbid: ["/blog/", "/service-"] },
];

/** Words a draft never carries (decision 0016). */
export const BOILERPLATE = /sources?:|here(?:'s| is) (?:a|an|the|your) draft|as an ai|offline assistant/i;

/** The first link target in a Markdown answer, without its #anchor. */
export const firstLink = (text: string) => /\]\(([^)#\s]+)/.exec(text)?.[1] ?? null;
