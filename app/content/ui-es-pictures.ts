/**
 * The words the drawings carry on a Spanish page (issue 49), keyed by the English: the area map's
 * labels, its caption and what a screen reader hears of it (components/AreaMap.tsx), and the
 * diagrams' captions (media/diagrams.ts). Trade terms from content/es/glossary.md.
 */
export const UI_ES_PICTURES: Record<string, string> = {
  // The area map.
  "Lake Chelan": "Lago Chelan",
  "Columbia River": "Río Columbia",
  "South Shore": "Orilla sur",
  "Where the towns are: a schematic map, not to scale.": "Dónde están los pueblos en un mapa esquemático, no a escala.",
  "Schematic map, not to scale:": "Mapa esquemático, no a escala:",
  "Manson on the north shore of Lake Chelan, up the lake from Chelan.": "Manson en la orilla norte del lago Chelan, lago arriba de Chelan.",
  "Chelan at the foot of Lake Chelan, and the South Shore running up the lake from town.":
    "Chelan al pie del lago Chelan, y la orilla sur, que sube por el lago desde el pueblo.",
  "Chelan Falls where the Chelan River meets the Columbia, and Entiat down the river on the same bank.":
    "Chelan Falls, donde el río Chelan llega al Columbia, y Entiat río abajo en la misma orilla.",
  "Orondo on the east bank of the Columbia, across the river from Entiat.": "Orondo en la orilla este del Columbia, del otro lado del río frente a Entiat.",
  "the towns the permit offices on this page cover, from Manson on Lake Chelan down the Columbia to Wenatchee and East Wenatchee.":
    "los pueblos que cubren las oficinas de permisos de esta página, de Manson en el lago Chelan, bajando por el Columbia, hasta Wenatchee y East Wenatchee.",
  "the towns we work in, from Manson on Lake Chelan down the Columbia to Wenatchee and East Wenatchee.":
    "los pueblos donde trabajamos, de Manson en el lago Chelan, bajando por el Columbia, hasta Wenatchee y East Wenatchee.",
  "Wenatchee on the west bank of the Columbia and East Wenatchee across the river, down the valley from Chelan.":
    "Wenatchee en la orilla oeste del Columbia y East Wenatchee del otro lado del río, valle abajo de Chelan.",
  // The diagrams' captions.
  "A crawl-space foundation in section: the footing is set below the frost line, whose depth the building department sets for each site.":
    "Cimentación con espacio bajo el piso (crawl space), en corte: la zapata va debajo de la profundidad de congelación que el departamento de construcción fija para cada terreno.",
  "A garage sized for a boat on its trailer: a tall door and a deep bay (not to scale).":
    "Un garaje a la medida de una lancha en su remolque: una puerta alta y un espacio profundo (no a escala).",
  "Design drawings: a floor plan and a front elevation (not to scale).": "Planos de diseño: una planta y una fachada frontal (no a escala).",
  "Planning the garage around the boat: car bays, and a deeper boat bay with a taller door (plan, not to scale).":
    "El garaje planeado alrededor de la lancha: espacios para carros y uno más hondo para la lancha, con una puerta más alta (planta, no a escala).",
  "A daylight basement on a slope: the uphill wall holds back the soil and the lower floor opens to the downhill side (section, not to scale).":
    "Un sótano con salida a nivel en una pendiente: el muro de arriba contiene la tierra y el piso de abajo se abre hacia la bajada (corte, no a escala).",
  "A basement foundation in section: the footing is set below the frost line, with damp-proofing and a footing drain.":
    "Cimentación con sótano, en corte: la zapata va debajo de la profundidad de congelación, con protección contra la humedad y un dren de zapata.",
  "Afternoon sun from the southwest falls on view glass on the North Shore; on the South Shore, which faces northeast, view glass is in shade.":
    "El sol de la tarde, del suroeste, da en las ventanas de la vista en la orilla norte; en la orilla sur, que mira al noreste, quedan en sombra.",
  "The shoreline buffer: native vegetation left in place between the ordinary high water mark and the house (schematic, not to scale).":
    "La franja de protección: la vegetación nativa se queda entre la marca ordinaria de aguas altas y la casa (esquema, no a escala).",
  "Building near the water: the building site fenced, outside the shoreline buffer (schematic, not to scale).":
    "Construir cerca del agua: la obra cercada, fuera de la franja de protección de la orilla (esquema, no a escala).",
};

/**
 * What a screen reader says of the bundled drawings a Spanish page shows (their alt text), keyed by
 * the English description given with the picture (content/place-pictures.ts, media/diagrams.ts, the
 * routes' heroes, the map on /contact and routes/service.tsx's diagrams). Components/Picture.tsx looks a bundled picture
 * up here on a Spanish page; a description the owner wrote is shown as written.
 */
export const PICTURE_ALTS_ES: Record<string, string> = {
  // The heroes of /, /services and /contact.
  "Illustration: a new home with a wall of glass on a slope above the lake, lit in the evening":
    "Ilustración: una casa nueva con una pared de vidrio en una pendiente sobre el lago, iluminada al anochecer",
  "Illustration: a new house frame beside a finished house with a railed deck":
    "Ilustración: la estructura de madera de una casa nueva junto a una casa terminada con una terraza de madera con barandal",
  "Illustration: a dock on the lakeshore among trees, below the hills": "Ilustración: un muelle en la orilla del lago entre árboles, al pie de los cerros",
  // The scenes that stand in for a service's diagram in its hero and on its card.
  "Illustration: new concrete foundation walls, forms stripped, curing on a cleared pad, with lumber stacked beside them":
    "Ilustración: muros nuevos de cimentación de concreto, ya sin la cimbra, fraguando en un terreno despejado, con madera apilada al lado",
  "Illustration: a long gray garage with three doors next to a two-story gray house with matching board siding":
    "Ilustración: un garaje gris largo con tres puertas junto a una casa gris de dos pisos con el mismo revestimiento exterior de tablas",
  "Illustration: a hip-roofed house with a stone-faced lower floor, built into a slope among pines":
    "Ilustración: una casa con techo a cuatro aguas y el piso de abajo revestido de piedra, construida en una pendiente entre pinos",
  // The diagrams on the service pages.
  "Diagram: a crawl-space foundation in section, its footing set below the frost line":
    "Diagrama: cimentación con espacio bajo el piso (crawl space), en corte, con la zapata debajo de la profundidad de congelación",
  "Diagram: a garage with a tall door and a deep bay sized for a boat on its trailer":
    "Diagrama: un garaje con una puerta alta y un espacio profundo a la medida de una lancha en su remolque",
  "Diagram: design drawings, a floor plan and a front elevation": "Diagrama: planos de diseño, una planta y una fachada frontal",
  "Diagram: afternoon sun from the southwest falls on view glass on Lake Chelan's North Shore; on the South Shore, which faces northeast, view glass is in shade":
    "Diagrama: el sol de la tarde, del suroeste, da en las ventanas de la vista en la orilla norte del lago Chelan; en la orilla sur, que mira al noreste, quedan en sombra",
  // The map on /contact.
  "Schematic map, north up, not to scale: Lake Chelan runs northwest from the town of Chelan at its southeast end, with Manson uplake on the north shore; the Chelan River runs from Chelan to Chelan Falls on the Columbia River, which runs south past Entiat (west bank) and Orondo (east bank) to Wenatchee and East Wenatchee":
    "Mapa esquemático, con el norte arriba, no a escala: el lago Chelan va hacia el noroeste desde el pueblo de Chelan, en su extremo sureste, con Manson lago arriba en la orilla norte; el río Chelan va de Chelan a Chelan Falls, en el río Columbia, que corre hacia el sur pasando por Entiat (orilla oeste) y Orondo (orilla este) hasta Wenatchee y East Wenatchee",
  // The places (content/place-pictures.ts).
  "Illustration: orchard rows in blossom running down to Lake Chelan's north shore, a dock and a white house above the water":
    "Ilustración: hileras de huerto en flor que bajan hasta la orilla norte del lago Chelan, un muelle y una casa blanca sobre el agua",
  "Illustration: pines on the slope above Lake Chelan and a walkout home with a glass-railed deck among them":
    "Ilustración: pinos en la ladera sobre el lago Chelan y, entre ellos, una casa con sótano con salida a nivel y una terraza de madera con barandal de vidrio",
  "Illustration: orchard rows on a bench above the Columbia River, dry hills beyond":
    "Ilustración: hileras de huerto en una terraza natural sobre el río Columbia, con cerros secos al fondo",
  "Illustration: an apple orchard in autumn above the Columbia and a red two-storey farmhouse with a porch":
    "Ilustración: un huerto de manzanos en otoño sobre el Columbia y una casa de granja roja de dos pisos con porche",
  "Illustration: a street of three houses under leafy trees, the river and the hills beyond":
    "Ilustración: una calle con tres casas bajo árboles frondosos y, al fondo, el río y los cerros",
  "Illustration: Lake Chelan between its ridges, vineyard rows on the near slope":
    "Ilustración: el lago Chelan entre sus cerros, con hileras de viñedo en la ladera de este lado",
  "Illustration: a house framed on a lake lot, its trusses set, waiting for its next inspection":
    "Ilustración: la estructura de madera de una casa en un terreno junto al lago, con las armaduras del techo puestas, en espera de su próxima inspección",
};

/** A picture's alt text in the page's language: a bundled drawing's Spanish description on a Spanish page, else the alt as given. */
export function pictureAlt(image: { id: string; alt: string }, locale: "en" | "es"): string {
  if (locale !== "es" || !image.id.startsWith("b:")) return image.alt;
  return PICTURE_ALTS_ES[image.alt] ?? image.alt;
}
