/**
 * The contact page's and quote form's own words in US Spanish (issue 49), keyed by the English the
 * spec gives word for word: labels, choices, the thank-you and the server's messages. The values
 * posted stay the English ones, so a lead reads the same in Messages whichever page sent it.
 * Trade terms follow content/es/glossary.md ("cotización" for an estimate, "presupuesto" for a budget).
 */
export const UI_ES_CONTACT: Record<string, string> = {
  "How to reach us": "Cómo comunicarse con nosotros",
  "Washington contractor registration": "Registro de contratista en Washington",
  "Thank you for your message! We will get back to you soon.": "¡Gracias por su mensaje! Le contestaremos pronto.",
  Dismiss: "Cerrar",
  "Dismiss the thank-you message": "Cerrar el mensaje de agradecimiento",
  "Full name": "Nombre completo",
  Email: "Correo electrónico",
  Phone: "Teléfono",
  "Project type": "Tipo de proyecto",
  "Preferred contact": "Cómo prefiere que le contactemos",
  Message: "Mensaje",
  "About the job (optional)": "Sobre el trabajo (opcional)",
  "Town of the site": "Pueblo o ciudad del terreno",
  "Street address": "Dirección",
  "Budget range": "Presupuesto aproximado",
  "When would you like to start?": "¿Cuándo le gustaría empezar?",
  "How did you hear of us?": "¿Cómo supo de nosotros?",
  Photos: "Fotos",
  "Photos of the site or the room": "Fotos del terreno o del cuarto",
  "(optional)": "(opcional)",
  "Choose…": "Escoja…",
  "Leave this field empty": "Deje este campo vacío",
  "Sending...": "Enviando...",
  "Send Message": "Enviar mensaje",
  "* Required. We use your details only to answer you.": "* Obligatorio. Usamos sus datos solo para contestarle.",
  "How we use your details": "Cómo usamos sus datos",
  "the form": "el formulario",
  and: "y",
  // The kinds of work (the values posted stay English).
  "Not sure yet": "Todavía no sé",
  "New Custom Home": "Casa nueva a la medida",
  "ADU (Accessory Dwelling Unit)": "Vivienda accesoria (ADU)",
  Garage: "Garaje",
  "Kitchen Remodel": "Remodelación de cocina",
  "Bathroom Remodel": "Remodelación de baño",
  "Whole House Remodel": "Remodelación de toda la casa",
  Excavation: "Excavación",
  Foundation: "Cimentación",
  "Deck/Patio": "Terraza o patio",
  "Home Addition": "Ampliación de la casa",
  Other: "Otro",
  // The server's answers.
  "Please enter your name.": "Escriba su nombre.",
  "Please keep your name under 100 characters.": "Su nombre debe tener menos de 100 caracteres.",
  "Please enter your e-mail address.": "Escriba su correo electrónico.",
  "That e-mail address is too long.": "Ese correo electrónico es demasiado largo.",
  "Please enter a valid e-mail address, like name@example.com.": "Escriba un correo electrónico válido, como nombre@ejemplo.com.",
  "Please keep the phone number under 40 characters.": "El número de teléfono debe tener menos de 40 caracteres.",
  "Please enter a phone number with digits only (spaces, dashes and brackets are fine).":
    "Escriba un número de teléfono solo con dígitos (puede usar espacios, guiones y paréntesis).",
  "Please choose a project type.": "Escoja un tipo de proyecto.",
  "Please choose e-mail or phone.": "Escoja correo electrónico o teléfono.",
  "Please tell us a little about your project.": "Cuéntenos un poco de su proyecto.",
  "Please keep the message under 5,000 characters.": "El mensaje debe tener menos de 5,000 caracteres.",
  "Please choose the town from the list, or Other.": "Escoja el pueblo de la lista, u Otro.",
  "Please keep the street address under 200 characters.": "La dirección debe tener menos de 200 caracteres.",
  "Please choose a budget range from the list.": "Escoja un presupuesto de la lista.",
  "Please choose a timeline from the list.": "Escoja de la lista cuándo quiere empezar.",
  "Please choose how you heard of us from the list.": "Escoja de la lista cómo supo de nosotros.",
  "Your photos were not sent; choose them again.": "Sus fotos no se enviaron; escójalas otra vez.",
  "A field is too long. Please shorten it and try again.": "Un campo es demasiado largo. Acórtelo e intente otra vez.",
  "Your photos could not be received just now. Please try again in a minute, or send your request without photos.":
    "No pudimos recibir sus fotos en este momento. Intente otra vez en un minuto, o mande su solicitud sin fotos.",
  "The form could not be read. Please try again.": "No pudimos leer el formulario. Intente otra vez.",
};

/**
 * The server's answers that carry a name, a number or a phone, in Spanish. `t` gives the Spanish of
 * a sentence inside one (a photo's own refusal inside "name: … Your photos were not sent").
 */
export const UI_ES_CONTACT_PATTERNS: Array<[RegExp, (m: RegExpExecArray, t: (english: string) => string) => string]> = [
  [
    /^Your message was not sent yet: please check (.+) below\. Everything you typed is still there\.$/,
    (m) => `Su mensaje todavía no se envió: revise ${m[1]} abajo. Todo lo que escribió sigue ahí.`,
  ],
  [/^\(optional, up to (\d+)\)$/, (m) => `(opcional, hasta ${m[1]})`],
  [
    /^JPEG, PNG, WebP, AVIF or GIF, up to (\d+) MB each\. Only our staff see them; location data is removed\.$/,
    (m) => `JPEG, PNG, WebP, AVIF o GIF, de hasta ${m[1]} MB cada una. Solo nuestro personal las ve; se les quitan los datos de ubicación.`,
  ],
  [/^Please attach at most (\d+) photos\. (.+)$/, (m, t) => `Adjunte ${m[1]} fotos como máximo. ${t(m[2]!)}`],
  [/^The photo (.+) is larger than (\d+) MB\. Please choose a smaller photo\.$/, (m) => `La foto ${m[1]} pesa más de ${m[2]} MB. Escoja una foto más pequeña.`],
  [/^The image is larger than (\d+) MB\. Please upload a smaller file\.$/, (m) => `La foto pesa más de ${m[1]} MB. Escoja una foto más pequeña.`],
  [/^This file is not an image we accept\. Please upload a (.+) file\.$/, (m) => `Este archivo no es una foto que aceptemos. Mande un archivo ${m[1]}.`],
  [/^This file is damaged or not really a (\w+) image\.$/, (m) => `Este archivo está dañado o no es de verdad una imagen ${m[1]}.`],
  [
    /^SVG images are not accepted \(they can carry scripts\)\. Please upload a (.+) file\.$/,
    (m) => `No aceptamos imágenes SVG (pueden llevar programas). Mande un archivo ${m[1]}.`,
  ],
  [/^The file is empty\.$/, () => "El archivo está vacío."],
  // A refused photo: its name, why, and that the photos must be chosen again.
  [/^(.+?): (.+?) (Your photos were not sent; choose them again\.)$/, (m, t) => `${m[1]}: ${t(m[2]!)} ${t(m[3]!)}`],
  [/^(.+) (Your photos were not sent; choose them again\.)$/, (m, t) => `${t(m[1]!)} ${t(m[2]!)}`],
  [
    /^You have sent several messages in a short time\. Please try again in (\d+) minutes, or call us at (.+)\.$/,
    (m) => `Ha mandado varios mensajes en poco tiempo. Intente otra vez en ${m[1]} minutos, o llámenos al ${m[2]}.`,
  ],
  [
    /^We could not save your message just now\. Nothing you typed is lost: please try again(?:, or call us at (.+))?\.$/,
    (m) => `No pudimos guardar su mensaje en este momento. No se perdió nada de lo que escribió: intente otra vez${m[1] ? `, o llámenos al ${m[1]}` : ""}.`,
  ],
  [
    /^Many requests are arriving right now and yours was not sent\. Please try again in a minute(?:, or call us at (.+?))?\. What you typed is kept below\.$/,
    (m) =>
      `Están llegando muchas solicitudes en este momento y la suya no se envió. Intente otra vez en un minuto${m[1] ? `, o llámenos al ${m[1]}` : ""}. Lo que escribió sigue abajo.`,
  ],
];
