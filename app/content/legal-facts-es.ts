import type { FactSentence, ThirdPartyFacts } from "./legal-fact-types";

/**
 * The Spanish twins of the legal pages' fact sentences (issue 49, decision 0065): the same facts
 * choose the same sentences as in content/legal-facts.ts, worded in plain US Spanish (glossary:
 * content/es/glossary.md). A provider that is not in use is never named, in either language.
 */

export function accessibilityLimitsEs(f: ThirdPartyFacts): FactSentence[] {
  const out: FactSentence[] = [
    {
      id: "drawings",
      text: "Casi todas las imágenes del sitio son dibujos que ocupan el lugar de fotos de nuestras propias obras; cada una tiene una descripción escrita, pero un dibujo muestra menos que una foto.",
    },
  ];
  if (f.video)
    out.push({
      id: "video",
      text: `Los videos están en ${f.video} y se abren en el reproductor de ${f.video}; sus subtítulos y sus controles no dependen de nosotros.`,
    });
  if (f.map)
    out.push({
      id: "map",
      text: `El mapa de la página de contacto es una imagen con la dirección escrita al lado; el mapa interactivo que abre es de ${f.map}, y sus controles no dependen de nosotros.`,
    });
  return out;
}

export function thirdPartySentencesEs(f: ThirdPartyFacts): FactSentence[] {
  const out: FactSentence[] = [];
  if (f.map)
    out.push({
      id: "map",
      text: `El mapa de la página de contacto es una imagen hasta que usted elige “Mostrar el mapa interactivo”; solo entonces su navegador carga el mapa de ${f.map}, que ve su dirección de internet como cualquier sitio que usted visita.`,
    });
  if (f.video)
    out.push({
      id: "video",
      text: `Un video es una imagen hasta que usted lo reproduce; solo entonces su navegador carga el reproductor de ${f.video} (en su modo de privacidad mejorada), que ve su dirección de internet y puede guardar sus propias cookies.`,
    });
  return out;
}

export function alertsLeadEs(channelsOn: number): string {
  return channelsOn > 0
    ? "Cada solicitud se guarda en el área del personal del sitio, donde nuestro personal, después de iniciar sesión, la lee y la contesta. Además se le avisa en el momento, de estas maneras:"
    : "Cada solicitud se guarda en el área del personal del sitio, donde nuestro personal, después de iniciar sesión, la lee y la contesta. No se manda ningún aviso (correo electrónico, mensaje de texto, notificación ni webhook): su solicitud espera ahí hasta que nuestro personal vuelva a iniciar sesión.";
}

export function eraseKeepsEs(signedProposalYears: number): string {
  return `Una propuesta que usted firmó, con el registro de su firma, se guarda ${signedProposalYears} años después de la firma (en Washington, la ley RCW 18.27.114 pide a los contratistas guardar la declaración de información firmada); si su dirección o su número de teléfono aparece solo dentro del mensaje de otra persona, se quita de ese mensaje, que sigue siendo de esa persona.`;
}

/** The quote form's fields and why each is asked, in Spanish (typed against the form's fields by services/privacy-facts.server.ts). */
export const QUOTE_FIELD_PURPOSES_ES = {
  fullName: { label: "Su nombre", why: "para saber a quién contestamos" },
  email: { label: "Su correo electrónico", why: "para contestarle" },
  phone: { label: "Su número de teléfono (opcional)", why: "para llamarle si usted lo prefiere" },
  projectType: { label: "El tipo de proyecto", why: "para que le conteste la persona indicada" },
  preferredContact: { label: "Cómo prefiere que le contactemos", why: "para contestarle como lo pidió" },
  message: { label: "Su mensaje", why: "para entender lo que necesita" },
  town: { label: "El pueblo o la ciudad de la obra (opcional)", why: "para saber si podemos ir y cuándo" },
  streetAddress: { label: "La dirección (opcional)", why: "para ver el terreno antes de una visita" },
  budget: { label: "Un rango de presupuesto (opcional)", why: "para proponerle lo que cabe en él" },
  timeline: { label: "Cuándo le gustaría empezar (opcional)", why: "para planear el trabajo" },
  heardFrom: { label: "Cómo supo de nosotros (opcional)", why: "para saber cuáles de nuestros esfuerzos llegan a la gente" },
  photos: { label: (max: number) => `Fotos (opcional, hasta ${max})`, why: "para ver el terreno o el cuarto antes de una visita" },
} as const;

/** The accessibility statement's report form, in Spanish. */
export const REPORT_FIELD_PURPOSES_ES = [
  { label: "Su nombre y su correo electrónico", why: "para contestarle" },
  { label: "Qué fue difícil de usar, y dónde", why: "para arreglarlo" },
  { label: "El aparato, el navegador o la tecnología de asistencia que usa (opcional)", why: "para ver el problema como usted lo ve" },
];

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return "un servicio que eligió la empresa";
  }
};

/** Who is told of a request, one sentence per alert channel that is on (ids as in leads/alert-channels.ts). */
export function channelSentenceEs(
  id: string,
  s: { webhookUrl: string; smsGateway?: string | null; pushHosts?: string[] },
  b: { email: string; companyName: string },
): string | null {
  switch (id) {
    case "email":
      return `Correo electrónico: un resumen de su solicitud, con copias pequeñas de sus fotos, llega a ${b.email} y a los correos de los dueños de ${b.companyName} (y, si lo pidieron, del personal de la oficina).`;
    case "auto-reply":
      return "Una respuesta automática llega al correo electrónico que usted dio, para decirle que su solicitud llegó. No repite su mensaje.";
    case "webhook":
      return `Webhook: su nombre, su correo electrónico, su número de teléfono, el tipo de proyecto, el pueblo, el presupuesto y las fechas, el número de fotos y los primeros 500 caracteres de su mensaje se mandan a ${hostOf(s.webhookUrl)}, un servicio que la empresa usa para enterarse de las solicitudes nuevas en el teléfono.`;
    case "sms":
      return `Mensaje de texto: el tipo de proyecto y el pueblo que usted eligió (nunca su nombre, sus datos de contacto ni su mensaje) llegan al celular del dueño por medio de ${hostOf(s.smsGateway ?? "")}, el servicio de mensajes de texto que usa la empresa.`;
    case "push":
      return `Notificación: los teléfonos y las computadoras del personal que activó las notificaciones muestran el tipo de proyecto, el pueblo, el presupuesto y las primeras palabras de su mensaje, mandados cifrados por el servicio de notificaciones de su navegador (${(s.pushHosts ?? []).join(", ")}), que no puede leerlos.`;
    default:
      return null;
  }
}
