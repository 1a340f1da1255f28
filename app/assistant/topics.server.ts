import { allServices } from "../content/files.server";

export const STOP = new Set(
  "a an and are as at be but by can could do does for from has have how i if in into is it its me my need of on or our please should so tell that the their them there these they this to us want was we what when where which who why will with would you your about write draft blog post page section give some make best good great new get like know more most much any all just really thing things way help idea ideas short long".split(
    " ",
  ),
);

/** Words too general to name a service on their own ("build" is in design-build, "home" in several). */
const GENERIC = new Set(["build", "building", "builder", "new", "custom", "home", "homes", "house", "construction", "services", "service"]);

/** The services a question names, by the words of their key and menu label (singular or plural). */
export function serviceSubjects(terms: string[]) {
  return allServices()
    .filter(({ data: s }) => {
      const names = `${s.key} ${s.navLabel}`
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((w) => w.length >= 3 && !GENERIC.has(w));
      return terms.some((q) => !GENERIC.has(q) && names.some((n) => n === q || n === `${q}s` || q === `${n}s` || (q.length >= 4 && n.startsWith(q))));
    })
    .map(({ data: s }) => s.key);
}

/**
 * Subjects a question can be about, by the words that name them, and the pages that answer
 * them. The first ones are the more specific ("waterproof deck" before "deck", "kitchen" before
 * "remodel"). A question that names a subject is answered only from that subject's pages.
 */
export interface Topic {
  key: string;
  label: string;
  words: RegExp;
  pages: string[];
}
const TOPICS: Topic[] = [
  {
    key: "waterproof-decks",
    label: "waterproof decks",
    words: /\b(waterproof\w*|membranes?|roof decks?|decks? (\w+ ){0,3}leak\w*|leak\w* (\w+ ){0,3}decks?)\b/,
    pages: ["/service-waterproof-decks"],
  },
  {
    key: "adu",
    label: "ADUs",
    words: /\b(adus?|accessory dwellings?|granny flats?|mother[- ]in[- ]law|in-law (unit|suite|apartment)s?|backyard cottages?|guest (house|cottage)s?)\b/,
    pages: ["/service-adu", "/blog/adu-right-for-property", "/blog/creative-adu-design"],
  },
  {
    key: "garages",
    label: "garages",
    words: /\b(garages?|carports?|(boat|rv) (storage|barn|garage)s?|workshops?)\b/,
    pages: ["/service-garages", "/blog/functional-garage-design"],
  },
  {
    key: "decks",
    label: "decks and patios",
    words: /\b(decks?|decking|patios?|railings?|pergolas?)\b/,
    pages: ["/service-decks-patios", "/service-waterproof-decks"],
  },
  {
    key: "waterfront",
    label: "waterfront building",
    words: /\b(waterfront|shorelines?|docks?|lakefront|lakeside|bulkheads?|boat lifts?|lake levels?|buoys?|piers?|on the (lake|water)|near the (lake|water))\b/,
    pages: ["/blog/lakeside-construction-tips", "/about-chelan#building"],
  },
  {
    key: "foundations",
    label: "foundations",
    words: /\b(foundations?|footings?|basements?|slabs?|crawl ?spaces?|concrete|frost)\b/,
    pages: ["/service-foundations", "/blog/solid-foundation-essential"],
  },
  {
    key: "excavation",
    label: "excavation and site preparation",
    words: /\b(excavat\w*|slopes?|sloped|steep|hillsides?|grading|retaining walls?|site prep\w*|dig\w*|driveways?|erosion|dirt)\b/,
    pages: ["/service-excavation", "/blog/excavation-site-prep"],
  },
  { key: "kitchen", label: "kitchen remodels", words: /\bkitchens?\b/, pages: ["/blog/kitchen-remodeling-trends", "/service-remodels"] },
  {
    key: "bathroom",
    label: "bathroom remodels",
    words: /\b(bath(room)?s?|showers?|vanit(y|ies))\b/,
    pages: ["/blog/bathroom-luxury-renovations", "/service-remodels"],
  },
  {
    key: "remodels",
    label: "remodels",
    words: /\b(remodel\w*|renovat\w*|older (house|home)s?|old (house|home)s?|update (my|our|the) house)\b/,
    pages: ["/service-remodels", "/blog/successful-home-remodel"],
  },
  {
    key: "additions",
    label: "home additions",
    words: /\b(additions?|add (a|an|another) (room|bedroom|story|storey|floor)|second (story|storey)|bump[- ]outs?)\b/,
    pages: ["/service-additions"],
  },
  { key: "design-build", label: "design-build", words: /\b(design[- ]build|architects?)\b/, pages: ["/service-design-build"] },
  {
    key: "new-construction",
    label: "new custom homes",
    words: /\b(new (custom )?(home|house)s?|custom (home|house)s?|build (a|my|our) (new )?(home|house)|new construction|raw land|dream home)\b/,
    pages: ["/service-new-construction", "/blog/building-dream-custom-home"],
  },
  {
    key: "windows",
    label: "windows and doors",
    words: /\b(windows?|glass|glazing|sliding doors?|panoramic doors?)\b/,
    pages: ["/blog/maximizing-views-windows-doors"],
  },
  {
    key: "smart-home",
    label: "smart home technology",
    words: /\b(smart (home|house|thermostats?)|home automation|thermostats?|wi-?fi)\b/,
    pages: ["/blog/smart-home-technology"],
  },
  {
    key: "maintenance",
    label: "home maintenance",
    words:
      /\b(maintenance|maintain|upkeep|gutters?|winteriz\w*|checklist|(get|getting) (my|the|our|a) (house|home|cabin) ready|prepar\w* (my|the|our|a) (house|home|cabin))\b/,
    pages: ["/blog/seasonal-maintenance-checklist"],
  },
  {
    key: "choosing",
    label: "choosing a builder",
    words: /\b((choos|pick|find|select|hir)\w* (a |an |the |my )?(good |right )?(home )?(builder|contractor)|compare (bids|proposals|quotes))\b/,
    pages: ["/blog/choosing-home-builder"],
  },
  {
    key: "chelan",
    label: "living in the Chelan valley",
    words:
      /\b(liv\w* in (lake )?chelan|move to (lake )?chelan|(about|is) (lake )?chelan\b|chelan (area|valley|life)|wine\w*|winer\w*|manson|entiat|orondo|towns?|recreation|things to do|history of|glaciers?|fire season|wildfires?)\b/,
    pages: ["/about-chelan", "/blog/insiders-guide-chelan"],
  },
  {
    key: "company",
    label: "our company",
    words:
      /\b(who are you|your (company|business|team|crew)|the company|about (you|us|lakeside)|lakeside ridge|owner|dave|values|mission|warranty|warranties|licen[sc]e\w*|registered|registration|insured|insurance|bonded)\b/,
    pages: ["/about"],
  },
];

/** Words that turn a question into a contact question when it names no subject. */
export const CONTACT =
  /\b(contact|phone|call you|your number|e-?mail|hours|are you open|open (on|at|today)|office|reach you|appointment|address|where are you|located|get (a|an) (quote|estimate|bid)|free (quote|estimate)|do you (work|build) (in|near|around)|service area|areas? (do )?you (serve|cover|work)|wenatchee)\b/;
/** Words that ask about price; the site publishes none, and says so. */
export const COST = /\b(costs?|costing|price[sd]?|pricing|budget\w*|how much|per square (foot|feet)|afford\w*|expensive|cheap\w*)\b/;
/** A letter to a customer: written as a letter from the site's facts, never from an article. */
export const LETTER =
  /\b(repl(y|ies)|respond|response|letter|e-?mail|note|message)\b.*\b(customer|client|homeowner|neighbou?r)s?\b|\b(angry|upset|unhappy|frustrated) (customer|client|homeowner)s?\b|\bthank[- ]you (note|letter|message|card)\b/;

/**
 * Words of building, property and the valley. A question with none of them, and no subject, is
 * not about anything this site covers ("best pizza in Seattle"), however a word happens to match.
 */
export const DOMAIN =
  /\b(build\w*|built|construct\w*|contractor\w*|house\w*|homes?|lots?|land|property|properties|permit\w*|roof\w*|walls?|wood|siding|insulat\w*|snow\w*|winter\w*|seasons?|lake|chelan|septic|wells?|drain\w*|framing|lumber|floors?|tile|energy|heating|cooling|plumb\w*|electric\w*|solar|projects?|schedul\w*|timeline|inspect\w*|codes?|zoning|setbacks?|views?|estimates?|quotes?|shore|water|rooms?|renovat\w*|design\w*|stairs?|fence\w*|paint\w*|yard|cabin\w*|doors?)\b/;

/** Words too common on this site to make a passage relevant on their own. */
export const WEAK = new Set([...GENERIC, "built", "houses", "lake", "chelan", "project", "projects", "property", "work", "company", "valley", "washington"]);

/** The question itself: the public bar sends "User: … Current page: … Question: …". */
export function questionOf(prompt: string) {
  const m = /\bQuestion:\s*([\s\S]*)$/.exec(prompt);
  return (m ? m[1]! : prompt).trim();
}

export const normal = (q: string) => q.toLowerCase().replace(/[’']/g, "'").replace(/\s+/g, " ");

export function topicsOf(question: string) {
  const q = normal(question);
  return TOPICS.filter((t) => t.words.test(q));
}
