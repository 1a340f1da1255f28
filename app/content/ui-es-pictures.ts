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
