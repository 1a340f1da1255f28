/** A service page staff add through Content (the form's fields): a draft until it is published. */
export const BOATHOUSES_PAGE = {
  intent: "content-create",
  page_path: "/service-boathouses",
  section_id: "body",
  type: "page",
  title: "Boathouses",
  content: "We build boathouses where the shoreline rules allow them.",
};
